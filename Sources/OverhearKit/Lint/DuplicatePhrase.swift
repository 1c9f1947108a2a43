/// `duplicate-phrase`: the same phrase twice in one focus utterance, as in the guide's
/// "Zip code, Zip code" (a placeholder or label repeating the helper text).
public struct DuplicatePhrase: LintRule {
    public let id = "duplicate-phrase"
    public let level = LintLevel.warning
    public let summary = "The same phrase is spoken twice in one utterance."
    public let why = "The user hears the phrase twice and waits through the repeat each time they reach the element."

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        context.utterances.compactMap { spoken in
            let utterance = spoken.entry.utterance
            guard utterance.kind == .focus, Self.mayRepeatAPart(utterance),
                  let repeated = Self.repeatedPart(of: utterance.text) else { return nil }
            return finding(spoken, "\(repeated.messageQuoted) is spoken twice in one utterance: \(utterance.text.messageQuoted)")
        }
    }

    /// False when no two parts of the utterance's text can be equal in lower case: the text
    /// is printable ASCII and the parts' hashes all differ. Hashed as the segments are
    /// walked, the text is not joined, so most utterances are passed over making no string.
    /// Other text is left to `repeatedPart`: its parts may be equal as strings (canonically,
    /// `é` and `e` with a combining accent) with different bytes. A property test holds this
    /// to `repeatedPart` on generated utterances.
    static func mayRepeatAPart(_ utterance: Utterance) -> Bool {
        var parts = PartHashes()
        for index in utterance.segments.indices {
            if index > 0 {
                parts.feed(UInt8(ascii: ","))
                parts.feed(UInt8(ascii: " "))
            }
            let text = utterance.segments[index].text
            guard PrintableASCII.check(text) else { return true }
            for byte in text.utf8 { parts.feed(byte) }
        }
        return parts.finishMayRepeat()
    }

    /// The hashes of an utterance's parts (FNV-1a of their bytes, each with its 0x20 bit set,
    /// which lower-cases ASCII letters and merges a few other pairs: parts equal in lower case
    /// always hash the same), fed a byte at a time; kept in place, not in a list (an utterance
    /// has a few parts). Past sixteen parts the answer is "maybe", and `repeatedPart` decides.
    private struct PartHashes {
        private static let start: UInt64 = 0xcbf2_9ce4_8422_2325
        private var hashes = InlineArray<16, UInt64>(repeating: 0)
        private var count = 0, overflow = false
        private var hash = start, isEmpty = true, comma = false

        private mutating func add(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte | 0x20)) &* 0x100_0000_01b3
            isEmpty = false
        }

        private mutating func endPart() {
            if !isEmpty {
                if count < 16 { hashes[count] = hash; count += 1 } else { overflow = true }
            }
            hash = Self.start
            isEmpty = true
        }

        mutating func feed(_ byte: UInt8) {
            if comma {
                comma = false
                if byte == UInt8(ascii: " ") { return endPart() }
                add(UInt8(ascii: ","))
            }
            if byte == UInt8(ascii: ",") { comma = true } else { add(byte) }
        }

        /// Ends the last part: whether two parts' hashes are equal.
        mutating func finishMayRepeat() -> Bool {
            if comma { add(UInt8(ascii: ",")) }
            endPart()
            if overflow { return true }
            for later in 0..<count {
                for earlier in 0..<later where hashes[earlier] == hashes[later] { return true }
            }
            return false
        }
    }

    /// The first of the text's parts (between `", "`; a segment may itself join parts, as the
    /// guide's value "Zip code, Zip code" does) that an earlier part repeats, in lower case.
    static func repeatedPart(of text: String) -> String? {
        let parts = text.lowercased().split(separator: ", ", omittingEmptySubsequences: true)
        return parts.indices.first { parts[..<$0].contains(parts[$0]) }.map { String(parts[$0]) }
    }
}
