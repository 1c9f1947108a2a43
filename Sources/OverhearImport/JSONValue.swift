import FoundationEssentials

/// A JSON document as the toolchain's decoder (FoundationEssentials' `JSONDecoder`) reads it.
indirect enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses `bytes`; malformed JSON throws with the line and column of the first mistake.
    static func parse(_ bytes: [UInt8], path: String) throws(ImportError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            // On Linux the decoder's error has no position: find it (the decoder has already
            // said the file is malformed; this only says where).
            let (offset, reason) = JSONErrorLocator.locate(bytes) ?? (0, "not valid JSON")
            let (line, column) = TextPosition.lineAndColumn(of: offset, in: bytes)
            throw ImportError(path: path, line: line, column: column, "malformed JSON: " + reason)
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
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "1" : "0"
        default: return ""
        }
    }

    var number: Double? {
        switch self {
        case .number(let number): return number
        case .string(let text): return Double(text.trimmingSpaces)
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
