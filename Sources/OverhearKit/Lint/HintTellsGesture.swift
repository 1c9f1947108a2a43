/// `hint-tells-gesture`: a hint that tells the gesture ("Double tap to ..."), which
/// VoiceOver already says in its own words.
public struct HintTellsGesture: LintRule {
    public let id = "hint-tells-gesture"
    public let level = LintLevel.warning
    public let summary = "A hint tells the gesture, which VoiceOver already says."
    public let why = "VoiceOver says the gesture itself; a hint should say what happens."

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        context.parts.compactMap { part in
            let hint = part.appHint.lowercased()
            guard part.element.elementID.part == .text,
                  hint.hasPrefix("double tap") || hint.hasPrefix("tap ") || hint.hasPrefix("swipe") else { return nil }
            return finding(part, "\(part.element.id)'s hint tells the gesture, which VoiceOver already says; say what happens")
        }
    }
}
