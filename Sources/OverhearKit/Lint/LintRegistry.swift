/// Every lint rule, in the order SARIF lists them (new rules go at the end, so that the
/// indices SARIF results point at stay put).
public enum LintRegistry {
    public static let rules: [any LintRule] = [
        DuplicatePhrase(),
        UnlabeledControl(),
        PlaceholderOnlyName(),
        HintRepeatsLabel(),
        HintTellsGesture(),
        ErrorStartsWithError(),
        EchoAlwaysCut(),
        CounterWraps(),
        AnnouncementCutEarly(),
        AnnouncementTooLong(),
        ReachBudget(),
        AnnouncementNotLocalized(),
    ]

    public static func rule(named id: String) -> (any LintRule)? {
        rules.first { $0.id == id }
    }

    /// The rule's place in `rules` (SARIF's `ruleIndex`).
    public static func index(of id: String) -> Int? {
        rules.firstIndex { $0.id == id }
    }
}
