import Foundation
import Testing

/// `-` is standard input for every command that reads a file, and standard output for every
/// output option, never a file of that name.
@Suite struct DashTests {
    /// A scenario whose second line has a key no kind knows, at column 3.
    static let badScenario = "field mdc zip\n  bogus: 1\n"

    /// Each command that reads a scenario (or dump) reads it from standard input with `-`,
    /// and its error names `<stdin>` with the line and column.
    @Test(arguments: [
        ["play", "-"], ["check", "-"], ["lint", "-"], ["compare", "-", "--as", "mdc"],
        ["report", "-", "--no-audio", "-o", "r.html"], ["describe", "-"], ["tui", "-", "--silent"],
        ["import", "-", "--from", "appium"],
    ])
    func anErrorOnStandardInputNamesStdinWithItsLineAndColumn(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let input = arguments[0] == "import" ? "<screen>\n  <x" : Self.badScenario
        let result = try folder.run(arguments: arguments, input: .pipe(Data(input.utf8)))
        #expect(result.status == 2, "\(arguments): \(result.err)")
        let error = try #require(LocatedError(stderr: result.err), "\(arguments): \(result.err)")
        #expect(error.path == "<stdin>" && error.line == 2, "\(arguments): \(result.err)")
        #expect(error.column == (arguments[0] == "import" ? 5 : 3), "\(arguments): \(result.err)")
        #expect(try folder.listing().filter { $0 != "r.html" }.isEmpty, "\(arguments) wrote a file")
    }

