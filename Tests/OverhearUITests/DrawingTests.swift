import Foundation
import Testing
import OverhearKit
@testable import OverhearUI

/// Drawing details: wide graphemes, control characters, overlays, the header's flags.
@Suite("Drawing")
struct DrawingTests {
    /// Editing email with `text` pasted, then `left` presses of ←.
    func editingEmail(_ text: String, left: Int = 0) throws -> AppState {
        var state = try demoState()
        click(&state, "email", at: 0)
        press(&state, [.enter], startingAt: 5_000)
        _ = state.update(.paste(text), realTime: 10_000)
        press(&state, Array(repeating: Key.left, count: left), startingAt: 1_000_000, gap: 10_000)
        return state
    }

    @Test("wide graphemes take two cells and the insertion point lands on the right one")
    func wideInsertionPoint() throws {
        let state = try editingEmail("中😀a", left: 2)
        #expect(state.screen.fields[1].insertionPoint == 1)
        let frame = state.view()
        let y = emailTextRow
        #expect(frame[3, y].text == "中" && frame[4, y].text == "")
        #expect(frame[5, y].text == "😀" && frame[6, y].text == "")
        #expect(frame[7, y].text == "a")
        #expect(row(frame, y).hasPrefix(" ▶ 中😀a                      ⊗   │"))
        // The insertion point (on 😀, both its cells) is the one spot not inverted by the focus rectangle.
        #expect(reverseColumns(frame, row: y) == [3, 4] + Array(7..<29))
        #expect(displayColumn(of: "⊗", in: row(frame, y)) == 30, "the clear button stays in its column")
        #expect(displayColumn(of: "│", in: row(frame, y)) == 34, "so does the pane separator")
    }

    @Test("with focus off the text element, the insertion point is the reverse-video cell")
    func insertionPointWithoutFocus() throws {
        var state = try editingEmail("中😀a", left: 2)
        press(&state, [.tab], startingAt: 2_000_000)
        #expect(state.voiceOver.focus == ElementID(item: 1, part: .clear))
        let frame = state.view()
        #expect(frame[5, emailTextRow].style.reverse && frame[6, emailTextRow].style.reverse)
        #expect(reverseColumns(frame, row: emailTextRow) == [5, 6, 30, 31], "insertion point, and the focused clear button")
        // At the end of the text the insertion point is a reverse blank.
        press(&state, [.backTab, .end], startingAt: 3_000_000)
        press(&state, [.tab], startingAt: 4_000_000)
        let end = state.view()
        #expect(end[8, emailTextRow].text == " " && end[8, emailTextRow].style.reverse)
        #expect(reverseColumns(end, row: emailTextRow) == [8, 30, 31])
    }

    @Test("a long text of wide graphemes scrolls sideways to keep the insertion point in view")
    func wideScrolling() throws {
        let text = String(repeating: "中", count: 20) + "xy"
        var state = try editingEmail(text)
        var frame = state.view()
        var line = row(frame, emailTextRow)
        // 26 columns for text (the clear button takes 3): the last 11 中 and "xy" fit in 24, then the insertion point.
        #expect(line.hasPrefix(" ▶ " + String(repeating: "中", count: 11) + "xy   ⊗   │"))
        #expect(frame[27, emailTextRow].text == " " && !frame[27, emailTextRow].style.reverse)
        press(&state, [.home], startingAt: 3_000_000)
        frame = state.view()
        line = row(frame, emailTextRow)
        #expect(line.hasPrefix(" ▶ " + String(repeating: "中", count: 13) + " ⊗   │"), "from the start: 13 中 fill the 26 columns")
        #expect(!frame[3, emailTextRow].style.reverse, "the insertion point on the first 中")
        #expect(frame[5, emailTextRow].style.reverse)
        for x in 3..<29 where frame[x, emailTextRow].text.isEmpty {
            #expect(TerminalText.width(of: frame[x - 1, emailTextRow].text) == 2, "an empty cell only follows a wide grapheme")
        }
    }

    @Test("a long text not being edited shows its start, cut with … at the end, as UIKit does")
    func longTextNotEditedShowsItsStart() throws {
        var state = try editingEmail(String(repeating: "hello@example.com", count: 3))
        press(&state, [.escape], startingAt: 2_000_000)
        #expect(!state.isEditing)
        let line = row(state.view(), emailTextRow)
        // 29 columns: 28 of the text's start, then the ellipsis.
        #expect(line.hasPrefix(" ▶ hello@example.comhello@examp…  │"), "\(line)")
    }

