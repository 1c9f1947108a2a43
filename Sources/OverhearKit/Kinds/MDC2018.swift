/// MDCTextField as its 2018 accessibility guide describes it: a container whose subviews are
/// elements of their own (spec §2.1).
public struct MDC2018: FieldKindRules {
    public var name: String { "mdc-2018" }
    /// MDC's strings are hard-coded English: its only strings bundle is English.
    public var stringsStayEnglish: Bool { true }
    static let allParts: [ElementPart] = [.placeholder, .text, .clear, .helper, .counter]

    public func parts(of field: Field) -> [ElementPart] { Self.allParts }

    /// The guide's component is MDCTextField before it became one element in 84.0.0.
    public var releases: ReleaseRange { ReleaseRange.below(Release(84)) }
    public var defaultRelease: Release { Release(58) }

    public func uses(_ key: FieldKey) -> Bool { MDCController.textFieldKeys.contains(key) }

    public func isPresent(_ part: ElementPart, in field: Field) -> Bool {
        if let present = MDCController.isLabelPresent(part, in: field) { return present }
        return part == .clear ? field.showsClearButton : true
    }

    public func content(of part: ElementPart, in field: Field, phrases: Phrasebook) -> ElementContent {
        if let label = MDCController.labelContent(part, in: field) { return label }
        let dimmed = !field.enabled
        switch part {
        // MDC set no label on its clear button.
        case .clear: return ElementContent(traits: [.button], isDimmed: dimmed)
        default:
            // The guide's rule: the text (or the placeholder), then the leading underline label.
            let spoken = field.spokenText(phrases)
            let value = joinedNonEmpty([spoken.isEmpty ? field.placeholder : spoken, MDCController.leadingUnderlineLabel(field)])
            return ElementContent(label: field.label, value: value, traits: [field.secure ? .secureTextField : .textField],
                                  appHint: field.hint, isDimmed: dimmed)
        }
    }

    public func react(to event: FieldEvent, field: inout Field) -> FieldReaction {
        MDCController.react(to: event, field: &field)
    }
}

extension FieldKind {
    public static let mdc2018 = FieldKind(MDC2018())
}
