import OverhearCorpus
import Testing
@testable import OverhearKit

/// The core's shortcuts for common input must give what its general path gives, on many
/// seeded inputs: plain and quoted text, non-ASCII letters, combining marks, emoji, control
/// characters and the format's own marks.
@Suite struct FastPathPropertyTests {
    static let cases = ScenarioPropertyTests.cases

    /// Pieces of text that the shortcuts must tell apart from what they read.
    static let pieces = ["Zip code", "zip CODE", "a", "Z", "5", " ", "  ", ",", ", ", ":", "#", "\"", "\\", "\\n", "(interrupted)",
                         "é", "e\u{301}", "\u{301}", "\u{300}x", "ʰ", "ß", "İ", "中文", "😀", "👩‍👩‍👧", "🇩🇪", "\u{1100}\u{1161}",
                         "\u{600}1", "\u{200D}", "\u{200B}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\t", "\r", "\r\n", "~"]

    /// The pieces of printable ASCII, which the shortcuts take: most text is drawn from these.
    static let asciiPieces = pieces.filter(PrintableASCII.check)

    static func text(_ rng: inout SeededGenerator, pieces: Int) -> String {
        (0..<Int.random(in: 0...pieces, using: &rng)).map { _ in
            (Int.random(in: 0..<3, using: &rng) == 0 ? Self.pieces : Self.asciiPieces).randomElement(using: &rng)!
        }.joined()
    }

    /// The hashes may say "maybe" when no part repeats, never "no" when one does.
    @Test func duplicatePhrasesHashesNeverMissARepeat() {
        var rng = SeededGenerator(seed: 2121)
        var repeats = 0, passedOver = 0
        for _ in 0..<(Self.cases * 5) {
            var utterance = Utterance(.focus, [])
            utterance.segments = (0..<Int.random(in: 1...5, using: &rng)).map { _ in Segment(.label, named: Self.text(&rng, pieces: 3)) }
            let repeated = DuplicatePhrase.repeatedPart(of: utterance.text)
            if repeated != nil { repeats += 1 }
            if !DuplicatePhrase.mayRepeatAPart(utterance) {
                passedOver += 1
                #expect(repeated == nil, "\(utterance.text.debugDescription)")
            }
        }
        #expect(repeats > Self.cases / 20 && passedOver > Self.cases, "\(repeats) \(passedOver)")
    }

    @Test func anUtterancesCharacterCountIsItsTextsCount() {
        var rng = SeededGenerator(seed: 4242)
        for _ in 0..<(Self.cases * 5) {
            var utterance = Utterance(.focus, [])
            // Set directly: the initialiser drops empty segments, and `text` must still be matched.
            utterance.segments = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Segment(.label, named: Self.text(&rng, pieces: 3)) }
            #expect(utterance.characterCount == utterance.text.count, "\(utterance.text.debugDescription)")
        }
    }

    /// Printable ASCII is quoted and judged on its bytes, other text scalar by scalar: text
    /// read back from what `write` gives is the text.
    @Test func writtenValuesReadBack() throws {
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<(Self.cases * 5) {
            let text = Self.text(&rng, pieces: 4)
            let written = QuotedText.write(text)
            #expect(try QuotedText.read(Substring(written).unicodeScalars) == text, "\(text.debugDescription)")
        }
    }
}
