/// Lint findings as JSON for tools: the files linted, the error count, each finding.
public enum LintJSON {
    public static func render(_ findings: [(file: String, finding: LintFinding)], files: Int) -> String {
        let errors = findings.filter { $0.finding.rule.level == .error }.count
        var out = "{\n  \"files\": \(files),\n  \"errors\": \(errors),\n  \"findings\": ["
        out += findings.map { file, finding in
            "\n    {\"file\": \(JSONWriter.quoted(file)), \"line\": \(finding.line), \"column\": \(finding.column), "
                + "\"level\": \"\(finding.rule.level.rawValue)\", \"rule\": \"\(finding.rule.rawValue)\", \"message\": \(JSONWriter.quoted(finding.message))}"
        }.joined(separator: ",")
        return out + (findings.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}
