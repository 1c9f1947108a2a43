/// VoiceOver's phrases in one language: trait phrases, states, hints, and the names of
/// characters it echoes (spec §6). The engine is handed one; each language is one file.
///
/// Components' own strings (MDC's announcements, UIKit's `Clear text`) are not here: they
/// belong to the component, in its kind's file.
public struct Phrasebook: Sendable {
    /// The language code settings and scenarios name the book by (`en`).
    public var language: String
    /// The espeak-ng voice that speaks the language when the settings name none.
    public var voice: String
    /// What VoiceOver says for each trait; a trait it says nothing for is absent.
    public var traits: CaseTable<ElementTrait, String>
    /// How `describe` and the report name a trait in this language, where that is not its
    /// scenario name in words (`static text`, `back button`): German lists `Taste`.
    public var inspectorTraitNames: CaseTable<ElementTrait, String>
    /// The hints traits give (`ElementTrait.row` says which trait gives which).
    public var hints: CaseTable<TraitHint, String>
    public var actionsAvailable: String
    /// The default action, as swiping through custom actions names it.
    public var activateAction: String
    public var on: String
    public var off: String
    /// A tab's position among the screen's tabs (`2 of 5`).
    public var tabPosition: @Sendable (Int, Int) -> String
    public var dimmed: String
    public var isEditing: String
    public var characterMode: String
    public var insertionPointAtStart: String
    public var insertionPointAtEnd: String
    /// What is echoed when text is pasted into the edited field, as one change.
    public var pasted: String
    /// What a secure field's characters are echoed as.
    public var bullet: String
    /// A secure field's value: how many characters it holds (never called with 0).
    public var characterCount: @Sendable (Int) -> String
    /// A capital letter's name with `capitals: speak-cap` (`cap A`).
    public var capitalName: @Sendable (String) -> String
    /// Names of symbols, space and newline, each exactly that grapheme.
    public var symbolNames: [Character: String]
    /// Names of the control characters that have one of their own.
    public var controlNames: [Unicode.Scalar: String]
    /// Any other control character, given its code point (`U+0001`).
    public var otherControlName: @Sendable (String) -> String
    /// Whether a whole phrase of this book is English standing in for a word no source gives
    /// in its language (`EnglishStandIn`); nil for a book with none (English).
    public var isEnglishStandIn: (@Sendable (String) -> Bool)? = nil
    /// The words `standingInEnglish` filled in English, named as `trait back-button`,
    /// `character mode`: the record `PhrasebookCompletenessTests` checks against the spec.
    public var wordsInEnglish: Set<String> = []

    public func phrase(for trait: ElementTrait) -> String { traits[trait] ?? "" }

    public func hint(_ hint: TraitHint) -> String { hints[hint] ?? "" }

    /// An element's traits as `describe` and the report list them: `none` when it has none.
    public func inspectorList(_ list: [ElementTrait]) -> String {
        list.isEmpty ? "none" : list.map { inspectorTraitNames[$0] ?? $0.inspectorName }.joined(separator: ", ")
    }

    /// The spoken name of one grapheme (languages.md §3): the book's own names (English's
    /// ASCII names, space, new line, tab) and control characters' names first; then CLDR's
    /// name of the whole grapheme; a letter or digit a voice says as itself; else the
    /// Unicode name of its first scalar, or its code point.
    ///
    /// CLDR names no single letter or digit that is said as itself (`CLDRAnnotationsTests`
    /// holds that), so those are said first: plain text reads no CLDR. A longer grapheme that
    /// starts with one (a keycap `1️⃣`) is looked up.
    public func name(of character: Character, names: CharacterNames) -> String {
        if let name = ownName(of: character) { return name }
        if let name = names.name(of: character, in: language) { return name }
        let first = character.unicodeScalars.first!
        if Graphemes.isSaidAsItself(first) { return String(character) }
        if let name = first.properties.name { return name.lowercased() }
        return SpokenText.codePoint(first)
    }

    /// Whether naming the grapheme may take CLDR's name: the book has no name of its own for it.
    public func mayNeedCLDRName(_ character: Character) -> Bool {
        ownName(of: character) == nil
    }

    /// The name the book gives a grapheme before CLDR is asked: its own names, a control
    /// character's, or a single letter or digit said as itself.
    private func ownName(of character: Character) -> String? {
        if let name = symbolNames[character] { return name }
        let first = character.unicodeScalars.first!
        if SpokenText.isControl(first) { return controlName(first) }
        return Graphemes.isSaidAsItself(first) && character.unicodeScalars.count == 1 ? String(character) : nil
    }

    /// The spoken name of a control character.
    public func controlName(_ scalar: Unicode.Scalar) -> String {
        controlNames[scalar] ?? otherControlName(SpokenText.codePoint(scalar))
    }

    /// `text` with each control character spoken by name as a separate word (spec §7).
    public func spoken(_ text: String) -> String {
        SpokenText.naming(text, with: self)
    }
}
