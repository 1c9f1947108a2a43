/// `duplicate-phrase`: the same phrase twice in one focus utterance, as in the guide's
/// "Zip code, Zip code" (a placeholder or label repeating the helper text).
public struct DuplicatePhrase: LintRule {
    public let id = "duplicate-phrase"
    public let level = LintLevel.warning
    public let summary = "The same phrase is spoken twice in one utterance."
    public let why = "The user hears the phrase twice and waits through the repeat each time they reach the element."

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        context.utterances.compactMap { spoken in
            let utterance = spoken.entry.utterance
            guard utterance.kind == .focus else { return nil }
            // A segment may itself join parts (the guide's value "Zip code, Zip code").
            let texts = utterance.text.lowercased().split(separator: ", ", omittingEmptySubsequences: true)
            guard let repeated = texts.indices.first(where: { texts[..<$0].contains(texts[$0]) }).map({ texts[$0] }) else { return nil }
            return finding(spoken, "\(String(repeated).messageQuoted) is spoken twice in one utterance: \(utterance.text.messageQuoted)")
        }
    }
}
