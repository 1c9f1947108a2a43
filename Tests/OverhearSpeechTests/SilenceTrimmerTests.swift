import Testing
@testable import OverhearSpeech

@Suite struct SilenceTrimmerTests {
    /// Silence, a word, a pause, a word, silence: in any chunking, the pause stays and the ends go.
    @Test(arguments: [1, 3, 7, 100])
    func leadingAndTrailingSilenceGoAndAPauseStays(_ chunkSize: Int) {
        let word: [Int16] = [200, -900, 400, 10, -300]
        let stream = [Int16](repeating: 0, count: 9) + [5, -20] + word + [Int16](repeating: 3, count: 6) + word + [0, 31, 0, 0, 0]
        var trimmer = SilenceTrimmer()
        var out: [Int16] = []
        for start in stride(from: 0, to: stream.count, by: chunkSize) {
            out += trimmer.take(Array(stream[start..<min(stream.count, start + chunkSize)]))
        }
        #expect(out == word + [Int16](repeating: 3, count: 6) + word)
    }

    @Test func silenceAloneGivesNothing() {
        var trimmer = SilenceTrimmer()
        #expect(trimmer.take([0, 0, 32, -32, 0]).isEmpty)
        #expect(trimmer.take([Int16.min]) == [Int16.min])
    }
}
