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
        if CellWidth.of(scalar: first) == 0 { return "◌" + String(character) }  // a lone combining mark
        return String(character)
    }

    /// Whether a grapheme is one printable ASCII character, which is drawn as it is in one cell.
    static func isPrintableASCII(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii >= 0x20 && ascii < 0x7F
    }

    /// Cells a drawn grapheme takes: 2 for East Asian wide and emoji, else 1 (a mark alone is
    /// drawn on a dotted circle).
    public static func width(of text: String) -> Int {
        // One byte is one ASCII character, one cell (what nearly every cell holds).
        if text.utf8.count == 1 { return 1 }
        guard let character = text.first else { return 0 }
        return max(1, CellWidth.of(character))
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
}
