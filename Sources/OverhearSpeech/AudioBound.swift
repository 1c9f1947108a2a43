import OverhearKit

/// How long a scenario's audio can last and how much synthesis it can store, known before
/// anything is synthesised, so that `play --wav` refuses a scenario too long for a WAV file
/// or for temporary storage at once instead of after hours of work and gigabytes of disk.
public enum AudioBound {
    /// The longest an utterance can sound: 1 s plus 400 ms per character at rate 50 and
    /// above, scaled by 50 / rate below it. Real speech at rate 50 takes about 70 ms per
    /// character; the margin covers digits and symbols read as words and trailing silence.
    public static func milliseconds(of utterance: Utterance, rate: Int) -> Int {
        if utterance.kind == .sound { return 1000 }
        return (1000 + 400 * utterance.text.count) * 50 / Swift.max(1, Swift.min(rate, 50))
    }

    /// Throws when the distinct utterances may need more than the temporary storage allows,
    /// or (`wholeAudio`, for a WAV of the scenario) the audio may last longer than a WAV holds.
    public static func check(_ scenario: Scenario, requests: [[[SpeechRequest]]], sampleRate: Int, wholeAudio: Bool = true) throws {
        var requested = Set<Utterance>()
        for steps in requests { for step in steps { for request in step { requested.insert(request.utterance) } } }
        var bounds: [Utterance: Int] = [:]
        var stored = 0
        for utterance in requested {
            let bound = milliseconds(of: utterance, rate: scenario.settings.rate)
            bounds[utterance] = bound
            stored += bound * sampleRate / 1000 * 2
        }
        guard stored <= PCMStore.maximumBytes else {
            throw SpeechError("the scenario's \(requested.count) distinct utterances may need up to \(stored >> 30) GB of synthesised speech, more than the \(PCMStore.maximumBytes >> 30) GB allowed; split the scenario")
        }
        guard wholeAudio else { return }
        // Longer speech never makes the timeline shorter: its end with every utterance at its
        // longest bounds the real end.
        let speech = ScenarioPlayer.schedule(scenario, requests, durations: .measured(bounds, pause: SpeakingRate(scenario.settings.rate).utterancePause))
        let end = speech.flatMap(\.entries).map(\.end).max() ?? 0
        guard end / 1000 * sampleRate <= WAVFile.maximumSamples else {
            throw SpeechError("the scenario's audio may last up to \(end / 3_600_000) hours; a WAV file holds at most 27")
        }
    }
}
