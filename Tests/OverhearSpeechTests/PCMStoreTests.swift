import Testing
@testable import OverhearSpeech

/// The store keeps its first samples in memory and the rest in its file (or, with no file,
/// in memory too); whichever holds a sample, it reads back as it was appended.
@Suite struct PCMStoreTests {
    /// Chunks of several lengths, each sample telling where it was appended.
    private func appendChunks(to store: PCMStore) throws -> [Int16] {
        var all: [Int16] = []
        for length in [1, 7, 100, 33, 250, 4, 512, 90] {
            let chunk = (0..<length).map { Int16(truncatingIfNeeded: all.count + $0 * 3 + 1) }
            #expect(try store.append(chunk) == all.count..<(all.count + length))
            all += chunk
        }
        return all
    }

    @Test(arguments: [0, 2, 200, 1_000, 1 << 20])
    func readsGiveWhatWasAppendedWhereverItIsKept(memoryBytes: Int) throws {
        let store = PCMStore(memoryBytes: memoryBytes)
        let fileOnly = PCMStore(memoryBytes: 0)
        let all = try appendChunks(to: store)
        _ = try appendChunks(to: fileOnly)
        // Every range that starts or ends near the edge of memory, and the whole.
        let edge = min(memoryBytes / 2, all.count)
        for range in [0..<all.count, 0..<1, max(0, edge - 5)..<min(all.count, edge + 5), min(all.count, edge)..<all.count, 10..<10] {
            #expect(store.read(range) == Array(all[range]), "\(range) with \(memoryBytes) bytes in memory")
            #expect(store.read(range) == fileOnly.read(range))
        }
    }

    @Test func withNoTemporaryFileEverythingIsKeptInMemory() throws {
        let store = PCMStore(memoryBytes: 200, folder: "/nonexistent-overhear-folder")
        let all = try appendChunks(to: store)
        #expect(store.read(0..<all.count) == all)
        #expect(store.read(90..<110) == Array(all[90..<110]))
    }

    @Test func aLocationReadsItsPiecesInOrder() throws {
        let store = PCMStore(memoryBytes: 20)
        var location = PCMStore.Location()
        location.add(try store.append([1, 2, 3, 4, 5, 6]))
        _ = try store.append([0, 0, 0, 0, 0, 0])
        location.add(try store.append([7, 8, 9, 10, 11, 12]))
        #expect(store.read(location) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        #expect(store.read(location, from: 4, count: 5) == [5, 6, 7, 8, 9])
    }
}
