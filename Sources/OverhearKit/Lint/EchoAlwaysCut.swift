/// `echo-always-cut`: every typing echo of the scenario's `type` actions cut by an
/// announcement (MDC's counter, announced on each keystroke).
public struct EchoAlwaysCut: LintRule {
    public let id = "echo-always-cut"
    public let level = LintLevel.warning
    public let summary = "Every typing echo is cut by an announcement."
    public let why = "The user never hears what they type, so a typo goes unnoticed."

    public init() {}

    /// One finding at the first `type` action, after the findings of its own speech.
    public func check(_ context: LintContext) -> [LintFinding] {
        func isType(_ action: ScenarioAction) -> Bool {
            if case .type = action.command { return true }
            return false
        }
        guard let action = context.scenario.actions.first(where: isType) else { return [] }
        var typed = 0, cut = 0
        for spoken in context.utterances where spoken.entry.utterance.kind == .typed && isType(context.scenario.actions[spoken.action]) {
            typed += 1
            if spoken.entry.interrupted { cut += 1 }
        }
        guard typed > 0, cut == typed else { return [] }
        return [finding(line: action.line, column: action.column, place: .max,
                        "every one of the \(typed) typing echoes is cut by an announcement: the user never hears what they type")]
    }
}
