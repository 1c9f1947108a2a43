import Testing
@testable import OverhearKit

private func edit(_ operation: LineEdit.Operation, _ text: String) -> LineEdit {
    LineEdit(operation: operation, line: ScenarioRewriter.Line(content: Array(text.utf8), terminator: [10]))
}

/// Old lines `from...to` of a file whose lines read `line N`, except those in `removed`.
private func lines(_ range: ClosedRange<Int>, removing removed: Set<Int> = []) -> [LineEdit] {
    range.map { edit(removed.contains($0) ? .removed : .same, "line \($0)") }
}

private func hunkHeaders(_ edits: [LineEdit], context: Int = 3) -> [String] {
    UnifiedDiff.format(edits, oldName: "a", newName: "b", context: context)
        .split(separator: "\n").filter { $0.hasPrefix("@@") }.map(String.init)
}

@Suite struct UnifiedDiffTests {
    @Test func oneReplacedLineWithThreeLinesOfContext() {
        var edits = lines(1...10, removing: [5])
        edits.insert(edit(.added, "LINE 5"), at: 5)
        #expect(UnifiedDiff.format(edits, oldName: "old", newName: "new") == """
        --- old
        +++ new
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +LINE 5
         line 6
         line 7
         line 8

        """)
    }

    @Test func contextCanBeNarrowed() {
        var edits = lines(1...10, removing: [5])
        edits.insert(edit(.added, "LINE 5"), at: 5)
        #expect(hunkHeaders(edits, context: 1) == ["@@ -4,3 +4,3 @@"])
    }

    @Test func anInsertion() {
        var edits = lines(1...3)
        edits.insert(edit(.added, "new"), at: 2)
        #expect(hunkHeaders(edits) == ["@@ -1,3 +1,4 @@"])
    }

    @Test func emptySidesStartAtTheLineBefore() {
        #expect(hunkHeaders([edit(.added, "x")]) == ["@@ -0,0 +1,1 @@"])
        #expect(hunkHeaders([edit(.removed, "x")]) == ["@@ -1,1 +0,0 @@"])
    }

    @Test func changesFarApartMakeTwoHunksWithTheirOwnLineNumbers() {
        #expect(hunkHeaders(lines(1...14, removing: [2, 12])) == ["@@ -1,5 +1,4 @@", "@@ -9,6 +8,5 @@"])
    }

    @Test func changesSixLinesApartShareAHunk() {
        #expect(hunkHeaders(lines(1...20, removing: [2, 9])) == ["@@ -1,12 +1,10 @@"])
    }

    @Test func changesSevenLinesApartMakeTwoHunks() {
        #expect(hunkHeaders(lines(1...20, removing: [2, 10])) == ["@@ -1,5 +1,4 @@", "@@ -7,7 +6,6 @@"])
    }

    @Test func noChangesNoHunks() {
        #expect(UnifiedDiff.format(lines(1...5), oldName: "a", newName: "b") == "--- a\n+++ b\n")
    }

    @Test func aFailingScenariosDiffNamesExpectedAgainstActualWithFileLineNumbers() throws {
        let check = try playScenario("""
        # Demo
        field uitextfield name
          placeholder: Name

        > next
          focus: Name, text field
          hint: double tap to edit

        # second
        > next
          focus: wrong

        """)
        #expect(check.diff == """
        --- t (expected)
        +++ t (actual)
        @@ -8,4 +8,4 @@
         
         # second
         > next
        -  focus: wrong
        +  sound: boundary

        """)
    }

    @Test func lineEditDiffKeepsCommonLines() {
        let old = ["a", "b", "c"].map { ScenarioRewriter.Line(content: Array($0.utf8), terminator: [10]) }
        let new = ["a", "x", "c", "d"].map { ScenarioRewriter.Line(content: Array($0.utf8), terminator: [10]) }
        let edits = LineEdit.diff(old: old, new: new)
        #expect(edits.map(\.operation).filter { $0 == .same }.count == 2)
        #expect(edits.filter { $0.operation == .removed }.map { String(decoding: $0.line.content, as: UTF8.self) } == ["b"])
        #expect(edits.filter { $0.operation == .added }.map { String(decoding: $0.line.content, as: UTF8.self) } == ["x", "d"])
    }
}
