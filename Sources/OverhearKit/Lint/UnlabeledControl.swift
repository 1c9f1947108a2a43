/// `unlabeled-control`: a button or switch with no label, which VoiceOver announces by its
/// trait alone (MDCTextField's clear button in `mdc-2018` and `mdc` says only "button").
public struct UnlabeledControl: LintRule {
    public let id = "unlabeled-control"
    public let level = LintLevel.error
    public let summary = "A button or switch has no label: VoiceOver says only its trait."
    public let why = "The user hears \"button\" and cannot tell what it does."

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        context.parts.compactMap { part in
            let element = part.element
            guard element.label.isEmpty else { return nil }
            let isControl = element.traits.contains(.button) || element.traits.contains(.switch)
            // A field's clear button in mode `never` never appears.
            let neverShown = element.elementID.part == .clear && part.field?.clearButton == .never
            guard isControl && !neverShown else { return nil }
            return finding(part, "\(element.id) has no label: VoiceOver says only its trait")
        }
    }
}
