import Testing
@testable import OverhearKit

@Suite struct SpokenTextTests {
    @Test func textWithoutControlsIsUnchanged() {
        #expect(SpokenText.naming("Zip code, 5 digits", with: .english) == "Zip code, 5 digits")
        #expect(SpokenText.naming("", with: .english) == "")
    }

    @Test(arguments: [
        ("a\tb", "a tab b"),
        ("a\t b", "a tab b"),
        ("a \tb", "a tab b"),
        ("\ta", "tab a"),
        ("a\t", "a tab"),
        ("a\t\tb", "a tab tab b"),
        ("line1\nline2", "line1 new line line2"),
        ("x\u{1}y", "x control U+0001 y"),
        ("\u{7}", "bell"),
        ("a\r\nb", "a carriage return new line b"),
        ("\u{0}\u{1B}\u{7F}\u{8}", "null escape delete backspace"),
    ])
    func controlsAreSpokenByNameAsSeparateWords(_ text: String, _ spoken: String) {
        #expect(SpokenText.naming(text, with: .english) == spoken)
    }

    @Test func controlRanges() {
        #expect(SpokenText.isControl("\u{0}"))
        #expect(SpokenText.isControl("\u{1F}"))
        #expect(!SpokenText.isControl(" "))
        #expect(!SpokenText.isControl("~"))
        #expect(SpokenText.isControl("\u{7F}"))
        #expect(SpokenText.isControl("\u{80}"))
        #expect(SpokenText.isControl("\u{9F}"))
        #expect(!SpokenText.isControl("\u{A0}"))
    }

    @Test func codePointsAreUpperCaseHexOfAtLeastFourDigits() {
        #expect(SpokenText.codePoint("A") == "U+0041")
        #expect(SpokenText.codePoint("\u{1}") == "U+0001")
        #expect(SpokenText.codePoint("\u{E000}") == "U+E000")
        #expect(SpokenText.codePoint("😀") == "U+1F600")
        #expect(SpokenText.codePoint("\u{10FFFF}") == "U+10FFFF")
    }

    @Test func segmentsNeverHoldRawControls() {
        #expect(Segment(.label, "a\tb", in: .english).text == "a tab b")
        #expect(Segment(.announcement, "Saved\u{7}", in: .english).text == "Saved bell")
    }

    @Test func utteranceJoinsNonEmptySegmentsWithCommas() {
        let utterance = Utterance(.focus, [Segment(.label, named: ""), Segment(.value, named: "902"), Segment(.state, named: ""), Segment(.trait, named: "text field")])
        #expect(utterance.segments.count == 2)
        #expect(utterance.text == "902, text field")
        #expect(Utterance.sound("boundary").text == "boundary")
        #expect(Utterance.sound("boundary").kind == .sound)
    }
}
