import OverhearKit

/// The commands and options of `overhear`, as one table that drives parsing and help.
struct CommandSpec {
    struct Option {
        var name: String
        /// The values it accepts; nil for a flag, empty for any value.
        var values: [String]?
        var help: String
        /// Set when its value is a file the command writes: what `-` means for it.
        var writes: Dash? = nil
    }

    /// What `-` means as the value of an option that names a file to write.
    enum Dash {
        /// Standard output, whatever it is.
        case standardOutput
        /// Standard output, refused for this reason when that is a terminal (binary audio).
        case standardOutputNotTerminal(String)
        /// Refused, for this reason (the UI draws on standard output).
        case refused(String)
    }

    var name: String
    var usage: String
    var summary: String
    var details: String
    var options: [Option]
    /// How many positional arguments it takes.
    var arguments: ClosedRange<Int>
    /// What the files its arguments name are, for messages; nil when they are no files
    /// (`say`'s is the text to say).
    var reads: String? = "scenario"
}

/// `import`'s options for reading a dump, which `tui` and `describe` take too.
let dumpOptions: [CommandSpec.Option] = [
    .init(name: "--from", values: ["appium", "idb", "snapshot", "xcuitest"], help: "a dump's format, instead of detecting it"),
    .init(name: "--kind", values: [], help: "a dump's field kind for every text field (default: uitextfield)"),
    .init(name: "--order", values: ["document", "frame"], help: "a dump's order: document (default: VoiceOver's, each container read by position) or frame: the whole screen top to bottom, left to right"),
]

/// `--language LANG`, on every command that speaks or shows VoiceOver's words: over the
/// scenario's `language` setting (languages.md §1).
let languageOption = CommandSpec.Option(
    name: "--language", values: [],
    help: "VoiceOver's language, \(Phrasebook.all.map(\.language).joined(separator: ", ")) (over the scenario's setting)")

/// `--wav -`: the WAV on standard output, for a pipe or a file; a terminal would show noise.
let wavToStandardOutput = CommandSpec.Dash.standardOutputNotTerminal("a WAV is binary audio, not for a terminal; pipe it (| aplay) or write it with --wav OUT.wav")

/// Why `report` does not write its page to a terminal: it is HTML, audio embedded as base64.
let htmlNotForTerminal = "the page is HTML, not for a terminal; write it with -o OUT.html"

