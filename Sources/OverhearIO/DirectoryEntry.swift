import Glibc

extension dirent {
    /// The entry's name as its bytes, up to the terminating zero.
    public var nameBytes: [UInt8] {
        withUnsafeBytes(of: d_name) { Array($0.prefix { $0 != 0 }) }
    }
}
