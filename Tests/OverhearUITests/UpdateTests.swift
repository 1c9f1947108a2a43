import Foundation
import Testing
import OverhearKit
@testable import OverhearUI

/// The engine's requests for each step of `commands`, played on a copy of the state's engine.
func engineRequests(_ state: AppState, _ commands: [ScenarioCommand]) throws -> [[SpeechRequest]] {
    var engine = state.voiceOver
    var requests: [[SpeechRequest]] = []
    for command in commands { try engine.perform(command) { _, stepRequests in requests.append(stepRequests) } }
    return requests
}

/// `update` without a terminal: keys, pastes, clicks and resizes → state and effects.
@Suite("Update: keys and effects")
struct UpdateKeyTests {
    func ids(_ state: AppState) -> String? {
        state.voiceOver.focus.map { state.screen.name(of: $0) }
    }

    @Test("Tab and → swipe forward through every present element, then the boundary sound")
    func swipeForward() throws {
        var state = try demoState()
        var visited: [String] = []
        for (index, key) in [Key.tab, .right, .tab, .right, .tab, .right].enumerated() {
            let expected = try engineRequests(state, [.next])
            wake(&state, before: index * 10_000)
            let effects = state.update(.key(key), realTime: index * 10_000)
            expectSpeech(state, effects, expected)
            visited.append(ids(state) ?? "nil")
        }
        #expect(visited == ["zip.placeholder", "zip", "zip.helper", "zip.counter", "email", "password"])
        wake(&state, before: 100_000)
        let effects = state.update(.key(.tab), realTime: 100_000)
        #expect(started(effects) == [.sound("boundary")])
        #expect(ids(state) == "password")
    }

    @Test("Shift-Tab and ← swipe back; with nothing focused they go to the last element")
    func swipeBack() throws {
        var state = try demoState()
        press(&state, [.left])
        #expect(ids(state) == "password")
        press(&state, [.backTab], startingAt: 10_000)
        #expect(ids(state) == "email")
        press(&state, [.left, .backTab, .left, .left], startingAt: 20_000)
        #expect(ids(state) == "zip.placeholder")
        let effects = press(&state, [.backTab], startingAt: 100_000)
        #expect(spokenTexts(effects) == ["boundary"])
    }

    @Test("Home and End go to the first and last element when not editing")
    func homeEnd() throws {
        var state = try demoState()
        let toLast = try engineRequests(state, [.last])
        let end = press(&state, [.end])
        expectSpeech(state, end, toLast)
        #expect(ids(state) == "password")
        #expect(spokenTexts(toLast) == ["Password, secure text field", "double tap to edit"])
        press(&state, [.home], startingAt: 10_000)
        #expect(ids(state) == "zip.placeholder")
        #expect(!state.isEditing)
    }

    @Test("Enter activates the focused text element: editing begins with the kind's announcement")
    func enterActivates() throws {
        var state = try demoState()
        press(&state, [.tab, .tab])
        let expected = try engineRequests(state, [.activate])
        let effects = press(&state, [.enter], startingAt: 20_000)
        expectSpeech(state, effects, expected)
        #expect(spokenTexts(effects) == ["text field, is editing, Zip code, 5 digits, character mode, insertion point at end", "5 character limit."])
        #expect(expected[0].map(\.priority) == [.screenReader, .announcement])
        #expect(state.screen.editingField == 0)
        // Enter on static text (the helper) does nothing, but is still an action.
        var other = try demoState()
        press(&other, [.tab, .tab, .tab, .enter])
        #expect(ids(other) == "zip.helper")
        #expect(!other.isEditing)
        #expect(started(press(&other, [.enter], startingAt: 50_000)).isEmpty)
    }

