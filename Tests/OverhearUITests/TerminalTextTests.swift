import Testing
@testable import OverhearKit
@testable import OverhearUI

/// How wide graphemes are drawn, and the shortcuts taken around the Unicode tables.
@Suite("Terminal text")
struct TerminalTextTests {
    @Test("every scalar of the one-cell ranges is one cell by the Unicode tables too")
    func oneCellRangesAgreeWithTheTables() {
        var checked = 0
        for range in CellWidth.oneCellRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                #expect(CellWidth.fromProperties(scalar) == 1, "U+\(String(value, radix: 16, uppercase: true))")
                #expect(TerminalText.visible(Character(scalar)) == String(scalar), "U+\(String(value, radix: 16, uppercase: true)) stands for itself")
                checked += 1
            }
        }
        #expect(checked > 1_000)
    }

    @Test("the tables decide what the ranges leave out: marks, format characters, emoji, wide scripts")
    func outsideTheRanges() {
        #expect(CellWidth.of(scalar: "\u{AD}") == 0, "soft hyphen, a format character")
        #expect(CellWidth.of(scalar: "\u{301}") == 0, "combining acute")
        #expect(CellWidth.of(scalar: "\u{25FD}") == 2, "◽, an emoji shown as one")
        #expect(CellWidth.of(scalar: "中") == 2)
        #expect(CellWidth.of(scalar: "😀") == 2)
        #expect(TerminalText.width(of: "❤\u{FE0F}") == 2, "emoji presentation asked for")
        #expect(TerminalText.width(of: "x") == 1)
        #expect(TerminalText.width(of: "") == 0)
    }

    @Test("a printable ASCII string and the same text drawn a grapheme at a time fill the same cells")
    func asciiFastPathMatchesGraphemes() {
        let text = "Zip code, 5 digits ~ {x} | \\ \"q\""
        var fast = Frame(width: 40, height: 1)
        let end = fast.put(text, x: 2, y: 0, style: Style(bold: true), maxX: 30)
        var slow = Frame(width: 40, height: 1)
        var column = 2
        for character in text where column < 30 {
            column = slow.put(String(character) + "\u{301}", x: column, y: 0, style: Style(bold: true), maxX: 30)
        }
        #expect(end == 30)
        #expect(column == 30)
        for x in 0..<40 {
            #expect(fast[x, 0].text == String(slow[x, 0].text.unicodeScalars.first.map(Character.init) ?? " "))
            #expect(fast[x, 0].style == slow[x, 0].style)
        }
    }
}
