/// The accessibility behaviour a simulated text field follows (spec §2).
public enum FieldKind: String, CaseIterable, Sendable {
    /// MDCTextField as its 2018 accessibility guide describes it: a container of elements.
    case mdc2018 = "mdc-2018"
    /// MDCTextField as shipped from 2019 (v84) on: one element that summarises its subviews.
    case mdc
    /// A plain UIKit UITextField, the baseline.
    case uitextfield

    /// The kind a `field` line gets when it names none.
    public static let `default` = FieldKind.mdc2018

    /// Whether a field of this kind uses a state key; setting one it does not use is an error.
    public func uses(_ key: FieldKey) -> Bool {
        switch (self, key) {
        case (.uitextfield, .helper), (.uitextfield, .helperLabel), (.uitextfield, .error),
             (.uitextfield, .errorLabel), (.uitextfield, .max):
            return false
        default:
            return true
        }
    }
}

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
