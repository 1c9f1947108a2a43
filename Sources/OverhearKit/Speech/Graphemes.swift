/// How VoiceOver classifies graphemes while echoing, by their Unicode properties (spec §7).
public enum Graphemes {
    /// Whether a scalar is a letter or digit of any script (how word echo judges graphemes).
    public static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII by its ranges: the property table is a search, asked for every id's scalars.
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x30 && value <= 0x39) || (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A)
        }
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
