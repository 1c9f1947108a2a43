/// The outcome of checking one scenario against the speech it really produces.
public struct ScenarioCheck: Sendable {
    public var scenario: Scenario
    public var speech: [ScenarioPlayer.ActionSpeech]

    /// Plays the scenario; fails with a located error if an action cannot run.
    public init(_ scenario: Scenario, measuredDurations: [Utterance: Int] = [:]) throws(ScenarioError) {
        self.scenario = scenario
        self.speech = try ScenarioPlayer.play(scenario, measuredDurations: measuredDurations)
    }

    public var transcripts: [[ExpectedUtterance]] { speech.map(\.transcript) }

    /// Same count, kinds, interrupted marks and text for every action.
    public var passed: Bool {
        zip(scenario.actions, speech).allSatisfy { $0.expected == $1.transcript }
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
