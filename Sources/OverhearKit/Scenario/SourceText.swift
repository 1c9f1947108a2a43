/// A text of a scenario: either bytes of the file it was read from, decoded only when asked
/// for as a `String`, or a string made elsewhere.
///
/// A passing `check` compares each expected line with the speech byte for byte and never
/// shows an action's text: a `String` made for each was an allocation, a copy and a free a
/// line (some 4 % of `check`). The bytes are a slice of the file's own buffer, so keeping them
/// costs a reference, not a copy.
struct SourceText: Sendable {
    private enum Storage: Sendable {
        case string(String)
        case bytes(ArraySlice<UInt8>)
    }

    private var storage: Storage

    init(_ string: String) { storage = .string(string) }

    /// Bytes read from a file (decoded as `String(decoding:as:)` decodes them, when asked).
    init(bytes: ArraySlice<UInt8>) { storage = .bytes(bytes) }

    var string: String {
        switch storage {
        case .string(let string): string
        case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Lends the text's UTF-8 bytes in place, or nil if a string cannot lend them.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        switch storage {
        case .string(let string): string.utf8.withContiguousStorageIfAvailable(body)
        case .bytes(let bytes): bytes.withUnsafeBufferPointer(body)
        }
    }
}

extension SourceText: Equatable {
    /// Equal as strings are: the same bytes, or text that is canonically the same.
    static func == (lhs: SourceText, rhs: SourceText) -> Bool {
        let sameBytes = lhs.withUTF8 { left in rhs.withUTF8 { right in left.elementsEqual(right) } ?? false } ?? false
        return sameBytes || lhs.string == rhs.string
    }
}
