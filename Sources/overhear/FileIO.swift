import Foundation
import OverhearKit

/// Reading scenario files and writing them back without ever leaving a half-written file.
enum FileIO {
    struct Failure: Error {
        var message: String
    }

    /// The bytes of a file, or of standard input for `-`.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw Failure(message: "cannot read \(path): " + (errno == ENOENT ? "no such file" : String(cString: strerror(errno))))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else {
            throw Failure(message: "cannot read \(path): it is a folder")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw Failure(message: "cannot read \(path): \(String(cString: strerror(errno)))") }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// The scenario files a `check` argument names: the file itself, or a folder's `*.scenario` files.
    static func scenarioFiles(_ path: String) throws(Failure) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(message: "cannot read \(path): no such file or folder")
        }
        guard isDirectory.boolValue else { return [path] }
        guard let walker = FileManager.default.enumerator(atPath: path) else {
            throw Failure(message: "cannot read folder \(path)")
        }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".scenario") {
                files.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
            }
        }
        guard !files.isEmpty else { throw Failure(message: "no .scenario files in \(path)") }
        return files.sorted()
    }

    /// Replaces a file's contents atomically: a temporary file beside it, then rename.
    static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw Failure(message: error.message)
        }
    }
}
