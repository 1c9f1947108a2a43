import Testing
@testable import OverhearKit

@Suite struct CounterWrapsTests {
    @Test func aCounterThatWrapsOneCharacterOverTheLimit() throws {
        let text = "field mdc-2018 zip\n  max: 1\n  clear-button: never\n> focus zip\n> activate\n> type 12\n"
        #expect(try lintFindings(text, only: CounterWraps()) == ["6:3 counter-wraps"])
        #expect(try lintFindings(text.replacingOccurrences(of: "type 12", with: "type 1"), only: CounterWraps()).isEmpty)
    }
}
