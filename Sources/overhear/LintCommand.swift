import OverhearKit

/// `overhear lint PATH...`: each scenario's findings, one line each, then a summary.
func runLint(_ command: ParsedCommandLine) -> Int32 {
    var output = Output()
    var findings: [(file: String, finding: LintFinding)] = []
    var files = 0
    var unreadable = false
    for argument in command.arguments {
        let found: (files: [String], problems: [String])
        do {
            found = try FileIO.scenarioFiles(argument)
        } catch {
            printError(error.message)
            unreadable = true
            continue
        }
        for problem in found.problems {
            printError(problem)
            unreadable = true
        }
        for file in found.files {
            do {
                let scenario = try loadScenario(file)
                files += 1
                findings += try Lint.findings(scenario).map { (scenario.path, $0) }
            } catch {
                printError(describe(error))
                unreadable = true
            }
        }
    }
    let errors = findings.filter { $0.finding.rule.level == .error }.count
    if command.options["--format"] == "sarif" {
        output.write(LintSARIF.render(findings))
    } else if command.options["--format"] == "json" {
        output.write(LintJSON.render(findings, files: files))
    } else {
        for (file, finding) in findings {
            output.write("\(file):\(finding.line):\(finding.column): \(finding.rule.level.rawValue): \(finding.rule.rawValue): \(finding.message)\n")
        }
        output.write("\(findings.count) findings (\(errors) errors) in \(files) files\n")
    }
    output.flush()
    return unreadable ? 2 : (errors > 0 ? 1 : 0)
}
