import Testing
@testable import OverhearKit

/// `Lint.findings`: the rules of the registry over a scenario played once, in file order,
/// with `# lint: ignore RULE` comments (issue 10, item 1).
@Suite struct LintTests {
    @Test func findingsOnOneLineKeepTheOrderOfTheirElementsThenOfTheRules() throws {
        // city's text part comes before its clear button: its finding first, though
        // unlabeled-control comes before placeholder-only-name in the registry.
        let city = "field uitextfield zip\n  label: Zip\nfield mdc-2018 city\n  placeholder: City\n"
        #expect(try lintFindings(city) == ["3:1 placeholder-only-name", "3:1 unlabeled-control"])
        let zip = "field mdc-2018 zip\n  max: 1\n  clear-button: never\n> focus zip\n> activate\n> type 12\n"
        #expect(try lintFindings(zip) == ["5:3 announcement-cut-early", "6:3 counter-wraps", "6:3 echo-always-cut"],
                "echo-always-cut, over the whole scenario, comes after its action's own findings")
    }

    @Test func anIgnoreCommentSilencesTheRuleOnTheNextLineOnly() throws {
        let text = "# lint: ignore unlabeled-control\nfield mdc zip\n  placeholder: Zip\nfield mdc city\n  placeholder: City\n"
        #expect(try lintFindings(text) == ["4:1 unlabeled-control"])
        let two = "  # lint: ignore hint-repeats-label, unlabeled-control\nelement a\n  label: Help\n  hint: Help\n  traits: button\n"
        #expect(try lintFindings(two + "element b\n  traits: button\n") == ["6:1 unlabeled-control"])
    }

    @Test func anUnknownRuleInAnIgnoreCommentIsAnErrorNamingTheRules() throws {
        let error = try #require(throws: ScenarioError.self) { try Lint.findings(parseScenario("field\n# lint: ignore no-such-rule\nfield\n")) }
        #expect(error.line == 2)
        #expect(error.message.hasPrefix("unknown lint rule \"no-such-rule\"; expected one of duplicate-phrase, "))
        #expect(error.message.contains("reach-budget"))
    }

    @Test func onlyTheRulesAskedForRun() throws {
        let text = "field uitextfield email\n  placeholder: Email\nelement b\n  traits: button\n"
        #expect(try lintFindings(text, only: UnlabeledControl()) == ["3:1 unlabeled-control"])
        #expect(try lintFindings(text, only: PlaceholderOnlyName()) == ["1:1 placeholder-only-name"])
    }

    @Test func everyRuleHasAUniqueIdASummaryAndAReason() {
        let ids = LintRegistry.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in LintRegistry.rules {
            #expect(!rule.summary.isEmpty && !rule.why.isEmpty, "\(rule.id)")
            #expect(LintRegistry.rule(named: rule.id)?.id == rule.id)
        }
    }
}
