import Glibc
import OverhearIO
import Synchronization

/// Synthesised audio kept out of memory: appended to an unlinked temporary file and read
/// back when needed, so a long scenario's WAV (or a long UI session) stays small in RAM.
/// Falls back to memory where no temporary file can be made.
final class PCMStore: @unchecked Sendable {
    /// Where one utterance's audio is: the ranges its chunks were appended at, in order (two
    /// syntheses append at once, so one utterance's chunks need not be next to each other).
    struct Location: Sendable {
        var pieces: [Range<Int>] = []
        var count: Int { pieces.reduce(0) { $0 + $1.count } }

        mutating func add(_ range: Range<Int>) {
            if let last = pieces.last, last.upperBound == range.lowerBound {
                pieces[pieces.count - 1] = last.lowerBound..<range.upperBound
            } else if !range.isEmpty {
                pieces.append(range)
            }
        }
    }

    private var descriptor: Int32 = -1
    // Guarded by `lock`: the two synthesis threads append at once.
    private var memory: [Int16] = []
    private var count = 0
    private let lock = Mutex(())

    /// The most temporary storage one store may take: 2 GB, about 13.5 hours of speech at
    /// 22,050 Hz; beyond it `append` refuses, so a huge scenario cannot fill the disk.
    static let maximumBytes = 2 << 30

    let maximumBytes: Int

    init(maximumBytes: Int = PCMStore.maximumBytes) {
        self.maximumBytes = maximumBytes
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
    func append(_ samples: [Int16]) throws(SpeechError) -> Range<Int> {
        let reserved: (Int, Int)? = lock.withLock { _ in
            guard (count + samples.count) * 2 <= maximumBytes else { return nil }
            let start = count
            count += samples.count
            if descriptor < 0 { memory += samples }
            return (start, count)
        }
        guard let (start, end) = reserved else {
            throw SpeechError("the synthesised speech would take more than \(maximumBytes >> 20) MB of temporary storage; split the scenario")
        }
        guard descriptor >= 0 else { return start..<end }
        let failure: SystemError? = samples.withUnsafeBytes { buffer in
            do throws(SystemError) { try Descriptor.writeAll(buffer, to: descriptor, at: start * 2); return nil } catch { return error }
        }
        if let failure { throw SpeechError("cannot keep synthesised speech in a temporary file: \(failure.reason)") }
        return start..<end
    }

    /// The samples at `location` from `offset`, at most `count` of them.
    func read(_ location: Location, from offset: Int = 0, count: Int = .max) -> [Int16] {
        let wanted = Swift.min(count, Swift.max(0, location.count - offset))
        return [Int16](unsafeUninitializedCapacity: wanted) { buffer, initialized in
            read(location, from: offset, into: UnsafeMutableBufferPointer(rebasing: buffer[0..<wanted]))
            initialized = wanted
        }
    }

    /// Fills `buffer` with the samples at `location` from `offset` (silence past its end): for
    /// a caller that reads piece after piece into one buffer, with no new memory for each.
    func read(_ location: Location, from offset: Int, into buffer: UnsafeMutableBufferPointer<Int16>) {
        var skip = offset, filled = 0
        for piece in location.pieces where filled < buffer.count {
            guard skip < piece.count else {
                skip -= piece.count
                continue
            }
            let start = piece.lowerBound + skip, end = Swift.min(piece.upperBound, start + buffer.count - filled)
            read(start..<end, into: UnsafeMutableBufferPointer(rebasing: buffer[filled..<(filled + end - start)]))
            filled += end - start
            skip = 0
        }
        UnsafeMutableBufferPointer(rebasing: buffer[filled...]).initialize(repeating: 0)
    }

    func read(_ range: Range<Int>) -> [Int16] {
        read(Location(pieces: [range]))
    }

    private func read(_ range: Range<Int>, into buffer: UnsafeMutableBufferPointer<Int16>) {
        guard descriptor >= 0 else {
            lock.withLock { _ in _ = buffer.initialize(fromContentsOf: memory[range]) }
            return
        }
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
    }
}
