import Glibc
import OverhearIO
import Synchronization

/// Synthesised audio kept out of memory: appended to an unlinked temporary file and read
/// back when needed, so a long scenario's WAV (or a long UI session) stays small in RAM.
/// Falls back to memory where no temporary file can be made.
final class PCMStore: @unchecked Sendable {
    private var descriptor: Int32 = -1
    // Guarded by `lock`: the two synthesis threads append at once.
    private var memory: [Int16] = []
    private var count = 0
    private let lock = Mutex(())

    init() {
        let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((folder + "/overhear-pcm-XXXXXX").utf8CString)
        let made = mkstemp(&template)
        if made >= 0 {
            unlink(template)
            _ = fcntl(made, F_SETFD, FD_CLOEXEC)
            descriptor = made
        }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Keeps samples; returns where they are.
    func append(_ samples: [Int16]) -> Range<Int> {
        let (start, end): (Int, Int) = lock.withLock { _ in
            let start = count
            count += samples.count
            if descriptor < 0 { memory += samples }
            return (start, count)
        }
        guard descriptor >= 0 else { return start..<end }
        samples.withUnsafeBytes { buffer in _ = try? Descriptor.writeAll(buffer, to: descriptor, at: start * 2) }
        return start..<end
    }

    func read(_ range: Range<Int>) -> [Int16] {
        guard descriptor >= 0 else { return lock.withLock { _ in Array(memory[range]) } }
        return [Int16](unsafeUninitializedCapacity: range.count) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            var done = 0
            while done < raw.count {
                let result = pread(descriptor, raw.baseAddress! + done, raw.count - done, off_t(range.lowerBound * 2 + done))
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { break }
                done += result
            }
            // A short read (the file truncated under us) leaves silence, never garbage.
            if done < raw.count { raw.baseAddress!.advanced(by: done).initializeMemory(as: UInt8.self, repeating: 0, count: raw.count - done) }
            initialized = range.count
        }
    }
}
