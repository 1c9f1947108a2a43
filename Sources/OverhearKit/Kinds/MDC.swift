/// MDCTextField as shipped from 2019 (v84) on: one element that summarises its subviews
/// (spec §2.2, its latest release).
public struct MDC: FieldKindRules {
    public let name = "mdc"
    public let parts: [ElementPart] = [.text, .clear]

    public func uses(_ key: FieldKey) -> Bool { true }

    /// `error-label` if set, else `Error: ERROR`, or `Error.` for an empty error text.
    func errorPhrase(_ field: Field) -> String? {
        guard let error = field.error else { return nil }
        if !field.errorLabel.isEmpty { return field.errorLabel }
        return error.isEmpty ? "Error." : "Error: \(error)"
    }

    public func isPresent(_ part: ElementPart, in field: Field) -> Bool {
        part == .clear ? field.showsClearButton : part == .text
    }

    public func content(of part: ElementPart, in field: Field, phrases: Phrasebook) -> ElementContent {
        guard part == .text else { return ElementContent(trait: .button, isDimmed: !field.enabled) }
        let underline = MDCController.leadingUnderlineLabel(field, errorPhrase: errorPhrase(field))
        let label = joinedNonEmpty([field.label.isEmpty ? field.placeholder : field.label, underline, field.counterText])
        return ElementContent(label: label, value: field.spokenText(phrases), trait: field.secure ? .secureTextField : .textField,
                              appHint: field.hint, isDimmed: !field.enabled)
    }

    public func react(to event: FieldEvent, field: inout Field) -> FieldReaction {
        switch event {
        case .editingBegan:
            return MDCController.characterLimit(field)
        case .textChanged:
            return field.max > 0 ? .announce("\(field.utf16Count) of \(field.max) characters") : .none
        case .errorSet:
            // Announced a little later, so it cuts the counter announcement of the same change.
            return errorPhrase(field).map { .announce($0, after: 50) } ?? .none
        case .errorCleared:
            return .none
        }
    }
}

extension FieldKind {
    public static let mdc = FieldKind(MDC())
}
