import Testing
@testable import OverhearKit

@Suite struct SSMLRendererTests {
    @Test func escapesEveryXMLSpecialOnce() {
        #expect(XMLText.escape("a & b < c > d \" e ' f") == "a &amp; b &lt; c &gt; d &quot; e &apos; f")
        #expect(XMLText.escape("]]> <break time=\"9s\"/>") == "]]&gt; &lt;break time=&quot;9s&quot;/&gt;")
    }

    @Test func controlCharactersArriveNamedNeverRaw() {
        let ssml = SSMLRenderer.render(Utterance(.announce, [Segment(.announcement, "a\u{1B}[31mb\u{7}", in: .english)]), capitals: .pitch, pitch: Self.tenPerSemitone)
        #expect(ssml == "<speak>a escape [31mb bell</speak>")
        #expect(!ssml.unicodeScalars.contains { SpokenText.isControl($0) })
    }

    @Test func segmentsArePausedApart() {
        let utterance = Utterance(.focus, [Segment(.value, named: "Zip code"), Segment(.trait, named: "text field")])
        #expect(SSMLRenderer.render(utterance, capitals: .pitch, pitch: Self.tenPerSemitone) == "<speak>Zip code<break time=\"150ms\"/>text field</speak>")
    }

    /// A pitch in the synthesiser's values, ten a semitone above 50: the speech edge gives
    /// espeak-ng's (`ESpeakPitchTests`).
    static func tenPerSemitone(_ semitones: Double) -> Int { Int(50 + semitones * 10) }

    @Test func typedIsHigherDeletedLowerAndCapitalsRiseFromEither() {
        func ssml(_ kind: UtteranceKind, _ text: String, capital: Bool = false, _ capitals: Settings.Capitals = .pitch) -> String {
            SSMLRenderer.render(Utterance(kind, [Segment(.echo, named: text, isCapital: capital)]), capitals: capitals, pitch: Self.tenPerSemitone)
        }
        // Two semitones up typed, two down deleted, three more for a capital.
        #expect(ssml(.typed, "a") == "<speak><prosody pitch=\"70\">a</prosody></speak>")
        #expect(ssml(.deleted, "a") == "<speak><prosody pitch=\"30\">a</prosody></speak>")
        #expect(ssml(.typed, "A", capital: true) == "<speak><prosody pitch=\"100\">A</prosody></speak>")
        #expect(ssml(.deleted, "A", capital: true) == "<speak><prosody pitch=\"60\">A</prosody></speak>")
        #expect(ssml(.cursor, "A", capital: true) == "<speak><prosody pitch=\"80\">A</prosody></speak>")
        #expect(ssml(.typed, "cap A", capital: true, .speakCap) == "<speak><prosody pitch=\"70\">cap A</prosody></speak>")
        #expect(SSMLRenderer.render(Utterance(.hint, [Segment(.hint, named: "double tap to edit")]), capitals: .pitch, pitch: Self.tenPerSemitone)
                == "<speak>double tap to edit</speak>")
    }

    @Test func aHugeUtteranceIsCappedAtTheCharacterLimit() {
        let ssml = SSMLRenderer.render(Utterance(.announce, [Segment(.announcement, named: String(repeating: "x", count: 10_000))]), capitals: .pitch, pitch: Self.tenPerSemitone)
        #expect(ssml.count == SSMLRenderer.characterLimit + "<speak></speak>".count)
    }

    /// The cap cuts after the last whole word that fits, and says how much it left out.
    @Test func theCapCutsAtAWordBoundary() {
        let text = String(repeating: "hello world ", count: 400)
        // "Zip" leaves 3,997 characters, which end in "… hello world h".
        let utterance = Utterance(.announce, [Segment(.label, named: "Zip"), Segment(.announcement, named: text)])
        let ssml = SSMLRenderer.render(utterance, capitals: .pitch, pitch: Self.tenPerSemitone)
        let spoken = ssml.dropFirst("<speak>Zip<break time=\"150ms\"/>".count).dropLast("</speak>".count)
        #expect(spoken.hasSuffix("hello world hello world"), "\(spoken.suffix(20))")
        #expect(spoken.count == 3995)
        #expect(SSMLRenderer.leftOut(utterance) == text.count - 3995)
        #expect(SSMLRenderer.leftOut(Utterance(.announce, [Segment(.announcement, named: "short")])) == 0)
    }
}

/// VoiceOver's words a book says in English for want of its own (languages.md §2) are
/// spoken by the English voice inside the utterance, so that they are heard as English; the
/// transcript is unchanged (issue 35).
@Suite struct EnglishStandInVoiceTests {
    static let english = "<voice name=\"\(Phrasebook.english.voice)\">"

    /// Every utterance the scenario says, as SSML.
    static func ssml(_ text: String) throws -> [String] {
        try ScenarioPlayer.play(parseScenario(text)).flatMap { $0.entries.map { SSMLRenderer.render($0.utterance, capitals: .pitch, pitch: SSMLRendererTests.tenPerSemitone) } }
    }

    static func scenario(_ language: String) -> String {
        """
        field uitextfield f
          label: character mode
          secure: yes
          text: ab
        element back
          label: Zurück
          traits: back-button
        settings
          language: \(language)
        > focus f
        > activate
        > type c
        > cursor start
        > focus back

        """
    }

    @Test(arguments: ["de", "ru"])
    func standInsAreSpokenByTheEnglishVoice(_ language: String) throws {
        let ssml = try Self.ssml(Self.scenario(language)).joined(separator: "\n")
        let wrapped = { (words: String) in Self.english + words + "</voice>" }
        #expect(ssml.contains(wrapped("character mode") + "<break time=\"150ms\"/>" + wrapped("insertion point at end")), "\(ssml)")
        #expect(ssml.contains(wrapped("2 characters")), "\(ssml)")
        #expect(ssml.contains("<speak>" + wrapped("<prosody pitch=\"70\">bullet</prosody>") + "</speak>"), "\(ssml)")
        #expect(ssml.contains(wrapped("insertion point at start")), "\(ssml)")
        #expect(ssml.contains(wrapped("back button")), "\(ssml)")
        // The app's label is the app's text, whatever it says.
        #expect(ssml.contains("<speak>character mode<break"), "\(ssml)")
    }

    @Test func englishNeverSwitchesVoice() throws {
        #expect(try Self.ssml(Self.scenario("en")).allSatisfy { !$0.contains("<voice") })
    }
}
