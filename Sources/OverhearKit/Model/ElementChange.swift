/// One change to an element block's state.
public typealias ElementChange = KeyChange<ElementKey>

/// The keys of an element block (screen-elements.md §1).
public enum ElementKey: String, CaseIterable, Sendable, CaseKey {
    case label, value, hint, traits, group, enabled, hidden, actions, values, on
}

extension KeyDescriptor where Key == ElementKey, Subject == ScreenElement {
    public static let all: [ElementKeyDescriptor] = [
        .init(.label, .text, "the accessibilityLabel", get: { .text($0.label) }, set: { $0.label = $1.text }),
        .init(.value, .text, "the accessibilityValue (an adjustable's: one of values)", get: { .text($0.value) }, set: { $0.value = $1.text }),
        .init(.hint, .text, "the accessibilityHint", get: { .text($0.hint) }, set: { $0.hint = $1.text }),
        .init(.traits, .list(ElementTrait.blockTraits.map(\.rawValue)), "the traits, a comma list",
              get: { .list($0.traits.map(\.rawValue)) }, set: { $0.traits = $1.list.compactMap(ElementTrait.init(rawValue:)) }),
        .init(.group, .text, "the tab bar or segmented control a tab belongs to: its N of M counts the tabs of its group",
              get: { .text($0.group) }, set: { $0.group = $1.text }),
        .init(.enabled, .flag, "whether the element is enabled", get: { .flag($0.enabled) }, set: { $0.enabled = $1.flag }),
        .init(.hidden, .flag, "a hidden element is not present", get: { .flag($0.hidden) }, set: { $0.hidden = $1.flag }),
        .init(.actions, .list(nil), "custom action names, a comma list", get: { .list($0.actions) }, set: { $0.actions = $1.list }),
        .init(.values, .list(nil), "an adjustable element's steps, a comma list", get: { .list($0.values) }, set: { $0.values = $1.list }),
        .init(.on, .flag, "a switch's state", get: { .flag($0.on) }, set: { $0.on = $1.flag }),
    ]

    static let named: [ElementKey: ElementKeyDescriptor] = Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0) })
    /// Each key's name as bytes, in the order of `all`, for the parser.
    static let nameBytes: [[UInt8]] = all.map { Array($0.key.rawValue.utf8) }

    /// The trait a key needs; without it the key is an error (screen-elements.md §1).
    public var requiredTrait: ElementTrait? {
        switch key {
        case .values: return .adjustable
        case .on: return .switch
        case .group: return .tab
        default: return nil
        }
    }
}

/// One element key described once.
public typealias ElementKeyDescriptor = KeyDescriptor<ScreenElement, ElementKey>

extension ScreenElement {
    /// Applies a change to the state alone, with none of VoiceOver's reactions.
    public mutating func apply(_ change: ElementChange) {
        ElementKeyDescriptor.named[change.key]!.set(&self, change.value)
    }

    public func value(of key: ElementKey) -> FieldValue {
        ElementKeyDescriptor.named[key]!.get(self)
    }
}
