import Testing
@testable import OverhearSpeech

/// The sounds VoiceOver plays instead of words: each 100 ms, each its own.
@Suite struct TonesTests {
    /// The frequency a tone ends on, from its zero crossings in the last 20 ms.
    static func endFrequency(_ samples: [Int16], sampleRate: Int) -> Double {
        let tail = samples.suffix(sampleRate / 50)
        let crossings = zip(tail, tail.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
        return Double(crossings) / 2 / 0.02
    }

    @Test func theScreenChangedSoundRisesWhereTheBoundaryFalls() {
        let rate = 22_050
        let boundary = Tones.samples(for: "boundary", sampleRate: rate)
        let screen = Tones.samples(for: "screen-changed", sampleRate: rate)
        #expect(boundary.count == rate / 10 && screen.count == rate / 10)
        #expect(boundary != screen)
        #expect(Self.endFrequency(boundary, sampleRate: rate) < 600, "the boundary tone falls to 440 Hz")
        #expect(Self.endFrequency(screen, sampleRate: rate) > 900, "the screen-changed chime rises to 1046 Hz")
    }
}
