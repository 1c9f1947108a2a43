import OverhearKit

/// How graphemes look on a terminal: their width in cells, and safe stand-ins for control characters.
public enum TerminalText {
    /// The grapheme to draw for `character`: control characters become visible symbols,
    /// so that no escape sequence from user text ever reaches the terminal.
    public static func visible(_ character: Character) -> String {
        // Printable ASCII, most of what is drawn, stands for itself.
        if isPrintableASCII(character) { return String(character) }
        guard let first = character.unicodeScalars.first else { return " " }
        let value = first.value
        if value < 0x20 { return String(Unicode.Scalar(0x2400 + value)!) }   // ␀…␟
        if value == 0x7F { return "␡" }
        if value >= 0x80 && value <= 0x9F { return "⍰" }
        if character.unicodeScalars.contains(where: SpokenText.isControl) { return "⍰" }
        if width(ofScalar: first) == 0 { return "◌" + String(character) }  // a lone combining mark
        return String(character)
    }

    /// Whether a grapheme is one printable ASCII character, which is drawn as it is in one cell.
    static func isPrintableASCII(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii >= 0x20 && ascii < 0x7F
    }

    /// Cells a drawn grapheme takes: 2 for East Asian wide and emoji, else 1.
    public static func width(of text: String) -> Int {
        // One byte is one ASCII character, one cell (what nearly every cell holds).
        if text.utf8.count == 1 { return 1 }
        guard let first = text.unicodeScalars.first else { return 0 }
        if text.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return max(1, width(ofScalar: first))
    }

    /// The longest start of `text` that takes at most `width` cells as drawn.
    public static func prefix(_ text: String, width: Int) -> String {
        var shown = ""
        var used = 0
        for character in text {
            let cells = isPrintableASCII(character) ? 1 : self.width(of: visible(character))
            guard used + cells <= width else { break }
            shown.append(character)
            used += cells
        }
        return shown
    }

    /// The width of a string of graphemes as drawn.
    public static func width(ofText text: String) -> Int {
        // Printable ASCII, most of what is drawn, is a cell a byte: no grapheme needs looking at.
        if PrintableASCII.check(text) { return text.utf8.count }
        return text.reduce(0) { $0 + (isPrintableASCII($1) ? 1 : width(of: visible($1))) }
    }

    /// Scalars that are one cell, found without the Unicode property tables, which are slow
    /// to search: printable ASCII, Latin letters and signs, dashes and quotes, arrows, box
    /// drawing and shapes (what the UI draws around every frame). None is a mark, a format
    /// character or an emoji shown as one (a test holds them to the tables).
    static let oneCellRanges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2190...0x21FF, 0x2500...0x25FC]

    static func width(ofScalar scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x2600 && oneCellRanges.contains(where: { $0.contains(value) }) { return 1 }
        return widthFromProperties(scalar)
    }

    /// A scalar's width as the Unicode property tables give it.
    static func widthFromProperties(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
