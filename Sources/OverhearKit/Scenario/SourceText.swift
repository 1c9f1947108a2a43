/// A text of a scenario: either bytes of the file it was read from, decoded only when asked
/// for as a `String`, or a string made elsewhere.
///
/// A passing `check` compares each expected line with the speech byte for byte and never
/// shows an action's text, so the text stays a slice of the file's own buffer until a
/// `String` is asked for.
struct SourceText: Sendable {
    enum Storage: Sendable {
        case string(String)
        case bytes(ArraySlice<UInt8>)
    }

    private(set) var storage: Storage

    init(_ string: String) { storage = .string(string) }

    /// Bytes read from a file (decoded as `String(decoding:as:)` decodes them, when asked).
    init(bytes: ArraySlice<UInt8>) { storage = .bytes(bytes) }

    var string: String {
        switch storage {
        case .string(let string): string
        case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }

}

extension SourceText: Equatable {
    /// Equal as strings are: the same bytes, or text that is canonically the same.
    static func == (lhs: SourceText, rhs: SourceText) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.bytes(let left), .bytes(let right)) where left == right: true
        default: lhs.string == rhs.string
        }
    }
}
