/// MDCBaseTextField (and MDCFilledTextField, MDCOutlinedTextField), the current Material
/// text field: a UITextField subclass with no announcements, counter or error state of its
/// own (spec §2.4).
public struct MDCBase: FieldKindRules {
    public var name: String { "mdc-base" }
    /// MDC's strings are hard-coded English: its only strings bundle is English.
    public var stringsStayEnglish: Bool { true }
    public var releases: ReleaseRange { ReleaseRange.from(Release(94, 3)) }

    public func uses(_ key: FieldKey) -> Bool {
        switch key {
        case .max, .errorLabel, .search: return false
        default: return true
        }
    }

    /// Up to the last tagged release VoiceOver saw only UIKit's own elements, whatever the mode.
    func showsUIKitElementsOnly(_ field: Field) -> Bool { field.release <= .lastTagged }

    // Made once: `parts(of:)` is asked on every swipe.
    static let uikitParts: [ElementPart] = [.text, .clear]
    static let elementParts: [ElementPart] = [.text]
    static let containerParts: [ElementPart] = [.floatingLabel, .text, .clear, .helper, .trailing]

    public func parts(of field: Field) -> [ElementPart] {
        if showsUIKitElementsOnly(field) { return Self.uikitParts }
        return field.isAccessibilityElement ? Self.elementParts : Self.containerParts
    }

    /// The leading assistive label's accessibility label: the error if set (even empty), else
    /// the helper's override if set, else the helper text.
    func leadingLabel(_ field: Field) -> String {
        field.error ?? (field.helperLabel.isEmpty ? field.helper : field.helperLabel)
    }

    /// The label MDC computes: the app's, else the texts of the floating label, the leading
    /// label (the error, else the helper; its override is not used) and the trailing label.
    func computedLabel(_ field: Field) -> String {
        field.label.isEmpty ? joinedNonEmpty([field.floatingLabel, field.error ?? field.helper, field.trailing]) : field.label
    }

    public func isPresent(_ part: ElementPart, in field: Field) -> Bool {
        let uikitOnly = showsUIKitElementsOnly(field)
        switch part {
        case .text: return true
        case .clear: return (uikitOnly || !field.isAccessibilityElement) && field.showsClearButton
        // MDC's own labels are elements only in today's container mode.
        case _ where uikitOnly || field.isAccessibilityElement: return false
        case .floatingLabel: return !field.floatingLabel.isEmpty
        case .helper: return !leadingLabel(field).isEmpty
        case .trailing: return !field.trailing.isEmpty
        default: return false
        }
    }

    public func content(of part: ElementPart, in field: Field, phrases: Phrasebook) -> ElementContent {
        // MDC's labels are plain UILabels it never dims; only UIKit's own elements say dimmed.
        let dimmed = !field.enabled
        switch part {
        case .floatingLabel: return ElementContent(label: field.floatingLabel)
        case .helper: return ElementContent(label: leadingLabel(field))
        case .trailing: return ElementContent(label: field.trailing)
        case .clear: return ElementContent(label: "Clear text", traits: [.button], isDimmed: dimmed)
        default:
            let spoken = field.spokenText(phrases)
            let traits: [ElementTrait] = [field.secure ? .secureTextField : .textField]
            if showsUIKitElementsOnly(field) {
                return ElementContent(label: computedLabel(field), value: spoken.isEmpty ? field.placeholder : spoken,
                                      traits: traits, appHint: field.hint, isDimmed: dimmed)
            }
            guard field.isAccessibilityElement else {
                // UIKit keeps the placeholder as the value even where MDC does not draw it.
                return ElementContent(label: field.label, value: spoken.isEmpty ? field.placeholder : spoken,
                                      traits: traits, appHint: field.hint, isDimmed: dimmed)
            }
            let label = computedLabel(field)
            // MDC drops a value that would repeat the whole label ("Label, Label, Text Field").
            let repeatsLabel = !label.isEmpty && spoken.isEmpty && field.placeholder == label
            return ElementContent(label: label, value: repeatsLabel ? "" : (spoken.isEmpty ? field.placeholder : spoken),
                                  traits: traits, appHint: field.hint, isDimmed: dimmed)
        }
    }

    public func react(to event: FieldEvent, field: inout Field) -> FieldReaction { .none }
}

extension ElementPart {
    public static let floatingLabel = ElementPart(rawValue: "floating-label")
    /// The trailing assistive label (`mdc-base`).
    public static let trailing = ElementPart(rawValue: "trailing")
}

extension FieldKind {
    public static let mdcBase = FieldKind(MDCBase())
}
