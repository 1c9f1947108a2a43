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

    /// U+FFFE and U+FFFF, which XML does not allow.
    static func isNonCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
