/// A minimal JSON writer: enough for the timeline, with correct string escaping.
enum JSONWriter {
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                // Exact for a reader, and nothing that could act on a terminal it is printed
                // to (controls, bidirectional and invisible format characters) is left raw.
                if MessageText.needsEscape(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
