/// The names of a field's state, as written in scenario files (spec §1).
public enum FieldKey: String, CaseIterable, Sendable {
    case placeholder, label, hint, helper
    case helperLabel = "helper-label"
    case error
    case errorLabel = "error-label"
    case max
    case clearButton = "clear-button"
    case secure, enabled, text
}

/// When a field shows its clear button.
public enum ClearButtonMode: String, CaseIterable, Sendable {
    case never
    case whileEditing = "while-editing"
    case unlessEditing = "unless-editing"
    case always
}
