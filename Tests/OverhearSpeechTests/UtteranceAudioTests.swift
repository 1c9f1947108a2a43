import OverhearKit
import Testing
@testable import OverhearSpeech

/// Utterances to audio: streamed as the engine makes it, kept whole for the next time.
@Suite struct UtteranceAudioTests {
    static let long = Utterance(.focus, [Segment(.value, "text field, is editing, Email, character mode, insertion point at end")])

    @Test func streamingHandsOverChunksAsTheyComeAndKeepsTheWhole() throws {
        let audio = try makeAudio()
        var chunks: [[Int16]] = []
        try audio.stream(Self.long) { chunks.append($0); return chunks.count < 2 }
        #expect(chunks.count == 2, "no chunk after the listener said stop")
        // The rest was still made, and kept: it begins with what was heard.
        let whole = try audio.samples(for: Self.long)
        let heard = chunks[0] + chunks[1]
        #expect(whole.count > heard.count)
        let begins = Array(whole.prefix(heard.count)) == heard
        #expect(begins)
        var again: [[Int16]] = []
        try audio.stream(Self.long) { again.append($0); return true }
        let handedWhole = again.count == 1 && again[0] == whole
        #expect(handedWhole, "made before: handed over whole, at once")
    }

    @Test func aStreamedUtteranceSoundsAsOneMadeWhole() throws {
        let streamed = try makeAudio(), whole = try makeAudio()
        var chunks: [[Int16]] = []
        try streamed.stream(Self.long) { chunks.append($0); return true }
        #expect(chunks.count > 1, "a long utterance comes in several chunks")
        let same = chunks.flatMap { $0 } == (try whole.samples(for: Self.long))
        #expect(same)
    }
}
