import Foundation
import OverhearKit
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

    /// RMS level in dBFS.
    static func level(_ samples: [Int16]) -> Double {
        let power = samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)
        return 10 * log10(power) - 20 * log10(32768)
    }

    /// An earcon is as loud as the speech around it (it was 6 dB louder), within 2 dB.
    @Test func earconsAreAsLoudAsSpeech() throws {
        let audio = try makeAudio()
        let speech = try ["Zip code, text field", "double tap to edit", "Sign up, button", "5 character limit."].flatMap {
            try audio.samples(for: Utterance(.focus, [Segment(.value, named: $0)]))
        }
        for name in ["boundary", "screen-changed", "other"] {
            let tone = Tones.samples(for: name, sampleRate: audio.sampleRate)
            #expect(abs(Self.level(tone) - Self.level(speech)) <= 2, "\(name): \(Self.level(tone)) dBFS against speech's \(Self.level(speech))")
        }
    }
}
