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
        passed = zip(scenario.actions, transcripts).allSatisfy { $0.expected == $1 }
    }

    /// Whether a play's entries (`ScenarioPlayer.entries`, in the order requested, each
    /// tagged with its action) match every action's expected lines: `ScenarioCheck(scenario,
    /// speech:).passed` of the same play, without grouping the speech by action or building
    /// the transcript lines a passing file never shows.
    ///
    /// An action's entries come in its order, though a deferred announcement may come after
    /// a later action's: each action's next expected line is kept apart.
    public static func passes(_ scenario: Scenario, entries: [SpeechTimeline.Entry]) -> Bool {
        var next = [Int](repeating: 0, count: scenario.actions.count)
        for entry in entries where !entry.cancelled {
            let action = entry.tag
            let line = next[action]
            guard line < scenario.actions[action].expected.count else { return false }
            let expected = scenario.actions[action].expected[line]
            guard !expected.skipped, expected.kind == entry.utterance.kind, expected.interrupted == entry.interrupted,
                  Self.joins(entry.utterance.segments, into: expected.spokenText) || expected.text == entry.utterance.text else { return false }
            next[action] = line + 1
        }
        return scenario.actions.indices.allSatisfy { next[$0] == scenario.actions[$0].expected.count }
    }

    /// Whether `text` is, byte for byte, the file's bytes of the segments joined as
    /// `Utterance.text` joins them, without joining them. Equal bytes are equal strings;
    /// unequal bytes may still be canonically equal, and a text made as a string has no
    /// bytes of the file: the caller then asks `String`'s `==`.
    private static func joins(_ segments: [Segment], into text: SourceText) -> Bool {
        guard case .bytes(let bytes) = text.storage else { return false }
        let expected = bytes.span
        var position = 0
        var started = false
        for index in segments.indices {
            if started {
                guard expected.count - position >= 2, expected[position] == UInt8(ascii: ","),
                      expected[position + 1] == UInt8(ascii: " ") else { return false }
                position += 2
            }
            let part = segments[index].text.utf8.span
            guard expected.count - position >= part.count else { return false }
            for offset in part.indices where expected[position + offset] != part[offset] { return false }
            position += part.count
            started = started || !segments[index].text.isEmpty
        }
        return position == expected.count
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
