/// Unicode CLDR's names of graphemes (`tts` annotations), by language: what iOS says for an
/// emoji or symbol (languages.md §3). The edge reads them from Debian's files when a
/// scenario needs one and hands them to the engine as this value; the core reads no file.
public struct CharacterNames: Sendable {
    private var byLanguage: [String: [String: String]]

    /// Names by language code (`de`), each grapheme's whole text to its name.
    public init(_ byLanguage: [String: [String: String]]) {
        self.byLanguage = byLanguage
    }

    /// No names read: every grapheme that would take one is named by its Unicode name.
    public static let none = CharacterNames([:])

    /// CLDR's name of the whole grapheme in a language: as it is, else with every variation
    /// selector of presentation removed (U+FE0F emoji, U+FE0E text style), as CLDR writes its
    /// names (§6.3; `docs/behaviour-decisions.md`); never a name of part of it (§6.4).
    public func name(of character: Character, in language: String) -> String? {
        guard let names = byLanguage[language] else { return nil }
        if let name = names[String(character)] { return name }
        guard character.unicodeScalars.contains(where: Self.isPresentationSelector) else { return nil }
        var stripped = String.UnicodeScalarView()
        stripped.append(contentsOf: character.unicodeScalars.filter { !Self.isPresentationSelector($0) })
        return names[String(stripped)]
    }

    /// U+FE0E and U+FE0F, which ask for a symbol's text or emoji presentation.
    private static func isPresentationSelector(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{FE0E}" || scalar == "\u{FE0F}"
    }
}
