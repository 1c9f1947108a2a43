import Foundation
import OverhearKit
import Testing
@testable import OverhearSpeech

/// Utterances to audio: streamed as the engine makes it, kept whole for the next time.
@Suite struct UtteranceAudioTests {
    static let long = Utterance(.focus, [Segment(.value, named: "text field, is editing, Email, character mode, insertion point at end")])

    /// The pause between segments scales with the rate as the words do (it once stayed
    /// 150 ms at any rate): utterances of several segments last 50 / rate times as long as at
    /// 50, rate 100 half, rate 25 twice.
    @Test(arguments: [25, 100])
    func utterancesOfSeveralSegmentsFollowFiftyOverTheRate(rate: Int) throws {
        let utterances = [
            Utterance(.focus, [Segment(.label, named: "Remember me"), Segment(.trait, named: "switch button"), Segment(.value, named: "off")]),
            Utterance(.focus, [Segment(.label, named: "Email address"), Segment(.value, named: "We never share it"), Segment(.value, named: "0 / 40"), Segment(.trait, named: "text field")]),
            Utterance(.focus, [Segment(.label, named: "Zip code"), Segment(.value, named: "5 digits"), Segment(.trait, named: "text field")]),
        ]
        var normal = Settings(), changed = Settings()
        changed.rate = rate
        let (atNormal, atRate) = (try makeAudio(normal), try makeAudio(changed))
        var logRatio = 0.0
        for utterance in utterances {
            let ratio = Double(try atRate.sampleCount(for: utterance)) / Double(try atNormal.sampleCount(for: utterance))
            logRatio += log(ratio) / Double(utterances.count)
        }
        let expected = 50 / Double(rate)
        #expect(abs(exp(logRatio) / expected - 1) <= 0.1, "rate \(rate): \(exp(logRatio)) times as long, not \(expected)")
    }

    @Test func theSegmentPauseScalesWithTheRate() {
        #expect([50, 100, 25, 10, 1].map { SpeakingRate($0).segmentPause } == [150, 75, 300, 306, 306])
        let ssml = SSMLRenderer.render(Utterance(.focus, [Segment(.label, named: "a"), Segment(.trait, named: "b")]), capitals: .pitch, pause: 75, pitch: ESpeakPitch.parameter)
        #expect(ssml == "<speak>a<break time=\"75ms\"/>b</speak>")
    }

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

    /// Once its workers are ended, audio made before is still read back, and a new utterance
    /// is made by a worker started for it, sounding as it would have.
    @Test func afterItsWorkersEndAudioIsStillReadAndMade() throws {
        let audio = try makeAudio(), fresh = try makeAudio()
        let made = try audio.samples(for: Self.long)
        let other = Utterance(.hint, [Segment(.hint, named: "double tap to edit")])
        audio.endWorkers()
        #expect(try audio.samples(for: Self.long) == made)
        #expect(try audio.samples(for: other) == (try fresh.samples(for: other)))
        #expect(audio.client.crashes == 0)
    }

    /// A worker killed mid-utterance (as the OOM killer would kill it) loses nothing: the
    /// utterance is said again on a fresh worker, once, and the listener hears it on from where
    /// the killed one stopped, the same samples as an undisturbed one (issue 35, item 16).
    @Test func aWorkerKilledMidUtteranceIsRetriedAndLosesNothing() throws {
        let undisturbed = try makeAudio().samples(for: Self.long)
        let audio = try makeAudio()
        var lines: [String] = []
        audio.report = { lines.append($0) }
        var heard: [Int16] = []
        var killed: pid_t = 0
        try audio.stream(Self.long) { chunk in
            heard += chunk
            if killed == 0 {
                killed = audio.client.process
                kill(-killed, SIGKILL)
            }
            return true
        }
        #expect(audio.client.crashes == 1 && audio.client.process != killed, "the worker was killed while it spoke")
        #expect(!audio.wasSkipped(Self.long), "\(lines)")
        #expect(heard.count == undisturbed.count && heard == undisturbed)
        let kept = try audio.samples(for: Self.long)
        #expect(kept.count == undisturbed.count && kept == undisturbed)
        #expect(lines.isEmpty, "nothing lost, nothing to say: \(lines)")
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
