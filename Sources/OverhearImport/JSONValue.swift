/// A JSON document as `JSONParser` reads it.
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    /// A number as the file writes it (`12`, `-0.5`, `1e3`): an identifier or value written as
    /// a large integer keeps every digit.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses `bytes`; malformed JSON throws with the line and column of the first mistake.
    static func parse(_ bytes: [UInt8], path: String) throws(ImportError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            let (line, column) = TextPosition.lineAndColumn(of: error.offset, in: bytes)
            throw ImportError(path: path, line: line, column: column, "malformed JSON: " + error.reason)
        }
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// A string, or a number written as text (`12`, `0.5`); empty for anything else.
    var text: String {
        switch self {
        case .string(let text): return text
        case .number(let literal):
            // An integer as written; any other number as the shortest decimal of its value (`1.50` is `1.5`).
            if literal.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }) { return literal }
            guard let number = Double(literal), number.isFinite else { return literal }
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "1" : "0"
        default: return ""
        }
    }

    var number: Double? {
        switch self {
        case .number(let literal): return Double(literal).flatMap { $0.isFinite ? $0 : nil }
        case .string(let text): return Double(text.trimmingSpaces).flatMap { $0.isFinite ? $0 : nil }
        default: return nil
        }
    }

    var items: [JSONValue] {
        if case .array(let items) = self { return items }
        return []
    }
}

/// Line and column (1-based, columns in Unicode scalars) of a byte offset into UTF-8 text.
enum TextPosition {
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
