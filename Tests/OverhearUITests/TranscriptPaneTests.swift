import Testing
import OverhearKit
@testable import OverhearUI

/// The transcript pane wraps long utterances so that every word can be read.
@Suite("Transcript pane")
struct TranscriptPaneTests {
    @Test("a long focus utterance is drawn whole at 80 and 100 columns, its last words included", arguments: [80, 100])
    func longUtteranceWraps(width: Int) throws {
        var state = try demoState(width: width)
        press(&state, [.tab, .tab, .tab, .tab, .tab, .enter])
        _ = state.update(.paste("ok"), realTime: 60_000)
        press(&state, [.escape, .function(4), .down, .down, .down, .enter], startingAt: 70_000, gap: 1)
        press(&state, [.backTab, .tab], startingAt: 80_000, gap: 1_000)
        // The body: the header's flags may end in "…" when they do not fit.
        let text = state.view().text.split(separator: "\n").dropFirst().joined(separator: "\n")
        let spoken = try #require(state.transcript.last { $0.utterance.kind == .focus }).utterance.text
        #expect(spoken.hasSuffix("2 / 40, ok, dimmed, text field"), "\(spoken)")
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" }).joined(separator: " ")
        #expect(words.contains("2 / 40, ok, dimmed, text field"), "\(text)")
        #expect(!text.contains("…"), "\(text)")
    }

    @Test("wrapping breaks at spaces, and cuts a word longer than a line")
    func wrap() {
        #expect(TranscriptPane.wrap("text field, is editing, character mode", width: 12) == ["text field,", "is editing,", "character", "mode"])
        #expect(TranscriptPane.wrap(String(repeating: "a", count: 25), width: 10) == ["aaaaaaaaaa", "aaaaaaaaaa", "aaaaa"])
        #expect(TranscriptPane.wrap("中中中 x", width: 4) == ["中中", "中 x"])
        #expect(TranscriptPane.wrap("", width: 4) == [""])
    }
}