    @Test("control characters are drawn as visible symbols, never raw")
    func controlCharacters() throws {
        var state = try editingEmail("x\u{1B}[31my\u{7}\u{7F}\u{85}\tz")
        let frame = state.view()
        #expect(!hasRawControl(frame))
        #expect(row(frame, emailTextRow).hasPrefix(" ▶ x␛[31my␇␡⍰␉z"))
        #expect(state.transcript.contains { $0.utterance.text == "pasted" })
        // In the status line (a notice from the edge), the prompt and the title too.
        _ = state.update(.notice("speech: \u{1B}[2J\u{9B}cleared"), realTime: 2_000_000)
        #expect(row(state.view(), 22) == " speech: ␛[2J⍰cleared")
        press(&state, [.escape, .function(4), .down, .down, .enter], startingAt: 2_000_100, gap: 10)
        typeKeys(&state, "a\u{1B}b", at: 2_001_000)
        #expect(state.view().text.contains("> a␛b▏"))
        #expect(!hasRawControl(state.view()))
        var titled = try demoState()
        titled.title = "bad\u{1B}]0;title\u{7}"
        #expect(row(titled.view(), 0).hasPrefix(" Overhear · bad␛]0;title␇"))
        #expect(!hasRawControl(titled.view()))
    }

    @Test("an overlay drawn over wide text keeps every row aligned")
    func overlayOverWideText() throws {
        // email's text "中中中" puts a 中 across columns 3-4: the help box's left border (column 4)
        // lands on its second half. The 中 must not stay drawn half under the border.
        var state = try editingEmail("中中中")
        press(&state, [.function(1)], startingAt: 2_000_000)
        let frame = state.view()
        let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for y in 5...18 {
            #expect(displayColumn(of: "│", in: lines[y]) == 4, "row \(y): the box's left border at column 4: \(lines[y])")
            #expect(TerminalText.width(ofText: lines[y]) <= 80, "row \(y) fits in 80 columns")
        }
        // The cell model: a wide grapheme's lead cell is always followed by its spill cell.
        for y in 0..<frame.height {
            for x in 0..<frame.width where TerminalText.width(of: frame[x, y].text) == 2 {
                #expect(x + 1 < frame.width && frame[x + 1, y].text.isEmpty, "wide \(frame[x, y].text) at \(x), \(y) lost its second cell")
            }
            for x in 0..<frame.width where frame[x, y].text.isEmpty {
                #expect(x > 0 && TerminalText.width(of: frame[x - 1, y].text) == 2, "spill cell at \(x), \(y) without its wide grapheme")
            }
        }
    }

    @Test("the ● REC flag stays visible on an 80-column terminal when muted too")
    func recFlagVisibleWhenMuted() throws {
        var state = try demoState()
        _ = state.toggleRecording(path: "/tmp/rec.scenario")
        // The flags that matter most come first, so a narrow header cuts the others from the right.
        #expect(row(state.view(), 0) == " Overhear · demo screen    ● REC · en · rate 50 · echo characters-and-words · …")
        press(&state, [.function(3)])
        let header = row(state.view(), 0)
        #expect(header.contains("● REC"), "header: \(header)")
        #expect(header.contains("muted"))
        // 68 columns of flags do not fit beside the title: the least needed go, and `…` says so.
        #expect(header == " Overhear · demo screen" + String(repeating: " ", count: 24) + "● REC · muted · en · rate 50 · …")
    }

    @Test("transcript columns stay aligned past 1000 seconds")
    func transcriptAfterThousandSeconds() throws {
        var state = try demoState()
        press(&state, [.tab], startingAt: 999_000)
        press(&state, [.tab], startingAt: 1_000_500)
        let frame = state.view()
        #expect(row(frame, 2).contains("999.00 focus"))
        #expect(row(frame, 3).contains("1000.50 focus"))
        // The kind and the text start in the same columns on every line.
        #expect(displayColumn(of: "focus", in: row(frame, 2)) == displayColumn(of: "focus", in: row(frame, 3)))
        #expect(displayColumn(of: "Zip code", in: row(frame, 2), last: true) == displayColumn(of: "Zip code", in: row(frame, 3), last: true))
    }

    @Test("the helper's focus rectangle covers the text drawn there, no more")
    func helperFocusRectangle() throws {
        var state = try GoldenStates.errorSet()
        var frame = state.view()
        // "Not a US zip code" is drawn in columns 3-19; the rectangle covers exactly those cells.
        #expect(reverseColumns(frame, row: 5) == Array(3..<20))
        // A click on the blank cells after the drawn text touches nothing.
        _ = state.update(.click(x: 21, y: 5), realTime: 20_000)
        #expect(state.transcript.last?.start != 20_000, "nothing is drawn at column 21")

        // Without an error, the helper "5 digits" is exactly covered.
        var plain = try demoState()
        click(&plain, "zip.helper", at: 0)
        frame = plain.view()
        #expect(reverseColumns(frame, row: 5) == Array(3..<11))
    }

    @Test("frames of every size from 0×0 to 100×40 draw without crashing and fill exactly their cells")
    func anySize() throws {
        var state = try GoldenStates.errorSet()
        for width in stride(from: 0, through: 100, by: 7) {
            for height in stride(from: 0, through: 40, by: 3) {
                _ = state.update(.resize(width: width, height: height), realTime: 20_000)
                for mode in [AppState.Mode.normal, .help, .settings(selected: 2), .appActions(selected: 1), .prompt(.error, text: "x")] {
                    state.mode = mode
                    let frame = state.view()
                    #expect(frame.cells.count == width * height)
                    #expect(!hasRawControl(frame))
                }
                state.mode = .normal
            }
        }
    }
}
