/// Lint findings as SARIF 2.1.0, which code-scanning pages read: one run of the tool
/// `overhear`, its rules (`LintRegistry`), a result per finding with its file, line and
/// column, and its invocation: successful, or not, with a notification for each path that
/// could not be linted (unreadable or unparsable), so that no page shows such a run as clean.
public enum LintSARIF {
    public static func render(_ findings: [(file: String, finding: LintFinding)],
                              unreadable: [(file: String, error: String)]) -> String {
        let rules = LintRegistry.rules.map { rule in
            // Code-scanning pages show the full description and the help beside a finding.
            "{\"id\": \"\(rule.id)\", \"shortDescription\": {\"text\": \(JSONWriter.quoted(rule.summary))}, "
                + "\"fullDescription\": {\"text\": \(JSONWriter.quoted(rule.why))}, "
                + "\"help\": {\"text\": \(JSONWriter.quoted(rule.why + " See docs/lint.md in Overhear for an example."))}, "
                + "\"defaultConfiguration\": {\"level\": \"\(rule.level.rawValue)\"}}"
        }
        let results = findings.map { file, finding in
            "{\"ruleId\": \"\(finding.rule.rawValue)\", \"ruleIndex\": \(LintRegistry.index(of: finding.rule.rawValue)!), "
                + "\"level\": \"\(finding.rule.level.rawValue)\", \"message\": {\"text\": \(JSONWriter.quoted(finding.message))}, "
                + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(JSONWriter.quoted(uri(file)))}, "
                + "\"region\": {\"startLine\": \(finding.line), \"startColumn\": \(finding.column)}}}]}"
        }
        let notifications = unreadable.map { file, error in
            "{\"level\": \"error\", \"message\": {\"text\": \(JSONWriter.quoted(error))}, "
                + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(JSONWriter.quoted(uri(file)))}}}]}"
        }
        let invocation = "{\"executionSuccessful\": \(unreadable.isEmpty)"
            + (notifications.isEmpty ? "}" : ", \"toolExecutionNotifications\": [\n          " + notifications.joined(separator: ",\n          ") + "\n        ]}")
        return """
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {"driver": {"name": "overhear", "rules": [
                \(rules.joined(separator: ",\n        "))
              ]}},
              "invocations": [\(invocation)],
              "results": [\(results.isEmpty ? "" : "\n        " + results.joined(separator: ",\n        ") + "\n      ")]
            }
          ]
        }

        """
    }

    /// A file path as a SARIF artifact URI: relative, with what URIs cannot hold percent-encoded.
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                result.append(character)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
