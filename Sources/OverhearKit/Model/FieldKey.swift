/// The names of a field's state, as written in scenario files (spec §1).
public enum FieldKey: String, CaseIterable, Sendable, CaseKey {
    case version
    case placeholder, label
    case floatingLabel = "floating-label"
    case style
    case hint, helper
    case helperLabel = "helper-label"
    case trailing
    case error
    case errorLabel = "error-label"
    case max
    case clearButton = "clear-button"
    case secure, search, enabled
    case accessibilityElement = "accessibility-element"
    case text
}

/// How an `mdc-base` field is drawn: MDCOutlinedTextField's box or MDCFilledTextField's
/// filled container with its underline. VoiceOver says the same for both.
public enum MaterialStyle: String, CaseIterable, Sendable {
    case outlined, filled
}

/// When a field shows its clear button.
public enum ClearButtonMode: String, CaseIterable, Sendable {
    case never
    case whileEditing = "while-editing"
    case unlessEditing = "unless-editing"
    case always
}
