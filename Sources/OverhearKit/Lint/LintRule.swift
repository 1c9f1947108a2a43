/// One lint rule: what it is called, how serious it is, what it finds and why that matters,
/// and its check over a scenario prepared once for all rules (`LintContext`).
public protocol LintRule: Sendable {
    /// The name findings, `--rule` and `# lint: ignore` use (`duplicate-phrase`).
    var id: String { get }
    var level: LintLevel { get }
    /// What the rule finds, in a line (SARIF's short description).
    var summary: String { get }
    /// Why it matters to a VoiceOver user, in a sentence.
    var why: String { get }
    /// The rule's findings in the scenario, in any order.
    func check(_ context: LintContext) -> [LintFinding]
}

/// How serious a finding is: an error fails `overhear lint` (exit status 1).
public enum LintLevel: String, Sendable { case warning, error }

/// The rule a finding names: its id and its level.
public struct LintRuleID: Hashable, Sendable {
    public let rawValue: String
    public let level: LintLevel
}

/// One finding: a rule, where it points, and what it says.
public struct LintFinding: Equatable, Sendable {
    public var rule: LintRuleID
    public var line: Int
    public var column: Int
    public var message: String
    /// Where the finding's subject comes among those on its line (the element's place on the
    /// screen, or the utterance's in its action's speech), so that findings on one line keep
    /// the order of what they are about.
    var place = 0
}

extension LintRule {
    public var ruleID: LintRuleID { LintRuleID(rawValue: id, level: level) }

    /// A finding of this rule at a line and column.
    func finding(line: Int, column: Int, place: Int = 0, _ message: String) -> LintFinding {
        LintFinding(rule: ruleID, line: line, column: column, message: message, place: place)
    }

    /// A finding of this rule about one element, at its block's line.
    func finding(_ element: LintContext.ScreenPart, _ message: String) -> LintFinding {
        finding(line: element.line, column: 1, place: element.place, message)
    }

    /// A finding of this rule about one utterance, at the action that asked for it.
    func finding(_ utterance: LintContext.Spoken, _ message: String) -> LintFinding {
        finding(line: utterance.line, column: utterance.column, place: utterance.place, message)
    }
}
