/// What MDC's text input controller (MDCTextInputControllerBase) does for the MDCTextField
/// kinds and MDCMultilineTextField, release by release: its strings, its leading underline
/// label, its announcements and its errors (spec §1, §2.1, §2.2, §2.6).
enum MDCController {
    /// The keys of MDCTextField and its controller.
    static let textFieldKeys: CaseSet<FieldKey> = [.version, .placeholder, .label, .hint, .helper, .helperLabel, .error, .errorLabel,
                                                   .max, .clearButton, .secure, .enabled, .text]

    /// From 84.0.0 the counter no longer wraps and errors are announced, not focused.
    static let oneElementRelease = Release(84)
    /// From 94.3.0 the counter announcement is `N of MAX characters`.
    static let countedRelease = Release(94, 3)
    /// From 107.2.0 the error announcement comes 50 ms after the error, not 500 ms.
    static let quickErrorRelease = Release(107, 2)

    /// Posted when editing begins on a field with a character limit.
    static func characterLimit(_ field: Field) -> FieldReaction {
        field.max > 0 ? .announce("\(field.max) character limit.") : .none
    }

    /// Posted after every text change while editing, on a field with a character limit.
    static func charactersRemaining(_ field: Field) -> FieldReaction {
        guard field.max > 0 else { return .none }
        if field.release >= countedRelease { return .announce("\(field.utf16Count) of \(field.max) characters") }
        if field.release >= oneElementRelease { return .announce("\(Swift.max(0, field.max - field.utf16Count)) characters remaining") }
        // The 2018 controller subtracted as unsigned integers, so going over the limit wraps.
        return .announce("\(UInt64(field.max) &- UInt64(field.utf16Count)) characters remaining")
    }

    /// The error phrase in error state: before 84.0.0 `Error: ERROR.` (error-label ignored);
    /// from then `error-label` if set, else `Error: ERROR`, or `Error.` for an empty text.
    static func errorPhrase(_ field: Field) -> String? {
        guard let error = field.error else { return nil }
        if field.release < oneElementRelease { return "Error: \(error)." }
        if !field.errorLabel.isEmpty { return field.errorLabel }
        return error.isEmpty ? "Error." : "Error: \(error)"
    }

    /// The leading underline's accessibility label: the error phrase in error state, else
    /// the helper's override if set, else the helper text.
    static func leadingUnderlineLabel(_ field: Field, errorPhrase: String?) -> String {
        if let errorPhrase { return errorPhrase }
        return field.helperLabel.isEmpty ? field.helper : field.helperLabel
    }

    static func leadingUnderlineLabel(_ field: Field) -> String {
        leadingUnderlineLabel(field, errorPhrase: errorPhrase(field))
    }

    /// Whether one of the fundament's labels (placeholder, helper, counter), elements of their
    /// own in the container kinds, is present; nil for the other parts.
    static func isLabelPresent(_ part: ElementPart, in field: Field) -> Bool? {
        switch part {
        case .placeholder: return !field.placeholder.isEmpty
        case .helper: return !leadingUnderlineLabel(field).isEmpty
        case .counter: return field.max > 0
        default: return nil
        }
    }

    /// One of the fundament's labels as VoiceOver reads it; nil for the other parts.
    static func labelContent(_ part: ElementPart, in field: Field) -> ElementContent? {
        let label: String
        switch part {
        case .placeholder: label = field.placeholder
        case .helper: label = leadingUnderlineLabel(field)
        case .counter: label = field.counterText
        default: return nil
        }
        return ElementContent(label: label, isDimmed: !field.enabled)
    }

    /// The controller's reaction at the field's release; `canFocusHelper` says whether the
    /// 2018-era layout-changed notification has an element to land on.
    static func react(to event: FieldEvent, field: inout Field, canFocusHelper: Bool = true) -> FieldReaction {
        switch event {
        case .editingBegan:
            return characterLimit(field)
        case .textChanged, .textCleared:
            return charactersRemaining(field)
        case .errorSet:
            if field.release < oneElementRelease {
                // A layout-changed notification naming the helper label.
                return canFocusHelper ? FieldReaction(focus: .helper) : .none
            }
            // Announced a little later, so it cuts the counter announcement of the same change.
            let delay = field.release >= quickErrorRelease ? 50 : 500
            return errorPhrase(field).map { .announce($0, after: delay) } ?? .none
        case .errorCleared:
            // The 2018 controller reset the helper's accessibilityLabel override to nil.
            if field.release < oneElementRelease { field.helperLabel = "" }
            return .none
        }
    }
}

/// Joins the non-empty parts with `", "`, as VoiceOver and MDC join an element's parts.
func joinedNonEmpty(_ parts: [String]) -> String {
    var result = ""
    for part in parts where !part.isEmpty {
        if !result.isEmpty { result += ", " }
        result += part
    }
    return result
}
