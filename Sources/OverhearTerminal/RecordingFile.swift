import Glibc
import OverhearIO

/// The recording's file: written whole when a recording starts, then brought up to date in
/// place, so that a key writes only the actions whose speech may still change.
///
/// Each update overwrites the file from `offset` on (what is before it is final), padding with
/// blank lines over any longer old end, then cuts the file to length and flushes it: killed at
/// any point, the file holds a whole scenario that `check` passes (blank lines change nothing).
final class RecordingFile {
    struct Failure: Error {
        var message: String
    }

    private var path = ""
    private var descriptor: Int32 = -1
    private var length = 0

    deinit { close() }

    func write(path: String, offset: Int, bytes: [UInt8]) throws(Failure) {
        if offset == 0 {
            close()
            do {
                try AtomicFile.write(bytes, to: path)
            } catch {
                throw Failure(message: error.message)
            }
            descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(path) }
            self.path = path
            length = bytes.count
            return
        }
        // Without the file's beginning (its creation failed), an end alone would not be a scenario.
        guard path == self.path, descriptor >= 0 else { throw Failure(message: "cannot write \(path): the recording's file could not be created") }
        let padded = bytes + [UInt8](repeating: 0x0A, count: Swift.max(0, length - offset - bytes.count))
        let descriptor = self.descriptor
        let written = padded.withUnsafeBytes { buffer -> Bool in
            (try? Descriptor.writeAll(buffer, to: descriptor, at: offset)) != nil
        }
        guard written, ftruncate(descriptor, off_t(offset + bytes.count)) == 0, fsync(descriptor) == 0 else { throw failure(path) }
        length = offset + bytes.count
    }

    private func failure(_ path: String) -> Failure {
        Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
    }

    private func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }
}
