/// `placeholder-only-name`: a text field whose only name is its placeholder (`uitextfield`
/// reads the placeholder as the value while the field is empty).
public struct PlaceholderOnlyName: LintRule {
    public let id = "placeholder-only-name"
    public let level = LintLevel.warning
    public let summary = "A text field's only name is its placeholder, gone once text is typed."
    public let why = "Once text is typed the placeholder is gone, and the field has no name left."

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        context.parts.compactMap { part in
            let element = part.element
            guard element.elementID.part == .text, let field = part.field,
                  element.label.isEmpty, !field.placeholder.isEmpty, element.value == field.placeholder else { return nil }
            return finding(part, "\(element.id)'s only name is its placeholder, gone once text is typed; set a label")
        }
    }
}
