import Foundation
import Testing
import OverhearKit
@testable import OverhearUI

/// Speech on the UI clock: interruption, the caption and hints (spec §5, §7).
/// Focus on zip's text element speaks "Zip code, 5 digits, text field" (30 chars: 1880 ms), then its
/// hint "double tap to edit" (18 chars: 1160 ms) 400 ms after that ends: 2280-3440.
@Suite("Timeline on the UI clock")
struct TimelineTests {
    func focusedZip(at time: Int = 0) throws -> AppState {
        var state = try demoState()
        click(&state, "zip", at: time)
        return state
    }

    @Test("an action while speech goes on interrupts it: ✂ in the transcript, the waiting hint cancelled")
    func closeTogetherInterrupt() throws {
        var state = try focusedZip()
        press(&state, [.tab], startingAt: 500)
        #expect(timelineLines(state) == ["0-500 focus ✂ Zip code, 5 digits, text field", "500-1060 focus 5 digits"])
        #expect(state.transcript.map(\.interrupted) == [true, false])
        #expect(state.timeline.entries.contains { $0.cancelled && $0.utterance.kind == .hint })
        _ = state.update(.tick, realTime: 5_000)
        let frame = state.view()
        // The time is right-aligned in 7 columns (35-41), the ✂ at column 52, the text from 54
        // wrapped at 25 columns onto the next row, under the text.
        #expect(row(frame, 2) == "                                  │   0.00 focus    ✂ Zip code, 5 digits, text")
        #expect(row(frame, 3) == "   Zip code                       │                   field")
        #expect(row(frame, 4).hasSuffix("│   0.50 focus      5 digits"))
        #expect(frame[52, 2].text == "✂" && frame[52, 2].style.color == .red, "the ✂ mark is red")
    }

    @Test("actions far apart do not interrupt; the hint is spoken after its delay")
    func farApartNoInterrupt() throws {
        var state = try focusedZip()
        press(&state, [.tab], startingAt: 5_000)
        #expect(timelineLines(state) == [
            "0-1880 focus Zip code, 5 digits, text field",
            "2280-3440 hint double tap to edit",
            "5000-5560 focus 5 digits",
        ])
        #expect(!state.view().text.contains("✂"))
    }

    @Test("a hint cut while speaking shows as interrupted")
    func hintCutWhileSpeaking() throws {
        var state = try focusedZip()
        press(&state, [.tab], startingAt: 3_000)
        #expect(timelineLines(state) == [
            "0-1880 focus Zip code, 5 digits, text field",
            "2280-3000 hint ✂ double tap to edit",
            "3000-3560 focus 5 digits",
        ])
    }

    @Test("an action at the very millisecond a hint is due cancels it; a millisecond later cuts it")
    func hintDueBoundary() throws {
        var due = try focusedZip()
        press(&due, [.tab], startingAt: 2_280)
        #expect(!due.transcript.contains { $0.utterance.kind == .hint })
        var later = try focusedZip()
        press(&later, [.tab], startingAt: 2_281)
        #expect(later.transcript.contains { $0.utterance.kind == .hint && $0.interrupted && $0.start == 2_280 && $0.end == 2_281 })
    }

    @Test("the caption shows the utterance speaking at now, and in the silences the last one spoken")
    func caption() throws {
        var state = try focusedZip()
        let expected: [(Int, String?)] = [
            (0, "Zip code, 5 digits, text field"), (1_879, "Zip code, 5 digits, text field"),
            (1_880, nil), (2_279, nil), (2_280, "double tap to edit"), (3_439, "double tap to edit"), (3_440, nil), (60_000, nil),
        ]
        var last = ""
        for (time, text) in expected {
            _ = state.update(.tick, realTime: time)
            #expect(state.caption?.utterance.text == text, "at \(time) ms")
            let line = row(state.view(), 21)
            if let text { last = text }
            // VoiceOver's caption panel keeps the last utterance until the next; ▶ marks speech going on.
            #expect(line == (text.map { " ▶ " + $0 } ?? "   " + last), "caption row at \(time) ms")
        }
    }

    @Test("the caption of an interrupted utterance stops at the cut")
    func captionAfterCut() throws {
        var state = try focusedZip()
        press(&state, [.tab], startingAt: 500)
        _ = state.update(.tick, realTime: 600)
        #expect(state.caption?.utterance.text == "5 digits")
        _ = state.update(.tick, realTime: 1_060)
        #expect(state.caption == nil)
    }

    @Test("a hint appears in the transcript once its delay has passed, not before")
    func hintAppearsAfterDelay() throws {
        var state = try focusedZip(at: 50_000)
        // While the focus utterance speaks and during the 400 ms delay, no hint has been spoken.
        for time in [50_000, 51_000, 52_000] {
            _ = state.update(.tick, realTime: time)
            let text = state.view().text
            #expect(!text.contains("hint       double tap to edit"), "no hint line at \(time) ms")
        }
        _ = state.update(.tick, realTime: 52_300)
        #expect(row(state.view(), 4).hasSuffix("52.28 hint       double tap to edit"))
        #expect(state.caption?.utterance.kind == .hint)
    }

    @Test("no transcript line shows a time before its utterance has started")
    func queuedUtterancesHaveNoBogusTime() throws {
        // A field without a counter, so that nothing cuts the word echo queued behind "period".
        let scenario = try ScenarioParser.parse("field mdc name\n  placeholder: Name\n", path: "<test>")
        var state = AppState(screen: scenario.screen, settings: scenario.settings, title: "t")
        press(&state, [.tab, .enter], startingAt: 10_000)
        typeKeys(&state, "a", at: 30_000)
        typeKeys(&state, ".", at: 40_000)
        // "period" speaks from 40.00 and the word "a" waits behind it: it has not started.
        let lines = state.view().text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("40.00 typed      period") })
        let bogus = lines.filter { $0.contains(" 0.00 ") }
        #expect(bogus.isEmpty, "nothing happened at 0 ms")
    }

    @Test("the rate applies to what starts next (durations 80 + 60 × C ms at 50, scaled by 50 / rate)")
    func rateScalesDurations() throws {
        var state = try demoState()
        press(&state, [.function(2)] + downs(to: "rate") + Array(repeating: .right, count: 10) + [.escape], gap: 1)
        #expect(state.settings.rate == 100)
        press(&state, [.tab], startingAt: 1_000)
        #expect(timelineLines(state) == ["1000-1280 focus Zip code"])
    }

    @Test("the clock is the real clock, pastes included; never backwards")
    func clock() throws {
        var state = try demoState()
        press(&state, [.end, .enter])
        _ = state.update(.paste("abc"), realTime: 20_000)
        // One step: "pasted" at 20000 (6 characters, 440 ms); the clock stays where it is.
        #expect(state.transcript.suffix(1).map(\.start) == [20_000])
        #expect(state.now == 20_000)
        _ = state.update(.tick, realTime: 20_100)
        #expect(state.now == 20_100)
        _ = state.update(.tick, realTime: 20_050)
        #expect(state.now == 20_100)
        press(&state, [.backspace], startingAt: 20_100)
        #expect(state.transcript.last!.start == 20_100)
        #expect(state.transcript.suffix(2).first!.interrupted, "pasted was cut 100 ms in")
    }
}
