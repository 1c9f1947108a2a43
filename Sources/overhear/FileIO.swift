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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(message: "cannot read \(path): no such file")
        }
        guard !isDirectory.boolValue else { throw Failure(message: "cannot read \(path): it is a folder") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(message: "cannot read \(path): permission denied or unreadable")
        }
        return Array(data)
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
