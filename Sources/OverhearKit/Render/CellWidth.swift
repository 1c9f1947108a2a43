/// How many cells of a terminal text takes: 2 for an East Asian wide character or an emoji,
/// 0 for a combining mark or format character, else 1. The UI draws by it, and the tables
/// the command line prints (`describe`) line their columns up by it.
public enum CellWidth {
    /// Cells a grapheme takes: 2 for East Asian wide and emoji (with the emoji selector), 0 for
    /// a mark alone, else its first scalar's.
    public static func of(_ character: Character) -> Int {
        if character.utf8.count == 1 { return 1 }
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return of(scalar: first)
    }

    /// Cells a text takes, grapheme by grapheme.
    public static func of(text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// Scalars that are one cell, found without the Unicode property tables, which are slow
    /// to search: printable ASCII, Latin letters and signs, dashes and quotes, arrows, box
    /// drawing and shapes (what the UI draws around every frame). None is a mark, a format
    /// character or an emoji shown as one (a test holds them to the tables).
    static let oneCellRanges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2190...0x21FF, 0x2500...0x25FC]

    public static func of(scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x2600 && oneCellRanges.contains(where: { $0.contains(value) }) { return 1 }
        return fromProperties(scalar)
    }

    /// A scalar's width as the Unicode property tables give it.
    static func fromProperties(_ scalar: Unicode.Scalar) -> Int {
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
