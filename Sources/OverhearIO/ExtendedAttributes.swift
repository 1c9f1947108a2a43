import CLinux
import Glibc

/// A file's extended attributes, its POSIX ACL among them (`system.posix_acl_access`),
/// which a rewrite carries from the file it replaces to the new one: without its ACL, a
/// file's group bits (the ACL's mask) would widen what its owning group may do.
enum ExtendedAttributes {
    /// The ACL's attribute: where the old file has none, the new one must have none either
    /// (a new file in a folder with a default ACL inherits one).
    private static let accessList = "system.posix_acl_access"

    /// Gives the file open at `descriptor` every extended attribute of the file at `path`;
    /// the reason when one cannot be kept.
    static func copy(from path: String, to descriptor: Int32) -> String? {
        let names: [String]
        switch list(path) {
        case .success(let found): names = found
        case .failure(let error): return "its extended attributes cannot be read (\(error.reason))"
        }
        for name in names {
            guard let value = value(of: name, at: path) else {
                return "its extended attribute \(name) cannot be read (\(SystemError.last.reason))"
            }
            guard value.withUnsafeBytes({ fsetxattr(descriptor, name, $0.baseAddress, $0.count, 0) }) == 0 else {
                return "its extended attribute \(name) cannot be kept (\(SystemError.last.reason))"
            }
        }
        if !names.contains(accessList), fremovexattr(descriptor, accessList) != 0, errno != ENODATA, errno != ENOTSUP {
            return "the new file's inherited ACL cannot be removed (\(SystemError.last.reason))"
        }
        return nil
    }

    /// The attributes' names; none where the file system has no extended attributes.
    private static func list(_ path: String) -> Result<[String], SystemError> {
        while true {
            let size = listxattr(path, nil, 0)
            if size < 0 { return errno == ENOTSUP ? .success([]) : .failure(.last) }
            if size == 0 { return .success([]) }
            var buffer = [CChar](repeating: 0, count: size)
            let count = listxattr(path, &buffer, size)
            // It grew between the two calls: ask again.
            if count < 0 && errno == ERANGE { continue }
            guard count >= 0 else { return .failure(.last) }
            return .success(buffer[..<count].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) })
        }
    }

    private static func value(of name: String, at path: String) -> [UInt8]? {
        while true {
            let size = getxattr(path, name, nil, 0)
            guard size >= 0 else { return nil }
            var value = [UInt8](repeating: 0, count: size)
            let count = value.withUnsafeMutableBytes { getxattr(path, name, $0.baseAddress, $0.count) }
            if count < 0 && errno == ERANGE { continue }
            guard count >= 0 else { return nil }
            return Array(value[..<count])
        }
    }
}
