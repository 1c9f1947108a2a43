import OverhearIO

/// Where an output option writes: the file it names, atomically, or standard output for `-`.
enum OutputFile {
    /// Checks before any work that `path` can be written; standard output always can (a
    /// failed write to it is reported when it happens).
    static func checkWritable(_ path: String) throws(AtomicFile.Failure) {
        guard path != "-" else { return }
        try AtomicFile.checkWritable(path, name: displayName(path))
    }

    /// Writes what `produce` hands over: to the file, which is left as it was if `produce`
    /// throws, or to standard output as it comes (a pipe cannot take back what it was given).
    static func write(to path: String, _ produce: (_ write: (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        guard path != "-" else {
            try produce { piece in StandardStreams.writeOutput(Array(piece)) }
            return
        }
        try AtomicFile.write(to: path, name: displayName(path), produce)
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try write(to: path) { write in try bytes.withUnsafeBytes { try write($0) } }
    }
}
