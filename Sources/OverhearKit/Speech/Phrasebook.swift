/// VoiceOver's English names for graphemes echoed while typing, deleting and moving (spec §6).
public enum Phrasebook {
    static let symbolNames: [Character: String] = [
        " ": "space", "\n": "new line", "\t": "tab",
        ".": "period", ",": "comma", "@": "at", "-": "dash", "_": "underscore",
        "/": "slash", "\\": "backslash", ":": "colon", ";": "semicolon",
        "!": "exclamation mark", "?": "question mark", "'": "apostrophe", "\"": "quote",
        "(": "left paren", ")": "right paren", "[": "left bracket", "]": "right bracket",
        "{": "left brace", "}": "right brace", "#": "number sign", "$": "dollar sign",
        "%": "percent", "&": "ampersand", "*": "star", "+": "plus", "=": "equals",
        "<": "less than", ">": "greater than", "|": "vertical bar", "~": "tilde",
        "^": "caret", "`": "grave accent",
    ]

    /// The spoken name of one grapheme.
    public static func name(of character: Character) -> String {
        if let name = symbolNames[character] { return name }
        let first = character.unicodeScalars.first!
        if isLetterOrDigit(first) { return String(character) }
        if SpokenText.isControl(first) { return SpokenText.controlName(first) }
        if let name = first.properties.name { return name.lowercased() }
        return SpokenText.codePoint(first)
    }

    /// Whether a scalar is a letter or digit of any script (how word echo judges graphemes).
    public static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Whether typing this grapheme ends a word: whitespace, punctuation or an ASCII symbol.
    public static func endsWord(_ character: Character) -> Bool {
        let first = character.unicodeScalars.first!
        if first.properties.isWhitespace { return true }
        switch first.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return "$+<=>^|~`".unicodeScalars.contains(first)
        }
    }

    /// Whether VoiceOver treats the grapheme as a capital letter.
    public static func isCapital(_ character: Character) -> Bool {
        character.unicodeScalars.first!.properties.generalCategory == .uppercaseLetter
    }
}
