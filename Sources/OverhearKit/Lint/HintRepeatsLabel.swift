/// `hint-repeats-label`: a hint that says the element's label again.
public struct HintRepeatsLabel: LintRule {
    public let id = "hint-repeats-label"
    public let level = LintLevel.warning
    public let summary = "A hint repeats the element's label."
    public let why = "The hint is heard after the label on every visit and tells the user nothing new."

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        context.parts.compactMap { part in
            let element = part.element
            guard element.elementID.part == .text, !part.appHint.isEmpty,
                  part.appHint.lowercased() == element.label.lowercased() else { return nil }
            return finding(part, "\(element.id)'s hint repeats its label")
        }
    }
}