    @Test("while editing, ← → Home End move the insertion point and speak what they cross")
    func cursorKeysWhileEditing() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .enter])
        typeKeys(&state, "90", at: 30_000)
        #expect(state.screen.fields[0].text == "90")
        #expect(state.screen.fields[0].insertionPoint == 2)

        var effects = press(&state, [.left], startingAt: 40_000)
        #expect(state.screen.fields[0].insertionPoint == 1)
        #expect(started(effects) == [Utterance(.cursor, [Segment(.echo, named: "0")])])
        #expect(ids(state) == "zip", "the cursor keys leave VoiceOver focus alone")

        effects = press(&state, [.right], startingAt: 50_000)
        #expect(state.screen.fields[0].insertionPoint == 2)
        #expect(spokenTexts(effects) == ["0"])
        effects = press(&state, [.right], startingAt: 60_000)
        #expect(spokenTexts(effects) == ["boundary"])

        effects = press(&state, [.home], startingAt: 70_000)
        #expect(state.screen.fields[0].insertionPoint == 0)
        #expect(spokenTexts(effects) == ["insertion point at start"])
        effects = press(&state, [.end], startingAt: 80_000)
        #expect(state.screen.fields[0].insertionPoint == 2)
        #expect(spokenTexts(effects) == ["insertion point at end"])
        effects = press(&state, [.home, .left], startingAt: 90_000)
        #expect(spokenTexts(effects) == ["insertion point at start", "boundary"])
        #expect(state.isEditing && ids(state) == "zip")
    }

    @Test("Tab while editing still swipes (VoiceOver focus), editing goes on")
    func tabWhileEditing() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .enter])
        typeKeys(&state, "9", at: 30_000)
        press(&state, [.tab], startingAt: 40_000)
        #expect(ids(state) == "zip.clear")
        #expect(state.isEditing)
        press(&state, [.backTab], startingAt: 50_000)
        #expect(ids(state) == "zip")
        #expect(state.screen.fields[0].insertionPoint == 1)
    }

    @Test("Backspace deletes while editing and does nothing otherwise")
    func backspace() throws {
        var state = try demoState()
        #expect(press(&state, [.backspace]).isEmpty)
        #expect(state.actionCount == 0)
        press(&state, [.tab, .tab, .enter], startingAt: 10_000)
        typeKeys(&state, "90", at: 40_000)
        let expected = try engineRequests(state, [.delete(1)])
        let effects = press(&state, [.backspace], startingAt: 50_000)
        expectSpeech(state, effects, expected)
        #expect(spokenTexts(effects) == ["0", "4 characters remaining"])
        #expect(state.screen.fields[0].text == "9")
        press(&state, [.backspace], startingAt: 60_000)
        #expect(spokenTexts(press(&state, [.backspace], startingAt: 70_000)) == ["boundary"])
        #expect(state.screen.fields[0].text == "")
    }

    @Test("Esc stops editing silently; without editing it is not an action")
    func escape() throws {
        var state = try demoState()
        #expect(press(&state, [.escape]).isEmpty)
        #expect(state.actionCount == 0)
        press(&state, [.tab, .tab, .enter], startingAt: 10_000)
        let count = state.actionCount
        let effects = press(&state, [.escape], startingAt: 40_000)
        #expect(effects.isEmpty)
        #expect(!state.isEditing)
        #expect(state.actionCount == count + 1)
    }

    @Test("printable keys type only while editing; elsewhere a status line explains")
    func printableKeys() throws {
        var state = try demoState()
        press(&state, [.tab, .tab])
        let before = state.screen
        let effects = press(&state, [.character("a")], startingAt: 20_000)
        #expect(effects.isEmpty)
        #expect(state.screen == before)
        #expect(state.status == "Not editing: press Enter on a text field to type into it.")
        #expect(row(state.view(), 22) == " Not editing: press Enter on a text field to type into it.")
        // The status line lasts until the next key.
        press(&state, [.enter], startingAt: 30_000)
        #expect(state.status == "")
        let typed = try engineRequests(state, [.type("Q")])
        let q = press(&state, [.character("Q")], startingAt: 40_000)
        expectSpeech(state, q, typed)
        #expect(spokenTexts(typed) == ["Q", "4 characters remaining"])
    }

    @Test("q types a q while editing and, otherwise, quits once confirmed with y")
    func qKey() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .enter])
        press(&state, [.character("q")], startingAt: 30_000)
        #expect(!state.shouldQuit)
        #expect(state.screen.fields[0].text == "q")
        press(&state, [.escape], startingAt: 40_000)
        #expect(press(&state, [.character("q")], startingAt: 50_000).isEmpty)
        let effects = press(&state, [.character("y")], startingAt: 60_000)
        #expect(state.shouldQuit)
        #expect(effects == [.silence, .quit])
    }

    @Test("F10, Ctrl-Q and Ctrl-C quit, also while editing", arguments: [Key.function(10), .control("q"), .control("c")])
    func quitKeys(key: Key) throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .enter])
        let effects = press(&state, [key], startingAt: 30_000)
        #expect(state.shouldQuit)
        #expect(effects == [.silence, .quit])
        #expect(state.screen.fields[0].text == "")
    }

    @Test("F3 mutes: .silence, then no speech effects while speech still runs on the timeline")
    func mute() throws {
        var state = try demoState()
        var effects = press(&state, [.function(3)])
        #expect(effects == [.silence])
        #expect(state.muted)
        #expect(state.status == "Speech muted (F3 to unmute).")
        // The flags that matter most come first: "muted" before the language, rate, echo and hints.
        #expect(row(state.view(), 0) == " Overhear · demo screen    muted · en · rate 50 · echo characters-and-words · …")
        #expect(row(state.view(), 21) == "   (muted)")

        effects = press(&state, [.tab, .tab], startingAt: 10_000)
        #expect(started(effects).isEmpty)
        #expect(effects.isEmpty)
        // At 20 s the hint (due 21.88 + 0.4 = 22.28 s) has not started, so it is not listed yet.
        #expect(state.transcript.map(\.utterance.text) == ["Zip code", "Zip code, 5 digits, text field"])
        // The caption still shows what VoiceOver is saying, muted or not.
        _ = state.update(.tick, realTime: 20_500)
        #expect(state.caption?.utterance.text == "Zip code, 5 digits, text field")
        // The muted timeline goes on: the hint starts at 22.28 s.
        _ = state.update(.tick, realTime: 22_300)
        #expect(state.transcript.map(\.utterance.text) == ["Zip code", "Zip code, 5 digits, text field", "double tap to edit"])

        effects = press(&state, [.function(3)], startingAt: 30_000)
        #expect(effects.isEmpty)
        #expect(!state.muted)
        #expect(state.status == "Speech on.")
        #expect(started(press(&state, [.tab], startingAt: 40_000)).count == 1)
    }

    @Test("↑ ↓ PgUp PgDn scroll the transcript; a new action follows the newest again")
    func transcriptScroll() throws {
        var state = try demoState()
        press(&state, [.up])
        #expect(state.transcriptScroll == 0, "nothing to scroll")
        // 20 swipes back and forth: 20 focus utterances, hints only for text elements.
        press(&state, Array(repeating: Key.tab, count: 6) + Array(repeating: Key.backTab, count: 5) + Array(repeating: Key.tab, count: 9), startingAt: 0, gap: 5_000)
        let count = state.transcript.count
        #expect(count > 17)
        press(&state, [.up, .up], startingAt: 200_000, gap: 10)
        #expect(state.transcriptScroll == 2)
        let frame = state.view()
        #expect(row(frame, 18).hasSuffix("↓ 2 newer"))
        #expect(frame[66, 18].style.reverse)
        press(&state, [.pageUp], startingAt: 201_000)
        #expect(state.transcriptScroll == min(12, count - 1))
        press(&state, [.pageDown, .down], startingAt: 202_000, gap: 10)
        #expect(state.transcriptScroll == 1)
        press(&state, [.pageUp, .pageUp, .pageUp, .pageUp], startingAt: 203_000, gap: 10)
        // It stops with the oldest entry at the top of a full pane (rows 2-18), not past it.
        var top = state.view()
        #expect(row(top, 2).hasSuffix("│   0.00 focus      Zip code"), "\(top.text)")
        #expect(row(top, 18).count > 40, "the pane is full: \(top.text)")
        #expect(state.status == "The transcript's first entry is at the top.")
        let scrolled = state.transcriptScroll
        press(&state, [.pageUp], startingAt: 203_100)
        #expect(state.transcriptScroll == scrolled)
        press(&state, [.pageDown], startingAt: 203_200)
        top = state.view()
        #expect(row(top, 18).count > 40, "PgDn leaves a full pane: \(top.text)")
        press(&state, [.tab], startingAt: 210_000)
        #expect(state.transcriptScroll == 0)
    }

    @Test("notices from the edge go to the status line; ticks change nothing but the clock")
    func noticeAndTick() throws {
        var state = try demoState()
        #expect(state.update(.notice("Speech is off: no espeak-ng"), realTime: 5).isEmpty)
        #expect(row(state.view(), 22) == " Speech is off: no espeak-ng")
        #expect(state.update(.tick, realTime: 1_234).isEmpty)
        #expect(state.now == 1_234)
        #expect(state.update(.tick, realTime: 1_000).isEmpty)
        #expect(state.now == 1_234, "the clock never goes back")
    }
}

