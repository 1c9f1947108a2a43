import Glibc

/// Writes a file so that it is either wholly old or wholly new: a temporary file beside it,
/// flushed, then renamed over it. An interrupted write never leaves half a file.
public enum AtomicFile {
    public struct Failure: Error, Equatable {
        public var message: String
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        do {
            try write(to: path) { write in try bytes.withUnsafeBytes { try write($0) } }
        } catch let failure as Failure {
            throw failure
        } catch {
            // `produce` here only throws the writer's own failures.
            throw Failure(message: "cannot write \(path): \(error)")
        }
    }

    /// Writes a file in pieces: `produce` is handed a function that appends bytes. If it
    /// throws, the file is left as it was.
    public static func write(to path: String, _ produce: (_ write: (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? "./"
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = directory + ".\(name).\(getpid()).tmp"
        var status = stat()
        let mode = stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
        func fail(_ reason: String) -> Failure {
            close(descriptor)
            unlink(temporary)
            return Failure(message: "cannot write \(path): \(reason)")
        }
        do {
            try produce { buffer throws(Failure) in
                var written = 0
                while written < buffer.count {
                    let result = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    if result < 0 {
                        if errno == EINTR { continue }
                        throw Failure(message: String(cString: strerror(errno)))
                    }
                    written += result
                }
            }
        } catch let failure as Failure {
            throw fail(failure.message)
        } catch {
            throw fail("\(error)")
        }
        guard fsync(descriptor) == 0 else { throw fail(String(cString: strerror(errno))) }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(message: "cannot write \(path): \(reason)")
        }
    }
}
