import Testing
@testable import OverhearKit

@Suite struct CaseTableTests {
    @Test func holdsWhatADictionaryOfTheSamePairsHolds() {
        let pairs: [(ElementTrait, String)] = [(.link, "link"), (.button, "button"), (.staticText, "text")]
        let dictionary = Dictionary(uniqueKeysWithValues: pairs)
        var table: CaseTable<ElementTrait, String> = [.link: "link", .button: "button", .staticText: "text"]
        for trait in ElementTrait.allCases { #expect(table[trait] == dictionary[trait], "\(trait)") }
        table[.link] = nil
        table[.heading] = "heading"
        #expect(table[.link] == nil)
        #expect(table[.heading] == "heading")
        // In the order of the cases, not of the literal.
        #expect(table.values == ["button", "heading", "text"])
    }

    @Test func aCaseSetHoldsWhatASetOfTheSameCasesHolds() {
        let members: [FieldKey] = [.version, .text, .max, .accessibilityElement]
        var set: CaseSet<FieldKey> = [.version, .text, .max]
        set.insert(.accessibilityElement)
        for key in FieldKey.allCases { #expect(set.contains(key) == Set(members).contains(key), "\(key)") }
        let empty: CaseSet<ElementKey> = []
        #expect(!ElementKey.allCases.contains(where: empty.contains))
    }
}
