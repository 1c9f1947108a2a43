import Testing
@testable import OverhearKit

@Suite struct LintOptionsTests {
    @Test func aBudgetIsADurationInSecondsOrMilliseconds() {
        #expect(LintOptions.duration("20s") == 20_000)
        #expect(LintOptions.duration("1500ms") == 1_500)
        #expect(LintOptions.duration("1.5s") == 1_500)
        #expect(LintOptions.duration("0.25 s") == 250)
        #expect(LintOptions.duration("3600s") == 3_600_000)
        for bad in ["", "20", "s", "1.5ms", "1.s", ".5s", "1.2.3s", "1.2345s", "20 min", "-1s", "3601s", "99999999999s", "２０s"] {
            #expect(LintOptions.duration(bad) == nil, "\(bad)")
        }
    }

    @Test func ruleListsNameRulesOrTheFirstUnknownOne() throws {
        let rules = try LintOptions.rules(named: "reach-budget,duplicate-phrase").get()
        #expect(rules.map(\.id) == ["duplicate-phrase", "reach-budget"], "in the registry's order")
        #expect(try LintOptions.rules(named: "counter-wraps, echo-always-cut").get().map(\.id) == ["echo-always-cut", "counter-wraps"])
        guard case .failure(let unknown) = LintOptions.rules(named: "counter-wraps,sparkles") else {
            Issue.record("sparkles is no rule")
            return
        }
        #expect(unknown.name == "sparkles")
        guard case .failure(let empty) = LintOptions.rules(named: "") else {
            Issue.record("an empty list names no rule")
            return
        }
        #expect(empty.name == "")
    }
}
