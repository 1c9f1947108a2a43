/// The accessibility traits Overhear models; the phrasebook says how VoiceOver speaks each.
public enum Trait: String, CaseIterable, Sendable, HashedByCase {
    case staticText = "static text"
    case textField = "text field"
    case secureTextField = "secure text field"
    case button
    /// No traits at all (an element-mode MDCMultilineTextField, a UIView): no phrase, no hint.
    case noTraits = "none"
}

/// What a field kind says one of its elements is now, before VoiceOver's own rules apply.
public struct ElementContent: Equatable, Sendable {
    public var label = ""
    public var value = ""
    public var trait = Trait.staticText
    /// The accessibilityHint the app set on this element; empty when none.
    public var appHint = ""
    public var isDimmed = false

    public init(label: String = "", value: String = "", trait: Trait = .staticText, appHint: String = "", isDimmed: Bool = false) {
        self.label = label
        self.value = value
        self.trait = trait
        self.appHint = appHint
        self.isDimmed = isDimmed
    }
}

/// One accessibility element as VoiceOver sees it now.
public struct Element: Equatable, Sendable {
    public var elementID: ElementID
    /// The id scenarios write (`zip.helper`).
    public var id: String
    public var label: String
    public var value: String
    public var trait: Trait
    /// The traits as an inspector lists them (an element block may have several).
    public var traitNames: String
    /// The hint VoiceOver speaks after the element; empty when it speaks none.
    public var hint: String
    public var isPresent: Bool
    public var isDimmed: Bool
}
