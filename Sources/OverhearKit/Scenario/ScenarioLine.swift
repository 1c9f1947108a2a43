/// One decoded line of a scenario file, with helpers that keep track of columns.
struct ScenarioLine {
    let text: String
    /// 1-based line number.
    let number: Int
    let path: String
    /// Printable ASCII only: a column is then a byte offset.
    private let isASCII: Bool

    /// Decodes a line's bytes, rejecting invalid UTF-8 and raw control characters.
    init(bytes: ArraySlice<UInt8>, number: Int, path: String) throws(ScenarioError) {
        self.number = number
        self.path = path
        // The common case, printable ASCII, needs no scalar-by-scalar decoding.
        isASCII = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        if isASCII {
            text = String(decoding: bytes, as: UTF8.self)
            return
        }
        // Otherwise each scalar is checked, and the line is decoded in one step once it passes.
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\t" {
                    throw ScenarioError(path: path, line: number, column: column,
                                        message: "tab character; indent with spaces, and write a tab in text as \\t inside double quotes")
                }
                if MessageText.isUnsafe(scalar) {
                    // Raw, they would reach the terminal when `play` prints the file back.
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    let what = SpokenText.isControl(scalar) ? "control character" : "invisible or bidirectional control"
                    throw ScenarioError(path: path, line: number, column: column,
                                        message: "\(what) \(SpokenText.codePoint(scalar)); write it as \\u{\(hex)} inside double quotes")
                }
                column += 1
            case .emptyInput:
                text = String(decoding: bytes, as: UTF8.self)
                return
            case .error:
                throw ScenarioError(path: path, line: number, column: column,
                                    message: "invalid UTF-8; save the file as UTF-8")
            }
        }
    }

    /// The 1-based column where `part` (a slice of `text`) starts.
    func column(of part: LineSlice) -> Int {
        isASCII ? text.utf8.distance(from: text.startIndex, to: part.startIndex) + 1
            : text.unicodeScalars.distance(from: text.startIndex, to: part.startIndex) + 1
    }

    /// The whole line as a slice.
    var slice: LineSlice { Substring(text).unicodeScalars }

    func error(at part: LineSlice, _ message: String) -> ScenarioError {
        ScenarioError(path: path, line: number, column: column(of: part), message: message)
    }

    func error(column: Int, _ message: String) -> ScenarioError {
        ScenarioError(path: path, line: number, column: column, message: message)
    }
}

/// A slice of a line, as Unicode scalars so that columns are exact.
typealias LineSlice = Substring.UnicodeScalarView

// Spaces and colons are single UTF-8 bytes, so these search the bytes: an index next to one
// is always a scalar boundary, and the bytes need no decoding. Slicing a scalar view checks
// its bounds, which costs more than the search, so a slice is made only where one must be.
extension LineSlice {
    private var bytes: Substring.UTF8View { Substring(self).utf8 }

    /// The text with its leading spaces removed.
    var droppingSpaces: LineSlice {
        let bytes = bytes
        guard bytes.first == 0x20 else { return self }
        return self[(bytes.firstIndex { $0 != 0x20 } ?? endIndex)...]
    }

    var trimmingTrailingSpaces: LineSlice {
        let bytes = bytes
        guard bytes.last == 0x20 else { return self }
        guard let last = bytes.lastIndex(where: { $0 != 0x20 }) else { return self[startIndex..<startIndex] }
        return self[startIndex..<bytes.index(after: last)]
    }

    /// The first space-delimited word and what follows it, spaces skipped.
    var splitWord: (word: LineSlice, rest: LineSlice) {
        let start = droppingSpaces
        let bytes = start.bytes
        guard let end = bytes.firstIndex(of: 0x20) else { return (start, start[start.endIndex...]) }
        let rest = bytes[end...].firstIndex { $0 != 0x20 } ?? start.endIndex
        return (start[start.startIndex..<end], start[rest...])
    }

    /// The text before the first `:` and after it; nil when there is none.
    var splitColon: (key: LineSlice, value: LineSlice)? {
        let bytes = bytes
        guard let colon = bytes.firstIndex(of: 0x3A) else { return nil }
        return (self[startIndex..<colon], self[bytes.index(after: colon)...])
    }

    var isBlank: Bool { droppingSpaces.isEmpty }

    var string: String { String(Substring(self)) }

    var messageQuoted: String { string.messageQuoted }
}
