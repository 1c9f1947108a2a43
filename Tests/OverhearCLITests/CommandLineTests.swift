import Foundation
import Testing

/// Help, version and usage errors: what `overhear` does before it reads any scenario.
@Suite struct CommandLineTests {
    @Test func binaryIsFound() throws {
        let binary = try #require(OverhearProcess.binary, "the overhear binary was not built")
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
    }

    @Test func versionPrintsOneLineAndExitsZero() throws {
        let result = try OverhearProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.err == "")
        let out = result.out
        #expect(out.hasPrefix("overhear "))
        #expect(out.hasSuffix("\n"))
        #expect(out.filter { $0 == "\n" }.count == 1)
        // overhear MAJOR.MINOR.PATCH
        let version = out.dropFirst("overhear ".count).dropLast()
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "version \"\(version)\"")
    }

    @Test func helpListsEveryCommandAndExitsZero() throws {
        let result = try OverhearProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.err == "")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.contains("Usage: overhear COMMAND [ARGUMENTS]"))
        for command in ["play", "check", "describe", "demo", "help"] {
            #expect(lines.contains { $0.hasPrefix("  \(command) ") }, "no line for \(command)")
        }
        #expect(lines.contains { $0.hasPrefix("  --help ") })
        #expect(lines.contains { $0.hasPrefix("  --version ") })
    }

    @Test func helpScenarioListsTheFormatsKeysSettingsAndActions() throws {
        let result = try OverhearProcess.run(["help", "scenario"])
        #expect(result.status == 0)
        #expect(result.err == "")
        let lines = result.out.split(separator: "\n").map(String.init)
        // A key some kinds do not use names the kinds that do.
        #expect(lines.contains("    max: 0-1000000         the character limit (0: no counter) (\(RegistryNames.kinds(using: .max)))"))
        #expect(lines.contains { $0.hasPrefix("    secure: yes|no ") })
        #expect(lines.contains { $0.hasPrefix("    hints: on|off ") }, "settings write flags as on / off")
        #expect(lines.contains { $0.hasPrefix("    hint-delay: N ms ") })
        for action in ["next", "focus ID", "type TEXT", "delete [N]", "set [ID] KEY: VALUE", "wait DURATION"] {
            #expect(lines.contains { $0.hasPrefix("    " + action + " ") }, "no line for \(action)")
        }
    }

    @Test func dashHPrintsTheSameHelp() throws {
        let help = try OverhearProcess.run(["--help"])
        let result = try OverhearProcess.run(["-h"])
        #expect(result.status == 0)
        #expect(result.stdout == help.stdout)
        #expect(result.err == "")
    }

    @Test func noArgumentsOpensTheUIWhichNeedsATerminal() throws {
        let result = try OverhearProcess.run([])
        #expect(result.status == 2)
        #expect(result.err == "overhear: the interactive UI needs a terminal (standard input and output are not one)\n")
    }

    @Test func helpPlayShowsUsageAndOptions() throws {
        let result = try OverhearProcess.run(["help", "play"])
        #expect(result.status == 0)
        #expect(result.err == "")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("Usage: overhear play FILE|- [--format text|json]") == true)
        #expect(lines.contains("Options:"))
        #expect(lines.contains { $0.hasPrefix("  --format ") })
    }

    @Test(arguments: [
        ("check", "Usage: overhear check PATH... [--update]", "--update"),
        ("describe", "Usage: overhear describe FILE|- [--times]", "--times"),
        ("demo", "Usage: overhear demo", "--source"),
        ("help", "Usage: overhear help [COMMAND|scenario]", nil),
    ] as [(String, String, String?)])
    func helpForEachCommand(_ command: String, _ usage: String, _ option: String?) throws {
        let result = try OverhearProcess.run(["help", command])
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out.split(separator: "\n").first?.hasPrefix(usage) == true)
        if let option {
            #expect(result.out.contains("\n  \(option) "))
        }
    }

    @Test func helpAloneIsTheOverview() throws {
        let help = try OverhearProcess.run(["--help"])
        let result = try OverhearProcess.run(["help"])
        #expect(result.status == 0)
        #expect(result.stdout == help.stdout)
    }

    /// Each usage mistake: exit 2, nothing on stdout, and on stderr exactly two lines:
    /// `overhear: MESSAGE` (checked up to the end of `message`; lists of commands and usage
    /// lines may grow) and a pointer to help.
    @Test(arguments: [
        (["frob"], "unknown command \"frob\"; expected one of "),
        (["--frob"], "unknown command \"--frob\"; expected one of "),
        (["help", "frob"], "help: unknown command \"frob\"; expected one of "),
        (["play", "--frob", "zip.scenario"], "play: unknown option --frob; its options: --format, --wav, --svg, --speak, --timing, --voice, --audio-device, --language (an argument that starts with - goes after --)"),
        (["say", "hello", "-o", "x.wav"], "say: unknown option -o; its options: --wav, --voice, --rate, --audio-device, --language (an argument that starts with - goes after --)"),
        (["voices", "-x"], "voices: unknown option -x; it takes none (an argument that starts with - goes after --)"),
        (["say", "   ", "--wav", "x.wav"], "say: nothing to say: the text is only white space"),
        (["check", "--format", "xml", "zip.scenario"], "check: --format must be one of text, json, not \"xml\""),
        (["play", "--format", "xml", "zip.scenario"], "play: --format must be one of text, json, not \"xml\""),
        (["play", "zip.scenario", "--format"], "play: --format needs a value"),
        (["check", "--update=yes", "zip.scenario"], "check: --update takes no value"),
        (["play"], "play: wrong number of arguments; usage: overhear play FILE|- "),
        (["play", "a.scenario", "b.scenario"], "play: wrong number of arguments; usage: overhear play FILE|- "),
        (["check"], "check: wrong number of arguments; usage: overhear check PATH... "),
        (["describe"], "describe: wrong number of arguments; usage: overhear describe FILE|- [--times] [--from appium|idb|snapshot|xcuitest] [--kind KIND] [--order document|frame] [--language LANG]"),
        (["describe", "a", "b"], "describe: wrong number of arguments; usage: overhear describe FILE|- [--times] [--from appium|idb|snapshot|xcuitest] [--kind KIND] [--order document|frame] [--language LANG]"),
        (["demo", "extra"], "demo: wrong number of arguments; usage: overhear demo"),
        (["help", "play", "check"], "help: wrong number of arguments; usage: overhear help [COMMAND|scenario]"),
    ])
    func usageErrorsExitTwo(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Fixture.zip)
        let result = try folder.run(arguments: arguments)
        #expect(result.status == 2)
        #expect(result.out == "")
        let lines = result.err.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // One line: the message and where the usage is.
        #expect(lines.count == 2 && lines.last == "", "stderr: \(result.err)")
        #expect(lines.first?.hasPrefix("overhear: \(message)") == true, "stderr: \(result.err)")
        if !message.hasSuffix(" ") {
            #expect(lines.first == "overhear: \(message)" + usageHint)
        }
        if message.hasSuffix("expected one of ") {
            let names = lines.first?.replacingOccurrences(of: usageHint, with: "").components(separatedBy: "expected one of ").last?.components(separatedBy: ", ") ?? []
            #expect(Set(["play", "check", "describe", "demo", "help"]).isSubset(of: Set(names)), "\(names)")
        }
        #expect(result.err.hasSuffix(usageHint + "\n"))
        // A usage error never touches the files named.
        #expect(try folder.text("zip.scenario") == Fixture.zip)
    }

    @Test func doubleDashEndsOptions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("--odd.scenario", Fixture.plain)
        let result = try folder.run("check", "--", "--odd.scenario")
        #expect(result.status == 0)
        #expect(result.out == "PASS --odd.scenario\n1 passed, 0 failed\n")
    }

    @Test func optionsMayFollowArguments() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Fixture.zip)
        let before = try folder.run("play", "--format", "json", "zip.scenario")
        let after = try folder.run("play", "zip.scenario", "--format", "json")
        let joined = try folder.run("play", "--format=json", "zip.scenario")
        #expect(before.status == 0 && after.status == 0 && joined.status == 0)
        #expect(after.stdout == before.stdout)
        #expect(joined.stdout == before.stdout)
    }
}

