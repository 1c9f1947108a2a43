import Testing
@testable import OverhearKit

@Suite struct HintTellsGestureTests {
    @Test func aHintThatTellsTheGesture() throws {
        #expect(try lintFindings("element a\n  label: Help\n  hint: Double tap to open help\n", only: HintTellsGesture()) == ["1:1 hint-tells-gesture"])
        #expect(try lintFindings("element a\n  label: Help\n  hint: Swipe up to adjust\n", only: HintTellsGesture()) == ["1:1 hint-tells-gesture"])
        #expect(try lintFindings("element a\n  label: Help\n  hint: Opens help\n", only: HintTellsGesture()).isEmpty)
    }
}
