@testable import OverhearKit

/// The findings of linting `text` as `LINE:COLUMN RULE`, with all rules or only `rule`.
func lintFindings(_ text: String, only rule: (any LintRule)? = nil, budget: Int = LintOptions.defaultBudget) throws -> [String] {
    let options = LintOptions(rules: rule.map { [$0] } ?? LintRegistry.rules, budget: budget)
    return try Lint.findings(parseScenario(text), options: options).map { "\($0.line):\($0.column) \($0.rule.rawValue)" }
}

/// The messages of linting `text` with one rule.
func lintMessages(_ text: String, only rule: any LintRule, budget: Int = LintOptions.defaultBudget) throws -> [String] {
    try Lint.findings(parseScenario(text), options: LintOptions(rules: [rule], budget: budget)).map(\.message)
}