/// `--language` on every command that speaks or shows VoiceOver's words (languages.md §1).
@Suite struct LanguageOptionTests {

    @Test(arguments: ["tui", "play", "check", "compare", "lint", "report", "describe", "say"])
    func everyCommandThatSpeaksTakesIt(_ name: String) throws {
        let invalid = RegistryNames.invalidLanguage
        let result = try OverhearProcess.run([name, "x", "--language", invalid] + (name == "compare" ? ["--as", "mdc"] : []))
        #expect(result.status == 2)
        #expect(result.err == "overhear: \(name): --language: invalid language \"\(invalid)\"; expected one of \(RegistryNames.languages)" + usageHint + "\n")
    }

    @Test func itOverridesTheScenariosSetting() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("name.scenario", "field uitextfield name\n  label: Name\nsettings\n  language: ru\n> next\n")
        let german = try folder.run("play", "name.scenario", "--language", "de")
        #expect(german.status == 0, "\(german.err)")
        #expect(german.out.contains("  focus: Name, Textfeld\n  hint: zum Bearbeiten doppeltippen\n"))
        #expect(try folder.run("play", "name.scenario").out.contains("  focus: Name, текстовое поле\n"))
        let described = try folder.run("describe", "name.scenario", "--language", "de").out
        #expect(described.contains("name        Name        -      Textfeld  zum Bearbeiten doppeltippen  yes\n"), "\(described)")
        let check = try folder.run("check", "name.scenario", "--language", "en")
        #expect(check.status == 1, "the file's expected lines are not English")
    }
}

/// The espeak-ng voice follows the language unless `voice:` names one (languages.md §1).
@Suite struct VoiceFollowsLanguageTests {
    func bytes(_ folder: TemporaryFolder, _ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: folder.path(name)))
    }

    @Test func sayInGermanIsTheGermanVoice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, options) in [("language", ["--language", "de"]), ("voice", ["--voice", "de"]), ("english", [])] {
            let result = try folder.run(arguments: ["say", "Guten Tag", "--wav", "\(name).wav"] + options)
            #expect(result.status == 0, "\(result.err)")
        }
        #expect(try bytes(folder, "language.wav") == bytes(folder, "voice.wav"), "--language de speaks with the de voice")
        #expect(try bytes(folder, "language.wav") != bytes(folder, "english.wav"))
    }

    @Test func aScenariosVoiceWinsOverItsLanguage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let screen = "field uitextfield name\n  label: Name\nsettings\n  language: de\n"
        for (name, voice) in [("language", ""), ("de", "  voice: de\n"), ("en-us", "  voice: en-us\n")] {
            try folder.write("\(name).scenario", screen + voice + "> next\n")
            let result = try folder.run("play", "\(name).scenario", "--wav", "\(name).wav")
            #expect(result.status == 0, "\(result.err)")
        }
        #expect(try bytes(folder, "language.wav") == bytes(folder, "de.wav"), "language: de alone speaks with the de voice")
        #expect(try bytes(folder, "language.wav") != bytes(folder, "en-us.wav"), "voice: en-us speaks German words in the English voice")
    }
}
