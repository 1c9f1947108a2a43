import Glibc

/// Writing a whole buffer to a file descriptor: the one write loop of the project.
public enum Descriptor {
    /// Writes all of `buffer`, at `offset` (pwrite) or at the descriptor's position, going
    /// on after short writes and signals; throws the error that stopped it.
    public static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int? = nil) throws(SystemError) {
        var done = 0
        while done < buffer.count {
            let pointer = buffer.baseAddress! + done
            let result = offset.map { pwrite(descriptor, pointer, buffer.count - done, off_t($0 + done)) }
                ?? write(descriptor, pointer, buffer.count - done)
            if result < 0 {
                if errno == EINTR { continue }
                throw SystemError.last
            }
            // A zero-length write of a non-empty buffer would loop forever.
            guard result > 0 else { throw SystemError(code: EIO) }
            done += result
        }
    }

    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
        let failure: SystemError? = bytes.withUnsafeBytes { buffer in
            do throws(SystemError) { try writeAll(buffer, to: descriptor); return nil } catch { return error }
        }
        if let failure { throw failure }
    }
}