@Suite("Update: settings panel (F2)")
struct SettingsPanelTests {
    @Test("with no voices installed the voice row stays on the default")
    func noVoicesInstalled() throws {
        var state = try demoState()
        press(&state, [.function(2)] + downs(to: "voice") + [.right], startingAt: 100, gap: 10)
        #expect(state.mode == .settings(selected: settingRow("voice")))
        #expect(state.settings.voice == "")
        #expect(state.view().text.contains("◀ en-us (follows the language) ▶"))
    }

    @Test("the voice row says whether the voice follows the language; → and ← back follow it again, and only a pinned voice is recorded")
    func voiceFollowsTheLanguageUntilPinned() throws {
        var state = try demoState(width: 100, height: 30)
        state.voices = ["de", "en-gb", "en-us", "fr"]
        press(&state, [.function(2)] + downs(to: "language") + [.right], gap: 10)
        #expect(state.settings.language == "de")
        #expect(state.view().text.contains("◀ de (follows the language) ▶"), "\(state.view().text)")
        press(&state, [.down, .right, .left], startingAt: 1_000, gap: 10)
        #expect(state.settings.voice == "", "back where it started: following the language")
        #expect(state.settings.spokenVoice == "de")
        press(&state, [.left], startingAt: 2_000)
        #expect(state.settings.voice == "de", "the language's voice, pinned")
        #expect(state.view().text.contains("◀ de (pinned) ▶"))
        press(&state, [.escape, .control("r"), .control("r")], startingAt: 3_000, gap: 10)
        #expect(state.status.hasPrefix("Recording saved"))
        press(&state, [.function(2)] + downs(to: "voice") + [.right], startingAt: 4_000, gap: 10)
        #expect(state.settings.voice == "")
        press(&state, [.escape, .control("r")], startingAt: 5_000, gap: 10)
        let recorded = try #require(state.recording).scenarioText
        #expect(recorded.contains("language: de") && !recorded.contains("voice:"), "\(recorded)")
    }

