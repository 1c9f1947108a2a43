import OverhearIO
import OverhearKit

/// `overhear lint PATH...`: each scenario's findings, one line each, then a summary.
func runLint(_ command: ParsedCommandLine) -> Int32 {
    let options: LintOptions
    let language: String?
    do {
        options = try lintOptions(command)
        language = try chosenLanguage(command)
    } catch {
        printError(describe(error))
        return 2
    }
    var output = Output()
    /// Each finding with the real path of its file (shown escaped in the text).
    var findings: [(file: String, finding: LintFinding)] = []
    var files = 0
    /// Each path that could not be read or parsed, with its error line as printed.
    var unreadable: [(file: String, error: String)] = []
    func fail(_ path: String, _ message: String) {
        printError(message)
        unreadable.append((reportedPath(path), message))
    }
    for argument in command.arguments {
        let found: (files: [String], problems: [FileIO.Problem])
        do {
            found = try FileIO.scenarioFiles(argument)
        } catch {
            fail(argument, error.message)
            continue
        }
        for problem in found.problems { fail(problem.path, problem.message) }
        // Files are linted one per core and reported in order (as `check` does), with a few
        // hundred results at most waiting.
        let paths = found.files
        OrderedJobs.run(count: paths.count, { FileLint(paths[$0], options: options, language: language) }) { index, result in
            switch result {
            case .linted(let path, let found):
                files += 1
                findings += found.map { (path, $0) }
            case .unreadable(let message):
                fail(paths[index], message)
            }
        }
    }
    let errors = findings.filter { $0.finding.rule.level == .error }.count
    if command.options["--format"] == "sarif" {
        output.write(LintSARIF.render(findings.map { (reportedPath($0.file), $0.finding) }, unreadable: unreadable))
    } else if command.options["--format"] == "json" {
        output.write(LintJSON.render(findings.map { (reportedPath($0.file), $0.finding) }, files: files, unreadable: unreadable))
    } else {
        for (file, finding) in findings {
            output.write("\(displayName(file)):\(finding.line):\(finding.column): \(finding.rule.level.rawValue): \(finding.rule.rawValue): \(finding.message)\n")
        }
        output.write("\(findings.count) findings (\(errors) errors) in \(files) files\n")
    }
    output.flush()
    return !unreadable.isEmpty ? 2 : (errors > 0 ? 1 : 0)
}

/// `--rule` and `--budget` as lint options; a name no rule has, or a budget that is no
/// duration, is a usage error.
func lintOptions(_ command: ParsedCommandLine) throws(UsageError) -> LintOptions {
    var options = LintOptions()
    if let list = command.options["--rule"] {
        switch LintOptions.rules(named: list) {
        case .success(let rules): options.rules = rules
        case .failure(let unknown): throw UsageError(message: "lint: --rule: \(unknown.message)")
        }
    }
    if let text = command.options["--budget"] {
        guard let budget = LintOptions.duration(text) else {
            throw UsageError(message: "lint: --budget must be a duration such as 20s, 1.5s or 1500ms (at most 1 hour), not \(MessageText.quoted(text))")
        }
        options.budget = budget
    }
    return options
}

/// What linting one file came to; worked out on any thread, reported in file order.
enum FileLint: Sendable {
    case linted(path: String, [LintFinding])
    case unreadable(String)

    init(_ file: String, options: LintOptions, language: String?) {
        do {
            let scenario = try loadScenario(file, language: language)
            self = .linted(path: file, try Lint.findings(scenario, options: options))
        } catch {
            self = .unreadable(describe(error))
        }
    }
}
