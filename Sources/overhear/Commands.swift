import Glibc
import OverhearImport
import OverhearIO
import OverhearKit
import OverhearSpeech

/// Output that is collected and written in large pieces, so checking thousands of files stays fast.
struct Output {
    private var buffer: [UInt8] = []
    /// While set, what is written is dropped (`check --format json` prints its report instead).
    var silenced = false

    mutating func write(_ text: String) { if !silenced { buffer += Array(text.utf8); flushIfLarge() } }
    mutating func write(bytes: [UInt8]) { if !silenced { buffer += bytes; flushIfLarge() } }

    private mutating func flushIfLarge() { if buffer.count > 1 << 16 { flush() } }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        StandardStreams.writeOutput(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}

func printError(_ message: String) {
    StandardStreams.writeError(message)
}

/// The name a file is known by in messages: its path (quoted with escapes if it holds
/// anything that could act on the terminal), or `<stdin>`.
func displayName(_ path: String) -> String {
    if path == "-" { return "<stdin>" }
    return MessageText.shown(path, limit: Int.max)
}

/// The name a file is given in machine-readable reports (JSON, JUnit, SARIF): its real path,
/// which each format escapes for itself, or `<stdin>`.
func reportedPath(_ path: String) -> String {
    path == "-" ? "<stdin>" : path
}

/// A scenario read and parsed, in the command line's `--language` if it names one.
func loadScenario(_ path: String, _ command: ParsedCommandLine) throws -> Scenario {
    try loadScenario(path, language: chosenLanguage(command))
}

/// A scenario read and parsed, in `language` when one is chosen.
func loadScenario(_ path: String, language: String?) throws -> Scenario {
    try playableScenario(FileIO.read(path), path: path, language: language)
}

/// A scenario parsed to be played: in `language` when one is chosen, with the CLDR names its
/// speech needs.
func playableScenario(_ bytes: [UInt8], path: String, language: String?) throws -> Scenario {
    try CharacterNamesLoading.adding(to: ScenarioParser.parse(bytes, path: displayName(path)).speaking(language))
}

func runPlay(_ command: ParsedCommandLine) -> Int32 {
    do {
        if let path = command.options["--svg"] { try OutputFile.checkWritable(path) }
        if let dashed = OutputTargets.standardOutputs(command).first, command.has("--format") {
            throw UsageError(message: "play: --format chooses how the transcript is printed, and \(dashed.name) - prints the \(dashed.name == "--wav" ? "WAV" : "SVG") instead")
        }
        let scenario = try loadScenario(command.arguments[0], command)
        if command.has("--wav") || command.has("--speak") || command.options["--timing"] == "audio" {
            return try runAudioPlay(command, scenario)
        }
        let check = try ScenarioCheck(scenario)
        try writeSVG(check, command)
        printTranscript(check, command)
        return 0
    } catch {
        printError(describe(error))
        return 2
    }
}

/// `play`'s transcript on standard output, unless `--wav -` or `--svg -` has it for their own.
func printTranscript(_ check: ScenarioCheck, _ command: ParsedCommandLine) {
    guard OutputTargets.standardOutputs(command).isEmpty else { return }
    var output = Output()
    if command.options["--format"] == "json" {
        TimelineJSON.render(check) { output.write($0) }
    } else {
        output.write(bytes: check.updatedBytes)
    }
    output.flush()
}

/// `play --svg OUT.svg`: the timeline picture of the transcript that is printed.
func writeSVG(_ check: ScenarioCheck, _ command: ParsedCommandLine) throws {
    guard let path = command.options["--svg"] else { return }
    try OutputFile.write(to: path) { write in
        try writeInPieces({ piece in try TimelineSVG.render(check, into: piece) }, to: write)
    }
}

/// What checking one file came to; worked out on any thread, reported in file order.
enum FileCheck: Sendable {
    case passed
    case failed(diff: String)
    /// Failed, and `--update` asked for these bytes to replace that version of the file.
    case update([UInt8], replacing: FileVersion?)
    case unreadable(String)

    init(_ file: String, updating: Bool, language: String?) {
        do {
            let read = try FileIO.contents(file)
            let scenario = try playableScenario(read.bytes, path: file, language: language)
            // A passing file needs neither its speech grouped by action nor transcript lines:
            // a failure is played again for those (the play is deterministic).
            if ScenarioCheck.passes(scenario, entries: try ScenarioPlayer.entries(scenario)) {
                self = .passed
                return
            }
            let check = ScenarioCheck(scenario, speech: try ScenarioPlayer.play(scenario))
            if check.passed {
                self = .passed
            } else {
                self = updating ? .update(check.updatedBytes, replacing: read.version) : .failed(diff: check.diff)
            }
        } catch {
            self = .unreadable(describe(error))
        }
    }
}

/// A file's check and how long it took, for the reports.
struct TimedCheck: Sendable {
    var result: FileCheck
    var milliseconds: Int