let commandTable: [CommandSpec] = [
    CommandSpec(
        name: "tui", usage: "overhear tui [FILE|-] [--record OUT.scenario] [--trace OUT.txt] [--audio-device NAME] [--silent] [--from appium|idb|snapshot|xcuitest] [--kind KIND] [--order document|frame] [--language LANG]",
        summary: "open the interactive UI on the demo screen or a scenario's screen (also: overhear)",
        details: """
        Opens the terminal UI on the screen and settings a scenario declares (its actions are not
        played), or on the built-in demo screen. Press F1 in it for the keys.
        --record writes the session as a scenario, rewritten after every action; Ctrl-R in the
        UI starts and stops recording too. --trace logs how long each key, paste, click and
        resize took to draw. --silent starts with no speech process; NO_COLOR set in the
        environment gives a monochrome UI. FILE may be a screen dump, imported in memory as
        `overhear import` would (--from, --kind and --order as there). With -, the scenario or
        dump is read from standard input, and the keys from the terminal.
        """,
        options: [.init(name: "--record", values: [], help: "record the session into this scenario file",
                        writes: .refused("the UI draws on standard output; record to a file")),
                  .init(name: "--trace", values: [], help: "log each event's time to draw (µs) to this file",
                        writes: .refused("the UI draws on standard output; trace to a file")),
                  .init(name: "--audio-device", values: [], help: "an ALSA device name (default: default)"),
                  .init(name: "--silent", values: nil, help: "no speech (the transcript and caption still show it)")] + dumpOptions + [languageOption],
        arguments: 0...1),
    CommandSpec(
        name: "play", usage: "overhear play FILE|- [--format text|json] [--wav OUT.wav|-] [--svg OUT.svg|-] [--speak] [--timing spec|audio] [--voice NAME] [--audio-device NAME] [--language LANG]",
        summary: "play a scenario and print it with the speech it produced",
        details: """
        Prints the scenario in its own format with each action's expected lines replaced by what
        the simulated VoiceOver said. With -, reads the scenario from standard input.
        --format json prints the timeline instead: each action with its utterances, their kind,
        segments and roles, start and end in ms, and whether they were interrupted.
        --wav writes the whole scenario as speech to a WAV file, on the timeline a listener
        would hear: real synthesised durations, cut speech cut, silence where nothing is said.
        --svg writes the speech timeline as an SVG picture (the one `overhear report` shows), with
        the durations the transcript uses. With --wav - or --svg -, the WAV (never to a terminal)
        or the SVG goes to standard output instead of the transcript.
        --speak plays it on the audio device. --timing audio prints the transcript with the
        interrupted marks that the real durations give; spec uses the spec's durations, as
        check does. The default is audio with --wav (the transcript is the WAV's, and a line
        on standard error says so), else spec.
        """,
        options: [.init(name: "--format", values: ["text", "json"], help: "text (default) or json"),
                  .init(name: "--wav", values: [], help: "write the speech to this WAV file (- for standard output)", writes: wavToStandardOutput),
                  .init(name: "--svg", values: [], help: "write the speech timeline to this SVG file (- for standard output)", writes: .standardOutput),
                  .init(name: "--speak", values: nil, help: "play the speech on the audio device"),
                  .init(name: "--timing", values: ["spec", "audio"], help: "durations for the transcript: spec or audio (the default with --wav)"),
                  .init(name: "--voice", values: [], help: "an espeak-ng voice (see `overhear voices`)"),
                  .init(name: "--audio-device", values: [], help: "an ALSA device name (default: default)"), languageOption],
        arguments: 1...1),
    CommandSpec(
        name: "check", usage: "overhear check PATH... [--update] [--junit OUT.xml|-] [--format text|json] [--language LANG]",
        summary: "compare scenarios with the speech they produce",
        details: """
        Checks each file, and each *.scenario file under each folder, printing PASS or FAIL with a
        unified diff of expected against actual, then `N passed, N failed`. Exit status: 0 all
        passed, 1 any failed, 2 a file could not be read or parsed.
        --update rewrites the expected lines of failing files (and nothing else) in place;
        it is refused with --language, whose speech the file alone would not reproduce.
        --junit writes a JUnit XML report as well (one test case per scenario, a failure's diff
        as its text), atomically, or with --junit - prints it instead of the text; --format json
        prints the results as JSON instead of text.
        """,
        options: [.init(name: "--update", values: nil, help: "rewrite expected lines with the actual speech"),
                  .init(name: "--junit", values: [], help: "also write a JUnit XML report to this file (- prints it instead of the text)", writes: .standardOutput),
                  .init(name: "--format", values: ["text", "json"], help: "text (default) or json"), languageOption],
        arguments: 1...Int.max),
    CommandSpec(
        name: "compare", usage: "overhear compare FILE|- --as KIND[@RELEASE],... [--field ID] [--format text|json] [--width N] [--language LANG]",
        summary: "play a scenario with one field as several kinds and releases, side by side",
        details: """
        Plays the scenario's actions once for each kind and release in the --as list (such as
        --as mdc@84,mdc@94.3,mdc,mdc-base,uitextfield), on the scenario's first field or the one
        --field names, and prints the transcripts in columns, action by action, with ≠ on the
        lines that differ. Keys a kind does not use are left out of its column, with a note; a
        column whose actions cannot run shows its error and the others still play.
        Exit status: 0 every column played, 1 a column could not play, 2 bad input.
        """,
        options: [.init(name: "--as", values: [], help: "the kinds and releases to compare, comma-separated"),
                  .init(name: "--field", values: [], help: "the id of the field to compare (default: the first)"),
                  .init(name: "--format", values: ["text", "json"], help: "text (default) or json"),
                  .init(name: "--width", values: [], help: "columns to fit (default: the terminal's, else $COLUMNS, else 120)"), languageOption],
        arguments: 1...1),
    CommandSpec(
        name: "lint", usage: "overhear lint PATH... [--format text|json|sarif] [--rule RULE,...] [--budget DURATION] [--language LANG]",
        summary: "find what VoiceOver users would stumble on in scenarios' screens and speech",
        details: """
        Lints each file, and each *.scenario under each folder: rules over the screen (controls
        with no label, a name that is only a placeholder, hints that repeat the label or tell
        the gesture, error texts that start with "Error", an element reached only after more
        than --budget of speech) and over the speech its actions produce (a phrase said twice
        in one utterance, typing echo always cut, a counter that wraps, speech cut by the app
        before it could be heard, an announcement over 10 s). Each finding is one line,
        PATH:LINE:COLUMN: warning|error: RULE: message; a `# lint: ignore RULE` comment on the
        line before a block or action silences it. Exit status: 1 when there is an
        error-level finding, 2 a file could not be read or an option is wrong, else 0.
        The rules are in docs/lint.md. --format sarif writes SARIF 2.1.0 for code-scanning pages.
        """,
        options: [.init(name: "--format", values: ["text", "json", "sarif"], help: "text (default), json or sarif"),
                  .init(name: "--rule", values: [], help: "run only these rules, comma-separated (default: all)"),
                  .init(name: "--budget", values: [], help: "reach-budget's most speech before an element: 20s, 1.5s, 1500ms (default 30s)"), languageOption],
        arguments: 1...Int.max),
    CommandSpec(
        name: "report", usage: "overhear report FILE|- -o OUT.html|- [--no-audio] [--voice NAME] [--language LANG]",
        summary: "write one HTML page about a scenario: its speech timeline with audio, lint findings, elements, transcript",
        details: """
        Plays the scenario and writes a self-contained page (no network, no external files): a
        summary, the timeline drawn as SVG (a bar per utterance coloured by kind, a red mark
        where speech is cut, the hint delay as a dashed gap, a tick per action with its line),
        the lint findings, the screen's elements with how long a user waits to reach each, and
        the transcript. Each bar plays what the user heard of its utterance when clicked (a cut
        one cut where it was); the times are those of the synthesised audio. --no-audio leaves
        the audio out and uses the spec's durations. The page is written atomically; without -o
        (or with -o -) it goes to standard output, unless that is a terminal. Exit status 2 on
        bad input, and nothing is written.
        """,
        options: [.init(name: "-o", values: [], help: "write the page to this file (atomically; - for standard output)", writes: .standardOutputNotTerminal(htmlNotForTerminal)),
                  .init(name: "--no-audio", values: nil, help: "leave the audio out; times from the spec's durations"),
                  .init(name: "--voice", values: [], help: "an espeak-ng voice (see `overhear voices`)"), languageOption],
        arguments: 1...1),
    CommandSpec(
        name: "describe", usage: "overhear describe FILE|- [--times] [--from appium|idb|snapshot|xcuitest] [--kind KIND] [--order document|frame] [--language LANG]",
        summary: "list every element of a scenario's (or a screen dump's) screen in its initial state",
        details: """
        Prints each field's kind, release and mode (container or one element), then a table of
        the screen's accessibility elements before any action: id, label, value,
        traits, the hint VoiceOver speaks, and whether the element is present (VoiceOver skips
        elements that are not). FILE may be a screen dump, imported in memory as `overhear
        import` would (--from, --kind and --order as there).
        """,
        options: [.init(name: "--times", values: nil, help: "also how long VoiceOver speaks on each element, and how long before it")] + dumpOptions + [languageOption],
        arguments: 1...1),
    CommandSpec(
        name: "import", usage: "overhear import FILE|- [--from appium|idb|snapshot|xcuitest] [--kind KIND] [--order document|frame] [-o OUT.scenario|-]",
        summary: "turn a real app's screen dump (Appium, idb, AccessibilitySnapshot, XCUITest) into a scenario",
        details: """
        Reads an Appium page source (XML), `idb ui describe-all` JSON, an AccessibilitySnapshot
        hierarchy (JSON) or `XCUIApplication().debugDescription` text, detected from the content
        (or named with --from), and writes the screen VoiceOver would visit as a scenario with no
        actions: text fields as `field` blocks, everything else as `element` blocks. The status
        bar, the keyboard and elements VoiceOver skips are left out. Files over 50 MB are refused.
        With -, the dump is read from standard input; -o - is standard output, as no -o is.
        On any error nothing is written and the exit status is 2.
        """,
        options: dumpOptions + [.init(name: "-o", values: [], help: "write the scenario to this file (atomically) instead of stdout (- is stdout)", writes: .standardOutput)],
        arguments: 1...1, reads: "dump"),
    CommandSpec(
        name: "say", usage: "overhear say TEXT|- [--wav OUT.wav|-] [--voice NAME] [--rate 1-100] [--audio-device NAME] [--language LANG]",
        summary: "speak a text as an announcement, live or to a WAV file",
        details: """
        Without --wav, plays it on the audio device (or says there is none). With - as TEXT, the
        text is read from standard input; --wav - writes the WAV to standard output (never to a
        terminal) instead of the line that says what was spoken.
        """,
        options: [.init(name: "--wav", values: [], help: "write the speech to this WAV file (- for standard output)", writes: wavToStandardOutput),
                  .init(name: "--voice", values: [], help: "an espeak-ng voice (see `overhear voices`)"),
                  .init(name: "--rate", values: [], help: "speaking rate, 1-100 (50 is normal)"),
                  .init(name: "--audio-device", values: [], help: "an ALSA device name (default: default)"), languageOption],
        arguments: 1...1, reads: nil),
    CommandSpec(
        name: "voices", usage: "overhear voices",
        summary: "list the installed espeak-ng voices",
        details: "", options: [], arguments: 0...0),
    CommandSpec(
        name: "demo", usage: "overhear demo",
        summary: "play the built-in demo (a sign-up form, the guide's zip code field first) and print its transcript",
        details: "The demo is an ordinary scenario; `overhear demo --source` prints it unplayed.",
        options: [.init(name: "--source", values: nil, help: "print the demo scenario without playing it")],
        arguments: 0...0),
    CommandSpec(
        name: "help", usage: "overhear help [COMMAND|scenario]",
        summary: "show help for overhear or one command",
        details: "`overhear help scenario` lists the scenario format's field keys, settings and actions.",
        options: [], arguments: 0...1),
]

