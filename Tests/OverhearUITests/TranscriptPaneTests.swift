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

    @Test("printable ASCII, split on its bytes, wraps as text with a non-ASCII word after it")
    func asciiWrapsAsTheGeneralPath() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab, .-  x") + Array("Zip code 5 digits")
        for _ in 0..<2_000 {
            let text = "a" + String((0..<Int.random(in: 0...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }) + "z"
            for width in [1, 4, 9, 20] {
                let ascii = TranscriptPane.wrap(text, width: width), general = TranscriptPane.wrap(text + " é", width: width)
                #expect(general == ascii.dropLast() + [ascii.last! + " é"] || general == ascii + ["é"], "\(text) at \(width)")
            }
        }
    }

    @Test("wrapping breaks at spaces, and cuts a word longer than a line")
    func wrap() {
        #expect(TranscriptPane.wrap("text field, is editing, character mode", width: 12) == ["text field,", "is editing,", "character", "mode"])
        #expect(TranscriptPane.wrap(String(repeating: "a", count: 25), width: 10) == ["aaaaaaaaaa", "aaaaaaaaaa", "aaaaa"])
        #expect(TranscriptPane.wrap("中中中 x", width: 4) == ["中中", "中 x"])
        #expect(TranscriptPane.wrap("", width: 4) == [""])
    }
}

/// In a narrow window the transcript's text goes under its time and kind, across the pane.
@Suite struct NarrowTranscriptTests {
    @Test func at60ColumnsTheTextIsUnderItsTimeAndKind() throws {
        // 60 columns: the fields pane takes 34, which left 5 columns for text beside the
        // time and kind; under them it has 60 - 1 - 36 = 23.
        var state = try demoState(width: 60, height: 16)
        press(&state, [.tab, .tab, .tab, .tab], startingAt: 0)
        let frame = state.view()
        let text = (1..<12).map { row(frame, $0) }.joined(separator: "\n")
        // "Zip code, 5 digits, text field" (30) wraps at a space into 23 columns.
        #expect(text.contains("│  30.00 focus\n") && text.contains("│ 0 / 5"), "the time and kind alone on their row: \(text)")

        #expect(text.contains("│ Zip code, 5 digits,\n") && text.contains("│ text field\n"), "\(text)")
    }

    @Test func anOldestEntryWithNoRoomForItsTextIsLeftOut() throws {
        // Swipe on and on: as the pane fills, its oldest entry sometimes has only its time
        // and kind's row left. It is then left out, not shown as an "…" over its time.
        var state = try demoState(width: 60, height: 16)
        var overlaps: [String] = []
        for step in 0..<14 {
            press(&state, [.tab], startingAt: step * 10_000)
            let rows = (2..<11).map { row(state.view(), $0) }
            overlaps += rows.filter { $0.contains("│ …") }
        }
        #expect(overlaps.isEmpty, "\(overlaps)")
    }

    @Test func at80ColumnsTheTextStaysBesideThem() throws {
        var state = try demoState(width: 80, height: 24)
        press(&state, [.tab], startingAt: 0)
        #expect(row(state.view(), 2).contains("focus      Zip code"), "\(row(state.view(), 2))")
    }
}

/// A frame wraps no more of a long utterance than it can show.
@Suite struct TranscriptWrapLimitTests {
    @Test(arguments: [0, 1, 3, 10]) func aLimitedWrapIsTheFullWrapsFirstLines(limit: Int) {
        let text = "Password, " + String(repeating: "•", count: 300) + ", secure text field, double tap to edit"
        let full = TranscriptPane.wrap(text, width: 25)
        #expect(full.count > 12)
        #expect(TranscriptPane.wrap(text, width: 25, limit: limit) == Array(full.prefix(limit + 1)))
    }
}

/// An utterance taller than the pane can be scrolled through, line by line, until every word
/// of it has been in view (issue 19, item 8).
@Suite struct TallTranscriptEntryTests {
    @Test(arguments: [(60, 16), (100, 30)]) func everyWordOfATallEntryCanBeScrolledIntoView(width: Int, height: Int) throws {
        var state = try demoState(width: width, height: height)
        let words = (1...150).map { "word\($0)" }
        _ = state.perform(.announce(words.joined(separator: " "), queued: false))
        _ = state.perform(.next)
        _ = state.update(.tick, realTime: 1_000_000)
        var seen = Set<Substring>()
        func look() {
            let layout = Layout(state)
            let frame = state.view()
            for y in (layout.bodyTop + 1)..<layout.bodyBottom {
                seen.formUnion(row(frame, y).split(separator: " "))
            }
        }
        look()
        for step in 0..<200 {
            _ = state.update(.key(.up), realTime: 1_000_000 + step)
            look()
        }
        let missing = words.filter { !seen.contains(Substring($0)) }
        #expect(missing.isEmpty, "never shown: \(missing)")
        // Back down to the newest entry, and the pane follows new speech again.
        for step in 0..<200 { _ = state.update(.key(.down), realTime: 2_000_000 + step) }
        #expect(state.transcriptScroll == 0)
    }
}
