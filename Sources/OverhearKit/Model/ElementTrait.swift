/// An accessibility trait of an element, field part or element block alike, named as
/// scenario files name it (screen-elements.md §1). Its cases are in the order VoiceOver
/// speaks their phrases; everything else Overhear knows of a trait is its `row`, and each
/// phrasebook gives only its words.
public enum ElementTrait: String, CaseIterable, Sendable, CaseKey {
    case button
    case backButton = "back-button"
    case `switch`
    case tab, heading, link, adjustable, image
    case searchField = "search-field"
    /// Spoken in a slot of its own, before the label.
    case selected
    /// Spoken as nothing; an element block with no trait is static text.
    case staticText = "static-text"
    /// A text field's text element (UIKit's, not a trait an app sets).
    case textField = "text-field"
    case secureTextField = "secure-text-field"

    /// The trait's facts, one row a trait (in the spirit of Orca's per-role generators):
    /// `ElementSpeech`, the UI's `ElementView` and its key explanations read them.
    public var row: TraitRow {
        switch self {
        case .button: TraitRow(look: .marked("[ ", " ]", [.accent]), enter: .appAnswers)
        case .backButton: TraitRow(replaces: [.button], look: .marked("‹ ", "", [.accent]), enter: .appAnswers)
        case .switch: TraitRow(replaces: [.button], speaksState: true, hint: .own(.toggle), look: .toggle, enter: .acts)
        case .tab: TraitRow(replaces: [.button], look: .tab, enter: .appAnswers)
        case .heading: TraitRow(look: .marked("", "", [.bold]), enter: .nothing("a heading"))
        case .link: TraitRow(look: .marked("", "", [.underline, .accent]), enter: .appAnswers)
        case .adjustable: TraitRow(hint: .own(.adjust), look: .slider, enter: .nothing("adjustable: ↑ ↓ change it"))
        case .image: TraitRow(look: .marked("▢ ", "", []), enter: .nothing("an image"))
        case .searchField: TraitRow(replaces: [.textField], hint: .default(.edit), look: .marked("⌕ ", "", []), enter: .nothing("a search field"))
        case .selected: TraitRow(spoken: .beforeLabel)
        case .staticText: TraitRow(spoken: .never)
        case .textField, .secureTextField: TraitRow(isTextEntry: true, hint: .default(.edit))
        }
    }

    /// The traits an element block may name: UIKit's public ones. A text field is a field
    /// block, never an element with a trait.
    public static let blockTraits: [ElementTrait] = allCases.filter { !$0.row.isTextEntry }

    /// The traits whose phrase is spoken among the traits, in VoiceOver's order.
    public static let spokenInOrder: [ElementTrait] = allCases.filter { $0.row.spoken == .amongTraits }

    /// Those of `traits` spoken among the traits, in VoiceOver's order, none replaced.
    public static func spoken(among traits: [ElementTrait]) -> [ElementTrait] {
        spokenInOrder.filter { traits.contains($0) && !$0.isReplaced(among: traits) }
    }

    /// Whether VoiceOver leaves the trait unsaid beside `traits`, a more particular one
    /// taking its place (a switch is a button it does not call one), its hint with it.
    public func isReplaced(among traits: [ElementTrait]) -> Bool {
        traits.contains { $0.row.replaces.contains(self) }
    }

    /// The name an inspector shows (`back button`, `static text`): the file's name in words.
    public var inspectorName: String {
        String(rawValue.map { $0 == "-" ? " " : $0 })
    }
}

/// What Overhear knows of one trait besides its words (`ElementTrait.row`).
public struct TraitRow: Sendable {
    /// Where its phrase is spoken.
    public enum Spoken: Sendable { case amongTraits, beforeLabel, never }
    /// Its hint: its own, said beside the app's, or a default the app's hint replaces.
    public enum Hint: Sendable { case none, own(TraitHint), `default`(TraitHint) }
    /// How the UI draws an element with it: a switch with its state, a slider with its
    /// value, a tab marked when selected, or the label between marks in a style.
    public enum Look: Sendable {
        case toggle, slider, tab, marked(String, String, Emphasis)

        /// Whether the look shows the element's state, which wins over a look that only marks it.
        public var showsState: Bool {
            if case .marked = self { return false }
            return true
        }
    }
    /// What the UI's Enter does on an element with it: an act of the model (a switch
    /// flips), the app's answer (a button), or nothing, said as what the element is.
    public enum Enter: Sendable {
        case acts, appAnswers, nothing(String)

        /// What Enter does on an element with `traits`: an act before the app's answer,
        /// else nothing, said as the first of its spoken traits that says what it is.
        public static func of(_ traits: [ElementTrait]) -> Enter {
            let enters = ElementTrait.spoken(among: traits).map(\.row.enter)
            if enters.contains(where: { if case .acts = $0 { true } else { false } }) { return .acts }
            if enters.contains(where: { if case .appAnswers = $0 { true } else { false } }) { return .appAnswers }
            return enters.first { if case .nothing = $0 { true } else { false } } ?? TraitRow().enter
        }
    }
    /// How a marked label stands out: `accent` is the colour of what can be tapped.
    public struct Emphasis: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Emphasis(rawValue: 1)
        public static let underline = Emphasis(rawValue: 2)
        public static let accent = Emphasis(rawValue: 4)
    }

    public var spoken = Spoken.amongTraits
    /// The traits whose phrase and hint this one's take the place of.
    public var replaces: [ElementTrait] = []
    /// Whether the trait is a text field's own, which only a field's kind gives.
    public var isTextEntry = false
    /// Whether the element's value is unsaid and its on/off state said after the phrase.
    public var speaksState = false
    public var hint = Hint.none
    /// Nil for a trait that does not change how an element is drawn (field parts' traits).
    public var look: Look? = nil
    public var enter = Enter.nothing("static text")
}

/// A hint VoiceOver gives a trait, which each phrasebook words (`Phrasebook.hints`).
public enum TraitHint: String, CaseIterable, Sendable, CaseKey {
    /// `double tap to toggle setting`
    case toggle
    /// `swipe up or down with one finger to adjust the value`
    case adjust
    /// `double tap to edit`
    case edit
}
