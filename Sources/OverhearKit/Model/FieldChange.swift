/// A value of a field key or setting, in the few forms scenario files write.
public enum FieldValue: Hashable, Sendable {
    case text(String)
    /// No value: a field with no error (`error: none`).
    case absent
    case number(Int)
    case flag(Bool)
    /// One of a fixed list of names (a clear-button mode, a typing echo).
    case choice(String)
    /// A comma list (an element's traits, actions or values).
    case list([String])

    public var text: String {
        if case .text(let text) = self { return text }
        return ""
    }

    public var optionalText: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    public var number: Int {
        if case .number(let number) = self { return number }
        return 0
    }

    public var flag: Bool {
        if case .flag(let flag) = self { return flag }
        return false
    }

    public var choice: String {
        if case .choice(let name) = self { return name }
        return ""
    }

    public var list: [String] {
        if case .list(let items) = self { return items }
        return []
    }
}

/// One change to a block's state, as the block or a `set` action writes it: a key of the
/// block's sort (`FieldKey`, `ElementKey`) and its value.
public struct KeyChange<Key: Hashable & Sendable>: Hashable, Sendable {
    public var key: Key
    public var value: FieldValue

    public init(_ key: Key, _ value: FieldValue) {
        self.key = key
        self.value = value
    }
}

/// One change to a field's state.
public typealias FieldChange = KeyChange<FieldKey>

extension KeyChange where Key == FieldKey {
    public static func placeholder(_ text: String) -> FieldChange { FieldChange(.placeholder, .text(text)) }
    public static func label(_ text: String) -> FieldChange { FieldChange(.label, .text(text)) }
    public static func hint(_ text: String) -> FieldChange { FieldChange(.hint, .text(text)) }
    public static func helper(_ text: String) -> FieldChange { FieldChange(.helper, .text(text)) }
    public static func helperLabel(_ text: String) -> FieldChange { FieldChange(.helperLabel, .text(text)) }
    public static func error(_ text: String?) -> FieldChange { FieldChange(.error, text.map(FieldValue.text) ?? .absent) }
    public static func errorLabel(_ text: String) -> FieldChange { FieldChange(.errorLabel, .text(text)) }
    public static func max(_ limit: Int) -> FieldChange { FieldChange(.max, .number(limit)) }
    public static func clearButton(_ mode: ClearButtonMode) -> FieldChange { FieldChange(.clearButton, .choice(mode.rawValue)) }
    public static func secure(_ on: Bool) -> FieldChange { FieldChange(.secure, .flag(on)) }
    public static func enabled(_ on: Bool) -> FieldChange { FieldChange(.enabled, .flag(on)) }
    public static func text(_ text: String) -> FieldChange { FieldChange(.text, .text(text)) }
}

extension Field {
    /// Applies a change to the state alone, with none of the component's side effects.
    public mutating func apply(_ change: FieldChange) {
        FieldKeyDescriptor.named[change.key]!.set(&self, change.value)
    }

    /// The field's value of a key.
    public func value(of key: FieldKey) -> FieldValue {
        FieldKeyDescriptor.named[key]!.get(self)
    }
}
