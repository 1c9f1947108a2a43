import Glibc
import OverhearKit

/// Reading scenario files and writing them back without ever leaving a half-written file.
/// Plain POSIX calls: the `overhear` binary does not load Foundation, which keeps it small.
enum FileIO {
    struct Failure: Error {
        var message: String
    }

    /// The bytes of a file, or of standard input for `-`.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        if path == "-" { return try readAll(0, path: "standard input") }
        let descriptor = try openForReading(path)
        defer { close(descriptor) }
        return try readAll(descriptor, path: path)
    }

    /// The bytes of a file or of standard input, refused with `tooLarge` if over `limit` bytes:
    /// a regular file's size is checked before anything is read, a stream's as it comes.
    static func read<Refusal: Error>(_ path: String, limit: Int, tooLarge: () -> Refusal) throws -> [UInt8] {
        let descriptor = path == "-" ? 0 : try openForReading(path)
        defer { if path != "-" { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > limit { throw tooLarge() }
        let bytes = try readAll(descriptor, path: path == "-" ? "standard input" : path, limit: limit + 1)
        guard bytes.count <= limit else { throw tooLarge() }
        return bytes
    }

    private static func openForReading(_ path: String) throws(Failure) -> Int32 {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw Failure(message: "cannot read \(displayName(path)): " + (errno == ENOENT ? "no such file" : String(cString: strerror(errno))))
        }
        guard !isDirectory(path) else {
            close(descriptor)
            throw Failure(message: "cannot read \(displayName(path)): it is a folder")
        }
        return descriptor
    }

    /// Everything up to end of file, or the first `limit` bytes.
    private static func readAll(_ descriptor: Int32, path: String, limit: Int = .max) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw Failure(message: "cannot read \(displayName(path)): \(String(cString: strerror(errno)))") }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The scenario files a `check` argument names: the file itself, or a folder's `*.scenario` files.
    static func scenarioFiles(_ path: String) throws(Failure) -> [String] {
        var status = stat()
        guard stat(path, &status) == 0 else { throw Failure(message: "cannot read \(displayName(path)): no such file or folder") }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return [path] }
        var files: [String] = []
        collect(in: path.hasSuffix("/") ? String(path.dropLast()) : path, into: &files)
        guard !files.isEmpty else { throw Failure(message: "no .scenario files in \(displayName(path))") }
        return files.sorted()
    }

    /// Every `*.scenario` file below a folder, depth first.
    private static func collect(in folder: String, into files: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            let path = folder + "/" + name
            // Links to folders are not followed: a link back up the tree would never end.
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                collect(in: path, into: &files)
            } else if name.hasSuffix(".scenario") {
                files.append(path)
            }
        }
    }

    /// Writes all of `bytes` to a descriptor (standard output or error).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
