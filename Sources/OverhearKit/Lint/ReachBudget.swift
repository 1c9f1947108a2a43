/// `reach-budget`: the first element a VoiceOver user swiping from the first element reaches
/// only after more than the budget of speech (`--budget`, default 30 s), from `SpeechTimes`.
public struct ReachBudget: LintRule {
    public let id = "reach-budget"
    public let level = LintLevel.warning
    public let summary = "An element is reached only after more than the budget of speech (default 30 s), swiping from the first element."
    public let why = "A user who swipes through the screen waits that long to reach it, and may give up first."

    public init() {}

    /// One finding, at the first element past the budget (the ones after it are counted).
    public func check(_ context: LintContext) -> [LintFinding] {
        let rows = SpeechTimes(context.screen, settings: context.scenario.settings).rows
        let budget = context.options.budget
        guard let index = rows.firstIndex(where: { $0.reachedAfter > budget }),
              let part = context.parts.first(where: { $0.element.elementID == rows[index].elementID }) else { return [] }
        let after = rows.count - index - 1
        // The time rounded up to the hundredth and the budget down, so a time just past the
        // budget never reads as the budget.
        let reached = rows[index].reachedAfter + 9, allowed = budget
        return [finding(part, "\(rows[index].id) is reached after \(Self.seconds(reached - reached % 10)) s of speech "
            + "swiping from the first element (budget \(Self.seconds(allowed - allowed % 10)) s)"
            + (after > 0 ? "; \(after) more element\(after == 1 ? "" : "s") after it" : ""))]
    }

    /// Seconds to the hundredth without trailing zeros: `30`, `30.7`, `30.28`.
    static func seconds(_ milliseconds: Int) -> String {
        var text = TimelineSVG.seconds(milliseconds)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
