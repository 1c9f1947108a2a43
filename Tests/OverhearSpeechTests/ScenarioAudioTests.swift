import Foundation
import OverhearKit
import Testing
@testable import OverhearSpeech

@Suite struct ScenarioAudioTests {
    static let fields = """
    field uitextfield email
      placeholder: Email address
    field uitextfield phone
      placeholder: Phone

    """

    /// Utterances one after another are as far apart as two sentences in espeak-ng's own speech
    /// (they once joined with no silence: "period" ran into "there"); a hint is its delay
    /// after the speech before it, the pause inside the delay, not added to it.
    @Test(arguments: [50, 100])
    func utterancesAreASentencePauseApartAndAHintItsDelay(rate: Int) throws {
        var settings = Settings()
        settings.rate = rate
        let audio = try makeAudio(settings)
        let scenario = try ScenarioParser.parse("settings\n  rate: \(rate)\n" + Self.fields + "> focus email\n> next\n> announce Saved\n", path: "t")
        let rendered = try ScenarioAudio(scenario, audio: audio)
        let pause = SpeakingRate(rate).utterancePause
        #expect(pause > 30, "espeak-ng pauses between sentences at every rate")
        let entries = rendered.check.speech.flatMap(\.entries)
        #expect(entries.map(\.utterance.kind) == [.focus, .hint, .focus, .hint, .announce])
        let samples = rendered.samples
        for (entry, next) in zip(entries, entries.dropFirst()) {
            let spoken = audio.milliseconds(try audio.samples(for: entry.utterance).count)
            let gap = next.start - (entry.start + spoken)
            #expect(!entry.interrupted)
            #expect(gap == (next.utterance.kind == .hint ? scenario.settings.hintDelay : pause), "\(entry.utterance.text) → \(next.utterance.text)")
            let silence = ((entry.start + spoken) * rendered.sampleRate / 1000 + 1)..<(next.start * rendered.sampleRate / 1000)
            #expect(samples[silence].allSatisfy { $0 == 0 }, "nothing is heard between them")
        }
    }

    @Test func aStepMidUtteranceCutsTheEarlierAudioAtItsOwnSample() throws {
        let audio = try makeAudio()
        let scenario = try ScenarioParser.parse(Self.fields + "> focus email\n> +300 ms next\n", path: "t")
        let rendered = try ScenarioAudio(scenario, audio: audio)
        let first = rendered.check.speech[0].entries[0]
        #expect(first.interrupted && first.end == 300)
        let cut = 300 * rendered.sampleRate / 1000
        let phone = try audio.samples(for: rendered.check.speech[1].entries[0].utterance)
        // Up to the cut's fade: the first utterance; from the cut on: the second, from its start.
        let email = try audio.samples(for: first.utterance)
        let fadeStart = cut - CutFade.length(sampleRate: rendered.sampleRate)
        #expect(Array(rendered.samples[0..<fadeStart]) == Array(email[0..<fadeStart]))
        #expect(Array(rendered.samples[cut..<(cut + 2205)]) == Array(phone[0..<2205]))
    }

    /// Cut speech ramps down over the few ms before the cut instead of stepping to zero.
    @Test func aCutFadesOutInsteadOfStepping() throws {
        let audio = try makeAudio()
        let scenario = try ScenarioParser.parse(Self.fields + "> focus email\n> +300 ms next\n", path: "t")
        let rendered = try ScenarioAudio(scenario, audio: audio)
        let cut = 300 * rendered.sampleRate / 1000
        let email = try audio.samples(for: rendered.check.speech[0].entries[0].utterance)
        let window = (cut - CutFade.length(sampleRate: rendered.sampleRate))..<cut
        #expect(peak(email[window]) > 3000, "the cut falls in loud speech")
        expectFadeOut(Array(rendered.samples[window]), of: Array(email[window]))
    }

