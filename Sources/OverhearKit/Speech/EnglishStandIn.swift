/// VoiceOver's words no source gives in German or Russian (languages.md §2, §6.10): the
/// German and Russian books say them in English, taken from here, so that a later source
/// replaces each in one place. `docs/languages.md` lists them.
enum EnglishStandIn {
    private static let english = Phrasebook.english
    static let backButton = english.phrase(for: .backButton)
    static let searchField = english.phrase(for: .searchField)
    static let characterMode = english.characterMode
    static let insertionPointAtStart = english.insertionPointAtStart
    static let insertionPointAtEnd = english.insertionPointAtEnd
    static let activateAction = english.activateAction
    static let pasted = english.pasted
    static let bullet = english.bullet
    static let characterCount = english.characterCount
    static let capitalName = english.capitalName
    /// Space, new line and tab, which CLDR 41 does not name (§6.6).
    static let symbolNames: [Character: String] = english.symbolNames.filter { [" ", "\n", "\t"].contains($0.key) }
    /// Control characters keep their English names in every language (§6.7).
    static let controlNames = english.controlNames
    static let otherControlName = english.otherControlName
}