    init(_ file: String, updating: Bool, language: String?) {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        result = FileCheck(file, updating: updating, language: language)
        clock_gettime(CLOCK_MONOTONIC, &end)
        milliseconds = (end.tv_sec - start.tv_sec) * 1000 + (end.tv_nsec - start.tv_nsec) / 1_000_000
    }
}

func runCheck(_ command: ParsedCommandLine) -> Int32 {
    var unreadable = false
    var output = Output()
    let updating = command.has("--update")
    let json = command.options["--format"] == "json"
    let junit = command.options["--junit"]
    let language: String?
    do {
        language = try chosenLanguage(command)
    } catch {
        printError(describe(error))
        return 2
    }
    if updating, let language {
        // The expectations would be in a language the file does not set: a plain check of the
        // updated file would fail, and a suite checked in another language would lose its own.
        printError(describe(UsageError(message: "check: --update cannot be used with --language: the file would hold \(language) expectations that only --language \(language) reproduces; put `language: \(language)` in its settings block, then check --update without --language")))
        return 2
    }
    if junit == "-" && json {
        printError(describe(UsageError(message: "check: --junit - and --format json both print the results; write the JUnit report to a file")))
        return 2
    }
    if let junit {
        do {
            try OutputFile.checkWritable(junit)
        } catch {
            printError(describe(error))
            return 2
        }
    }
    // Every outcome is one test case of the report, and the text's count is the report's:
    // text, JSON and JUnit never disagree.
    var report = CheckReport()
    // With --format json or --junit - the text lines are not printed: the report is, at the end.
    if json || junit == "-" { output.silenced = true }
    /// A path that could not be checked: its error on standard error, a failing test case.
    func fail(_ path: String, _ message: String, milliseconds: Int = 0) {
        output.flush()
        printError(message)
        output.write("FAIL \(displayName(path))\n")
        unreadable = true
        report.files.append(CheckReport.File(name: displayName(path), path: reportedPath(path), outcome: .error(message), milliseconds: milliseconds))
    }
    // Every argument is looked into before any file is checked: a report that would
    // overwrite a scenario found in a folder is refused before anything is written.
    let arguments = command.arguments.map { argument in Result { () throws(FileIO.Failure) in try FileIO.scenarioFiles(argument) } }
    if let junit {
        do {
            try OutputTargets.check(junit: junit, against: arguments.flatMap { (try? $0.get())?.files ?? [] })
        } catch {
            printError("overhear: \(error.message)" + usageHint)
            return 2
        }
    }
    for (argument, found) in zip(command.arguments, arguments) {
        let files: [String]
        do {
            let found = try found.get()
            files = found.files
            for problem in found.problems { fail(problem.path, problem.message) }
        } catch {
            fail(argument, error.message)
            continue
        }
        if updating && files.contains("-") {
            output.flush()
            printError("overhear: check: --update cannot rewrite standard input; run play - to see the update")
            return 2
        }
        // Files are checked one per core and reported in order as they finish; a few
        // hundred results at most wait, so memory stays bounded however many files there are.
        OrderedJobs.run(count: files.count, { TimedCheck(files[$0], updating: updating, language: language) }) { index, timed in
            let file = files[index]
            let name = displayName(file)
            let outcome: CheckReport.File.Outcome
            switch timed.result {
            case .passed:
                output.write("PASS \(name)\n")
                outcome = .passed
            case .failed(let diff):
                output.write("FAIL \(name)\n" + diff)
                outcome = .failed(diff: diff)
            case .update(let bytes, let version):
                do {
                    try AtomicFile.write(bytes, to: file, name: name, replacing: version)
                    output.write("UPDATED \(name)\n")
                    outcome = .updated
                } catch {
                    fail(file, describe(error), milliseconds: timed.milliseconds)
                    return
                }
            case .unreadable(let message):
                fail(file, message, milliseconds: timed.milliseconds)
                return
            }
            report.files.append(CheckReport.File(name: name, path: reportedPath(file), outcome: outcome, milliseconds: timed.milliseconds))
        }
    }
    output.write("\(report.passed) passed, \(report.failed) failed\n")
    if json {
        output.silenced = false
        output.write(CheckReportJSON.render(report))
    }
    output.flush()
    if let junit {
        do {
            try OutputFile.write(Array(JUnitReport.render(report).utf8), to: junit)
        } catch {
            printError(describe(error))
            return 2
        }
    }
    return unreadable ? 2 : (report.failed > 0 ? 1 : 0)
}

func runDemo(_ command: ParsedCommandLine) -> Int32 {
    if command.has("--source") {
        StandardStreams.writeOutput(DemoScenario.text)
        return 0
    }
    do {
        var output = Output()
        output.write(bytes: try ScenarioCheck(DemoScenario.scenario()).updatedBytes)
        output.flush()
        return 0
    } catch {
        printError(describe(error))
        return 2
    }
}

func runDescribe(_ command: ParsedCommandLine) -> Int32 {
    do {
        let scenario = try loadScreen(command.arguments[0], command)
        var output = Output()
        output.write(FieldTable.render(scenario.screen) + "\n" + ElementTable.render(scenario.screen, settings: scenario.settings))
        if command.has("--times") {
            // What a VoiceOver user hears swiping from the first element, waiting out each.
            output.write("\n" + SpeechTimes(scenario.screen, settings: scenario.settings).text)
        }
        output.flush()
        return 0
    } catch {
        printError(describe(error))
        return 2
    }
}

func describe(_ error: Error) -> String {
    switch error {
    case let error as ScenarioError: return error.description
    case let error as FileIO.Failure: return error.message
    case let error as SpeechError: return "overhear: " + error.description
    case let error as UsageError: return "overhear: " + error.message + usageHint
    case let error as AtomicFile.Failure: return "overhear: " + error.message
    case let error as ImportError: return error.description
    default: return "overhear: \(error)"
    }
}
