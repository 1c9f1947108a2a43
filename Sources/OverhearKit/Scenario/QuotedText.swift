/// The quoting rules of scenario values: plain text to the end of the line, or double quotes
/// with `\"`, `\\`, `\n`, `\t` and `\u{HEX}` escapes.
public enum QuotedText {
    /// A quoting problem at a scalar offset into the text being read.
    public struct Problem: Error, Equatable {
        public var offset: Int
        public var message: String
    }

    /// Reads a value: trimmed plain text, or one quoted string with nothing but spaces after it.
    public static func read(_ scalars: Substring.UnicodeScalarView) throws(Problem) -> String {
        var start = scalars.startIndex
        var offset = 0
        while start < scalars.endIndex, scalars[start] == " " {
            start = scalars.index(after: start)
            offset += 1
        }
        guard start < scalars.endIndex, scalars[start] == "\"" else {
            var end = scalars.endIndex
            while end > start, scalars[scalars.index(before: end)] == " " { end = scalars.index(before: end) }
            return String(Substring(scalars[start..<end]))
        }
        var result = ""
        var index = scalars.index(after: start)
        var position = offset + 1
        // Text without escapes is copied a run at a time: up to the next escape or the closing quote.
        var runStart = index
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\"" {
                var rest = scalars.index(after: index)
                var restPosition = position + 1
                while rest < scalars.endIndex {
                    guard scalars[rest] == " " else {
                        throw Problem(offset: restPosition, message: "unexpected text after the closing quote")
                    }
                    rest = scalars.index(after: rest)
                    restPosition += 1
                }
                result += Substring(scalars[runStart..<index])
                return result
            }
            if scalar == "\\" {
                result += Substring(scalars[runStart..<index])
                let escapeStart = position
                index = scalars.index(after: index)
                position += 1
                guard index < scalars.endIndex else { break }
                switch scalars[index] {
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "u":
                    var hex = ""
                    var cursor = scalars.index(after: index)
                    guard cursor < scalars.endIndex, scalars[cursor] == "{" else {
                        throw Problem(offset: escapeStart, message: "expected \\u{HEX}")
                    }
                    cursor = scalars.index(after: cursor)
                    while cursor < scalars.endIndex, scalars[cursor] != "}", hex.unicodeScalars.count <= 8 {
                        hex.unicodeScalars.append(scalars[cursor])
                        cursor = scalars.index(after: cursor)
                    }
                    guard cursor < scalars.endIndex, scalars[cursor] == "}",
                          !hex.isEmpty, hex.unicodeScalars.count <= 8, hex.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit),
                          let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                        throw Problem(offset: escapeStart, message: "expected \\u{HEX} with 1 to 8 hex digits naming a Unicode scalar")
                    }
                    result.unicodeScalars.append(decoded)
                    position += hex.unicodeScalars.count + 2
                    index = cursor
                default:
                    throw Problem(offset: escapeStart, message: "unknown escape \"\\\(scalars[index])\"; expected \\\", \\\\, \\n, \\t or \\u{HEX}")
                }
                runStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
            position += 1
        }
        throw Problem(offset: offset, message: "unterminated quoted text; add a closing \"")
    }

    /// Writes a value so that `read` gives it back: plain when it can be, quoted when it must.
    public static func write(_ text: String) -> String {
        needsQuotes(text) ? quoted(text) : text
    }

    /// The value in double quotes, with escapes.
    public static func quoted(_ text: String) -> String {
        if PrintableASCII.check(text) {
            // Printable ASCII, as most values are, on its bytes: only `"` and `\` are escaped
            // (a test holds this to the scalar-by-scalar way).
            var bytes: [UInt8] = [UInt8(ascii: "\"")]
            bytes.reserveCapacity(text.utf8.count + 4)
            for byte in text.utf8 {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { bytes.append(UInt8(ascii: "\\")) }
                bytes.append(byte)
            }
            bytes.append(UInt8(ascii: "\""))
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                // Everything the parser refuses raw (controls, bidi and invisible controls).
                if MessageText.needsEscape(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Empty text, outer spaces, a leading quote or a character the parser refuses raw need quotes.
    public static func needsQuotes(_ text: String) -> Bool {
        // Printable ASCII holds nothing to escape: only its ends can ask for quotes.
        if PrintableASCII.check(text), let first = text.utf8.first, let last = text.utf8.last {
            return first == UInt8(ascii: " ") || last == UInt8(ascii: " ") || first == UInt8(ascii: "\"")
        }
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        if first == " " || last == " " || first == "\"" { return true }
        return text.unicodeScalars.contains(where: MessageText.needsEscape)
    }
}
