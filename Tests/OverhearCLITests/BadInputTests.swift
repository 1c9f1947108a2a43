import Foundation
import Testing

/// Files that cannot be read, parsed or played: `PATH:LINE:COLUMN: error: MESSAGE` and exit 2.
@Suite struct BadInputTests {
    /// Runs `play`, `check` and `describe` on the bytes and expects the one located error line.
    /// `describe` does not play, so it only meets parse errors (`playsOnly` marks the others).
    private func expectError(_ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String,
                             playsOnly: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("bad.scenario", bytes: bytes)
        let expected = "bad.scenario:\(line):\(column): error: \(message)\n"

        let play = try folder.run("play", "bad.scenario")
        #expect(play.status == 2, sourceLocation: sourceLocation)
        #expect(play.out == "", sourceLocation: sourceLocation)
        #expect(play.err == expected, sourceLocation: sourceLocation)

        let check = try folder.run("check", "bad.scenario")
        #expect(check.status == 2, sourceLocation: sourceLocation)
        #expect(check.err == expected, sourceLocation: sourceLocation)
        #expect(check.out == "FAIL bad.scenario\n0 passed, 1 failed\n", sourceLocation: sourceLocation)

        let describe = try folder.run("describe", "bad.scenario")
        if playsOnly {
            #expect(describe.status == 0, sourceLocation: sourceLocation)
        } else {
            #expect(describe.status == 2, sourceLocation: sourceLocation)
            #expect(describe.err == expected, sourceLocation: sourceLocation)
        }

        let stdin = try OverhearProcess.run(["play", "-"], input: .pipe(Data(bytes)))
        #expect(stdin.status == 2, sourceLocation: sourceLocation)
        #expect(stdin.err == "<stdin>:\(line):\(column): error: \(message)\n", sourceLocation: sourceLocation)

        #expect(try folder.bytes("bad.scenario") == bytes, sourceLocation: sourceLocation)
    }

    private func expectError(_ text: String, _ line: Int, _ column: Int, _ message: String,
                             playsOnly: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectError(Array(text.utf8), line, column, message, playsOnly: playsOnly, sourceLocation: sourceLocation)
    }

    static let actionNames = RegistryNames.actions

    @Test(arguments: [
        ("field zip\n> wiggle\n", 2, 3, "unknown action \"wiggle\"; expected one of \(actionNames)"),
        ("frob\n", 1, 1, "unknown line \"frob\"; expected field, element, settings, > ACTION or a # comment"),
        ("  placeholder: x\nfield zip\n", 1, 3, "indented line outside a block; start with field, settings or > ACTION"),
        ("field zip\n> next\n  shout: hi\n", 3, 3, "unknown utterance kind \"shout\"; expected one of focus, hint, typed, deleted, cursor, announce, sound, value, action"),
        ("field zip\n> next\nfield other\n", 3, 1, "field blocks come before the first action; move it above line 2"),
        ("field zip\n> next\n  focus (interupted): x\n", 3, 9, "expected \"(interrupted)\" or \":\" after focus"),
        ("field zip\n> next\n  focus:\n", 3, 9, "expected the spoken text after \"focus:\""),
        ("field zip\nsettings\n  typing-echo: loud\n", 3, 16, "unknown typing-echo \"loud\"; expected one of characters, words, characters-and-words, none"),
        ("field zip zap zop\n", 1, 15, "unexpected \"zop\"; expected field [KIND] [ID]"),
        ("field zip\n> next\n  focus: \"unterminated\n", 3, 10, "unterminated quoted text; add a closing \""),
        ("field zip\n  placeholder: \"a\\q\"\n", 2, 18, "unknown escape \"\\q\"; expected \\\", \\\\, \\n, \\t or \\u{HEX}"),
        ("field zip\n> wait 5 hours\n", 2, 8, "wait must be a duration such as 300 ms or 2 s (at most 1 hour), not \"5 hours\""),
        ("field zip\n  placeholder:\tZip\n", 2, 15, "tab character; indent with spaces, and write a tab in text as \\t inside double quotes"),
        ("field zip\n  placeholder: a\u{1}b\n", 2, 17, "control character U+0001; write it as \\u{1} inside double quotes"),
        ("field zip\n> focus nope\n", 2, 9, "unknown element \"nope\"; expected one of zip.placeholder, zip, zip.clear, zip.helper, zip.counter"),
        ("field uitextfield name\n  helper: hi\n", 2, 3, "key \"helper\" is not used by the uitextfield kind"),
        ("field zip\n> set zip colour: red\n", 2, 11, "unknown field key \"colour\"; expected one of \(RegistryNames.defaultKindKeys)"),
        // CRLF files report the same places.
        ("field zip\r\n> next\r\n  shout: hi\r\n", 3, 3, "unknown utterance kind \"shout\"; expected one of focus, hint, typed, deleted, cursor, announce, sound, value, action"),
    ])
    func parseErrors(_ text: String, _ line: Int, _ column: Int, _ message: String) throws {
        try expectError(text, line, column, message)
    }

    @Test(arguments: [
        ("field zip\n> next\n> type 9\n", 3, 3, "type needs a field being edited; activate a text field first"),
        ("field zip\n> escape\n> delete\n", 3, 3, "delete needs a field being edited; activate a text field first"),
        ("field zip\n> cursor left\n", 2, 3, "cursor needs a field being edited; activate a text field first"),
        ("field uitextfield name\n> set helper: hi\n", 2, 7, "key \"helper\" is not used by the uitextfield kind"),
    ])
    func actionErrors(_ text: String, _ line: Int, _ column: Int, _ message: String) throws {
        try expectError(text, line, column, message, playsOnly: text.contains("> type") || text.contains("> delete") || text.contains("> cursor"))
    }

