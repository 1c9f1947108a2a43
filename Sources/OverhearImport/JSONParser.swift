/// Reads a JSON text (RFC 8259) into a `JSONValue`, or says where and why it is not one.
///
/// The toolchain's `JSONDecoder` is not used: reading untyped JSON through it means trying
/// each type in turn, and every failed try builds its coding path anew, so a dump nested a
/// few hundred levels deep took minutes; on Linux its errors have no position; it accepts a
/// trailing comma; and it reads every number as a `Double`. This walks the grammar with a
/// stack rather than recursion: each byte is looked at once, at any depth.
enum JSONParser {
    /// Deeper nesting than this is reported as the mistake (a screen's dump is a few dozen
    /// levels deep).
    static let depthLimit = 512

    /// Where a text stops being JSON: the byte offset and what is wrong there.
    struct SyntaxError: Error, Equatable {
        var offset: Int
        var reason: String
    }

    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        if let offset = firstInvalidUTF8(bytes) { throw SyntaxError(offset: offset, reason: "not UTF-8 text") }
        var reader = Reader(bytes: bytes)
        return try reader.document()
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        guard String(validating: bytes, as: UTF8.self) == nil else { return nil }
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// An array or object being read, and (in an object) the key of the value to come.
    private struct OpenContainer {
        var isObject: Bool
        var items: [JSONValue] = []
        var members: [String: JSONValue] = [:]
        var key = ""
    }

    /// The walk over one text, which is valid UTF-8.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        enum Expect { case value, valueOrEnd, key, keyOrEnd, colon, commaOrEnd }

        mutating func document() throws(SyntaxError) -> JSONValue {
            var open: [OpenContainer] = []
            var expect = Expect.value
            while true {
                skipSpace()
                guard index < bytes.count else { throw unexpected() }
                let byte = bytes[index]
                var finished: JSONValue?
                switch expect {
                case .colon:
                    guard byte == UInt8(ascii: ":") else { throw unexpected() }
                    index += 1
                    expect = .value
                case .commaOrEnd:
                    let isObject = open[open.count - 1].isObject
                    if byte == UInt8(ascii: ",") {
                        index += 1
                        expect = isObject ? .key : .value
                    } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        index += 1
                        finished = Self.value(of: open.removeLast())
                    } else {
                        throw unexpected()
                    }
                case .key, .keyOrEnd:
                    if expect == .keyOrEnd, byte == UInt8(ascii: "}") {
                        index += 1
                        finished = Self.value(of: open.removeLast())
                    } else if byte == UInt8(ascii: "\"") {
                        open[open.count - 1].key = try string()
                        expect = .colon
                    } else {
                        throw unexpected()
                    }
                case .value, .valueOrEnd:
                    if expect == .valueOrEnd, byte == UInt8(ascii: "]") {
                        index += 1
                        finished = Self.value(of: open.removeLast())
                    } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                        guard open.count < depthLimit else {
                            throw SyntaxError(offset: index, reason: "nested more than \(depthLimit) levels deep")
                        }
                        index += 1
                        open.append(OpenContainer(isObject: byte == UInt8(ascii: "{")))
                        expect = byte == UInt8(ascii: "{") ? .keyOrEnd : .valueOrEnd
                    } else if byte == UInt8(ascii: "\"") {
                        finished = .string(try string())
                    } else {
                        finished = try scalar()
                    }
                }
                guard let value = finished else { continue }
                guard !open.isEmpty else {
                    skipSpace()
                    guard index == bytes.count else {
                        throw SyntaxError(offset: index, reason: "unexpected text after the end of the document")
                    }
                    return value
                }
                if open[open.count - 1].isObject {
                    open[open.count - 1].members[open[open.count - 1].key] = value
                } else {
                    open[open.count - 1].items.append(value)
                }
                expect = .commaOrEnd
            }
        }

        private static func value(of container: OpenContainer) -> JSONValue {
            container.isObject ? .object(container.members) : .array(container.items)
        }

        private mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        private func unexpected() -> SyntaxError {
            guard index < bytes.count else { return SyntaxError(offset: index, reason: "unexpected end of file (is it truncated?)") }
            let byte = bytes[index]
            let shown = byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
            return SyntaxError(offset: index, reason: "unexpected \(shown)")
        }

        /// `true`, `false`, `null` or a number, at `index`.
        private mutating func scalar() throws(SyntaxError) -> JSONValue {
            let start = index
            while index < bytes.count, "+-0123456789.eEtruefalsn".utf8.contains(bytes[index]) { index += 1 }
            let word = bytes[start..<index]
            guard !word.isEmpty else { throw unexpected() }
            if word.elementsEqual("true".utf8) { return .bool(true) }
            if word.elementsEqual("false".utf8) { return .bool(false) }
            if word.elementsEqual("null".utf8) { return .null }
            guard Self.isNumber(word) else { throw SyntaxError(offset: start, reason: "not a JSON value (a number is written as -12, 0.5 or 1e3)") }
            return .number(String(decoding: word, as: UTF8.self))
        }

        /// RFC 8259's number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
        private static func isNumber(_ word: ArraySlice<UInt8>) -> Bool {
            var rest = word[...]
            func digits() -> Int {
                let count = rest.prefix { (0x30...0x39).contains($0) }.count
                rest = rest.dropFirst(count)
                return count
            }
            if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            if rest.first == UInt8(ascii: "0") {
                rest = rest.dropFirst()
            } else if digits() == 0 {
                return false
            }
            if rest.first == UInt8(ascii: ".") {
                rest = rest.dropFirst()
                guard digits() > 0 else { return false }
            }
            if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
                rest = rest.dropFirst()
                if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
                guard digits() > 0 else { return false }
            }
            return rest.isEmpty
        }

        /// The string whose opening quote is at `index`, its escapes read.
        private mutating func string() throws(SyntaxError) -> String {
            let start = index
            index += 1
            var pieceStart = index
            var decoded: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    decoded += bytes[pieceStart..<index]
                    index += 1
                    return String(decoding: decoded, as: UTF8.self)
                }
                if byte < 0x20 { throw SyntaxError(offset: index, reason: "a control character inside a string must be escaped") }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                decoded += bytes[pieceStart..<index]
                try escape(into: &decoded)
                pieceStart = index
            }
            throw SyntaxError(offset: start, reason: "unterminated string")
        }

        /// The escape whose backslash is at `index`, appended as UTF-8; `index` moves past it.
        private mutating func escape(into decoded: inout [UInt8]) throws(SyntaxError) {
            let backslash = index
            index += 1
            guard index < bytes.count else { throw SyntaxError(offset: backslash, reason: "unterminated string") }
            let letter = bytes[index]
            index += 1
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(letter)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                let unpaired = SyntaxError(offset: backslash, reason: "a \\u surrogate without its pair")
                guard let unit = hex4(at: index) else { throw SyntaxError(offset: backslash, reason: "\\u needs four hex digits") }
                index += 4
                var value = unit
                if (0xD800...0xDBFF).contains(unit) {
                    guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                          let low = hex4(at: index + 2), (0xDC00...0xDFFF).contains(low) else { throw unpaired }
                    index += 6
                    value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(unit) {
                    throw unpaired
                }
                // Not a surrogate, or a pair joined: always a scalar.
                decoded += Array(String(Character(Unicode.Scalar(UInt32(value))!)).utf8)
            default:
                throw SyntaxError(offset: backslash, reason: "unknown escape in a string")
            }
        }

        private func hex4(at start: Int) -> Int? {
            guard start + 4 <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<(start + 4)] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                value = value << 4 | digit
            }
            return value
        }
    }
}
