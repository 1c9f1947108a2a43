import Testing
@testable import OverhearKit

@Suite struct EchoAlwaysCutTests {
    @Test func typingEchoAlwaysCutByTheCounter() throws {
        let text = "field mdc-2018 zip\n  max: 5\n  clear-button: never\n> focus zip\n> activate\n> type 94\n"
        #expect(try lintFindings(text, only: EchoAlwaysCut()) == ["6:3 echo-always-cut"])
        #expect(try lintMessages(text, only: EchoAlwaysCut()) == ["every one of the 2 typing echoes is cut by an announcement: the user never hears what they type"])
        #expect(try lintFindings(text.replacingOccurrences(of: "  max: 5\n", with: ""), only: EchoAlwaysCut()).isEmpty, "no counter, nothing cuts the echo")
    }
}
