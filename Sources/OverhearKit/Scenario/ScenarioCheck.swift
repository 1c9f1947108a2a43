/// The outcome of checking one scenario against the speech it really produces.
public struct ScenarioCheck: Sendable {
    public let scenario: Scenario
    public let speech: [ScenarioPlayer.ActionSpeech]
    /// Each action's speech as transcript lines.
    public let transcripts: [[ExpectedUtterance]]
    /// Same count, kinds, interrupted marks and text for every action.
    public let passed: Bool
    /// Utterances the speech engine could not say (`--timing audio`): marked `(skipped)`.
    public let skipped: Set<Utterance>

    /// Plays the scenario; fails with a located error if an action cannot run.
    public init(_ scenario: Scenario, durations: SpeechDurations = .spec) throws(ScenarioError) {
        self.init(scenario, speech: try ScenarioPlayer.play(scenario, durations: durations))
    }

    /// The check of speech already played (`ScenarioPlayer.schedule`); `skipped` are the
    /// utterances real audio could not speak (marked in `--timing audio` transcripts).
    public init(_ scenario: Scenario, speech: [ScenarioPlayer.ActionSpeech], skipped: Set<Utterance> = []) {
        self.scenario = scenario
        self.skipped = skipped
        self.speech = speech
        let transcripts = speech.map { $0.transcript(skipping: skipped) }
        self.transcripts = transcripts
        // By index: zipping would copy each action, and so retain and release its every part.
        passed = (0..<Swift.min(scenario.actions.count, transcripts.count)).allSatisfy { scenario.actions[$0].expected == transcripts[$0] }
    }

    /// The unified diff of the expected lines against the actual ones (empty when passed).
    public var diff: String {
        guard !passed else { return "" }
        let edits = ScenarioRewriter.edits(of: scenario, with: transcripts)
        return UnifiedDiff.format(edits, oldName: scenario.path + " (expected)", newName: scenario.path + " (actual)")
    }

    /// The file rewritten with the actual speech: what `play` prints and `check --update` writes.
    public var updatedBytes: [UInt8] {
        ScenarioRewriter.bytes(of: scenario, with: transcripts)
    }
}
