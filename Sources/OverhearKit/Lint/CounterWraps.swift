/// `counter-wraps`: a character counter announcing `18446744073709551615 characters
/// remaining`, the 2018 component's unsigned subtraction one character over the limit.
public struct CounterWraps: LintRule {
    public let id = "counter-wraps"
    public let level = LintLevel.error
    public let summary = "A character counter wraps below zero."
    public let why = "The user is told an absurd number of characters remain instead of that the text is too long."

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        context.utterances.compactMap { spoken in
            let utterance = spoken.entry.utterance
            guard utterance.kind == .announce, utterance.text.hasPrefix("1844674407370955") else { return nil }
            return finding(spoken, "the counter wrapped below zero (the 2018 component's unsigned subtraction): \(utterance.text.messageQuoted)")
        }
    }
}
