/// How error messages show input: quoted, short, and with nothing that could act on the
/// terminal (control characters, bidirectional overrides, invisible separators) left raw.
public enum MessageText {
    /// The most characters of input a message quotes.
    public static let quoteLimit = 40
    /// Lists this long are shown whole (every fixed vocabulary of the format is); longer
    /// ones, such as a screen's elements, show their first `shownChoices` and a count.
    public static let wholeList = 20
    public static let shownChoices = 8

    /// Whether a scalar must be escaped before it reaches a terminal: C0, DEL and C1
    /// controls, and the format characters that reorder or hide text (U+061C, U+200B,
    /// U+200E, U+200F, U+2028–U+202E, U+2060–U+2069, U+FEFF). The joiners U+200C and U+200D
    /// stay: emoji sequences and many scripts need them.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200B, 0x200E, 0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: return true
        default: return SpokenText.isControl(scalar)
        }
    }

    /// The text in double quotes, cut to `limit` characters, with the scalars that need it
    /// escaped as `\u{HEX}` (and then quotes and backslashes too, so the escapes read back).
    public static func quoted(_ text: String, limit: Int = quoteLimit) -> String {
        "\"" + escaped(text, limit: limit, escapingQuotes: text.unicodeScalars.contains(where: needsEscape)) + "\""
    }

    /// A name as messages show it (a file name, a choice): unquoted when it is short and
    /// safe, otherwise cut and escaped, and quoted when it had to be escaped.
    public static func shown(_ name: String, limit: Int = 60) -> String {
        if name.unicodeScalars.contains(where: needsEscape) {
            return "\"" + escaped(name, limit: limit, escapingQuotes: true) + "\""
        }
        // Safe and with no more bytes than the limit (so no more characters), it is shown as it is.
        if name.utf8.count <= limit { return name }
        return escaped(name, limit: limit, escapingQuotes: false)
    }

    /// `a, b, c`, or for a long list `a, b, …, h, … (20000 in all)`.
    public static func choices(_ names: [String]) -> String {
        let shownNames = names.count <= wholeList ? names : Array(names.prefix(shownChoices))
        let list = shownNames.map { shown($0, limit: quoteLimit) }.joined(separator: ", ")
        return names.count <= wholeList ? list : list + ", … (\(names.count) in all)"
    }

    private static func escaped(_ text: String, limit: Int, escapingQuotes: Bool) -> String {
        var result = ""
        var count = 0
        for character in text {
            guard count < limit else { return result + "…" }
            count += 1
            for scalar in character.unicodeScalars {
                if scalar == "\n" || scalar == "\t" {
                    result += scalar == "\n" ? "\\n" : "\\t"
                } else if needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else if escapingQuotes && (scalar == "\"" || scalar == "\\") {
                    result += "\\" + String(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}

extension String {
    /// The text in quotes for an error message: short, and escaped (`MessageText.quoted`).
    var messageQuoted: String { MessageText.quoted(self) }
}
