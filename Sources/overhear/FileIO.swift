import Glibc
import OverhearIO
import OverhearKit

/// Reading scenario files and finding them in folders.
/// Plain POSIX calls: the `overhear` binary does not load Foundation, which keeps it small.
enum FileIO {
    struct Failure: Error {
        var message: String
    }

    /// Something below a folder that could not be looked at: the path, and its error line.
    struct Problem {
        var path: String
        var message: String

        init(_ path: String, _ error: String) {
            self.path = path
            message = "\(displayName(path)): error: \(error)"
        }
    }

    /// The largest scenario read, in bytes (docs/scenario-format.md): far above any real
    /// one, and low enough that a wrong file (`/dev/zero`, a disk image) is refused quickly.
    static let maximumScenarioBytes = 16 << 20

    /// The bytes of a regular file, or of standard input for `-`, refused over `limit` bytes
    /// (a file from its size, before anything is read) with `tooLarge` as the reason.
    static func read(_ path: String, limit: Int = maximumScenarioBytes, tooLarge: String = tooLarge) throws(Failure) -> [UInt8] {
        try contents(path, limit: limit, tooLarge: tooLarge).bytes
    }

    /// A file's bytes as `read` gives them, and the version of the file they are (none for
    /// standard input): a rewrite replaces the file only while it is still that version.
    static func contents(_ path: String, limit: Int = maximumScenarioBytes, tooLarge: String = tooLarge) throws(Failure) -> (bytes: [UInt8], version: FileVersion?) {
        func failure(_ reason: String) -> Failure { Failure(message: "\(displayName(path)): error: cannot read: \(reason)") }
        if path == "-" { return (try readAll(0, limit: limit, tooLarge: tooLarge, chunkSize: 1 << 16, failure: failure), nil) }
        // Non-blocking, so that opening a FIFO with no writer returns at once (and is refused).
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw failure(errno == ENOENT ? "no such file" : SystemError.last.reason) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(SystemError.last.reason) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw failure(kindName(status.st_mode)) }
        let size = Int(status.st_size)
        guard size <= limit else { throw failure(tooLarge) }
        // Taken before the bytes are read: a change while they are read changes the version.
        let version = FileVersion(status)
        if size > 0 {
            // Into a buffer a byte larger than the file: a read that brings exactly its size
            // has read it whole (`check` reads thousands of files, and the read that saw the
            // end was one system call a file more). A file that changed size is read on to
            // its end as below.
            var bytes = [UInt8](repeating: 0, count: size + 1)
            var count: Int
            repeat {
                count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            } while count < 0 && errno == EINTR
            guard count >= 0 else { throw failure(SystemError.last.reason) }
            bytes.removeSubrange(count...)
            if count == size { return (bytes, version) }
            bytes += try readAll(descriptor, limit: limit - count, tooLarge: tooLarge, chunkSize: 1 << 16, failure: failure)
            return (bytes, version)
        }
        // A file that gives its size as 0, as some special files do, is read a page at a time
        // at least, not a byte at a time.
        return (try readAll(descriptor, limit: limit, tooLarge: tooLarge, chunkSize: 1 << 12, failure: failure), version)
    }

    static let tooLarge = "it is larger than \(maximumScenarioBytes >> 20) MB, the most a scenario may be"

    private static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "it is a folder"
        case S_IFIFO: return "it is a FIFO, not a regular file"
        case S_IFCHR, S_IFBLK: return "it is a device, not a regular file"
        case S_IFSOCK: return "it is a socket, not a regular file"
        default: return "it is not a regular file"
        }
    }

    /// Reads to the end, refusing more than the size limit (a pipe has no size to ask).
    private static func readAll(_ descriptor: Int32, limit: Int, tooLarge: String, chunkSize: Int,
                                failure: (String) -> Failure) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw failure(SystemError.last.reason) }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
            guard bytes.count <= limit else { throw failure(tooLarge) }
        }
    }

    /// The scenario files a `check` argument names (the file itself, `-` for standard input,
    /// or a folder's `*.scenario` files), and an error line for each thing below a folder
    /// that could not be looked at.
    static func scenarioFiles(_ path: String) throws(Failure) -> (files: [String], problems: [Problem]) {
        if path == "-" { return (["-"], []) }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw Failure(message: "\(displayName(path)): error: cannot read: " + (errno == ENOENT ? "no such file or folder" : SystemError.last.reason))
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return ([path], []) }
        var files: [String] = [], problems: [Problem] = []
        collect(in: path.hasSuffix("/") ? String(path.dropLast()) : path, into: &files, problems: &problems)
        guard !files.isEmpty || !problems.isEmpty else { throw Failure(message: "\(displayName(path)): error: no .scenario files in this folder") }
        return (files.sorted(), problems)
    }

    /// Every `*.scenario` file below a folder, depth first; what cannot be read is a problem,
    /// never silently left out.
    private static func collect(in folder: String, into files: inout [String], problems: inout [Problem]) {
        guard let directory = opendir(folder) else {
            problems.append(Problem(folder, "cannot read the folder: \(SystemError.last.reason)"))
            return
        }
        defer { closedir(directory) }
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { problems.append(Problem(folder, "cannot read the folder: \(SystemError.last.reason)")) }
                return
            }
            let raw = entry.pointee.nameBytes
            let name = String(decoding: raw, as: UTF8.self)
            guard name != ".", name != ".." else { continue }
            let path = folder + "/" + name
            let isFolder = entry.pointee.d_type == DT_DIR
            guard String(validating: raw, as: UTF8.self) != nil else {
                if isFolder || name.hasSuffix(".scenario") || entry.pointee.d_type == DT_UNKNOWN {
                    problems.append(Problem(path, "the name is not UTF-8 (shown with U+FFFD); rename it"))
                }
                continue
            }
            // The entry's own type where the file system gives it (a link is a link, never
            // its target); asked of lstat only where it does not, which saves a system call a file.
            if entry.pointee.d_type == DT_DIR {
                collect(in: path, into: &files, problems: &problems)
                continue
            }
            if entry.pointee.d_type != DT_UNKNOWN {
                if name.hasSuffix(".scenario") { files.append(path) }
                continue
            }
            // Links to folders are not followed: a link back up the tree would never end.
            var status = stat()
            guard lstat(path, &status) == 0 else {
                if isFolder || name.hasSuffix(".scenario") || entry.pointee.d_type == DT_UNKNOWN {
                    problems.append(Problem(path, "cannot read: \(SystemError.last.reason)"))
                }
                continue
            }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                collect(in: path, into: &files, problems: &problems)
            } else if name.hasSuffix(".scenario") {
                files.append(path)
            }
        }
    }
}

/// Hands what `render` writes to `write` in pieces of about 64 KB.
func writeInPieces(_ render: ((String) throws -> Void) throws -> Void, to write: (UnsafeRawBufferPointer) throws -> Void) throws {
    var buffer: [UInt8] = []
    // `render` calls back into `write` only while it runs.
    try withoutActuallyEscaping(write) { write in
        try render { piece in
            buffer += piece.utf8
            if buffer.count >= 1 << 16 {
                try buffer.withUnsafeBytes { try write($0) }
                buffer.removeAll(keepingCapacity: true)
            }
        }
        try buffer.withUnsafeBytes { try write($0) }
    }
}
