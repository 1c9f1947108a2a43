/// One key of a block described once: how its value is written (its form), what it
/// changes, and its line in help. The parser, the writer and `overhear help scenario` read
/// the tables of these (`FieldKeyDescriptor.all`, `ElementKeyDescriptor.all`).
public struct KeyDescriptor<Subject, Key: Hashable & Sendable>: Sendable {
    public let key: Key
    public let form: ValueForm
    /// What the key is, for `overhear help scenario`.
    public let help: String
    let get: @Sendable (Subject) -> FieldValue
    let set: @Sendable (inout Subject, FieldValue) -> Void

    init(_ key: Key, _ form: ValueForm, _ help: String,
         get: @escaping @Sendable (Subject) -> FieldValue, set: @escaping @Sendable (inout Subject, FieldValue) -> Void) {
        self.key = key
        self.form = form
        self.help = help
        self.get = get
        self.set = set
    }
}

/// One field key described once.
public typealias FieldKeyDescriptor = KeyDescriptor<Field, FieldKey>

extension KeyDescriptor where Key == FieldKey, Subject == Field {
    /// Every field key, in the order field blocks are written.
    public static let all: [FieldKeyDescriptor] = [
        .init(.version, .release, "the MDC release (84, 92.1, 107.2.0 or latest); field blocks only",
              get: { $0.version.map { .text($0.description) } ?? .absent }, set: { $0.version = Release(parsing: $1.text) }),
        .init(.placeholder, .text, "the placeholder text", get: { .text($0.placeholder) }, set: { $0.placeholder = $1.text }),
        .init(.label, .text, "the accessibilityLabel the app sets", get: { .text($0.label) }, set: { $0.label = $1.text }),
        .init(.floatingLabel, .text, "the floating label's text", get: { .text($0.floatingLabel) }, set: { $0.floatingLabel = $1.text }),
        .init(.style, .choice(MaterialStyle.allCases.map(\.rawValue)), "outlined (MDCOutlinedTextField) or filled (MDCFilledTextField); drawn differently, said the same",
              get: { .choice($0.style.rawValue) }, set: { $0.style = MaterialStyle(rawValue: $1.choice)! }),
        .init(.hint, .text, "the accessibilityHint the app sets", get: { .text($0.hint) }, set: { $0.hint = $1.text }),
        .init(.helper, .text, "the helper (leading underline) text", get: { .text($0.helper) }, set: { $0.helper = $1.text }),
        .init(.helperLabel, .text, "the helper's accessibilityLabel", get: { .text($0.helperLabel) }, set: { $0.helperLabel = $1.text }),
        .init(.trailing, .text, "the trailing assistive label's text", get: { .text($0.trailing) }, set: { $0.trailing = $1.text }),
        .init(.error, .optionalText(none: "none"), "the error text, or none",
              get: { $0.error.map(FieldValue.text) ?? .absent }, set: { $0.error = $1.optionalText }),
        .init(.errorLabel, .text, "the error's accessibility override", get: { .text($0.errorLabel) }, set: { $0.errorLabel = $1.text }),
        .init(.max, .count(0...1_000_000), "the character limit (0: no counter)", get: { .number($0.max) }, set: { $0.max = $1.number }),
        .init(.clearButton, .choice(ClearButtonMode.allCases.map(\.rawValue)), "when the clear button shows",
              get: { .choice($0.clearButton.rawValue) }, set: { $0.clearButton = ClearButtonMode(rawValue: $1.choice)! }),
        .init(.secure, .flag, "a secure (password) field", get: { .flag($0.secure) }, set: { $0.secure = $1.flag }),
        .init(.search, .flag, "a search field (UISearchTextField): VoiceOver says search field", get: { .flag($0.search) }, set: { $0.search = $1.flag }),
        .init(.enabled, .flag, "whether the field is enabled", get: { .flag($0.enabled) }, set: { $0.enabled = $1.flag }),
        .init(.accessibilityElement, .flag, "one element (yes) or a container of elements (no)",
              get: { .flag($0.isAccessibilityElement) }, set: { $0.isAccessibilityElement = $1.flag }),
        .init(.text, .text, "the text (the insertion point goes to its end)", get: { .text($0.text) }, set: { $0.setText($1.text) }),
    ]

    static let named: [FieldKey: FieldKeyDescriptor] = Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0) })
    /// Each key's name as bytes, in the order of `all`, for the parser.
    static let nameBytes: [[UInt8]] = all.map { Array($0.key.rawValue.utf8) }
}
