/// `error-starts-with-error`: an error text that starts with "Error", to which the component
/// adds its own "Error:".
///
/// Whether it does is read from what the field's elements say, not from its kind: `mdc-base`
/// shows the text as it is, and an `error-label` replaces the phrase.
public struct ErrorStartsWithError: LintRule {
    public let id = "error-starts-with-error"
    public let level = LintLevel.warning
    public let summary = "An error text starts with \"Error\", and the component adds its own."
    public let why = "The user hears \"Error: Error: ...\"."

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        context.parts.compactMap { part in
            guard part.element.elementID.part == .text, let error = part.field?.error, error.lowercased().hasPrefix("error") else { return nil }
            let doubled = "Error: " + error
            let item = part.element.elementID.item
            guard context.parts.contains(where: {
                $0.element.elementID.item == item && ($0.element.value.contains(doubled) || $0.element.label.contains(doubled))
            }) else { return nil }
            // The text is the scenario's: quoted and escaped like any input a message shows.
            return finding(part, "the error text starts with \"Error\", and the component adds its own: \(doubled.messageQuoted)")
        }
    }
}
