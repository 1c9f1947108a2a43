import Testing
@testable import OverhearKit

@Suite struct DuplicatePhraseTests {
    @Test func theGuidesZipCodeSaysAPhraseTwice() throws {
        let text = "field mdc-2018 zip\n  placeholder: Zip code\n  helper: Zip code\n  clear-button: never\n> next\n> next\n"
        #expect(try lintFindings(text, only: DuplicatePhrase()) == ["6:3 duplicate-phrase"])
        #expect(try lintMessages(text, only: DuplicatePhrase()) == ["\"zip code\" is spoken twice in one utterance: \"Zip code, Zip code, text field\""])
        let fixed = text.replacingOccurrences(of: "helper: Zip code", with: "helper: 5 digits")
        #expect(try lintFindings(fixed, only: DuplicatePhrase()).isEmpty)
    }
}

@Suite struct DuplicatePhrasePartsTests {
    @Test(arguments: [
        ("Zip code, Zip code, text field", "zip code"), ("Name, name, text field", "name"), ("A, B, C", nil),
        ("a, , a", "a"), ("a,, a,", "a,"), ("a,, a,,", nil), (", x, x", "x"), ("x", nil), ("", nil),
        ("Élan, élan", "élan"), ("Straße, STRASSE", nil), ("日本, 日本, text field", "日本"), ("Ab, aB", "ab"),
        ("ÉLAN, Élan", "élan"), ("x, ́x, x", nil), ("Café, cafe", nil), ("\u{212A}m, km", "km"),
        ("é, e\u{301}", "é"), ("Zip é, zip e\u{301}", "zip é"),
    ] as [(String, String?)])
    func theFirstPartAnEarlierOneRepeatsInLowerCase(text: String, repeated: String?) {
        #expect(DuplicatePhrase.repeatedPart(of: text) == repeated)
        // The quick test never passes over a repeat, in one segment or in one per part.
        let single = Utterance(.focus, [Segment(.value, named: text)])
        let perPart = Utterance(.focus, text.split(separator: ", ").map { Segment(.value, named: String($0)) })
        if repeated != nil {
            #expect(DuplicatePhrase.mayRepeatAPart(single) && DuplicatePhrase.mayRepeatAPart(perPart))
        } else if PrintableASCII.check(text) {
            #expect(!DuplicatePhrase.mayRepeatAPart(single), "distinct parts hash apart")
        }
    }
}
