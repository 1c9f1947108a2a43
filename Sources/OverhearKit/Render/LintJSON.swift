/// Lint findings as JSON for tools: the files linted, the error count, each finding, and
/// each path that could not be linted (unreadable or unparsable) with its error line.
public enum LintJSON {
    public static func render(_ findings: [(file: String, finding: LintFinding)], files: Int,
                              unreadable: [(file: String, error: String)]) -> String {
        let errors = findings.filter { $0.finding.rule.level == .error }.count
        var out = "{\n  \"files\": \(files),\n  \"errors\": \(errors),\n  \"findings\": ["
        out += findings.map { file, finding in
            "\n    {\"file\": \(JSONWriter.quoted(file)), \"line\": \(finding.line), \"column\": \(finding.column), "
                + "\"level\": \"\(finding.rule.level.rawValue)\", \"rule\": \"\(finding.rule.rawValue)\", \"message\": \(JSONWriter.quoted(finding.message))}"
        }.joined(separator: ",")
        out += findings.isEmpty ? "],\n  \"unreadable\": [" : "\n  ],\n  \"unreadable\": ["
        out += unreadable.map { file, error in
            "\n    {\"file\": \(JSONWriter.quoted(file)), \"error\": \(JSONWriter.quoted(error))}"
        }.joined(separator: ",")
        return out + (unreadable.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}
