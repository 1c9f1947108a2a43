import Testing
@testable import OverhearKit

@Suite struct SSMLRendererTests {
    @Test func escapesEveryXMLSpecialOnce() {
        #expect(SSMLRenderer.escape("a & b < c > d \" e ' f") == "a &amp; b &lt; c &gt; d &quot; e &apos; f")
        #expect(SSMLRenderer.escape("]]> <break time=\"9s\"/>") == "]]&gt; &lt;break time=&quot;9s&quot;/&gt;")
    }

    @Test func controlCharactersArriveNamedNeverRaw() {
        let ssml = SSMLRenderer.render(Utterance(.announce, [Segment(.announcement, "a\u{1B}[31mb\u{7}")]), capitals: .pitch)
        #expect(ssml == "<speak>a escape [31mb bell</speak>")
        #expect(!ssml.unicodeScalars.contains { SpokenText.isControl($0) })
    }

    @Test func segmentsArePausedApart() {
        let utterance = Utterance(.focus, [Segment(.value, "Zip code"), Segment(.trait, "text field")])
        #expect(SSMLRenderer.render(utterance, capitals: .pitch) == "<speak>Zip code<break time=\"150ms\"/>text field</speak>")
    }

    @Test func typedIsHigherDeletedLowerCapitalsHighest() {
        #expect(SSMLRenderer.render(Utterance(.typed, [Segment(.echo, "a")]), capitals: .pitch) == "<speak><prosody pitch=\"high\">a</prosody></speak>")
        #expect(SSMLRenderer.render(Utterance(.deleted, [Segment(.echo, "a")]), capitals: .pitch) == "<speak><prosody pitch=\"low\">a</prosody></speak>")
        let capital = Utterance(.typed, [Segment(.echo, "A", isCapital: true)])
        #expect(SSMLRenderer.render(capital, capitals: .pitch) == "<speak><prosody pitch=\"x-high\">A</prosody></speak>")
        let spoken = Utterance(.typed, [Segment(.echo, "cap A", isCapital: true)])
        #expect(SSMLRenderer.render(spoken, capitals: .speakCap) == "<speak><prosody pitch=\"high\">cap A</prosody></speak>")
        #expect(SSMLRenderer.render(Utterance(.hint, [Segment(.hint, "double tap to edit")]), capitals: .pitch) == "<speak>double tap to edit</speak>")
    }

    @Test func aHugeUtteranceIsCappedAtTheCharacterLimit() {
        let ssml = SSMLRenderer.render(Utterance(.announce, [Segment(.announcement, String(repeating: "x", count: 10_000))]), capitals: .pitch)
        #expect(ssml.count == SSMLRenderer.characterLimit + "<speak></speak>".count)
    }
}
