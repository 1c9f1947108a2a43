/// An accessibility trait of an element, field part or element block alike, named as
/// scenario files name it (screen-elements.md §1); each phrasebook says how VoiceOver
/// speaks it, and `ElementSpeech.traitOrder` where.
public enum ElementTrait: String, CaseIterable, Sendable, CaseKey {
    case button
    case backButton = "back-button"
    case `switch`
    case tab, heading, link, adjustable, image
    case searchField = "search-field"
    case selected
    /// Spoken as nothing; an element block with no trait is static text.
    case staticText = "static-text"
    /// A text field's text element (UIKit's, not a trait an app sets).
    case textField = "text-field"
    case secureTextField = "secure-text-field"

    /// The traits an element block may name: UIKit's public ones. A text field is a field
    /// block, never an element with a trait.
    public static let blockTraits: [ElementTrait] = allCases.filter { !$0.isTextEntry }

    /// Whether the trait is a text field's own, which only a field's kind gives.
    public var isTextEntry: Bool { self == .textField || self == .secureTextField }

    /// The name an inspector shows (`back button`, `static text`): the file's name in words.
    public var inspectorName: String {
        String(rawValue.map { $0 == "-" ? " " : $0 })
    }
}
