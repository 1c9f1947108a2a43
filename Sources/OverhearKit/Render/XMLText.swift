/// Text for XML (SSML for the synthesiser, JUnit reports): the one escaper of that format
/// (the report's HTML and SVG use it through `HTMLText`).
public enum XMLText {
    /// Escapes the five XML specials. Control characters, which XML 1.0 forbids (and which
    /// would end an utterance early in SSML), become spaces; tabs and newlines stay.
    public static func escape(_ text: String) -> String {
        escape(text) { SpokenText.isControl($0) || isNonCharacter($0) ? " " : nil }
    }

    /// Escapes the five XML specials, and writes `replacement(scalar)` for any other scalar
    /// it gives one for; tabs and newlines stay as they are.
    static func escape(_ text: String, replacing replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if let replaced = replacement(scalar) {
                    result += replaced
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Text as an attribute value that reads back exactly (a file's path in JUnit): tabs and
    /// line ends, and what could act on a terminal or reorder the text where it is shown
    /// (DEL, C1 controls, bidirectional and invisible format characters), as character
    /// references. Nil when XML 1.0 cannot hold the text at all (another C0 control, U+FFFE,
    /// U+FFFF), so that no attribute names what is not there.
    public static func exactAttribute(_ text: String) -> String? {
        guard !text.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r") || isNonCharacter($0) }) else {
            return nil
        }
        let escaped = escape(text) { MessageText.needsEscape($0) ? "&#x\(String($0.value, radix: 16, uppercase: true));" : nil }
        return escaped.replacing("\t", with: "&#x9;").replacing("\n", with: "&#xA;")
    }

    /// U+FFFE and U+FFFF, which XML does not allow.
    static func isNonCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
