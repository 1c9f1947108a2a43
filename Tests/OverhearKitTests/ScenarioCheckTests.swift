import Testing
@testable import OverhearKit

/// `ScenarioCheck.passes`, which `check` asks instead of building the transcript lines, says
/// what `ScenarioCheck(scenario, speech:).passed` says, for files that pass and that fail.
@Suite struct ScenarioCheckTests {
    /// A screen whose actions say one, two and no utterances (focus and hint, a typed echo).
    static let screen = """
    field uitextfield name
      placeholder: Name
    settings
      typing-echo: characters

    """

    /// The expected lines under `> next`, then under `> activate`, then `> type a`.
    static let cases: [(lines: String, passes: Bool)] = [
        ("  focus: Name, text field\n  hint: double tap to edit\n> activate\n  focus: text field, is editing, Name, character mode, insertion point at end\n> type a\n  typed: a\n", true),
        // Text, kind, the interrupted mark, a line too many or too few.
        ("  focus: Name, text field\n  hint: double tap to edit\n> activate\n  focus: text field, is editing, Name, character mode, insertion point at end\n> type a\n  typed: b\n", false),
        ("  focus: Name, text field\n  hint: double tap to edit\n> activate\n  focus: text field, is editing, Name, character mode, insertion point at end\n> type a\n  cursor: a\n", false),
        ("  focus (interrupted): Name, text field\n  hint: double tap to edit\n> activate\n  focus: text field, is editing, Name, character mode, insertion point at end\n> type a\n  typed: a\n", false),
        ("  focus: Name, text field\n> activate\n  focus: text field, is editing, Name, character mode, insertion point at end\n> type a\n  typed: a\n", false),
        ("  focus: Name, text field\n  hint: double tap to edit\n> activate\n  focus: text field, is editing, Name, character mode, insertion point at end\n> type a\n  typed: a\n  typed: a\n", false),
        // A separator or a segment cut short, or one byte more at the end.
        ("  focus: Name text field\n  hint: double tap to edit\n> activate\n  focus: text field, is editing, Name, character mode, insertion point at end\n> type a\n  typed: a\n", false),
        ("  focus: Name, text fiel\n  hint: double tap to edit\n> activate\n  focus: text field, is editing, Name, character mode, insertion point at end\n> type a\n  typed: a\n", false),
        ("  focus: Name, text fields\n  hint: double tap to edit\n> activate\n  focus: text field, is editing, Name, character mode, insertion point at end\n> type a\n  typed: a\n", false),
        ("  focus: \"Name, text field\"\n  hint: double tap to edit\n> activate\n  focus: text field, is editing, Name, character mode, insertion point at end\n> type a\n  typed: a\n", true),
    ]

    @Test(arguments: cases.indices) func passesAgreesWithTheFullCheck(_ index: Int) throws {
        let scenario = try parseScenario(Self.screen + "> next\n" + Self.cases[index].lines)
        #expect(ScenarioCheck.passes(scenario, entries: try ScenarioPlayer.entries(scenario)) == Self.cases[index].passes)
        #expect(try ScenarioCheck(scenario).passed == Self.cases[index].passes)
    }

    /// A line marked `(skipped)` (audio-timed output) never matches speech that was made.
    @Test func aSkippedLineDoesNotPass() throws {
        var scenario = try parseScenario(Self.screen + "> next\n  focus: Name, text field\n  hint: double tap to edit\n")
        let entries = try ScenarioPlayer.entries(scenario)
        #expect(ScenarioCheck.passes(scenario, entries: entries))
        scenario.actions[0].expected[0].skipped = true
        #expect(!ScenarioCheck.passes(scenario, entries: entries))
        #expect(!(try ScenarioCheck(scenario).passed))
    }

    /// Segments as the engine need not make them: empty ones (which `Utterance.text` joins
    /// with no separator while the text is still empty) and text equal only canonically
    /// ("é" as one scalar against "e" and a combining accent), which `==` on strings accepts.
    static let segmentCases: [(segments: [String], expected: String, passes: Bool)] = [
        (["", "Name", "text field"], "Name, text field", true),
        (["Name", "", "text field"], "Name, , text field", true),
        (["Name", "", "text field"], "Name, text field", false),
        (["Name", "text field", ""], "Name, text field, ", true),
        (["", ""], "", true),
        (["caf\u{E9}"], "cafe\u{301}", true),
        (["caf\u{E9}", "x"], "cafe\u{301}, y", false),
    ]

    @Test(arguments: segmentCases.indices) func segmentsJoinAsTheTextDoes(_ index: Int) throws {
        let (texts, expectedText, passes) = Self.segmentCases[index]
        var scenario = try parseScenario(Self.screen + "> next\n")
        scenario.actions[0].expected = [ExpectedUtterance(kind: .focus, interrupted: false, text: expectedText)]
        var utterance = Utterance(.focus, [])
        // Set directly: the initialiser drops empty segments.
        utterance.segments = texts.map { Segment(.label, named: $0) }
        let entry = SpeechTimeline.Entry(utterance: utterance, tag: 0)
        #expect(ScenarioCheck.passes(scenario, entries: [entry]) == passes)
        #expect(ScenarioCheck(scenario, speech: [ScenarioPlayer.ActionSpeech(time: 0, entries: [entry])]).passed == passes)
    }
}
