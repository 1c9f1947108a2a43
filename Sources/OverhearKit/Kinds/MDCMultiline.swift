/// MDCMultilineTextField with its controller: a UIView holding a UITextView, whose helper,
/// counter, error and announcements are MDCTextField's at the same release (spec §2.5).
public struct MDCMultiline: FieldKindRules {
    public var name: String { "mdc-multiline" }
    /// MDC's strings are hard-coded English: its only strings bundle is English.
    public var stringsStayEnglish: Bool { true }
    public var isMultiline: Bool { true }

    public func uses(_ key: FieldKey) -> Bool {
        key == .accessibilityElement || (key != .secure && MDCController.textFieldKeys.contains(key))
    }

    /// From 104.0.0 the clear button is labelled.
    static let labelledClearRelease = Release(104)

    /// Up to the last tagged release UIKit ordered the subviews by where they are drawn.
    func isGeometric(_ field: Field) -> Bool { field.release <= .lastTagged }

    // Made once: `parts(of:)` is asked on every swipe.
    static let elementParts: [ElementPart] = [.text]
    static let geometricParts: [ElementPart] = [.placeholder, .text, .clear, .helper, .counter]
    static let finalParts: [ElementPart] = [.placeholder, .text, .helper, .clear, .counter]

    public func parts(of field: Field) -> [ElementPart] {
        if field.isAccessibilityElement { return Self.elementParts }
        return isGeometric(field) ? Self.geometricParts : Self.finalParts
    }

    public func isPresent(_ part: ElementPart, in field: Field) -> Bool {
        if field.isAccessibilityElement { return part == .text }
        if let present = MDCController.isLabelPresent(part, in: field) { return present }
        // The final code lists the clear button only while the field is edited.
        return part == .clear ? field.showsClearButton && (isGeometric(field) || field.isEditing) : true
    }

    public func content(of part: ElementPart, in field: Field, phrases: Phrasebook) -> ElementContent {
        if let label = MDCController.labelContent(part, in: field) { return label }
        let dimmed = !field.enabled
        switch part {
        case .clear:
            return ElementContent(label: field.release >= Self.labelledClearRelease ? "Clear text" : "", traits: [.button], isDimmed: dimmed)
        default:
            guard field.isAccessibilityElement else {
                // The text view: the field's label is not forwarded to it, and it has no placeholder.
                return ElementContent(value: field.text, traits: [.textField], appHint: field.hint, isDimmed: dimmed)
            }
            // One element, a UIView: no traits; before 94.3.0 its label was the app's alone.
            let label = field.release >= MDCController.countedRelease
                ? joinedNonEmpty([field.label.isEmpty ? field.placeholder : field.label, MDCController.leadingUnderlineLabel(field), field.counterText])
                : field.label
            return ElementContent(label: label, value: field.text.isEmpty ? field.placeholder : field.text,
                                  traits: [], appHint: field.hint, isDimmed: dimmed)
        }
    }

    public func react(to event: FieldEvent, field: inout Field) -> FieldReaction {
        if event == .textCleared {
            // The clear button sets the text (one notification), then tells the text view it
            // changed (another): the counter announcement twice, the second cutting the first.
            let once = MDCController.charactersRemaining(field)
            return FieldReaction(announcements: once.announcements + once.announcements)
        }
        // Below 84.0.0 an element-mode field has no helper element for the error to focus.
        return MDCController.react(to: event, field: &field, canFocusHelper: !field.isAccessibilityElement)
    }
}

extension FieldKind {
    public static let mdcMultiline = FieldKind(MDCMultiline())
}
