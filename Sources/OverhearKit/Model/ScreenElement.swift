/// An element of the screen beside the fields: a heading, a button, a switch, a slider, a
/// tab (screen-elements.md): its state as the app set it.
public struct ScreenElement: Equatable, Sendable {
    public var id: String
    public var label = ""
    public var value = ""
    public var hint = ""
    /// The traits in the order the block wrote them.
    public var traits: [ElementTrait] = []
    /// The tab bar or segmented control a tab belongs to; empty for the screen's other tabs.
    public var group = ""
    public var enabled = true
    public var hidden = false
    /// Custom action names.
    public var actions: [String] = [] {
        didSet { selectedAction = 0 }
    }
    /// The steps of an adjustable element; `value` is one of them.
    public var values: [String] = [] {
        didSet { if !values.contains(value) { value = values.first ?? value } }
    }
    /// A switch's state.
    public var on = false
    /// The custom action swipes have selected: 0 is `activate`, 1... the actions.
    public var selectedAction = 0

    public init(id: String) {
        self.id = id
    }

    public func has(_ trait: ElementTrait) -> Bool { traits.contains(trait) }

    /// What VoiceOver reads of the element now: its content, as a field's kind gives a
    /// part's. An element with no trait is static text.
    public var content: ElementContent {
        ElementContent(label: label, value: value, traits: traits.isEmpty ? [.staticText] : traits, appHint: hint,
                       isDimmed: !enabled, isOn: on, hasActions: !actions.isEmpty)
    }
}
