/// Little-endian integers in byte arrays, as WAV headers and the worker's frames hold them.
enum LittleEndian {
    static func bytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }

    static func bytes(_ value: UInt16) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8)]
    }

    /// The UInt32 at `offset`, or nil when the bytes end first.
    static func uint32<Bytes: RandomAccessCollection>(at offset: Int, in bytes: Bytes) -> UInt32? where Bytes.Element == UInt8, Bytes.Index == Int {
        let start = bytes.startIndex + offset
        guard bytes.endIndex - start >= 4 else { return nil }
        return UInt32(bytes[start]) | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2]) << 16 | UInt32(bytes[start + 3]) << 24
    }
}