    @Test(arguments: ["", "\n", "\n\n   \n", "# only a comment\n", "\r\n"])
    func fileWithoutAFieldIsAnErrorAtOneOne(_ text: String) throws {
        try expectError(text, 1, 1, "no field or element; a scenario starts with a block: field [KIND] [ID] or element [ID]")
    }

    @Test func emptyFileIsAnErrorAtOneOne() throws {
        try expectError([], 1, 1, "no field or element; a scenario starts with a block: field [KIND] [ID] or element [ID]")
    }

    @Test(arguments: [
        // A lone continuation byte inside an expected line: column of the bad byte, in scalars.
        ([UInt8]("field zip\n> next\n  focus: Z".utf8) + [0xFF] + [UInt8]("\n".utf8), 3, 11),
        // A truncated sequence in a comment (comments are text too).
        ([UInt8]("# caf".utf8) + [0xC3] + [UInt8]("\nfield zip\n".utf8), 1, 6),
        // Non-ASCII before the bad byte counts as one column per scalar.
        ([UInt8]("field zip\n  placeholder: é€".utf8) + [0xE2, 0x82] + [UInt8]("\n".utf8), 2, 18),
        // At the very end of a file with no final newline.
        ([UInt8]("field zip\n> announce caf".utf8) + [0xC3], 2, 15),
        // An overlong encoding of "/".
        ([UInt8]("field ".utf8) + [0xC0, 0xAF], 1, 7),
    ])
    func invalidUTF8IsAnErrorWithItsLocation(_ bytes: [UInt8], _ line: Int, _ column: Int) throws {
        try expectError(bytes, line, column, "invalid UTF-8; save the file as UTF-8")
    }

    @Test func missingFileExitsTwo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for command in ["play", "describe"] {
            let result = try folder.run(command, "missing.scenario")
            #expect(result.status == 2)
            #expect(result.out == "")
            #expect(result.err == "missing.scenario: error: cannot read: no such file\n")
        }
    }

    @Test func folderGivenToPlayExitsTwo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFolder("dir.scenario")
        let result = try folder.run("play", "dir.scenario")
        #expect(result.status == 2)
        #expect(result.err == "dir.scenario: error: cannot read: it is a folder\n")
    }

    @Test(.enabled(if: getuid() != 0, "root can read any file"))
    func unreadableFileExitsTwo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("locked.scenario", Fixture.zip)
        chmod(folder.path("locked.scenario"), 0)
        for arguments in [["play", "locked.scenario"], ["check", "locked.scenario"], ["check", "--update", "locked.scenario"]] {
            let result = try folder.run(arguments: arguments)
            #expect(result.status == 2)
            #expect(result.err.contains("locked.scenario"))
        }
    }

    // MARK: A 10 MB line

    static let tenMegabytes = String(repeating: "a", count: 10_000_000)

    /// The process is killed if it runs past the bound; a hang or a quadratic blow-up fails here.
    private func runBig(_ text: String, _ arguments: [String]) throws -> OverhearProcess.Result {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("big.scenario", text)
        let result = try folder.run(arguments: arguments + ["big.scenario"], timeout: 180)
        #expect(!result.timedOut, "overhear \(arguments.joined(separator: " ")) did not finish")
        return result
    }

    @Test func tenMegabyteCommentLine() throws {
        let text = "# \(Self.tenMegabytes)\n" + Fixture.plain
        let result = try runBig(text, ["check"])
        #expect(result.status == 0)
        #expect(result.out == "PASS big.scenario\n1 passed, 0 failed\n")
    }

    @Test func tenMegabyteExpectedLine() throws {
        let text = "field zip\n> next\n  focus: \(Self.tenMegabytes)\n"
        let result = try runBig(text, ["check"])
        #expect(result.status == 1)
        #expect(result.out.hasPrefix("FAIL big.scenario\n"))
        #expect(result.out.hasSuffix("\n0 passed, 1 failed\n"))
    }

    @Test func tenMegabyteFieldValueIsPlayed() throws {
        let text = "field zip\n  placeholder: \(Self.tenMegabytes)\n> next\n"
        let result = try runBig(text, ["play"])
        #expect(result.status == 0)
        #expect(result.out.hasSuffix("> next\n  focus: \(Self.tenMegabytes)\n"))
    }

    @Test func tenMegabyteUnknownLine() throws {
        let result = try runBig(Self.tenMegabytes + "\n", ["check"])
        #expect(result.status == 2)
        let error = try #require(LocatedError(stderr: result.err), "stderr is not one located error line")
        #expect(error.path == "big.scenario")
        #expect(error.line == 1 && error.column == 1)
        #expect(error.message.hasPrefix("unknown line \""))
    }

    @Test func tenMegabyteActionThatCannotRun() throws {
        let result = try runBig("field zip\n> type \(Self.tenMegabytes)\n", ["play"])
        #expect(result.status == 2)
        #expect(result.out == "")
        // Ten million characters to type is more than a scenario may play: refused when read.
        #expect(result.err == "big.scenario:2:3: error: the scenario plays more than 1000000 steps by this action; split it into several scenarios\n")
    }

    @Test func tenMegabyteLineOnStandardInput() throws {
        let input = Data(("# \(Self.tenMegabytes)\n" + Fixture.plain).utf8)
        let result = try OverhearProcess.run(["play", "-"], input: .pipe(input), timeout: 180)
        #expect(!result.timedOut)
        #expect(result.status == 0)
        #expect(result.stdout == input)
    }
}
