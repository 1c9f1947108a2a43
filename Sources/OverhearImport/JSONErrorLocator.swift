/// Finds where a JSON text the decoder rejected goes wrong: the toolchain's decoder on Linux
/// reports no position. It reads nothing out of the text; it only walks its grammar, with a
/// stack rather than recursion, to the first byte that cannot continue it.
enum JSONErrorLocator {
    /// Deeper nesting than the decoder accepts is reported as the mistake.
    static let depthLimit = 512

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

    /// The byte offset of the first mistake and what it is; nil if none is found.
    static func locate(_ bytes: [UInt8]) -> (offset: Int, reason: String)? {
        if let offset = firstInvalidUTF8(bytes) { return (offset, "not UTF-8 text") }
        enum Expect { case value, keyOrEnd, key, colon, commaOrEnd, end }
        var stack: [UInt8] = []   // "{" or "["
        var expect = Expect.value
        var index = 0
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        func unexpected() -> (Int, String) {
            guard index < bytes.count else { return (index, "unexpected end of file (is it truncated?)") }
            let byte = bytes[index]
            let shown = byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
            return (index, "unexpected \(shown)")
        }
        func hex4(at start: Int) -> Int? {
            guard start + 4 <= bytes.count else { return nil }
            return Int(String(decoding: bytes[start..<(start + 4)], as: UTF8.self), radix: 16)
        }
        func afterValue() { expect = stack.isEmpty ? .end : .commaOrEnd }
        func string() -> (Int, String)? {
            let start = index
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { index += 1; return nil }
                if byte < 0x20 { return (index, "a control character inside a string must be escaped") }
                if byte == UInt8(ascii: "\\") {
                    index += 1
                    guard index < bytes.count else { break }
                    guard "\"\\/bfnrtu".utf8.contains(bytes[index]) else { return (index - 1, "unknown escape in a string") }
                    if bytes[index] == UInt8(ascii: "u") {
                        guard let unit = hex4(at: index + 1) else { return (index - 1, "\\u needs four hex digits") }
                        if (0xD800...0xDBFF).contains(unit) {
                            guard index + 10 < bytes.count, bytes[index + 5] == UInt8(ascii: "\\"), bytes[index + 6] == UInt8(ascii: "u"),
                                  let low = hex4(at: index + 7), (0xDC00...0xDFFF).contains(low) else {
                                return (index - 1, "a \\u surrogate without its pair")
                            }
                            index += 6
                        } else if (0xDC00...0xDFFF).contains(unit) {
                            return (index - 1, "a \\u surrogate without its pair")
                        }
                        index += 4
                    }
                }
                index += 1
            }
            return (start, "unterminated string")
        }
        while true {
            skipSpace()
            guard index < bytes.count else { return expect == .end ? nil : unexpected() }
            let byte = bytes[index]
            switch expect {
            case .end:
                return (index, "unexpected text after the end of the document")
            case .colon:
                guard byte == UInt8(ascii: ":") else { return unexpected() }
                index += 1
                expect = .value
            case .commaOrEnd:
                if byte == UInt8(ascii: ","), stack.last == UInt8(ascii: "{") {
                    index += 1; expect = .key
                } else if byte == UInt8(ascii: ",") {
                    index += 1; expect = .value
                } else if (byte == UInt8(ascii: "}") && stack.last == UInt8(ascii: "{")) || (byte == UInt8(ascii: "]") && stack.last == UInt8(ascii: "[")) {
                    index += 1; stack.removeLast(); afterValue()
                } else {
                    return unexpected()
                }
            case .keyOrEnd, .key:
                if expect == .keyOrEnd, byte == UInt8(ascii: "}") {
                    index += 1; stack.removeLast(); afterValue()
                } else if byte == UInt8(ascii: "\"") {
                    if let problem = string() { return problem }
                    expect = .colon
                } else {
                    return unexpected()
                }
            case .value:
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard stack.count < depthLimit else { return (index, "nested more than \(depthLimit) levels deep") }
                    stack.append(byte)
                    index += 1
                    skipSpace()
                    if byte == UInt8(ascii: "["), index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                        index += 1; stack.removeLast(); afterValue()
                    } else {
                        expect = byte == UInt8(ascii: "{") ? .keyOrEnd : .value
                    }
                case UInt8(ascii: "\""):
                    if let problem = string() { return problem }
                    afterValue()
                default:
                    let start = index
                    while index < bytes.count, "+-0123456789.eEtruefalsn".utf8.contains(bytes[index]) { index += 1 }
                    let word = String(decoding: bytes[start..<index], as: UTF8.self)
                    guard !word.isEmpty else { return unexpected() }
                    guard ["true", "false", "null"].contains(word) || Double(word) != nil else { return (start, "not a JSON value") }
                    afterValue()
                }
            }
        }
    }
}
