import OverhearKit

/// The core's registries as messages list them. Tests name a registry by iterating it, so a
/// new kind or action changes no test's text.
enum RegistryNames {
    static let kinds = FieldKind.all.map(\.name).joined(separator: ", ")
    static let actions = ActionDescriptor.all.map(\.name).joined(separator: ", ")
    static let languages = Phrasebook.all.map(\.language).joined(separator: ", ")
    /// A language code no phrasebook can have: `xx` is no ISO 639 language.
    static let invalidLanguage = "xx"
    /// The keys of the kind a `field` line gets when it names none.
    static let defaultKindKeys = FieldKey.allCases.filter(FieldKind.default.uses).map(\.rawValue).joined(separator: ", ")

    /// The kinds that use a key, as help lists them after the key.
    static func kinds(using key: FieldKey) -> String {
        FieldKind.all.filter { $0.uses(key) }.map(\.name).joined(separator: ", ")
    }
}
