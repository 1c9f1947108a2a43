/// A dump's bytes as the one text every format is told and read from: UTF-8 without a byte
/// order mark. The encoding is the one a byte order mark names, else the one the zero bytes
/// around the first character show (a dump starts with an ASCII character: `<`, `[`, `{`, a
/// space or an element type), as XML 1.0's Appendix F and RFC 4627 §3 tell it. UTF-16 and
/// UTF-32 are decoded here, so a malformed one is a located error of its own rather than
/// whatever a parser makes of it.
struct DumpText {
    enum Encoding: String {
        case utf8 = "UTF-8", utf16LE = "UTF-16LE", utf16BE = "UTF-16BE", utf32LE = "UTF-32LE", utf32BE = "UTF-32BE"
    }

    /// UTF-8 without a byte order mark, unless the file is UTF-8 that is not valid (the readers
    /// say where), or XML in an encoding its declaration names (libxml2 converts it).
    var bytes: [UInt8]
    /// Whether a byte order mark or the zero bytes settled the encoding: then an XML
    /// declaration's `encoding` no longer applies (the text was converted to UTF-8).
    var encodingSettled: Bool

    init(_ raw: [UInt8], path: String) throws(ImportError) {
        let (encoding, mark) = Self.sniff(raw)
        encodingSettled = mark > 0 || encoding != .utf8
        switch encoding {
        case .utf8: bytes = mark == 0 ? raw : Array(raw[mark...])
        case .utf16LE, .utf16BE, .utf32LE, .utf32BE: bytes = try Self.decode(raw, from: mark, encoding, path: path)
        }
    }

    /// The encoding and the length of its byte order mark (0 when there is none).
    static func sniff(_ bytes: [UInt8]) -> (Encoding, mark: Int) {
        let head = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (head[0], head[1], head[2], head[3]) {
        case (0xEF, 0xBB, 0xBF, _): return (.utf8, 3)
        case (0xFF, 0xFE, 0x00, 0x00): return (.utf32LE, 4)
        case (0x00, 0x00, 0xFE, 0xFF): return (.utf32BE, 4)
        case (0xFF, 0xFE, _, _): return (.utf16LE, 2)
        case (0xFE, 0xFF, _, _): return (.utf16BE, 2)
        case (0x00, 0x00, 0x00, let c) where c != 0 && bytes.count >= 4: return (.utf32BE, 0)
        case (let c, 0x00, 0x00, 0x00) where c != 0 && bytes.count >= 4: return (.utf32LE, 0)
        case (0x00, let c, _, _) where c != 0 && bytes.count >= 2: return (.utf16BE, 0)
        case (let c, 0x00, _, _) where c != 0 && bytes.count >= 2: return (.utf16LE, 0)
        default: return (.utf8, 0)
        }
    }

    /// UTF-16 or UTF-32 from `start` as UTF-8; a unit that is no character is an error at
    /// its line and column (in characters, as every reader counts them).
    private static func decode(_ raw: [UInt8], from start: Int, _ encoding: Encoding, path: String) throws(ImportError) -> [UInt8] {
        let width = encoding == .utf16LE || encoding == .utf16BE ? 2 : 4
        let littleEndian = encoding == .utf16LE || encoding == .utf32LE
        func unit(at offset: Int) -> UInt32 {
            var value: UInt32 = 0
            for index in 0..<width {
                let byte = UInt32(raw[littleEndian ? offset + width - 1 - index : offset + index])
                value = value << 8 | byte
            }
            return value
        }
        var result: [UInt8] = []
        result.reserveCapacity(raw.count)
        var line = 1, column = 1
        func failure(_ reason: String) -> ImportError {
            ImportError(path: path, line: line, column: column, "malformed \(encoding.rawValue): " + reason)
        }
        var offset = start
        while offset + width <= raw.count {
            var value = unit(at: offset)
            offset += width
            if width == 2, (0xD800...0xDFFF).contains(value) {
                guard value < 0xDC00, offset + 2 <= raw.count, (0xDC00...0xDFFF).contains(unit(at: offset)) else {
                    throw failure("a surrogate 0x\(hex(value)) without its pair")
                }
                value = 0x10000 + (value - 0xD800) << 10 + (unit(at: offset) - 0xDC00)
                offset += 2
            }
            guard let scalar = Unicode.Scalar(value) else { throw failure("0x\(hex(value)) is not a Unicode character") }
            result += UTF8.encode(scalar)!
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        guard offset == raw.count else { throw failure("the file ends inside a character (is it truncated?)") }
        return result
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The first byte that is not a space or line break; nil for a blank text.
    var firstSignificantByte: UInt8? {
        bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }
}