/// A command line split into the command, its positional arguments and its options.
struct ParsedCommandLine {
    var command: CommandSpec
    var arguments: [String] = []
    var options: [String: String] = [:]

    func has(_ option: String) -> Bool { options[option] != nil }
}

/// Ends a usage error's one line: where to find the usage.
let usageHint = " (run `overhear --help` for usage)"

/// A usage mistake: printed on stderr with a pointer to help, exit status 2.
struct UsageError: Error {
    var message: String
}

/// A `-` and a letter (`-o`, `-v`): an option, known or not; `-` alone (standard input) and
/// `-5` are arguments.
private func looksLikeShortOption(_ word: String) -> Bool {
    let bytes = Array(word.utf8.prefix(2))
    return bytes.count == 2 && bytes[0] == UInt8(ascii: "-") && (bytes[1] | 0x20) >= UInt8(ascii: "a") && (bytes[1] | 0x20) <= UInt8(ascii: "z")
}

func parseCommandLine(_ words: [String]) throws(UsageError) -> ParsedCommandLine {
    guard let name = words.first else { throw UsageError(message: "no command given") }
    guard let spec = commandTable.first(where: { $0.name == name }) else {
        throw UsageError(message: "unknown command \(MessageText.quoted(name)); expected one of \(MessageText.choices(commandTable.map(\.name)))")
    }
    var parsed = ParsedCommandLine(command: spec)
    var index = 1
    var optionsEnded = false
    while index < words.count {
        let word = words[index]
        index += 1
        if word == "--" && !optionsEnded {
            optionsEnded = true
        } else if !optionsEnded && (word.hasPrefix("--") || looksLikeShortOption(word)) {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = spec.options.first(where: { $0.name == parts[0] }) else {
                let known = spec.options.isEmpty ? "it takes none" : "its options: " + spec.options.map(\.name).joined(separator: ", ")
                throw UsageError(message: "\(name): unknown option \(MessageText.shown(parts[0])); \(known) (an argument that starts with - goes after --)")
            }
            guard let values = option.values else {
                guard parts.count == 1 else { throw UsageError(message: "\(name): \(option.name) takes no value") }
                parsed.options[option.name] = ""
                continue
            }
            var value: String
            if parts.count == 2 {
                value = parts[1]
            } else {
                guard index < words.count else { throw UsageError(message: "\(name): \(option.name) needs a value") }
                value = words[index]
                index += 1
            }
            guard values.isEmpty || values.contains(value) else {
                throw UsageError(message: "\(name): \(option.name) must be one of \(MessageText.choices(values)), not \(MessageText.quoted(value))")
            }
            parsed.options[option.name] = value
        } else {
            parsed.arguments.append(word)
        }
    }
    guard spec.arguments.contains(parsed.arguments.count) else {
        throw UsageError(message: "\(name): wrong number of arguments; usage: \(spec.usage)")
    }
    try OutputTargets.check(parsed)
    return parsed
}
