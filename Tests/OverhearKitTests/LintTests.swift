import Testing
@testable import OverhearKit

/// `overhear lint`'s rules (issue 10, item 1): each on the smallest scenario that shows it,
/// located at the block or action it is about.
@Suite struct LintTests {
    func rules(_ text: String) throws -> [String] {
        try Lint.findings(parseScenario(text)).map { "\($0.line):\($0.column) \($0.rule.rawValue)" }
    }

    @Test func theGuidesZipCodeSaysAPhraseTwice() throws {
        let text = "field mdc-2018 zip\n  placeholder: Zip code\n  helper: Zip code\n  clear-button: never\n> next\n> next\n"
        #expect(try rules(text) == ["6:3 duplicate-phrase"])
    }

    @Test func aClearButtonWithNoLabelIsAnErrorUnlessItNeverShows() throws {
        #expect(try rules("field mdc zip\n  placeholder: Zip\n") == ["1:1 unlabeled-control"])
        #expect(try rules("field mdc zip\n  placeholder: Zip\n  clear-button: never\n").isEmpty)
        #expect(try rules("field uitextfield zip\n  label: Zip\n").isEmpty, "UIKit's clear button says Clear text")
        #expect(try rules("element b\n  traits: button\n") == ["1:1 unlabeled-control"])
    }

    @Test func aNameThatIsOnlyAPlaceholder() throws {
        #expect(try rules("field uitextfield email\n  placeholder: Email\n") == ["1:1 placeholder-only-name"])
        #expect(try rules("field uitextfield email\n  placeholder: Email\n  label: Email\n").isEmpty)
    }

    @Test func hintsThatRepeatTheLabelOrTellTheGesture() throws {
        #expect(try rules("element a\n  label: Help\n  hint: Help\n") == ["1:1 hint-repeats-label"])
        #expect(try rules("element a\n  label: Help\n  hint: Double tap to open help\n") == ["1:1 hint-tells-gesture"])
    }

    @Test func anErrorThatAlreadySaysError() throws {
        #expect(try rules("field mdc-2018 zip\n  clear-button: never\n  error: Error: bad\n") == ["1:1 error-starts-with-error"])
    }

    @Test func typingEchoAlwaysCutAndACounterThatWraps() throws {
        let text = "field mdc-2018 zip\n  max: 1\n  clear-button: never\n> focus zip\n> activate\n> type 12\n"
        #expect(try rules(text) == ["6:3 counter-wraps", "6:3 echo-always-cut"])
    }

    @Test func anIgnoreCommentSilencesTheRuleOnTheNextLineOnly() throws {
        let text = "# lint: ignore unlabeled-control\nfield mdc zip\n  placeholder: Zip\nfield mdc city\n  placeholder: City\n"
        #expect(try rules(text) == ["4:1 unlabeled-control"])
        #expect(throws: ScenarioError.self) { try Lint.findings(parseScenario("# lint: ignore no-such-rule\nfield\n")) }
    }
}
