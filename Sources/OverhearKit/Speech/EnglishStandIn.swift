/// VoiceOver's words no source gives in German or Russian (languages.md §2, §6.10): the
/// German and Russian books say them in English, taken from here, so that a later source
/// replaces each in one place. `docs/languages.md` lists them.
enum EnglishStandIn {
    private static let english = Phrasebook.english
    /// English's trait phrases, for the traits a book leaves out (no source words `back button`
    /// or `search field` in German or Russian).
    static let traits = english.traits
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

    /// The names of the words above, as `Phrasebook.wordsInEnglish` records them.
    static let words = ["character mode", "insertion point at start", "insertion point at end", "activate", "pasted", "bullet",
                        "character count", "capital", "other control"]
        + symbolNames.keys.map { "name of \($0)" } + controlNames.keys.map { "name of \(SpokenText.codePoint($0))" }

    /// Every whole phrase above that is one fixed text.
    private static let phrases: Set<String> = Set([english.phrase(for: .backButton), english.phrase(for: .searchField), characterMode, insertionPointAtStart,
                                                   insertionPointAtEnd, activateAction, pasted, bullet]
                                                  + symbolNames.values + controlNames.values)

    /// Whether `text` is one of the phrases above, a secure field's count included.
    @Sendable static func isStandIn(_ text: String) -> Bool {
        if phrases.contains(text) { return true }
        guard let count = Int(text.prefix { $0.isASCII && $0.isNumber }) else { return false }
        return characterCount(count) == text
    }
}

extension Phrasebook {
    /// A book of the words languages.md §2 gives for a language, with `EnglishStandIn`'s for
    /// the rest (a trait `traits` leaves out among them), each recorded in `wordsInEnglish`:
    /// `describe` lists traits in the same words VoiceOver says.
    static func standingInEnglish(language: String, voice: String, traits: CaseTable<ElementTrait, String>,
                                  hints: CaseTable<TraitHint, String>, actionsAvailable: String, on: String, off: String,
                                  tabPosition: @escaping @Sendable (Int, Int) -> String, dimmed: String, isEditing: String) -> Phrasebook {
        let missing = ElementTrait.allCases.filter { traits[$0] == nil && EnglishStandIn.traits[$0] != nil }
        var traits = traits
        for trait in missing { traits[trait] = EnglishStandIn.traits[trait] }
        var book = Phrasebook(
            language: language, voice: voice, traits: traits, inspectorTraitNames: traits, hints: hints,
            actionsAvailable: actionsAvailable, activateAction: EnglishStandIn.activateAction, on: on, off: off,
            tabPosition: tabPosition, dimmed: dimmed, isEditing: isEditing,
            characterMode: EnglishStandIn.characterMode, insertionPointAtStart: EnglishStandIn.insertionPointAtStart,
            insertionPointAtEnd: EnglishStandIn.insertionPointAtEnd, pasted: EnglishStandIn.pasted, bullet: EnglishStandIn.bullet,
            characterCount: EnglishStandIn.characterCount, capitalName: EnglishStandIn.capitalName,
            symbolNames: EnglishStandIn.symbolNames, controlNames: EnglishStandIn.controlNames,
            otherControlName: EnglishStandIn.otherControlName, isEnglishStandIn: EnglishStandIn.isStandIn)
        book.wordsInEnglish = Set(missing.map { "trait \($0.rawValue)" } + EnglishStandIn.words)
        return book
    }
}
