/// What MDC's text input controller does alike for every MDCTextField kind: its strings and
/// its leading underline label (spec §1, §2.1, §2.2).
enum MDCController {
    /// Posted when editing begins on a field with a character limit.
    static func characterLimit(_ field: Field) -> FieldReaction {
        field.max > 0 ? .announce("\(field.max) character limit.") : .none
    }

    /// The leading underline's accessibility label: the error phrase in error state, else
    /// the helper's override if set, else the helper text.
    static func leadingUnderlineLabel(_ field: Field, errorPhrase: String?) -> String {
        if let errorPhrase { return errorPhrase }
        return field.helperLabel.isEmpty ? field.helper : field.helperLabel
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
