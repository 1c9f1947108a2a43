/// What one accessibility element holds for VoiceOver to read: a field's part as its kind
/// gives it, or an element block as the app set it.
public struct ElementContent: Equatable, Sendable {
    public var label = ""
    public var value = ""
    /// The element's traits; none at all (a plain UIView) says no trait and gets no hint.
    public var traits: [ElementTrait] = [.staticText]
    /// The accessibilityHint the app set on this element; empty when none.
    public var appHint = ""
    public var isDimmed = false
    /// A switch's state, spoken after its trait.
    public var isOn = false
    /// Whether the element has custom actions, which its hint then mentions.
    public var hasActions = false

    public init(label: String = "", value: String = "", traits: [ElementTrait] = [.staticText], appHint: String = "",
                isDimmed: Bool = false, isOn: Bool = false, hasActions: Bool = false) {
        self.label = label
        self.value = value
        self.traits = traits
        self.appHint = appHint
        self.isDimmed = isDimmed
        self.isOn = isOn
        self.hasActions = hasActions
    }

    public func has(_ trait: ElementTrait) -> Bool { traits.contains(trait) }
}

/// One accessibility element as VoiceOver sees it now, as an inspector lists it.
public struct Element: Equatable, Sendable {
    public var elementID: ElementID
    /// The id scenarios write (`zip.helper`).
    public var id: String
    public var label: String
    /// The value VoiceOver reads (none for a switch, whose state it reads instead).
    public var value: String
    public var traits: [ElementTrait]
    /// The hint VoiceOver speaks after the element; empty when it speaks none.
    public var hint: String
    public var isPresent: Bool
    public var isDimmed: Bool
}

extension ElementContent {
    /// Whether one of its traits says its state in place of its value (a switch's `on`).
    var speaksState: Bool { traits.contains { $0.row.speaksState } }
}
