/// `error-starts-with-error`: an error text that starts with "Error", to which the component
/// adds its own "Error:" (every kind but `mdc-base`, which shows the text as it is).
public struct ErrorStartsWithError: LintRule {
    public let id = "error-starts-with-error"
    public let level = LintLevel.warning
    public let summary = "An error text starts with \"Error\", and the component adds its own."
    public let why = "The user hears \"Error: Error: ...\"."

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        context.parts.compactMap { part in
            guard part.element.elementID.part == .text, let field = part.field, let error = field.error,
                  error.lowercased().hasPrefix("error"), field.kind.name != "mdc-base" else { return nil }
            // The text is the scenario's: quoted and escaped like any input a message shows.
            return finding(part, "the error text starts with \"Error\", and the component adds its own: \(("Error: " + error).messageQuoted)")
        }
    }
}
