import OverhearKit
import OverhearSpeech
import Testing

/// espeak-ng's SSML pitch values for the core's steps in semitones.
@Suite struct ESpeakPitchTests {
    @Test func pitchStepsFollowTheMeasuredTable() {
        #expect(ESpeakPitch.parameter(semitones: 0) == 50)
        #expect(ESpeakPitch.parameter(semitones: -20) == 20)
        #expect(ESpeakPitch.parameter(semitones: 20) == 99)
        let steps = stride(from: -5.0, through: 7.5, by: 0.5).map { ESpeakPitch.parameter(semitones: $0) }
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 < $1 }, "\(steps)")
    }

    @Test func typedIsHigherDeletedLowerAndCapitalsRiseFromEither() {
        func ssml(_ kind: UtteranceKind, _ text: String, capital: Bool = false, _ capitals: Settings.Capitals = .pitch) -> String {
            SSMLRenderer.render(Utterance(kind, [Segment(.echo, named: text, isCapital: capital)]), capitals: capitals, pitch: ESpeakPitch.parameter)
        }
        // espeak-ng's SSML pitch: 50 is the voice's own, 60 two semitones up, 39 two down.
        #expect(ssml(.typed, "a") == "<speak><prosody pitch=\"60\">a</prosody></speak>")
        #expect(ssml(.deleted, "a") == "<speak><prosody pitch=\"39\">a</prosody></speak>")
        #expect(ssml(.typed, "A", capital: true) == "<speak><prosody pitch=\"76\">A</prosody></speak>")
        #expect(ssml(.deleted, "A", capital: true) == "<speak><prosody pitch=\"55\">A</prosody></speak>")
        #expect(ssml(.cursor, "A", capital: true) == "<speak><prosody pitch=\"65\">A</prosody></speak>")
        #expect(ssml(.typed, "cap A", capital: true, .speakCap) == "<speak><prosody pitch=\"60\">cap A</prosody></speak>")
    }
}
