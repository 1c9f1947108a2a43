/// MDCTextField as its 2018 accessibility guide describes it: a container whose subviews are
/// elements of their own (spec §2.1).
public struct MDC2018: FieldKindRules {
    public let name = "mdc-2018"
    let allParts: [ElementPart] = [.placeholder, .text, .clear, .helper, .counter]

    public func parts(of field: Field) -> [ElementPart] { allParts }

    /// The guide's component is MDCTextField before it became one element in 84.0.0.
    public let releases = ReleaseRange.below(Release(84))
    public let defaultRelease = Release(58)

    public func uses(_ key: FieldKey) -> Bool { MDCController.textFieldKeys.contains(key) }

    func leadingUnderlineLabel(_ field: Field) -> String {
        MDCController.leadingUnderlineLabel(field)
    }

    public func isPresent(_ part: ElementPart, in field: Field) -> Bool {
        switch part {
        case .placeholder: return !field.placeholder.isEmpty
        case .clear: return field.showsClearButton
        case .helper: return !leadingUnderlineLabel(field).isEmpty
        case .counter: return field.max > 0
        default: return true
        }
    }

    public func content(of part: ElementPart, in field: Field, phrases: Phrasebook) -> ElementContent {
        let dimmed = !field.enabled
        switch part {
        case .placeholder: return ElementContent(label: field.placeholder, isDimmed: dimmed)
        case .helper: return ElementContent(label: leadingUnderlineLabel(field), isDimmed: dimmed)
        case .counter: return ElementContent(label: field.counterText, isDimmed: dimmed)
        // MDC set no label on its clear button.
        case .clear: return ElementContent(trait: .button, isDimmed: dimmed)
        default:
            // The guide's rule: the text (or the placeholder), then the leading underline label.
            let spoken = field.spokenText(phrases)
            let value = joinedNonEmpty([spoken.isEmpty ? field.placeholder : spoken, leadingUnderlineLabel(field)])
            return ElementContent(label: field.label, value: value, trait: field.secure ? .secureTextField : .textField,
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
