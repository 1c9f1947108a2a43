import Glibc

/// Writing a whole buffer to a file descriptor: the one write loop of the project.
public enum Descriptor {
    /// Writes all of `buffer`, at `offset` (pwrite) or at the descriptor's position, going
    /// on after short writes and signals; throws the error that stopped it. A `socket` is
    /// written with `MSG_NOSIGNAL`: a reader that has gone is then EPIPE, never a SIGPIPE,
    /// which would end the process unless the whole process ignored it.
    public static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int? = nil, socket: Bool = false) throws(SystemError) {
        var done = 0
        while done < buffer.count {
            let pointer = buffer.baseAddress! + done
            let result = socket ? Glibc.send(descriptor, pointer, buffer.count - done, Int32(MSG_NOSIGNAL))
                : offset.map { pwrite(descriptor, pointer, buffer.count - done, off_t($0 + done)) } ?? write(descriptor, pointer, buffer.count - done)
            if result < 0 {
                if errno == EINTR { continue }
                throw SystemError.last
            }
            // A zero-length write of a non-empty buffer would loop forever.
            guard result > 0 else { throw SystemError(code: EIO) }
            done += result
        }
    }

    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32, socket: Bool = false) throws(SystemError) {
        let failure: SystemError? = bytes.withUnsafeBytes { buffer in
            do throws(SystemError) { try writeAll(buffer, to: descriptor, socket: socket); return nil } catch { return error }
        }
        if let failure { throw failure }
    }
}