    @Test("F2 opens the panel; ↑↓ choose, ←→ change the settings at once; Esc closes")
    func changesApplyAtOnce() throws {
        var state = try demoState()
        // The voices the terminal found installed.
        state.voices = ["de", "en-gb", "en-us", "fr"]
        #expect(press(&state, [.function(2)]).isEmpty)
        #expect(state.mode == .settings(selected: 0))

        // Typing echo: characters-and-words → none (→), then back (←).
        var effects = press(&state, [.right], startingAt: 100)
        var settings = Settings()
        settings.typingEcho = .none
        #expect(effects.isEmpty, "the speaker is given the settings with what it starts")
        #expect(state.settings == settings)
        #expect(state.settings.typingEcho == .none)
        #expect(state.view().text.contains("◀ none ▶"))
        #expect(row(state.view(), 0).contains("echo none"))

        // Rate: ↓ to its row; → adds 5.
        press(&state, downs(to: "rate"), startingAt: 200, gap: 10)
        #expect(state.mode == .settings(selected: settingRow("rate")))
        effects = press(&state, [.right], startingAt: 300)
        settings.rate = 55
        #expect(effects.isEmpty && state.settings == settings)
        #expect(state.timeline.rate == 55)
        press(&state, [.left, .left, .left], startingAt: 400, gap: 10)
        #expect(state.settings.rate == 40)
        #expect(row(state.view(), 0).contains("rate 40"))
        // ↑ wraps from the first row to the last; then up to voice.
        press(&state, Array(repeating: .up, count: settingRow("rate") + 1), startingAt: 500, gap: 10)
        #expect(state.mode == .settings(selected: SettingDescriptor.all.count - 1), "the last row")
        press(&state, Array(repeating: .up, count: SettingDescriptor.all.count - 1 - settingRow("voice")), startingAt: 550, gap: 1)
        effects = press(&state, [.right], startingAt: 600)
        #expect(state.settings.voice == "fr", "the next installed voice after the default en-us")
        #expect(effects.isEmpty)

        #expect(press(&state, [.escape], startingAt: 700).isEmpty)
        #expect(state.mode == .normal)

        // The new settings govern what is said next: rate 40 and no typing echo.
        let tab = press(&state, [.tab], startingAt: 10_000)
        #expect(state.transcript.last!.end - state.transcript.last!.start == (80 + 60 * 8) * 50 / 40)
        // The speaker synthesises it with the settings of the moment: rate 40, voice fr.
        guard case .speech(let cues) = tab.first, case .start(_, _, let given, _) = cues.first else { Issue.record("no start"); return }
        #expect(given == state.settings && given.rate == 40 && given.voice == "fr")
        press(&state, [.tab, .enter], startingAt: 20_000)
        let typed = press(&state, [.character("9")], startingAt: 40_000)
        #expect(spokenTexts(typed) == ["4 characters remaining"], "typing echo none: only the counter")
    }

