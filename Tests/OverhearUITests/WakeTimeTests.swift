import Testing
import OverhearKit
@testable import OverhearUI

/// When the run loop wakes: at the timeline's next event, and not at all while nothing is due
/// (an idle UI sleeps until the next key or signal, and uses no CPU).
@Suite("Wake time")
struct WakeTimeTests {
    @Test("idle: no wake-up at all, however long the session")
    func idleSleepsUntilTheNextKey() throws {
        var state = try demoState()
        #expect(state.sleepTime(atRealTime: 0) == nil)
        // A long session, then silence: still nothing to wake for.
        for index in 0..<200 { _ = state.update(.key(index % 7 == 6 ? .backTab : .tab), realTime: index * 50) }
        _ = state.update(.tick, realTime: 100_000)
        #expect(state.timeline.isIdle)
        #expect(state.sleepTime(atRealTime: 100_000) == nil)
        #expect(state.sleepTime(atRealTime: 10_000_000) == nil)
    }

    @Test("speech going on: wake when the caption or the speaker must change, and only then")
    func wakesAtEachTimelineEvent() throws {
        var state = try demoState()
        press(&state, [.tab, .tab], startingAt: 1_000, gap: 5_000)
        // "Zip code, 5 digits, text field" (30 characters, 1880 ms) from 6000, its hint from 8280 to 9440.
        #expect(state.sleepTime(atRealTime: 6_000) == 1_880)
        #expect(state.sleepTime(atRealTime: 7_000) == 880)
        _ = state.update(.tick, realTime: 7_880)
        #expect(state.sleepTime(atRealTime: 7_880) == 400, "the hint delay")
        _ = state.update(.tick, realTime: 8_280)
        #expect(state.caption?.utterance.kind == .hint)
        #expect(state.sleepTime(atRealTime: 8_280) == 1, "the hint reaches the speaker once its start has passed")
        let effects = state.update(.tick, realTime: 8_281)
        #expect(spokenTexts(effects) == ["double tap to edit"])
        #expect(state.sleepTime(atRealTime: 8_281) == 9_440 - 8_281)
        _ = state.update(.tick, realTime: 9_440)
        #expect(state.sleepTime(atRealTime: 9_440) == nil)
    }

    @Test("a paste is one action on the real clock; the wake-up is when its speech is due")
    func wakeTimeIsRealTimeAfterAPaste() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .enter])
        wake(&state, before: 30_000)
        _ = state.update(.paste("12"), realTime: 30_000)
        #expect(state.clockOffset == 0)
        // `pasted` is cut by the counter announcement at once; the wake-up is the counter's end.
        let due = try #require(state.nextWakeTime)
        #expect(state.sleepTime(atRealTime: 30_000) == due - 30_000)
        #expect(due == 30_000 + (80 + 60 * "3 characters remaining".count))
    }
}
