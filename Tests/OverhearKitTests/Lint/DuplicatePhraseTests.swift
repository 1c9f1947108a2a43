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
