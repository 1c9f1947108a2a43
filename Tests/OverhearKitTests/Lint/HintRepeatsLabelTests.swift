import Testing
@testable import OverhearKit

@Suite struct HintRepeatsLabelTests {
    @Test func aHintThatRepeatsTheLabel() throws {
        #expect(try lintFindings("element a\n  label: Help\n  hint: Help\n", only: HintRepeatsLabel()) == ["1:1 hint-repeats-label"])
        #expect(try lintFindings("element a\n  label: Help\n  hint: help\n", only: HintRepeatsLabel()) == ["1:1 hint-repeats-label"], "in any case")
        #expect(try lintFindings("element a\n  label: Help\n  hint: Opens the help pages\n", only: HintRepeatsLabel()).isEmpty)
    }
}
