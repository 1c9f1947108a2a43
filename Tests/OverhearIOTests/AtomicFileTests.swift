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

    /// A file several megabytes long, written in pieces of any size, holds exactly what was
    /// written, new or replaced, and nothing is left beside it.
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
}
