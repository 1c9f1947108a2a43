import Foundation
import Testing

/// `check`: PASS and FAIL lines, the unified diff, the summary, folders and exit status.
@Suite struct CheckTests {
    @Test func passingFileExitsZero() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Fixture.zip)
        let result = try folder.run("check", "zip.scenario")
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out == "PASS zip.scenario\n1 passed, 0 failed\n")
    }

    @Test func failingFilePrintsFailAndAUnifiedDiff() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("fail.scenario", Fixture.zipFailing)
        let result = try folder.run("check", "fail.scenario")
        #expect(result.status == 1)
        #expect(result.err == "")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "FAIL fail.scenario")
        #expect(lines.dropFirst().first?.hasPrefix("--- fail.scenario") == true)
        #expect(lines.dropFirst(2).first?.hasPrefix("+++ fail.scenario") == true)
        #expect(result.out.hasSuffix("\n0 passed, 1 failed\n"))

        // Line 11 and line 20 are wrong, too far apart for one hunk with 3 lines of context.
        let hunks = lines.filter { $0.hasPrefix("@@") }
        #expect(hunks == ["@@ -8,7 +8,7 @@", "@@ -17,4 +17,4 @@"])
        #expect(lines.contains("-  focus: Zip"))
        #expect(lines.contains("+  focus: Zip code"))
        #expect(lines.contains("-  announce: 3 characters remaining"))
        #expect(lines.contains("+  announce: 4 characters remaining"))
        #expect(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 2)
        #expect(lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 2)

        let diff = try #require(diffSection(of: result.out, for: "fail.scenario"))
        let problems = unifiedDiffProblems(diff, old: fileLines(Fixture.zipFailing), new: fileLines(Fixture.zip))
        #expect(problems == [], "\(diff)")
        // check does not write the file.
        #expect(try folder.text("fail.scenario") == Fixture.zipFailing)
    }

    @Test func diffOfMissingAndExtraLines() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let expected = """
        field zip
        > next
          focus: text field
        > escape
          focus: nothing
        # end

        """
        let actual = """
        field zip
        > next
          focus: text field
          hint: double tap to edit
        > escape
        # end

        """
        try folder.write("lines.scenario", expected)
        let result = try folder.run("check", "lines.scenario")
        #expect(result.status == 1)
        let diff = try #require(diffSection(of: result.out, for: "lines.scenario"))
        #expect(diff.contains("\n+  hint: double tap to edit\n"))
        #expect(diff.contains("\n-  focus: nothing\n"))
        #expect(unifiedDiffProblems(diff, old: fileLines(expected), new: fileLines(actual)) == [], "\(diff)")
    }

    @Test func diffOfAnActionsOnlyFileAddsEveryLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("actions.scenario", Fixture.zipActionsOnly)
        let result = try folder.run("check", "actions.scenario")
        #expect(result.status == 1)
        let diff = try #require(diffSection(of: result.out, for: "actions.scenario"))
        #expect(!diff.split(separator: "\n").contains { $0.hasPrefix("-") && !$0.hasPrefix("---") })
        #expect(unifiedDiffProblems(diff, old: fileLines(Fixture.zipActionsOnly), new: fileLines(Fixture.zip)) == [], "\(diff)")
    }

    @Test func diffOfACRLFFileHasNoCarriageReturns() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("crlf.scenario", Fixture.crlf(Fixture.zipFailing))
        let result = try folder.run("check", "crlf.scenario")
        #expect(result.status == 1)
        let diff = try #require(diffSection(of: result.out, for: "crlf.scenario"))
        #expect(!diff.contains("\r"))
        #expect(unifiedDiffProblems(diff, old: fileLines(Fixture.zipFailing), new: fileLines(Fixture.zip)) == [], "\(diff)")
    }

    @Test func diffWithACommentAmongExpectedLinesMatchesTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let expected = """
        field zip
          placeholder: Zip code
        > next
          focus: Wrong
          # a comment between expected lines
          hint: double tap to edit

        """
        try folder.write("comment.scenario", expected)
        let result = try folder.run("check", "comment.scenario")
        #expect(result.status == 1)
        let diff = try #require(diffSection(of: result.out, for: "comment.scenario"))
        // The old side of a hunk must be the file's own lines at the numbers the hunk names.
        let played = try folder.run("play", "comment.scenario")
        #expect(unifiedDiffProblems(diff, old: fileLines(expected), new: fileLines(played.out)) == [], "\(diff)")
        // The new line takes the place of the first old one; the comment keeps its own.
        #expect(played.out.hasSuffix("> next\n  focus: Zip code\n  # a comment between expected lines\n"))
    }

    @Test func summaryCountsEveryFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.scenario", Fixture.zip)
        try folder.write("b.scenario", Fixture.zipFailing)
        try folder.write("c.scenario", Fixture.plain)
        let result = try folder.run("check", "a.scenario", "b.scenario", "c.scenario")
        #expect(result.status == 1)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }
                == ["PASS a.scenario", "FAIL b.scenario", "PASS c.scenario"])
        #expect(lines.last == "2 passed, 1 failed")
    }

    @Test func folderChecksEveryScenarioFileUnderIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("suite/b.scenario", Fixture.zip)
        try folder.write("suite/a.scenario", Fixture.plain)
        try folder.write("suite/deeper/c.scenario", Fixture.zipFailing)
        try folder.write("suite/notes.txt", "not a scenario")
        try folder.write("suite/d.scenario.bak", "not a scenario either")
        let result = try folder.run("check", "suite")
        #expect(result.status == 1)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }
                == ["PASS suite/a.scenario", "PASS suite/b.scenario", "FAIL suite/deeper/c.scenario"])
        #expect(lines.last == "2 passed, 1 failed")

        let slash = try folder.run("check", "suite/")
        #expect(slash.out.split(separator: "\n").first == "PASS suite/a.scenario")
    }

    @Test func folderWithNoScenariosExitsTwo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFolder("empty")
        try folder.write("other/readme.txt", "no scenarios here")
        for name in ["empty", "other"] {
            let result = try folder.run("check", name)
            #expect(result.status == 2)
            #expect(result.err == "\(name): error: no .scenario files in this folder\n")
            #expect(result.out == "FAIL \(name)\n0 passed, 1 failed\n")
        }
    }

    @Test func missingPathExitsTwoButOtherFilesAreStillChecked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Fixture.zip)
        let result = try folder.run("check", "missing.scenario", "zip.scenario")
        #expect(result.status == 2)
        #expect(result.err == "missing.scenario: error: cannot read: no such file or folder\n")
        #expect(result.out == "FAIL missing.scenario\nPASS zip.scenario\n1 passed, 1 failed\n")
    }

    @Test func parseErrorExitsTwoEvenBesideFailures() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("bad.scenario", "field zip\n> wiggle\n")
        try folder.write("fail.scenario", Fixture.zipFailing)
        let result = try folder.run("check", "bad.scenario", "fail.scenario")
        #expect(result.status == 2)
        #expect(result.err == "bad.scenario:2:3: error: unknown action \"wiggle\"; expected one of \(RegistryNames.actions)\n")
        #expect(result.out.hasPrefix("FAIL bad.scenario\nFAIL fail.scenario\n--- "))
        #expect(result.out.hasSuffix("\n0 passed, 2 failed\n"))
    }

    @Test func crlfFilePasses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("crlf.scenario", Fixture.crlf(Fixture.zip))
        let result = try folder.run("check", "crlf.scenario")
        #expect(result.status == 0)
        #expect(result.out == "PASS crlf.scenario\n1 passed, 0 failed\n")
        // play keeps the CRLF line ends.
        let played = try folder.run("play", "crlf.scenario")
        #expect(played.out == Fixture.crlf(Fixture.zip))
    }

    @Test func fileWithoutFinalNewlinePasses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("nonl.scenario", String(Fixture.zip.dropLast()))
        let result = try folder.run("check", "nonl.scenario")
        #expect(result.status == 0)
        #expect(result.out == "PASS nonl.scenario\n1 passed, 0 failed\n")
    }

    @Test func equivalentSpellingsOfExpectedLinesPass() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("spelling.scenario", """
        field zip
          placeholder: Zip code
        >    next
              focus:     Zip code   
        > next
          focus: "Zip code, text field"
          hint   :   double tap to edit

        """)
        let result = try folder.run("check", "spelling.scenario")
        #expect(result.status == 0, "\(result.out)")
    }

    @Test func interruptedMarkMustMatch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = Fixture.zip.replacingOccurrences(of: "  typed (interrupted): 9", with: "  typed: 9")
        try folder.write("mark.scenario", text)
        let result = try folder.run("check", "mark.scenario")
        #expect(result.status == 1)
        let diff = try #require(diffSection(of: result.out, for: "mark.scenario"))
        #expect(diff.contains("\n-  typed: 9\n"))
        #expect(diff.contains("\n+  typed (interrupted): 9\n"))
    }

    @Test func silenceMustMatch() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // escape with no field being edited says nothing, so an expected line fails.
        try folder.write("quiet.scenario", "field zip\n> escape\n")
        #expect(try folder.run("check", "quiet.scenario").status == 0)
        try folder.write("loud.scenario", "field zip\n> escape\n  announce: something\n")
        #expect(try folder.run("check", "loud.scenario").status == 1)
    }
}

