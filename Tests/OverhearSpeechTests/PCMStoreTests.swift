import Testing
@testable import OverhearSpeech

/// The store keeps synthesised audio in its temporary file; whatever the pieces, it reads
/// back as it was appended.
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

    @Test func readsGiveWhatWasAppended() throws {
        let store = PCMStore()
        let all = try appendChunks(to: store)
        for range in [0..<all.count, 0..<1, 95..<105, 140..<all.count, 10..<10] {
            #expect(store.read(range) == Array(all[range]), "\(range)")
        }
    }

    @Test func aLocationReadsItsPiecesInOrder() throws {
        let store = PCMStore()
        var location = PCMStore.Location()
        location.add(try store.append([1, 2, 3, 4, 5, 6]))
        _ = try store.append([0, 0, 0, 0, 0, 0])
        location.add(try store.append([7, 8, 9, 10, 11, 12]))
        #expect(store.read(location) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        #expect(store.read(location, from: 4, count: 5) == [5, 6, 7, 8, 9])
    }

    /// What the WAV's writing does: one buffer read into again and again, across pieces and
    /// past the end, keeps nothing of what it held before.
    @Test func aBufferReadIntoAgainHoldsOnlyTheNewSamples() throws {
        let store = PCMStore()
        var location = PCMStore.Location()
        location.add(try store.append([1, 2, 3, 4, 5]))
        _ = try store.append([-1, -1, -1])
        location.add(try store.append([6, 7, 8]))
        var buffer = [Int16](repeating: 99, count: 6)
        buffer.withUnsafeMutableBufferPointer { store.read(location, from: 3, into: $0) }
        #expect(buffer == [4, 5, 6, 7, 8, 0])
        buffer.withUnsafeMutableBufferPointer { store.read(location, from: 0, into: UnsafeMutableBufferPointer(rebasing: $0[0..<4])) }
        #expect(buffer == [1, 2, 3, 4, 8, 0])
        buffer.withUnsafeMutableBufferPointer { store.read(location, from: 7, into: $0) }
        #expect(buffer == [8, 0, 0, 0, 0, 0])
        #expect(store.read(location, from: 3, count: 10) == [4, 5, 6, 7, 8])
    }
}
