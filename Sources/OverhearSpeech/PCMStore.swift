import Glibc
import OverhearIO
import Synchronization

/// Synthesised audio, its first `memoryBytes` in memory and the rest appended to an unlinked
/// temporary file and read back when needed, so a long scenario's WAV (or a long UI session)
/// stays small in RAM while an ordinary one is kept and read without a system call per
/// chunk. Falls back to memory alone where no temporary file can be made.
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
    /// The first `memoryCount` samples. The system gives its pages only as they are first
    /// written, so a short scenario takes only what it says.
    private let memory: UnsafeMutableBufferPointer<Int16>
    // Guarded by `lock`: the two synthesis threads append at once. How many samples there
    // are; and, only where no temporary file could be made, those past `memory`.
    private var count = 0
    private var spilled: [Int16] = []
    private let lock = Mutex(())

    /// The most temporary storage one store may take: 2 GB, about 13.5 hours of speech at
    /// 22,050 Hz; beyond it `append` refuses, so a huge scenario cannot fill the disk.
    static let maximumBytes = 2 << 30

    /// How much audio is kept in memory before the file takes the rest: 16 MB, about six
    /// minutes of speech, more than most scenarios say. Each sample past it is in the file
    /// at twice its position (the file's start, never written, takes no disk).
    static let memoryBytes = 16 << 20

    let maximumBytes: Int
    private var memoryCount: Int { memory.count }

    /// `folder` holds the temporary file: `$TMPDIR`, or /tmp, unless given.
    init(maximumBytes: Int = PCMStore.maximumBytes, memoryBytes: Int = PCMStore.memoryBytes, folder: String? = nil) {
        self.maximumBytes = maximumBytes
        memory = .allocate(capacity: Swift.min(memoryBytes, maximumBytes) / 2)
        let folder = folder ?? getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((folder + "/overhear-pcm-XXXXXX").utf8CString)
        let made = mkstemp(&template)
        if made >= 0 {
            unlink(template)
            _ = fcntl(made, F_SETFD, FD_CLOEXEC)
            descriptor = made
        }
    }

    deinit {
        memory.deallocate()
        if descriptor >= 0 { close(descriptor) }
    }

    /// Keeps samples; returns where they are.
    func append(_ samples: [Int16]) throws(SpeechError) -> Range<Int> {
        let (memoryCount, hasFile) = (self.memoryCount, descriptor >= 0)
        let reserved: (Int, Int)? = lock.withLock { _ in
            guard (count + samples.count) * 2 <= maximumBytes else { return nil }
            let start = count
            count += samples.count
            if !hasFile && count > memoryCount { spilled += samples.suffix(count - Swift.max(start, memoryCount)) }
            return (start, count)
        }
        guard let (start, end) = reserved else {
            throw SpeechError("the synthesised speech would take more than \(maximumBytes >> 20) MB of temporary storage; split the scenario")
        }
        // Outside the lock: these positions are this call's alone, and nothing reads them
        // before it returns where they are.
        let inMemory = Swift.max(0, Swift.min(end, memoryCount) - start)
        if inMemory > 0 { _ = UnsafeMutableBufferPointer(rebasing: memory[start..<(start + inMemory)]).initialize(from: samples.prefix(inMemory)) }
        guard hasFile, end > memoryCount else { return start..<end }
        let inFile = Swift.max(start, memoryCount)
        let failure: SystemError? = samples[(inFile - start)...].withUnsafeBytes { buffer in
            do throws(SystemError) { try Descriptor.writeAll(buffer, to: descriptor, at: inFile * 2); return nil } catch { return error }
        }
        if let failure { throw SpeechError("cannot keep synthesised speech in a temporary file: \(failure.reason)") }
        return start..<end
    }

    /// The samples at `location` from `offset`, at most `count` of them.
    func read(_ location: Location, from offset: Int = 0, count: Int = .max) -> [Int16] {
        var result: [Int16] = []
        var skip = offset, wanted = Swift.min(count, Swift.max(0, location.count - offset))
        result.reserveCapacity(wanted)
        for piece in location.pieces where wanted > 0 {
            guard skip < piece.count else {
                skip -= piece.count
                continue
            }
            let start = piece.lowerBound + skip, end = Swift.min(piece.upperBound, start + wanted)
            result += read(start..<end)
            wanted -= end - start
            skip = 0
        }
        return result
    }

    func read(_ range: Range<Int>) -> [Int16] {
        let inMemory = range.clamped(to: 0..<memoryCount)
        var result = Array(memory[inMemory])
        guard range.upperBound > memoryCount else { return result }
        let rest = Swift.max(range.lowerBound, memoryCount)..<range.upperBound
        result += descriptor >= 0 ? readFile(rest) : lock.withLock { _ in Array(spilled[(rest.lowerBound - memoryCount)..<(rest.upperBound - memoryCount)]) }
        return result
    }

    private func readFile(_ range: Range<Int>) -> [Int16] {
        [Int16](unsafeUninitializedCapacity: range.count) { buffer, initialized in
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