    @Test("hints off and a longer hint delay change the hint at once")
    func hintSettings() throws {
        var state = try demoState()
        press(&state, [.function(2)] + downs(to: "hints") + [.right], gap: 10)
        #expect(!state.settings.hints)
        press(&state, [.escape], startingAt: 100)
        let effects = press(&state, [.tab, .tab], startingAt: 1_000)
        #expect(spokenTexts(effects) == ["Zip code", "Zip code, 5 digits, text field"])

        var delayed = try demoState()
        press(&delayed, [.function(2)] + downs(to: "hint-delay") + [.right, .right, .escape], gap: 10)
        #expect(delayed.settings.hintDelay == 600)
        #expect(delayed.timeline.hintDelay == 600)
        press(&delayed, [.tab, .tab], startingAt: 1_000, gap: 5_000)
        _ = delayed.update(.tick, realTime: 20_000)
        let hint = delayed.transcript.last!
        #expect(hint.utterance.kind == .hint)
        #expect(hint.start == 6_000 + 1_880 + 600)
    }

    @Test("rate and hint delay stay within their bounds")
    func bounds() throws {
        var state = try demoState()
        press(&state, [.function(2)] + downs(to: "rate"), gap: 10)
        for index in 0..<15 { _ = state.update(.key(.right), realTime: 100 + index) }
        #expect(state.settings.rate == 100)
        for index in 0..<30 { _ = state.update(.key(.left), realTime: 200 + index) }
        #expect(state.settings.rate == 1)
        press(&state, Array(repeating: .up, count: settingRow("rate") - settingRow("hint-delay")), startingAt: 300)
        for index in 0..<10 { _ = state.update(.key(.left), realTime: 400 + index) }
        #expect(state.settings.hintDelay == 0)
    }

    @Test("F2 is refused while recording: a scenario has one settings block")
    func refusedWhileRecording() throws {
        var state = try demoState()
        _ = state.toggleRecording(path: "/tmp/refused.scenario")
        let effects = press(&state, [.function(2)])
        #expect(effects.isEmpty)
        #expect(state.mode == .normal)
        #expect(state.status == "Stop recording (Ctrl-R) to change settings: a scenario has one settings block.")
    }
}

