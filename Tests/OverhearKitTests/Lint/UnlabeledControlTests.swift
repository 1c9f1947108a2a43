import Testing
@testable import OverhearKit

@Suite struct UnlabeledControlTests {
    @Test func aClearButtonWithNoLabelIsAnErrorUnlessItNeverShows() throws {
        #expect(try lintFindings("field mdc zip\n  placeholder: Zip\n", only: UnlabeledControl()) == ["1:1 unlabeled-control"])
        #expect(try lintFindings("field mdc zip\n  placeholder: Zip\n  clear-button: never\n", only: UnlabeledControl()).isEmpty)
        #expect(try lintFindings("field uitextfield zip\n  label: Zip\n", only: UnlabeledControl()).isEmpty, "UIKit's clear button says Clear text")
        #expect(try lintFindings("element b\n  traits: button\n", only: UnlabeledControl()) == ["1:1 unlabeled-control"])
        #expect(UnlabeledControl().level == .error)
    }
}