    @Test func compareLintAndReportReadStandardInput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zip)
        for arguments in [["compare", "--as", "mdc,mdc-base"], ["lint"], ["report", "--no-audio"]] {
            let fromFile = try folder.run(arguments: [arguments[0], "s.scenario"] + arguments.dropFirst())
            let fromStdin = try folder.run(arguments: [arguments[0], "-"] + arguments.dropFirst(), input: .pipe(Data(Fixture.zip.utf8)))
            #expect(fromStdin.status == fromFile.status && fromFile.status != 2, "\(arguments): \(fromStdin.err)")
            // Only the file's name differs.
            let named = fromFile.out.replacingOccurrences(of: "s.scenario", with: "<stdin>")
                .replacingOccurrences(of: "&lt;stdin&gt;", with: "<stdin>")
            #expect(fromStdin.out.replacingOccurrences(of: "&lt;stdin&gt;", with: "<stdin>") == named, "\(arguments)")
        }
    }

    @Test func importWithDashOutputPrintsTheScenarioAndWritesNoFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let dump = try Data(contentsOf: ImportScenarioTests.root.appendingPathComponent("Tests/Fixtures/import/login-appium.xml"))
        try folder.write("d.xml", bytes: Array(dump))
        let printed = try folder.run("import", "d.xml")
        let dashed = try folder.run("import", "d.xml", "-o", "-")
        #expect(dashed.status == 0, "\(dashed.err)")
        #expect(dashed.out == printed.out && dashed.out.contains("field uitextfield email"))
        #expect(try folder.listing() == ["d.xml"])
    }

    /// `--svg -`, `--wav -` and `--junit -` give standard output the bytes the file would
    /// hold, in place of the text the command prints there.
    @Test(arguments: [
        (["play", "s.scenario", "--svg"], "t.svg"),
        (["play", "s.scenario", "--wav"], "t.wav"),
        (["say", "Hello", "--wav"], "t.wav"),
        (["report", "s.scenario", "--no-audio", "-o"], "t.html"),
    ])
    func anOutputOfDashIsStandardOutput(_ arguments: [String], file: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zip)
        let written = try folder.run(arguments: arguments + [file], timeout: 300)
        #expect(written.status == 0, "\(written.err)")
        let dashed = try folder.run(arguments: arguments + ["-"], timeout: 300)
        #expect(dashed.status == 0, "\(dashed.err)")
        let bytes = try Data(contentsOf: folder.url.appendingPathComponent(file))
        #expect(!dashed.stdout.isEmpty && dashed.stdout == bytes, "\(arguments)")
        #expect(try folder.listing() == ["s.scenario", file].sorted())
    }

    @Test func checkWithJUnitDashPrintsTheReportInsteadOfTheText() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zip)
        try folder.write("f.scenario", Fixture.zipFailing)
        let result = try folder.run("check", "s.scenario", "f.scenario", "--junit", "-")
        #expect(result.status == 1)
        #expect(result.out.hasPrefix("<?xml"), "\(result.out)")
        #expect(result.out.contains("<testsuites tests=\"2\" failures=\"1\" errors=\"0\""), "\(result.out)")
        #expect(!result.out.contains("PASS ") && !result.out.contains("1 passed"))
        #expect(try folder.listing() == ["f.scenario", "s.scenario"])
    }

    @Test func sayDashSpeaksStandardInput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fromStdin = try folder.run("say", "-", "--wav", "-", input: .pipe(Data("Hello there\n".utf8)), timeout: 300)
        let fromArgument = try folder.run("say", "Hello there", "--wav", "-", timeout: 300)
        #expect(fromStdin.status == 0, "\(fromStdin.err)")
        #expect(!fromStdin.stdout.isEmpty && fromStdin.stdout == fromArgument.stdout)
        let line = try folder.run("say", "-", "--wav", "t.wav", input: .pipe(Data("Hello there\n".utf8)), timeout: 300)
        #expect(line.out == "announce: Hello there\n", "\(line.err)")
    }

    @Test func sayDashRefusesTextThatIsNotUTF8AtItsPlace() throws {
        let result = try OverhearProcess.run(["say", "-"], input: .pipe(Data([0x61, 0x0A, 0x62, 0x63, 0xFF])))
        #expect(result.status == 2)
        #expect(result.err == "<stdin>:2:3: error: the text is not UTF-8\n", "\(result.err)")
    }

    /// A voice the scenario on standard input names is located in it, as in a file.
    @Test func anUnknownVoiceOnStandardInputIsLocated() throws {
        let scenario = "settings\n  voice: zz-nope\nfield zip\n> next\n"
        let result = try OverhearProcess.run(["play", "-", "--timing", "audio"], input: .pipe(Data(scenario.utf8)), timeout: 300)
        #expect(result.status == 2)
        let error = try #require(LocatedError(stderr: result.err), "\(result.err)")
        #expect(error.path == "<stdin>" && error.line == 2 && error.column == 10, "\(result.err)")
    }

    @Test(arguments: [
        (["tui", "s.scenario", "--record", "-"], "tui: --record cannot be - (standard output): the UI draws on standard output; record to a file"),
        (["tui", "s.scenario", "--trace", "-"], "tui: --trace cannot be - (standard output): the UI draws on standard output; trace to a file"),
        (["--trace", "-"], "tui: --trace cannot be - (standard output): the UI draws on standard output; trace to a file"),
        (["play", "s.scenario", "--wav", "-", "--svg", "-"], "play: --wav - and --svg - both ask for standard output; write one of them to a file"),
        (["play", "s.scenario", "--svg", "-", "--format", "json"], "play: --format chooses how the transcript is printed, and --svg - prints the SVG instead"),
        (["check", "s.scenario", "--junit", "-", "--format", "json"], "check: --junit - and --format json both print the results; write the JUnit report to a file"),
        (["check", "-", "s.scenario", "-"], "check: - (standard input) is named twice; it can be read only once"),
        (["lint", "-", "-"], "lint: - (standard input) is named twice; it can be read only once"),
    ])
    func aDashThatCannotBeStandardOutputIsRefused(_ arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zip)
        let result = try folder.run(arguments: arguments, input: .pipe(Data(Fixture.zip.utf8)))
        #expect(result.status == 2)
        #expect(result.err == "overhear: " + message + usageHint + "\n", "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(try folder.listing() == ["s.scenario"])
    }

    /// Binary audio is refused on a terminal; text (an SVG) is printed there as any text is.
    @Test(arguments: [
        ("play s.scenario --wav -", "play: --wav -: a WAV is binary audio, not for a terminal; pipe it (| aplay) or write it with --wav OUT.wav"),
        ("say Hello --wav -", "say: --wav -: a WAV is binary audio, not for a terminal; pipe it (| aplay) or write it with --wav OUT.wav"),
        ("report s.scenario --no-audio -o -", "report: -o -: the page is HTML, not for a terminal; write it with -o OUT.html"),
    ])
    func aWAVOrPageIsNotWrittenToATerminal(_ command: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zip)
        // `script` gives the command a terminal as standard output, and exits with its status.
        let result = try shell("export OVERHEAR; script -qec '\"$OVERHEAR\" \(command)' /dev/null < /dev/null", in: folder)
        #expect(result.status == 2, "\(result.out)")
        #expect(result.out.replacingOccurrences(of: "\r\n", with: "\n") == "overhear: " + message + usageHint + "\n")
        let svg = try shell("export OVERHEAR; script -qec '\"$OVERHEAR\" play s.scenario --svg -' /dev/null < /dev/null", in: folder)
        #expect(svg.status == 0 && svg.out.hasPrefix("<svg"), "\(svg.out)")
    }

    /// `tui -` reads the screen from standard input and its keys from the terminal.
    @Test func theUIOpensAScenarioPipedIn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("piped.scenario", TUITests.threeFields)
        let session = try TmuxSession(command: TUITests.command(folder, "tui --silent - < piped.scenario"), exitStatus: folder.path("status"))
        var screen = session.waitFor { $0.contains("Transcript") && $0.contains("Password") }
        #expect(screen.contains("<stdin>") && screen.contains("Zip code"), "\(screen)")
        screen = session.waitFor("focus      Zip code")
        #expect(screen.contains("▶ Zip code"), "\(screen)")
        try session.send("q", "y")
        #expect(TUITests().finished(folder) == "0")
    }
}
