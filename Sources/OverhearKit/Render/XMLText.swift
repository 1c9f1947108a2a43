/// Text for XML (SSML for the synthesiser, JUnit reports): the one escaper of that format
/// (the report's HTML and SVG have their own, `HTMLText`).
public enum XMLText {
    /// Escapes the five XML specials. Control characters, which XML 1.0 forbids (and which
    /// would end an utterance early in SSML), become spaces; tabs and newlines stay.
    public static func escape(_ text: String) -> String {
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
                if SpokenText.isControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
