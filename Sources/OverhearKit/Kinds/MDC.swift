/// MDCTextField as shipped from 2019 (v84) on: one element that summarises its subviews
/// (spec §2.2, its latest release).
public struct MDC: FieldKindRules {
    public var name: String { "mdc" }
    /// MDC's strings are hard-coded English: its only strings bundle is English.
    public var stringsStayEnglish: Bool { true }
    static let allParts: [ElementPart] = [.text, .clear]

    public func parts(of field: Field) -> [ElementPart] { Self.allParts }

    public var releases: ReleaseRange { ReleaseRange.from(Release(84)) }

    public func uses(_ key: FieldKey) -> Bool { MDCController.textFieldKeys.contains(key) }

    public func isPresent(_ part: ElementPart, in field: Field) -> Bool {
        part == .clear ? field.showsClearButton : part == .text
    }

    public func content(of part: ElementPart, in field: Field, phrases: Phrasebook) -> ElementContent {
        guard part == .text else { return ElementContent(traits: [.button], isDimmed: !field.enabled) }
        let underline = MDCController.leadingUnderlineLabel(field, errorPhrase: MDCController.errorPhrase(field))
        let label = joinedNonEmpty([field.label.isEmpty ? field.placeholder : field.label, underline, field.counterText])
        return ElementContent(label: label, value: field.spokenText(phrases), traits: [field.secure ? .secureTextField : .textField],
                              appHint: field.hint, isDimmed: !field.enabled)
    }

    public func react(to event: FieldEvent, field: inout Field) -> FieldReaction {
        MDCController.react(to: event, field: &field)
    }
}

extension FieldKind {
    public static let mdc = FieldKind(MDC())
}
