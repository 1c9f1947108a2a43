/// A plain UIKit UITextField, the baseline: no helper, error, counter or announcements
/// (spec §2.3).
public struct UITextField: FieldKindRules {
    public var name: String { "uitextfield" }
    static let allParts: [ElementPart] = [.text, .clear]

    public func parts(of field: Field) -> [ElementPart] { Self.allParts }

    public func uses(_ key: FieldKey) -> Bool {
        switch key {
        case .placeholder, .label, .hint, .clearButton, .secure, .search, .enabled, .text: return true
        default: return false
        }
    }

    public func isPresent(_ part: ElementPart, in field: Field) -> Bool {
        part == .clear ? field.showsClearButton : part == .text
    }

    public func content(of part: ElementPart, in field: Field, phrases: Phrasebook) -> ElementContent {
        // UIKit's own clear button, with UIKit's label.
        guard part == .text else { return ElementContent(label: "Clear text", traits: [.button], isDimmed: !field.enabled) }
        let spoken = field.spokenText(phrases)
        return ElementContent(label: field.label, value: spoken.isEmpty ? field.placeholder : spoken,
                              traits: [field.secure ? .secureTextField : .textField] + (field.search ? [.searchField] : []), appHint: field.hint, isDimmed: !field.enabled)
    }

    public func react(to event: FieldEvent, field: inout Field) -> FieldReaction { .none }
}

extension FieldKind {
    public static let uitextfield = FieldKind(UITextField())
}
