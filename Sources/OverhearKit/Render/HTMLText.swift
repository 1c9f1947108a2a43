/// Text for the report's HTML and SVG: the one escaper of that format.
public enum HTMLText {
    /// Escapes the five XML specials, and shows what could reorder, hide or act on text
    /// (controls, bidirectional overrides and isolates, invisible separators, XML's
    /// non-characters) as `\u{HEX}`, as the transcript writes them. Newlines and tabs stay.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if MessageText.isUnsafe(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
