/// How VoiceOver classifies graphemes while echoing, by their Unicode properties (spec §7).
public enum Graphemes {
    /// Whether a scalar is a letter or digit of any script (how word echo judges graphemes).
    public static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII by its ranges: the property table is a search, asked for every id's scalars
        // (a test holds the two to the same answer for every ASCII scalar).
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

    /// `text.count` for a text whose scalars are all below U+0300, counted as scalars: none of
    /// them joins its neighbour into one grapheme but CR before LF (UAX #29: the first marks
    /// that extend a grapheme, and every joiner, prepend and Hangul jamo, come from U+0300 on).
    /// Nil when a scalar is not. Counting graphemes the general way searches the Unicode
    /// tables for every scalar, and speech is counted for every utterance's duration.
    static func countBelowU0300(_ text: String) -> Int? {
        let bytes = text.utf8.span
        var count = 0
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            // 0xCC 0x80 is U+0300; every lead byte from 0xCC on starts a scalar from there up.
            guard byte < 0xCC else { return nil }
            if byte & 0xC0 != 0x80 { count += 1 }
            if byte == 0x0A && previous == 0x0D { count -= 1 }
            previous = byte
        }
        return count
    }

    /// Whether VoiceOver treats the grapheme as a capital letter.
    public static func isCapital(_ character: Character) -> Bool {
        character.unicodeScalars.first!.properties.generalCategory == .uppercaseLetter
    }

    /// Whether a voice says the grapheme starting with `scalar` as itself (languages.md §6.1):
    /// a letter of the Latin, Greek or Cyrillic script, or an ASCII digit; the same table in
    /// every language. Any other letter or digit is named, never left silent.
    public static func isSaidAsItself(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x30 && value <= 0x39 { return true }
        let ranges: [ClosedRange<UInt32>] = [0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x370...0x3FF, 0x1F00...0x1FFF, 0x400...0x52F]
        guard ranges.contains(where: { $0.contains(value) }) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }
}
