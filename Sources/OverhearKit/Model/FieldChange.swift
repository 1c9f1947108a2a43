/// One change to a field's state, as a scenario's field block or `set` action writes it.
public enum FieldChange: Equatable, Sendable {
    case placeholder(String), label(String), hint(String), helper(String), helperLabel(String)
    case error(String?), errorLabel(String)
    case max(Int)
    case clearButton(ClearButtonMode)
    case secure(Bool), enabled(Bool)
    case text(String)

    public var key: FieldKey {
        switch self {
        case .placeholder: return .placeholder
        case .label: return .label
        case .hint: return .hint
        case .helper: return .helper
        case .helperLabel: return .helperLabel
        case .error: return .error
        case .errorLabel: return .errorLabel
        case .max: return .max
        case .clearButton: return .clearButton
        case .secure: return .secure
        case .enabled: return .enabled
        case .text: return .text
        }
    }
}

extension Field {
    /// Applies a change to the state alone, with none of the component's side effects.
    public mutating func apply(_ change: FieldChange) {
        switch change {
        case .placeholder(let value): placeholder = value
        case .label(let value): label = value
        case .hint(let value): hint = value
        case .helper(let value): helper = value
        case .helperLabel(let value): helperLabel = value
        case .error(let value): error = value
        case .errorLabel(let value): errorLabel = value
        case .max(let value): max = value
        case .clearButton(let value): clearButton = value
        case .secure(let value): secure = value
        case .enabled(let value): enabled = value
        case .text(let value): setText(value)
        }
    }
}
