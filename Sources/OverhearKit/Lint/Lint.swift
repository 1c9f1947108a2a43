/// Lints one scenario with the rules of `LintRegistry`: its screen as declared, then the
/// speech its actions produce (`overhear lint`, the HTML report).
public enum Lint {
    /// Findings in file order (on one line, in the order of what they are about, then of the
    /// rules); a `# lint: ignore RULE` comment on the line before a block or action silences
    /// that rule there. The scenario is played once for all rules.
    public static func findings(_ scenario: Scenario, options: LintOptions = LintOptions()) throws(ScenarioError) -> [LintFinding] {
        let ignored = try ignoredRules(scenario)
        let context = try LintContext(scenario, options: options)
        var found: [(finding: LintFinding, rule: Int)] = []
        for rule in options.rules {
            let index = LintRegistry.index(of: rule.id) ?? LintRegistry.rules.count
            found += rule.check(context).lazy.filter { !(ignored[$0.line]?.contains($0.rule.rawValue) ?? false) }.map { ($0, index) }
        }
        return found.sorted { ($0.finding.line, $0.finding.column, $0.finding.place, $0.rule) < ($1.finding.line, $1.finding.column, $1.finding.place, $1.rule) }
            .map(\.finding)
    }

    /// The rule ids each line's `# lint: ignore RULE` comment silences on the line after it;
    /// an unknown rule name is an error at its comment.
    static func ignoredRules(_ scenario: Scenario) throws(ScenarioError) -> [Int: Set<String>] {
        var ignored: [Int: Set<String>] = [:]
        let source = scenario.source
        let prefix = Array("# lint: ignore ".utf8)
        for (index, span) in source.lines.enumerated() {
            // Most lines are not ignore comments: look at the bytes before making a string.
            var start = span.start
            while start < span.contentEnd && source.bytes[start] == UInt8(ascii: " ") { start += 1 }
            // The first byte first: a line that is no comment is passed over at its `>` or word.
            guard span.contentEnd - start >= prefix.count, source.bytes[start] == UInt8(ascii: "#"),
                  source.bytes[start..<start + prefix.count].elementsEqual(prefix) else { continue }
            let names = String(decoding: source.bytes[(start + prefix.count)..<span.contentEnd], as: UTF8.self)
            for name in names.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) {
                guard LintRegistry.rule(named: name) != nil else {
                    throw ScenarioError(path: scenario.path, line: index + 1, column: 1,
                                        message: LintOptions.UnknownRule(name: name).message)
                }
                ignored[index + 2, default: []].insert(name)
            }
        }
        return ignored
    }
}
