/// One checked line of a scenario file, with helpers that keep track of columns.
struct ScenarioLine {
    /// The line's bytes (a slice of the file's), valid UTF-8 without control characters.
    let bytes: ArraySlice<UInt8>
    /// 1-based line number.
    let number: Int
    let path: String

    /// Checks a line's bytes, rejecting invalid UTF-8 and raw control characters.
    init(bytes: ArraySlice<UInt8>, number: Int, path: String) throws(ScenarioError) {
        self.bytes = bytes
        self.number = number
        self.path = path
        var index = bytes.startIndex
        var column = 1
        while index < bytes.endIndex {
            // Printable ASCII is a scalar a byte and always allowed: only the rest is decoded.
            if bytes[index] >= 0x20 && bytes[index] < 0x7F {
                index += 1
                column += 1
                continue
            }
            var iterator = bytes[index...].makeIterator()
            var decoder = UTF8()
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\t" {
                    throw ScenarioError(path: path, line: number, column: column,
                                        message: "tab character; indent with spaces, and write a tab in text as \\t inside double quotes")
                }
                if MessageText.needsEscape(scalar) {
                    // Raw, they would reach the terminal when `play` prints the file back.
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    let what = SpokenText.isControl(scalar) ? "control character" : "invisible or bidirectional control"
                    throw ScenarioError(path: path, line: number, column: column,
                                        message: "\(what) \(SpokenText.codePoint(scalar)); write it as \\u{\(hex)} inside double quotes")
                }
                index += UTF8.width(scalar)
                column += 1
            case .emptyInput:
                return
            case .error:
                throw ScenarioError(path: path, line: number, column: column,
                                    message: "invalid UTF-8; save the file as UTF-8")
            }
        }
    }

    /// The 1-based column where `part` (a slice of this line) starts: scalars, not bytes.
    func column(of part: LineSlice) -> Int {
        // A scalar is a byte that does not continue the one before it (10xxxxxx).
        return bytes[bytes.startIndex..<part.startIndex].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    /// The whole line as a slice.
    var slice: LineSlice { LineSlice(bytes: bytes, startIndex: bytes.startIndex, endIndex: bytes.endIndex) }

    func error(at part: LineSlice, _ message: String) -> ScenarioError {
        ScenarioError(path: path, line: number, column: column(of: part), message: message)
    }

    func error(column: Int, _ message: String) -> ScenarioError {
        ScenarioError(path: path, line: number, column: column, message: message)
    }
}

/// A piece of a checked line, as positions in its bytes: cutting one is two integers, and
/// nothing is decoded until its text is asked for (`string`).
///
/// Spaces, colons and the format's other marks are single bytes, so searching the bytes for
/// one always stops on a scalar boundary.
struct LineSlice {
    let bytes: ArraySlice<UInt8>
    let startIndex: Int
    let endIndex: Int

    private var content: ArraySlice<UInt8> { bytes[startIndex..<endIndex] }

    private func cut(_ start: Int, _ end: Int) -> LineSlice { LineSlice(bytes: bytes, startIndex: start, endIndex: end) }

    var isEmpty: Bool { startIndex == endIndex }

    /// Whether the slice starts with an ASCII scalar: one byte compared, nothing decoded.
    func starts(with scalar: Unicode.Scalar) -> Bool {
        startIndex < endIndex && UInt32(bytes[startIndex]) == scalar.value && scalar.isASCII
    }

    /// The slice without its first scalar.
    func dropFirst() -> LineSlice {
        guard !isEmpty else { return self }
        var index = startIndex + 1
        while index < endIndex, bytes[index] & 0xC0 == 0x80 { index += 1 }
        return cut(index, endIndex)
    }

    /// Whether an ASCII scalar occurs in the slice.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        precondition(scalar.isASCII, "slices are searched for ASCII only")
        return content.contains(UInt8(scalar.value))
    }

    /// Whether every scalar is an ASCII digit (true when empty).
    var isDigits: Bool { content.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }

    // The cuts below walk the positions in plain loops: searching `content`, a new slice of
    // the array each time, is dearer, and these run for most lines.

    /// The text with its leading spaces removed.
    var droppingSpaces: LineSlice {
        var start = startIndex
        while start < endIndex, bytes[start] == 0x20 { start += 1 }
        return cut(start, endIndex)
    }

    var trimmingTrailingSpaces: LineSlice {
        var end = endIndex
        while end > startIndex, bytes[end - 1] == 0x20 { end -= 1 }
        return cut(startIndex, end)
    }

    /// The first space-delimited word and what follows it, spaces skipped.
    var splitWord: (word: LineSlice, rest: LineSlice) {
        let start = droppingSpaces
        var end = start.startIndex
        while end < endIndex, bytes[end] != 0x20 { end += 1 }
        guard end < endIndex else { return (start, cut(endIndex, endIndex)) }
        return (cut(start.startIndex, end), cut(end, endIndex).droppingSpaces)
    }

    /// The text before the first `:` and after it; nil when there is none.
    var splitColon: (key: LineSlice, value: LineSlice)? {
        guard let colon = content.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        return (cut(startIndex, colon), cut(colon + 1, endIndex))
    }

    var isBlank: Bool { droppingSpaces.isEmpty }

    /// Whether the slice's bytes are exactly `text`'s, without making a String of it.
    func spells(_ text: [UInt8]) -> Bool {
        guard endIndex - startIndex == text.count else { return false }
        // A plain loop: `elementsEqual` is dearer here, and names are looked up by it.
        for offset in text.indices where bytes[startIndex + offset] != text[offset] { return false }
        return true
    }

    var string: String { String(decoding: content, as: UTF8.self) }

    /// The text, kept as the file's bytes until it is asked for.
    var sourceText: SourceText { SourceText(bytes: content) }

    var messageQuoted: String { string.messageQuoted }
}