/// The diff checker the tests above rely on must itself reject wrong diffs.
@Suite struct DiffCheckerTests {
    let old = ["a", "b", "c", "d"]
    let new = ["a", "B", "c", "d"]

    @Test func acceptsACorrectDiff() {
        #expect(unifiedDiffProblems("--- x\n+++ y\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n", old: old, new: new) == [])
        #expect(unifiedDiffProblems("--- x\n+++ y\n@@ -1,3 +1,3 @@\n a\n+B\n-b\n c\n", old: old, new: new) == [])
        #expect(unifiedDiffProblems("--- x\n+++ y\n@@ -4,0 +5,1 @@\n+e\n", old: old, new: old + ["e"]) == [])
    }

    @Test(arguments: [
        "--- x\n+++ y\n@@ -2,3 +2,3 @@\n a\n-b\n+B\n c\n",   // wrong start
        "--- x\n+++ y\n@@ -1,4 +1,3 @@\n a\n-b\n+B\n c\n",   // wrong count
        "--- x\n+++ y\n@@ -1,3 +1,3 @@\n a\n-c\n+B\n b\n",   // old lines out of order
        "--- x\n+++ y\n@@ -1,3 +1,3 @@\n a\n-b\n+C\n c\n",   // wrong new line
        "@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n",                 // no header
        "--- x\n+++ y\n",                                     // no hunk
    ])
    func rejectsAWrongDiff(_ diff: String) {
        #expect(unifiedDiffProblems(diff, old: old, new: new) != [])
    }
}
