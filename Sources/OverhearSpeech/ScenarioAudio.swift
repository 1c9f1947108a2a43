import OverhearKit

/// A scenario played on the timeline a listener would hear: real synthesised durations,
/// speech cut where it is interrupted, silence where nothing is said.
public struct ScenarioAudio {
    /// The transcript with the interrupted marks that the real durations give.
    public var check: ScenarioCheck
    public var samples: [Int16]
    public var sampleRate: Int

    public init(_ scenario: Scenario, audio: UtteranceAudio) throws {
        var durations: [Utterance: Int] = [:]
        for utterance in try ScenarioPlayer.requestedUtterances(scenario) where durations[utterance] == nil {
            durations[utterance] = audio.milliseconds(try audio.samples(for: utterance).count)
        }
        check = try ScenarioCheck(scenario, measuredDurations: durations)
        sampleRate = audio.sampleRate
        let end = check.speech.flatMap(\.entries).map(\.end).max() ?? 0
        samples = [Int16](repeating: 0, count: end * sampleRate / 1000)
        for entry in check.speech.flatMap(\.entries) where entry.end > entry.start {
            let source = try audio.samples(for: entry.utterance)
            let offset = entry.start * sampleRate / 1000
            let count = Swift.min(source.count, (entry.end - entry.start) * sampleRate / 1000, samples.count - offset)
            guard count > 0 else { continue }
            samples.replaceSubrange(offset..<(offset + count), with: source[0..<count])
        }
    }
}