@Suite("Update: app actions (F4)")
struct AppActionTests {
    @Test("set an error on mdc-2018: the prompt, then focus on the helper speaking the error phrase")
    func setError() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .function(4), .enter])
        #expect(state.mode == .prompt(.error, text: ""))
        typeKeys(&state, "Bad zipx", at: 40_000)
        press(&state, [.backspace], startingAt: 40_100)
        #expect(state.mode == .prompt(.error, text: "Bad zip"))
        let effects = press(&state, [.enter], startingAt: 50_000)
        #expect(state.mode == .normal)
        #expect(state.screen.fields[0].error == "Bad zip")
        #expect(state.voiceOver.focus == ElementID(item: 0, part: .helper))
        #expect(started(effects) == [Utterance(.focus, [Segment(.label, named: "Error: Bad zip.")])])
    }

    @Test("clear the error: helper text back, no speech, focus stays")
    func clearError() throws {
        var state = try GoldenStates.errorSet()
        press(&state, [.function(4)], startingAt: 20_000)
        #expect(!state.view().text.contains("Clear the error ("))
        #expect(state.appActionRows.map(\.available) == [true, true, true, true])
        let effects = press(&state, [.down, .enter], startingAt: 20_100, gap: 10)
        #expect(started(effects).isEmpty)
        #expect(state.screen.fields[0].error == nil)
        #expect(state.voiceOver.focus == ElementID(item: 0, part: .helper))
        #expect(row(state.view(), 5).hasPrefix(" ▶ 5 digits"))
    }

    @Test("mdc error: an announcement deferred by 50 ms")
    func mdcError() throws {
        var state = try demoState()
        click(&state, "email", at: 0)
        press(&state, [.function(4), .enter], startingAt: 10_000, gap: 10)
        typeKeys(&state, "Taken", at: 10_100)
        let effects = press(&state, [.enter], startingAt: 10_200)
        #expect(started(effects).isEmpty, "posted 50 ms later")
        #expect(state.voiceOver.focus == ElementID(item: 1, part: .text), "mdc moves no focus")
        #expect(state.update(.tick, realTime: 10_249).isEmpty)
        #expect(state.caption == nil)
        #expect(state.nextWakeTime == 10_250)
        let posted = state.update(.tick, realTime: 10_250)
        #expect(posted == [.speech([.start(entry: state.timeline.entries.count - 1, Utterance(.announce, [Segment(.announcement, named: "Error: Taken")]),
                                           settings: state.settings, interrupting: true)])])
        #expect(state.caption?.utterance.text == "Error: Taken")
        #expect(state.transcript.last?.start == 10_250)
    }

    @Test("post an announcement; an empty one is refused; Esc cancels the prompt")
    func announce() throws {
        var state = try demoState()
        press(&state, [.function(4), .down, .down, .enter], gap: 10)
        #expect(state.mode == .prompt(.announcement, text: ""))
        press(&state, [.enter], startingAt: 100)
        #expect(state.mode == .normal)
        #expect(state.status == "An announcement needs text.")
        #expect(state.actionCount == 0)

        press(&state, [.function(4), .down, .down, .enter], startingAt: 200, gap: 10)
        typeKeys(&state, "Saved", at: 300)
        let effects = press(&state, [.enter], startingAt: 400)
        #expect(started(effects) == [Utterance(.announce, [Segment(.announcement, named: "Saved")])])
        #expect(state.caption?.utterance.text == "Saved")

        press(&state, [.function(4), .down, .down, .enter], startingAt: 1_000, gap: 10)
        typeKeys(&state, "Never", at: 1_100)
        #expect(press(&state, [.escape], startingAt: 1_200).isEmpty)
        #expect(state.mode == .normal)
        #expect(!state.transcript.contains { $0.utterance.text == "Never" })
    }

    @Test("disable and enable the focused field")
    func disableEnable() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .enter])
        #expect(state.isEditing)
        let effects = press(&state, [.function(4), .up, .enter], startingAt: 30_000, gap: 10)
        #expect(started(effects).isEmpty)
        #expect(!state.screen.fields[0].enabled)
        #expect(!state.isEditing, "disabling ends editing, silently")
        // A dimmed element: focus says dimmed, no hint, and Enter does nothing.
        let again = press(&state, [.tab, .backTab], startingAt: 40_000)
        #expect(spokenTexts(again).last == "Zip code, 5 digits, dimmed, text field")
        press(&state, [.enter], startingAt: 60_000)
        #expect(!state.isEditing)
        press(&state, [.function(4), .up, .enter], startingAt: 70_000, gap: 10)
        #expect(state.screen.fields[0].enabled)
    }

    @Test("on a uitextfield the error actions are unavailable, and say why")
    func unavailableOnUITextField() throws {
        var state = try demoState()
        press(&state, [.end, .function(4)])
        #expect(state.appActionRows.map(\.available) == [false, false, true, true])
        let text = state.view().text
        #expect(text.contains("App actions on password"))
        #expect(text.contains("Set an error… (uitextfield has no error)"))
        #expect(text.contains("Clear the error (uitextfield has no error)"))
        let effects = press(&state, [.enter], startingAt: 20_000)
        #expect(effects.isEmpty)
        #expect(state.mode == .appActions(selected: 0), "the menu stays open")
        #expect(state.status == "Not available: uitextfield has no error.")
        press(&state, [.down, .enter], startingAt: 30_000, gap: 10)
        #expect(state.status == "Not available: uitextfield has no error.")
        #expect(state.screen.fields[2].error == nil)
        // Esc, F4 and q close the menu.
        for key in [Key.escape, .function(4), .character("q")] {
            press(&state, [.function(4)], startingAt: 40_000)
            press(&state, [key], startingAt: 40_010)
            #expect(state.mode == .normal)
            #expect(!state.shouldQuit)
        }
    }

    @Test("with nothing focused only the announcement is available")
    func nothingFocused() throws {
        var state = try demoState()
        press(&state, [.function(4)])
        #expect(state.appActionRows.map(\.available) == [false, false, true, false])
        #expect(state.view().text.contains("App actions on no field"))
        press(&state, [.up, .enter], startingAt: 100, gap: 10)
        #expect(state.status == "Not available: no field focused.")
        #expect(state.screen.fields.allSatisfy { $0.enabled })
    }
}

