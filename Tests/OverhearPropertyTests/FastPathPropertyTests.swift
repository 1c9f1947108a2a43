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

    /// An expected line, well formed or nearly so.
    static func expectedLine(_ rng: inout SeededGenerator) -> String {
        let kinds = UtteranceKind.allCases.map(\.rawValue) + (Int.random(in: 0..<8, using: &rng) == 0 ? ["Focus", "focu", "focusx", ""] : [])
        let indent = String(repeating: " ", count: Int.random(in: 1...4, using: &rng))
        let mark = [" (interrupted)", "", "", "", "", " (skipped)", "(interrupted)"].randomElement(using: &rng)!
        let colon = [":", ":", ": ", ": ", ": ", ":  ", " :", ""].randomElement(using: &rng)!
        let body = Int.random(in: 0..<4, using: &rng) == 0 ? "\"" + text(&rng, pieces: 3) + "\"" : text(&rng, pieces: 4)
        let tail = ["", "", " ", "   "].randomElement(using: &rng)!
        return indent + kinds.randomElement(using: &rng)! + mark + colon + body + tail
    }

    /// An action line: mostly ones without arguments, with and without a delay, and some that
    /// only look like them.
    static func actionLine(_ rng: inout SeededGenerator) -> String {
        let words = ActionDescriptor.all.map(\.name) + ["nex", "Next", "next next", "type a", "delete 2", "wait 300 ms", "next é"]
        let delay = ["", "", "+300 ms ", "+0 ms ", "+12ms ", "+ 5 ms ", "+123456789 ms ", "+3600000 ms ", "+3600001 ms ", "+7 s "]
            .randomElement(using: &rng)!
        let spaces = String(repeating: " ", count: Int.random(in: 0...2, using: &rng))
        let tail = ["", "", " ", "  ", " # note"].randomElement(using: &rng)!
        return ">" + spaces + delay + words.randomElement(using: &rng)! + tail
    }

    /// What a parse gives, written out so that two parses compare: each action with its
    /// place, text, delay, command and expected lines, or the error.
    static func outcome(_ text: String, fastPaths: Bool) -> String {
        do {
            let scenario = try ScenarioParser.parse(Array(text.utf8), path: "generated", fastPaths: fastPaths)
            return scenario.actions.map { action in
                "\(action.line):\(action.column) \(action.text.debugDescription) \(String(describing: action.delay)) \(action.command) "
                    + action.expected.map { "\($0.kind) \($0.interrupted) \($0.skipped) \($0.text.debugDescription)" }.joined(separator: " | ")
            }.joined(separator: "\n")
        } catch {
            return "error: \(error)"
        }
    }

    @Test func theParsersFastPathsReadWhatTheGeneralPathReads() {
        var rng = SeededGenerator(seed: 21)
        var fastExpected = 0, fastActions = 0, errors = 0
        for _ in 0..<Self.cases {
            var lines = ["field f1", "  placeholder: Zip code", "element e1", "  label: Go", "  traits: button", "> next"]
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                lines.append(Bool.random(using: &rng) ? Self.actionLine(&rng) : Self.expectedLine(&rng))
            }
            for line in lines {
                let bytes = ArraySlice(Array(line.utf8))
                if ExpectedLineFastPath.read(bytes) != nil { fastExpected += 1 }
                if SimpleActionFastPath.read(bytes, line: 1) != nil { fastActions += 1 }
            }
            let text = lines.joined(separator: Bool.random(using: &rng) ? "\n" : "\r\n") + "\n"
            let general = Self.outcome(text, fastPaths: false)
            #expect(Self.outcome(text, fastPaths: true) == general, "\(text.debugDescription)")
            if general.hasPrefix("error") { errors += 1 }
        }
        // Both paths were taken, and both outcomes reached: the comparison compared.
        #expect(fastExpected > Self.cases / 5 && fastActions > Self.cases, "\(fastExpected) \(fastActions)")
        #expect(errors > Self.cases / 20 && errors < Self.cases * 19 / 20, "\(errors)")
    }

    @Test func theParsersFastPathsReadWhatTheGeneralPathReadsInPlayedScenarios() throws {
        for seed in 0..<UInt64(Self.cases / 10) {
            var generator = RandomScenario(seed: seed)
            let scenario = try ScenarioParser.parse(generator.text(actions: 20), path: "seed-\(seed)")
            let played = String(decoding: try ScenarioCheck(scenario).updatedBytes, as: UTF8.self)
            #expect(Self.outcome(played, fastPaths: true) == Self.outcome(played, fastPaths: false), "seed \(seed)")
        }
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
