import Testing
@testable import OverhearImport

/// A dump's text as VoiceOver reads it: format controls silent, a line break a pause
/// (docs/import.md, docs/behaviour-decisions.md issue 34).
@Suite struct ReadTextTests {
    @Test func formatControlsAreSilent() {
        #expect(ReadText.cleaned("\u{2068}one dog\u{2069}, \u{2068}Wang Wei\u{2069}, (2)") == "one dog, Wang Wei, (2)")
        #expect(ReadText.cleaned("zero\u{200B}width\u{FEFF}") == "zerowidth")
    }

    /// The joiners and tags are parts of emoji and scripts: dropping them would change what is read.
    @Test func joinersAndTagsStay() {
        let family = "👨\u{200D}👩\u{200D}👧"
        let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        #expect(ReadText.cleaned(family) == family)
        #expect(ReadText.cleaned(scotland) == scotland)
    }

    @Test func aLineBreakIsAPause() {
        #expect(ReadText.cleaned("おすすめ\nミニアプリ") == "おすすめ, ミニアプリ")
        #expect(ReadText.cleaned("one\r\ntwo\u{2028}three \u{2029} four") == "one, two, three, four")
        #expect(ReadText.cleaned("\nonly\n\n") == "only")
    }

    /// Other controls are the engine's to name (voiceover-model.md §6): they stay.
    @Test func otherControlsStay() {
        #expect(ReadText.cleaned("a\tb\u{1B}[0m") == "a\tb\u{1B}[0m")
    }
}
