import Foundation
import Glibc
import OverhearIO
import Testing

@Suite struct AtomicFileTests {
    /// Bytes of a file megabytes long, different at every offset: a first version, and a longer second.
    static let first = (0..<(3 << 20 | 517)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    static let second = (0..<(5 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 12) }

    /// Writes `bytes` to `path` in pieces of the given sizes, in turn.
    static func write(_ bytes: [UInt8], to path: String, pieces: [Int]) throws {
        try AtomicFile.write(to: path) { write in
            var offset = 0, turn = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + pieces[turn % pieces.count])
                try bytes[offset..<end].withUnsafeBytes { try write($0) }
                offset = end
                turn += 1
            }
        }
    }

    /// A file several megabytes long (past the steps at which its writeback is started), written
    /// in pieces of any size, holds exactly what was written, new or replaced, and nothing
    /// is left beside it.
    @Test(arguments: [[1 << 20], [4_093, 70_001], [3 << 20]])
    func aFileOfSeveralMegabytesHoldsWhatWasWrittenInPieces(pieces: [Int]) throws {
        let folder = NSTemporaryDirectory() + "atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/speech.wav"
        try Self.write(Self.first, to: path, pieces: pieces)
        #expect(FileManager.default.contents(atPath: path) == Data(Self.first))
        try Self.write(Self.second, to: path, pieces: pieces)
        #expect(FileManager.default.contents(atPath: path) == Data(Self.second))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["speech.wav"])
    }

    /// How many of a file's pages are in memory (`mincore` on a mapping of it).
    static func cachedPages(_ path: String) -> Int {
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0, status.st_size > 0 else { return 0 }
        let length = Int(status.st_size), page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard let mapping = mmap(nil, length, PROT_READ, MAP_SHARED, descriptor, 0), mapping != MAP_FAILED else { return 0 }
        defer { munmap(mapping, length) }
        var resident = [UInt8](repeating: 0, count: (length + page - 1) / page)
        guard mincore(mapping, length, &resident) == 0 else { return 0 }
        return resident.filter { $0 & 1 != 0 }.count
    }

    /// The pages of a file about to be replaced are dropped from memory and its bytes are
    /// left as they were; a FIFO in its place is not opened for good (no reader is waited
    /// for), and a missing file is no error.
    @Test func aFileAboutToBeReplacedLeavesMemoryAsItWas() throws {
        let folder = NSTemporaryDirectory() + "atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/speech.wav"
        try AtomicFile.write(Self.first, to: path)
        let before = Self.cachedPages(path)
        AtomicFile.forgetCachedPages(of: path)
        // A file system that keeps files only in memory (tmpfs) has no pages to drop: a
        // probe file tells whether this one does.
        let probe = folder + "/probe"
        try AtomicFile.write(Self.first, to: probe)
        let probeDescriptor = open(probe, O_RDONLY)
        _ = posix_fadvise(probeDescriptor, 0, 0, POSIX_FADV_DONTNEED)
        close(probeDescriptor)
        if Self.cachedPages(probe) == 0 {
            #expect(before > 0 && Self.cachedPages(path) == 0, "\(before) pages cached before")
        }
        // Read last: reading brings the pages back.
        #expect(FileManager.default.contents(atPath: path) == Data(Self.first))
        let fifo = folder + "/pipe.wav"
        #expect(mkfifo(fifo, 0o600) == 0)
        AtomicFile.forgetCachedPages(of: fifo)
        AtomicFile.forgetCachedPages(of: folder + "/missing.wav")
    }
}
