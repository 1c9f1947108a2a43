import Foundation
import Testing

/// Error lines are safe to print and short: input is escaped (controls, bidi overrides,
/// invisible separators), quoted in short pieces, and long lists of choices are cut.
@Suite struct MessageSafetyTests {
    /// No byte that a terminal acts on: C0/C1 controls (but the newline), U+202E, U+2028, U+FEFF...
    private func isSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || [0x202E, 0x2028, 0xFEFF, 0x200F].contains(scalar.value)
        }
    }

    @Test(arguments: [
        ["\u{1B}]0;PWNED\u{7}\u{1B}[2J"],
        ["play", "s.scenario", "--format", "\u{1B}[31mjson"],
        ["play", "s.scenario", "--timing", "\u{1B}[31maudio"],
        ["play", "s.scenario", "--\u{1B}[31mwav"],
        ["say", "hi", "--rate", "\u{1B}[31m5"],
        ["say", "hi", "--voice", "\u{1B}[31men\u{202E}"],
        ["say", "hi", "--wav", "/nonexistent/\u{1B}[31mx\u{202E}.wav"],
        ["help", "\u{1B}[31mplay"],
        ["check", "\u{202E}gnp.scenario"],
        ["check", "a\u{2028}b\u{FEFF}.scenario"],
    ])
    func commandLineInputIsEscapedInErrors(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zip)
        let result = try folder.run(arguments: arguments, timeout: 60)
        #expect(result.status == 2)
        #expect(!result.err.isEmpty)
        #expect(isSafe(result.err), "\(result.err.debugDescription)")
        #expect(result.err.contains("\\u{"), "\(result.err.debugDescription)")
    }

    @Test func bidiControlsInAFileNameAreEscaped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("evil\u{202E}oiranecs.scenario", Fixture.zip)
        let result = try folder.run("check", ".")
        #expect(result.status == 0)
        #expect(result.out.contains("PASS \"./evil\\u{202E}oiranecs.scenario\""), "\(result.out)")
        #expect(isSafe(result.out))
    }

    @Test func describeEscapesBidiControlsAndInvisibleSeparators() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("b.scenario", "element a\n  label: \"x\\u{202E}y\\u{2028}z\\u{2029}w\\u{FEFF}v\"\n  hint: \"h\\u{202E}\"\n  traits: button\n")
        let result = try folder.run("describe", "b.scenario", "--times")
        #expect(result.status == 0, "\(result.err)")
        #expect(isSafe(result.out) && !result.out.unicodeScalars.contains("\u{2029}"), "\(result.out.debugDescription)")
        #expect(result.out.contains("x\\u{202E}y\\u{2028}z\\u{2029}w\\u{FEFF}v"), "\(result.out)")
    }

    @Test func aHugeWordIsQuotedShort() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", "field mdc zip " + String(repeating: "A", count: 100_000) + "\n")
        let result = try folder.run("check", "s.scenario")
        #expect(result.status == 2)
        #expect(result.err.count < 200, "\(result.err.count) characters")
        #expect(result.err.hasPrefix("s.scenario:1:15: error: unexpected \"AAAA"), "\(result.err.prefix(200))")
    }

    @Test func aLongListOfElementsIsCut() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fields = (0..<20_000).map { "field mdc f\($0)\n" }.joined()
        try folder.write("s.scenario", fields + "> focus nosuch\n")
        let result = try folder.run("check", "s.scenario")
        #expect(result.status == 2)
        #expect(result.err == "s.scenario:20001:9: error: unknown element \"nosuch\"; expected one of f0, f0.clear, f1, f1.clear, f2, f2.clear, f3, f3.clear, … (40000 in all)\n")
    }

    @Test func longFieldIdsInAListAreCutToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let long = String(repeating: "x", count: 5000)
        try folder.write("s.scenario", "field mdc \(long)\n> focus nosuch\n")
        let result = try folder.run("check", "s.scenario")
        #expect(result.status == 2)
        #expect(result.err.count < 300, "\(result.err.count) characters")
    }

    @Test func anUnknownVoiceIsLocatedAtItsSetting() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("v.scenario", "field mdc zip\nsettings\n  voice: nosuchvoice\n> focus zip\n")
        let result = try folder.run("play", "v.scenario", "--wav", "v.wav", timeout: 60)
        #expect(result.status == 2)
        #expect(result.err == "v.scenario:3:10: error: unknown voice \"nosuchvoice\"; run `overhear voices` for the installed ones\n")
        #expect(result.out == "")
        #expect(try folder.listing() == ["v.scenario"])
    }

    @Test func sayChecksItsOutputBeforeSpeaking() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try folder.run("say", "hi", "--wav", "/nonexistent/x.wav", timeout: 60)
        #expect(result.status == 2)
        #expect(result.out == "", "nothing is announced before the failure")
        #expect(result.err == "overhear: cannot write /nonexistent/x.wav: No such file or directory\n")
    }
}
