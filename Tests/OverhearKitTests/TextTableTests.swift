import Testing
@testable import OverhearKit

/// `describe`'s tables: columns line up as a terminal shows them, wide characters included.
@Suite struct TextTableTests {
    @Test func columnsLineUpForWideCharacters() {
        let table = TextTable.render([["id", "label", "traits"], ["name", "名前", "text field"], ["date", "日付を選択", "button"], ["go", "Go", "button"]])
        let lines = table.split(separator: "\n").map(String.init)
        // Where each row's third column starts, in terminal cells.
        let starts = lines.map { line in CellWidth.of(text: String(line[..<line.range(of: "  ", options: .backwards)!.upperBound])) }
        #expect(Set(starts).count == 1, "\(table)")
        #expect(lines[2] == "date  日付を選択  button", "the widest label, 10 cells, sets the column")
        #expect(lines[1] == "name  名前        text field")
    }

    @Test func cellWidthsOfGraphemes() {
        #expect(["a", "é", "名", "👩‍👩‍👧", "👍🏽", "🇫🇷", "❤️", "\u{301}"].map { CellWidth.of(Character($0)) } == [1, 1, 2, 2, 2, 2, 2, 0])
        #expect(CellWidth.of(text: "Zip 名前") == 8)
    }
}