@Suite("Update: paste, click, resize")
struct PasteClickResizeTests {
    @Test("a paste while editing is one action: its text inserted at once, `pasted`, then the counter; the clock stays real")
    func pasteIsOneAction() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .enter])
        let expected = try engineRequests(state, [.paste("12")])
        let effects = state.update(.paste("12"), realTime: 30_000)
        expectSpeech(state, effects, expected)
        #expect(spokenTexts(effects) == ["pasted", "3 characters remaining"])
        #expect(state.screen.fields[0].text == "12")
        #expect(state.transcript.suffix(2).map(\.start) == [30_000, 30_000])
        #expect(state.now == 30_000)
        #expect(state.clockOffset == 0)
    }

    @Test("a paste over 1,000 characters is cut to 1,000 and does not move the clock")
    func longPasteIsCut() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .tab, .tab, .tab, .enter])
        let effects = state.update(.paste(String(repeating: "ab", count: 600)), realTime: 60_000)
        #expect(state.screen.fields[1].text.count == 1_000)
        #expect(state.status == "Paste cut to its first 1000 characters.")
        #expect(spokenTexts(effects) == ["pasted", "1000 of 40 characters"])
        _ = state.update(.tick, realTime: 61_000)
        #expect(state.now == 61_000)
    }

    @Test("a paste when not editing, or in a panel, types nothing")
    func pasteIgnored() throws {
        var state = try demoState()
        press(&state, [.tab, .tab])
        wake(&state, before: 20_000)
        #expect(state.update(.paste("123"), realTime: 20_000).isEmpty)
        #expect(state.screen.fields[0].text == "")
        #expect(state.status == "Not editing: press Enter on a text field to paste into it.")
        press(&state, [.enter, .function(1)], startingAt: 30_000)
        #expect(state.update(.paste("123"), realTime: 50_000).isEmpty)
        #expect(state.screen.fields[0].text == "")
        #expect(state.update(.paste(""), realTime: 50_001).isEmpty)
    }

    @Test("a paste longer than the paste limit is cut, with a status message")
    func pasteLimit() throws {
        var state = try demoState()
        press(&state, [.end, .enter])
        let long = String(repeating: "abcdefghij", count: 120)
        _ = state.update(.paste(long), realTime: 20_000)
        #expect(state.screen.fields[2].text == String(long.prefix(AppState.pasteLimit)))
        #expect(state.status == "Paste cut to its first 1000 characters.")
        #expect(row(state.view(), 22) == " Paste cut to its first 1000 characters.")

        var exact = try demoState()
        press(&exact, [.end, .enter])
        _ = exact.update(.paste(String(repeating: "x", count: AppState.pasteLimit)), realTime: 20_000)
        #expect(exact.screen.fields[2].text.count == 1000)
        #expect(exact.status == "")
    }

    @Test("a paste into the F4 prompt adds to the prompt's text")
    func pasteIntoPrompt() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .function(4), .enter])
        typeKeys(&state, "Not ", at: 40_000)
        _ = state.update(.paste("a US zip code"), realTime: 40_100)
        // Bracketed paste is how a terminal delivers pasted text; the prompt gets it.
        #expect(state.mode == .prompt(.error, text: "Not a US zip code"))
    }

    @Test("a click on an element's cells focuses it, as touch exploration", arguments: [
        ("zip.placeholder", 3), ("zip", 3), ("zip.helper", 5), ("zip.counter", 5), ("email", 8), ("password", 13),
    ])
    func clickFocuses(id: String, expectedRow: Int) throws {
        var state = try demoState()
        let ref = state.screen.elementID(named: id)!
        let area = Layout(state).area(of: ref)!
        #expect(area.y == expectedRow)
        // The last cell of the area, so that the inline placeholder (smaller, same row) is not hit for zip.
        let expected = try engineRequests(state, [.focus(ref)])
        let effects = state.update(.click(x: area.right - 1, y: area.y), realTime: 1_000)
        #expect(state.voiceOver.focus == ref)
        expectSpeech(state, effects, expected)
        // Clicking the focused element speaks it again.
        wake(&state, before: 10_000)
        #expect(started(state.update(.click(x: area.right - 1, y: area.y), realTime: 10_000)) == [expected[0][0].utterance])
    }

    @Test("the inline placeholder wins over the text element it sits in; the clear button is clickable")
    func clickOverlaps() throws {
        var state = try demoState()
        _ = state.update(.click(x: 3, y: zipTextRow), realTime: 0)
        #expect(state.voiceOver.focus == ElementID(item: 0, part: .placeholder))
        _ = state.update(.click(x: 11, y: zipTextRow), realTime: 5_000)
        #expect(state.voiceOver.focus == ElementID(item: 0, part: .text))
        press(&state, [.enter], startingAt: 10_000)
        typeKeys(&state, "12", at: 20_000)
        // Editing with text: the label floats to row 2, the clear button is at columns 30-31 of row 3.
        _ = state.update(.click(x: 3, y: 2), realTime: 30_000)
        #expect(state.voiceOver.focus == ElementID(item: 0, part: .placeholder))
        _ = state.update(.click(x: 31, y: zipTextRow), realTime: 40_000)
        #expect(state.voiceOver.focus == ElementID(item: 0, part: .clear))
        let effects = press(&state, [.enter], startingAt: 50_000)
        #expect(state.screen.fields[0].text == "")
        #expect(state.voiceOver.focus == ElementID(item: 0, part: .text))
        #expect(spokenTexts(effects).last == "5 characters remaining")
    }

    @Test("clicks elsewhere, in a panel or on a too-small terminal do nothing")
    func clickIgnored() throws {
        var state = try demoState()
        for (x, y) in [(0, 0), (40, 2), (20, 4), (3, 7), (3, 10), (5, 22), (79, 23)] {
            #expect(state.update(.click(x: x, y: y), realTime: 0).isEmpty, "click at \(x), \(y)")
        }
        #expect(state.voiceOver.focus == nil)
        press(&state, [.function(1)])
        #expect(state.update(.click(x: 3, y: zipTextRow), realTime: 100).isEmpty)
        press(&state, [.escape], startingAt: 200)
        _ = state.update(.resize(width: 50, height: 12), realTime: 300)
        #expect(state.update(.click(x: 3, y: zipTextRow), realTime: 400).isEmpty)
        #expect(state.voiceOver.focus == nil)
    }

    @Test("resize to a small size and back: keys ignored meanwhile, quit works")
    func resizeSmallAndBack() throws {
        var state = try GoldenStates.editingZip()
        let before = state.view()
        #expect(state.update(.resize(width: 40, height: 10), realTime: 30_100).isEmpty)
        #expect(state.isTooSmall)
        #expect(state.view().text.contains("have 40×10"))
        // Keys do nothing on a small terminal, where their effect could not be seen; only quitting works.
        #expect(press(&state, [.character("1"), .backspace, .tab, .escape, .function(1), .character("q")], startingAt: 30_100).isEmpty)
        #expect(state.update(.paste("123"), realTime: 30_100).isEmpty)
        #expect(state.screen.fields[0].text == "902" && state.mode == .normal && state.isEditing)
        var quitting = state
        #expect(press(&quitting, [.function(10)], startingAt: 30_100).contains(.quit))
        _ = state.update(.resize(width: 80, height: 24), realTime: 30_100)
        #expect(!state.isTooSmall)
        #expect(state.view().cells.count == before.cells.count)
        // The state and so the frame are as before.
        let after = state.view()
        for y in 1..<19 { for x in 0..<80 { #expect(after[x, y] == before[x, y], "cell \(x), \(y)") } }
    }

    @Test("at the minimum size (60×16) two fields show, scrolled to keep the focused one visible")
    func minimumSize() throws {
        var state = try demoState(width: 60, height: 16)
        #expect(!state.isTooSmall)
        var frame = state.view()
        #expect(row(frame, 3) == "   Zip code                       │")
        #expect(!frame.text.contains("Password"))
        press(&state, [.end])
        frame = state.view()
        // Focus on the third field: the pane starts at email (rows 2-5); password takes rows 7-9.
        #expect(row(frame, 3).hasPrefix("   Email "))
        #expect(row(frame, 8).hasPrefix(" ▶ Password"))
        #expect(!frame.text.contains("Zip code"))
        // A click maps through the scrolled layout: row 3 is now email's text.
        _ = state.update(.click(x: 3, y: 3), realTime: 10_000)
        #expect(state.voiceOver.focus == ElementID(item: 1, part: .text))
        // The footer drops its least needed keys to fit 58 columns: help, quit and recording stay.
        #expect(row(frame, 15) == " Tab move  ⏎ act  Esc stop  F1 help  ^R rec  …  q quit")
        #expect(TerminalText.width(ofText: row(frame, 15)) <= 59)
    }
}