    @Test func aCancelledHintProducesNoAudio() throws {
        let audio = try makeAudio()
        let probe = try ScenarioParser.parse(Self.fields + "> focus email\n", path: "t")
        let focus = try ScenarioPlayer.requests(probe).joined().joined().map(\.utterance).first { $0.kind == .focus }!
        let focusMilliseconds = audio.milliseconds(try audio.samples(for: focus).count)
        // The action comes 200 ms into the 400 ms hint delay: the hint never starts.
        let scenario = try ScenarioParser.parse(Self.fields + "> focus email\n> +\(focusMilliseconds + 200) ms next\n", path: "t")
        let rendered = try ScenarioAudio(scenario, audio: audio)
        #expect(rendered.check.speech[0].transcript.map(\.kind) == [.focus])
        let gap = (focusMilliseconds * rendered.sampleRate / 1000 + 1)..<((focusMilliseconds + 200) * rendered.sampleRate / 1000)
        #expect(peak(rendered.samples[gap]) == 0)
        #expect(peak(rendered.samples[gap.upperBound...]) > 3000)
    }

    @Test func hintAudioStartsAfterTheHintDelay() throws {
        let audio = try makeAudio()
        let scenario = try ScenarioParser.parse(Self.fields + "> focus email\n", path: "t")
        let rendered = try ScenarioAudio(scenario, audio: audio)
        let entries = rendered.check.speech[0].entries
        #expect(entries.map(\.utterance.kind) == [.focus, .hint])
        let words = audio.milliseconds(try audio.samples(for: entries[0].utterance).count)
        #expect(entries[1].start == entries[0].start + words + 400, "the delay counts from the focus's last word")
        #expect(rendered.samples.count == entries[1].end * rendered.sampleRate / 1000)
    }

    /// The same scenario gives the same samples whichever worker synthesised which utterance,
    /// and in whatever order: here once split between two workers, once all on one, backwards.
    @Test func theSameScenarioGivesTheSameSamplesHoweverItsSpeechWasMade() throws {
        let scenario = try ScenarioParser.parse(Self.fields + "> focus email\n> activate\n> type hello\n> next\n> focus email\n", path: "t")
        let split = try ScenarioAudio(scenario, audio: try makeAudio())
        let one = try makeAudio()
        let requested = Set(try ScenarioPlayer.requests(scenario).flatMap { $0.flatMap { $0.map(\.utterance) } }).sorted { $0.text > $1.text }
        #expect(requested.count >= 8, "enough for two workers")
        for utterance in requested { _ = try one.samples(for: utterance) }
        let backwards = try ScenarioAudio(scenario, audio: one)
        #expect(split.sampleCount == backwards.sampleCount)
        let same = split.samples == backwards.samples
        #expect(same)
        #expect(split.check.transcripts == backwards.check.transcripts)
    }

    /// The silence a listener hears between the focus and its hint is the hint delay: the
    /// silence espeak-ng puts around speech is not part of an utterance.
    @Test(arguments: [50, 25, 10])
    func theGapBeforeAHintIsTheHintDelayInTheAudio(_ rate: Int) throws {
        let scenario = try ScenarioParser.parse(Self.fields + "settings\n  rate: \(rate)\n\n> focus email\n", path: "t")
        let rendered = try ScenarioAudio(scenario, audio: try makeAudio(scenario.settings))
        let entries = rendered.check.speech[0].entries
        #expect(entries.map(\.utterance.kind) == [.focus, .hint])
        let samples = rendered.samples
        let hintStart = entries[1].start * rendered.sampleRate / 1000
        let heard = { (sample: Int16) in abs(Int(sample)) > 64 }
        let focusEnd = try #require(samples[..<hintStart].lastIndex(where: heard))
        let hintHeard = try #require(samples[hintStart...].firstIndex(where: heard))
        let gap = Double(hintHeard - focusEnd) * 1000 / Double(rendered.sampleRate)
        #expect(abs(gap - 400) <= 30, "gap \(gap) ms at rate \(rate)")
    }

    @Test func boundarySoundIsAHundredMillisecondTone() {
        let tone = Tones.samples(for: "boundary", sampleRate: 22050)
        #expect(tone.count == 2205)
        #expect(peak(tone[...]) > 3000)
    }
}
