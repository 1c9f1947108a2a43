import Testing
@testable import OverhearKit

@Suite struct UtteranceTests {
    /// Segment lists whose joins are easy and hard: ASCII, empty segments (which `text` joins
    /// with no separator while it is empty), a combining mark after the separator's space, a
    /// prepended mark before its comma, emoji and a carriage return.
    static let cases: [[String]] = [
        [], ["Zip code"], ["Zip code", "text field", "double tap to edit"],
        ["", "a"], ["", "", "a", "b"], ["a", "", "b"], ["a", ""], ["", ""],
        ["e", "\u{301}x"], ["\u{301}", "a"], ["\u{600}", "1"], ["a\u{600}", "b"],
        ["😀", "👍🏽", "🇫🇷"], ["a\r", "\nb"], ["café", "naïve"],
        // One segment not ASCII; Latin below U+0300 beside ASCII; CJK at an edge; CR LF inside.
        ["é"], ["Ünïcödé", "text field"], ["ʰ\u{2FF}", "ß"], ["中文", "link"], ["a\r\nb", "ü"], ["\r", "\n"],
    ]

    @Test(arguments: cases) func characterCountIsTheTextsCount(_ texts: [String]) {
        var utterance = Utterance(.focus, [])
        // Set directly: the initialiser drops empty segments, and `text` must still be matched.
        utterance.segments = texts.map { Segment(.label, named: $0) }
        #expect(utterance.characterCount == utterance.text.count)
    }

    @Test func theSpecDurationCountsCharactersOfTheJoinedText() {
        let utterance = Utterance(.focus, [Segment(.label, named: "e"), Segment(.value, named: "\u{301}x")])
        // "e, ́x" is 4 characters: the mark joins the separator's space.
        #expect(SpeechDurations.spec.milliseconds(of: utterance, rate: 50) == 80 + 60 * 4)
    }
}
