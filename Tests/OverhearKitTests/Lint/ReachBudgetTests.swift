import Testing
@testable import OverhearKit

@Suite struct ReachBudgetTests {
    // "Alpha, button" is 13 characters, 80 + 60 × 13 = 860 ms; "Beta, button" 800 ms: Beta
    // is reached after 0.86 s, Gamma after 1.66 s.
    let screen = "element a\n  label: Alpha\n  traits: button\nelement b\n  label: Beta\n  traits: button\nelement c\n  label: Gamma\n  traits: button\n"

    @Test func theFirstElementPastTheBudgetIsFoundAtItsBlock() throws {
        #expect(try lintFindings(screen, only: ReachBudget(), budget: 1000) == ["7:1 reach-budget"])
        #expect(try lintMessages(screen, only: ReachBudget(), budget: 1000)
            == ["c is reached after 1.66 s of speech swiping from the first element (budget 1 s)"])
        #expect(try lintMessages(screen, only: ReachBudget(), budget: 500)
            == ["b is reached after 0.86 s of speech swiping from the first element (budget 0.5 s); 1 more element after it"])
        #expect(try lintFindings(screen, only: ReachBudget(), budget: 1660).isEmpty, "at the budget is within it")
    }

    @Test func theDefaultBudgetIs30Seconds() throws {
        #expect(try lintFindings(screen, only: ReachBudget()).isEmpty)
        // 40 elements saying "Item, button", 800 ms each: e38 is reached after 37 × 800 =
        // 29.6 s, e39 after 30.4 s.
        let long = (1...40).map { "element e\($0)\n  label: Item\n  traits: button\n" }.joined()
        #expect(try lintFindings(long, only: ReachBudget()) == ["115:1 reach-budget"])
        #expect(try lintMessages(long, only: ReachBudget())
            == ["e39 is reached after 30.4 s of speech swiping from the first element (budget 30 s); 1 more element after it"])
    }

    /// Times are given to the hundredth, and one just past the budget never reads as the budget.
    @Test func aTimeJustPastTheBudgetReadsAsPastIt() throws {
        #expect(try lintMessages(screen, only: ReachBudget(), budget: 1655)
            == ["c is reached after 1.66 s of speech swiping from the first element (budget 1.65 s)"])
        #expect(try lintMessages(screen, only: ReachBudget(), budget: 1659)
            == ["c is reached after 1.66 s of speech swiping from the first element (budget 1.65 s)"])
        #expect(ReachBudget.seconds(30_000) == "30" && ReachBudget.seconds(30_700) == "30.7" && ReachBudget.seconds(30_280) == "30.28")
    }
}
