import Foundation
import Testing
import OverhearKit
@testable import OverhearUI

/// Recording a session as a scenario (Recording.swift), and replaying it with the scenario player.
@Suite("Recording")
struct RecordingTests {
    static let demoHeader = "# Recorded with overhear tui.\n" + threeFieldScreen

    /// Parses the recording's bytes and checks them; the check must pass.
    func checkRecording(_ state: AppState, sourceLocation: SourceLocation = #_sourceLocation) throws -> (Scenario, ScenarioCheck) {
        let recording = try #require(state.recording, sourceLocation: sourceLocation)
        let scenario = try ScenarioParser.parse(recording.bytes, path: recording.path)
        let check = try ScenarioCheck(scenario)
        #expect(check.passed, "\(check.diff)", sourceLocation: sourceLocation)
        // The bytes already hold the speech: checking them again rewrites nothing.
        #expect(check.updatedBytes == recording.bytes, sourceLocation: sourceLocation)
        return (scenario, check)
    }

    /// The UI's transcript of each recorded action equals the replay's (kinds, texts, ✂ marks).
    func expectReplayMatchesUI(_ unsettled: AppState, firstTag: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        // Let the UI's speech run out first (deferred announcements and ends only happen as the clock moves).
        var state = unsettled
        state.advanceClock(to: state.now + 10_000_000)
        let (scenario, check) = try checkRecording(state, sourceLocation: sourceLocation)
        let recorded = state.actionCount - firstTag
        let headerActions = scenario.actions.count - recorded
        #expect(headerActions >= 0, sourceLocation: sourceLocation)
        for index in 0..<recorded {
            let ui = uiTranscript(state, tag: firstTag + index)
            let replay = check.transcripts[headerActions + index].map(\.formatted)
            #expect(ui == replay, "action \(scenario.actions[headerActions + index].text)", sourceLocation: sourceLocation)
        }
        // The replay ends in the state the UI is in.
        var engine = VoiceOver(screen: scenario.screen, settings: scenario.settings, names: .none)
        for action in scenario.actions { try engine.perform(action.command) { _, _ in } }
        #expect(engine.screen == state.screen, sourceLocation: sourceLocation)
        #expect(engine.focus == state.voiceOver.focus, sourceLocation: sourceLocation)
        #expect(engine.settings == state.settings, sourceLocation: sourceLocation)
    }

    func actionLines(_ state: AppState) -> [String] {
        state.recording!.scenarioText.split(separator: "\n").map(String.init).filter { $0.hasPrefix(">") }
    }

    @Test("toggleRecording starts and stops; each start and stop writes the file")
    func startAndStop() throws {
        var state = try demoState()
        let start = state.toggleRecording(path: "/tmp/session.scenario")
        #expect(start == [.writeRecording(path: "/tmp/session.scenario", offset: 0, bytes: Array(Self.demoHeader.utf8))])
        #expect(state.status == "Recording to /tmp/session.scenario (Ctrl-R stops).")
        let frame = state.view()
        // "● REC" is the first flag, at column 27 (53 from the right); the flags are red.
        #expect(row(frame, 0) == " Overhear · demo screen    ● REC · en · rate 50 · echo characters-and-words · …")
        #expect(frame[27, 0].text == "●" && frame[27, 0].style.color == .red)
        #expect(frame[79 - 6, 0].style.color == .red)

        let stop = press(&state, [.control("r")], startingAt: 1_000)
        #expect(stop == [.writeRecording(path: "/tmp/session.scenario", offset: Self.demoHeader.utf8.count, bytes: [])])
        #expect(state.recording == nil)
        #expect(state.status == "Recording saved to /tmp/session.scenario.")
        #expect(!row(state.view(), 0).contains("REC"))

        // Ctrl-R records to the default name.
        let effects = press(&state, [.control("r")], startingAt: 2_000)
        #expect(recordingWrites(effects).map(\.path) == ["overhear-recording.scenario"])
    }

    @Test("Ctrl-R never replaces a file: each recording takes the first free name, and the status line says it")
    func ctrlRTakesAFreeName() throws {
        var state = try demoState()
        let taken: Set<String> = ["overhear-recording.scenario", "overhear-recording-2.scenario"]
        state.recordingTargets = RecordingTargets(problem: { _ in nil }, exists: { taken.contains($0) })
        let effects = press(&state, [.control("r")])
        #expect(recordingWrites(effects).map(\.path) == ["overhear-recording-3.scenario"])
        #expect(state.status == "Recording to overhear-recording-3.scenario (Ctrl-R stops).")
    }

    @Test("Ctrl-R where the recording cannot be written is refused at once, with --record's reason")
    func ctrlRRefusedWhenUnwritable() throws {
        var state = try demoState()
        state.recordingTargets = RecordingTargets(problem: { _ in "its folder cannot be written (Permission denied)" }, exists: { _ in false })
        let effects = press(&state, [.control("r")])
        #expect(recordingWrites(effects).isEmpty)
        #expect(state.recording == nil)
        #expect(state.status == "Cannot record to overhear-recording.scenario: its folder cannot be written (Permission denied).")
        #expect(!row(state.view(), 0).contains("REC"))
    }

    @Test("every recorded action writes the file's open end, its speech filled in from the UI's timeline")
    func eachActionWrites() throws {
        var state = try demoState()
        _ = state.toggleRecording(path: "/tmp/a.scenario")
        let effects = press(&state, [.tab])
        let writes = recordingWrites(effects)
        #expect(writes.count == 1)
        #expect(started(effects) == [state.voiceOver.focusRequests(ElementID(item: 0, part: .placeholder))[0].utterance])
        #expect(writes[0].offset == Self.demoHeader.utf8.count)
        #expect(String(decoding: writes[0].bytes, as: UTF8.self) == "> next\n  focus: Zip code\n")
        // Keys that are not actions write nothing.
        #expect(recordingWrites(press(&state, [.function(1), .escape, .up, .function(3)], startingAt: 10_000, gap: 10)).isEmpty)
    }

    @Test("a timed session: +N ms exactly where speech was going on, with the real gap; the check passes")
    func timedSession() throws {
        var state = try demoState()
        _ = state.toggleRecording(path: "/tmp/timed.scenario")
        let firstTag = state.actionCount
        apply(&state, [
            (1_000, .key(.tab)),                   // silence: plain
            (1_300, .key(.tab)),                   // "Zip code" speaking: +300 ms
            (5_000, .key(.enter)),                 // all done (hint ended 4740): plain
            (5_200, .key(.character("9"))),        // +200 ms
            (5_250, .key(.character("0"))),        // +50 ms
            (9_000, .paste("2 ")),                 // plain; one step, the clock stays real
            (9_100, .key(.left)),                  // +100 ms after the paste (the real gap)
            (20_000, .key(.home)),
            (20_010, .key(.end)),                  // +10 ms
            (30_000, .key(.backspace)),
            (40_000, .key(.escape)),
            (50_000, .key(.function(4))), (50_000, .key(.enter)),
        ])
        typeKeys(&state, "Bad", at: 50_000)
        apply(&state, [
            (50_000, .key(.enter)),                // set error: focus moves to zip.helper, plain
            (50_100, .key(.tab)),                  // +100 ms
            (60_000, .key(.function(4))), (60_000, .key(.down)), (60_000, .key(.down)), (60_000, .key(.enter)),
        ])
        typeKeys(&state, "Done", at: 60_000)
        apply(&state, [(60_000, .key(.enter))])
        click(&state, "password", at: 70_000)
        apply(&state, [(70_050, .key(.function(4))), (70_050, .key(.up)), (70_050, .key(.enter))])  // +50 ms

        #expect(actionLines(state) == [
            "> next",
            "> +300 ms next",
            "> activate",
            "> +200 ms type 9",
            "> +50 ms type 0",
            "> paste \"2 \"",
            "> +100 ms cursor left",
            "> cursor start",
            "> +10 ms cursor end",
            "> delete",
            "> escape",
            "> set zip error: Bad",
            "> +100 ms next",
            "> announce Done",
            "> focus password",
            "> +50 ms set password enabled: no",
        ])
        try expectReplayMatchesUI(state, firstTag: firstTag)
        let (scenario, _) = try checkRecording(state)
        #expect(scenario.actions.map(\.delay) == [nil, 300, nil, 200, 50, nil, 100, nil, 10, nil, nil, nil, 100, nil, nil, 50])
    }

    @Test("a recording started while a field is edited restores focus and editing first")
    func startedWhileEditing() throws {
        var state = try GoldenStates.editingZip()         // "902", insertion point before the "2"
        press(&state, [.left], startingAt: 40_000)        // before the "0"
        _ = state.toggleRecording(path: "/tmp/editing.scenario")
        let firstTag = state.actionCount
        let text = state.recording!.scenarioText
        #expect(text.contains("  text: \"902\"\n") || text.contains("  text: 902\n"))
        #expect(text.hasSuffix("\n> focus zip\n> activate\n> cursor left 2\n"))
        // Typing goes in at the insertion point, in the UI and in the replay.
        typeKeys(&state, "1", at: 50_000)
        #expect(state.screen.fields[0].text == "9102")
        press(&state, [.right], startingAt: 60_000)
        try expectReplayMatchesUI(state, firstTag: firstTag)
    }

    @Test("started while editing with VoiceOver focus elsewhere: the focus is restored after activating")
    func startedWhileEditingFocusElsewhere() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .enter])
        typeKeys(&state, "12", at: 30_000)
        press(&state, [.tab], startingAt: 40_000)       // zip.clear
        _ = state.toggleRecording(path: "/tmp/elsewhere.scenario")
        let firstTag = state.actionCount
        #expect(state.recording!.scenarioText.hasSuffix("\n> focus zip\n> activate\n> focus zip.clear\n"))
        press(&state, [.enter], startingAt: 50_000)     // the clear button empties the field
        typeKeys(&state, "5", at: 60_000)
        try expectReplayMatchesUI(state, firstTag: firstTag)
        #expect(state.screen.fields[0].text == "5")
    }

    @Test("started while not editing: only the focus is restored")
    func startedWithFocusOnly() throws {
        var state = try demoState()
        click(&state, "email", at: 0)
        _ = state.toggleRecording(path: "/tmp/focus.scenario")
        #expect(state.recording!.scenarioText.hasSuffix("max: 40\nfield uitextfield password\n  placeholder: Password\n  secure: yes\n\n> focus email\n"))
        let firstTag = state.actionCount
        // The first action after the header waits for silence, even if the UI was still speaking.
        press(&state, [.tab], startingAt: 100)
        #expect(actionLines(state).last == "> next")
        press(&state, [.backTab], startingAt: 200)
        #expect(actionLines(state).last == "> +100 ms previous")
        try expectReplayMatchesUI(state, firstTag: firstTag)
    }

    @Test("settings changed before recording are written and replayed")
    func settingsBlock() throws {
        var state = try demoState()
        // Typing echo → words (← from characters-and-words), rate 50 → 70, hints off.
        press(&state, [.function(2), .left] + downs(to: "hints") + [.right, .up] + downs(to: "rate") + Array(repeating: .right, count: 4) + [.escape], gap: 1)
        #expect(state.settings.typingEcho == .words && !state.settings.hints && state.settings.rate == 70)
        _ = state.toggleRecording(path: "/tmp/settings.scenario")
        let firstTag = state.actionCount
        #expect(state.recording!.scenarioText.contains("settings\n  typing-echo: words\n  hints: off\n  rate: 70\n"))
        click(&state, "email", at: 1_000)
        press(&state, [.enter], startingAt: 1_300)
        _ = state.update(.paste("ab c."), realTime: 10_000)
        press(&state, [.backspace, .left], startingAt: 10_020, gap: 30)
        try expectReplayMatchesUI(state, firstTag: firstTag)
        #expect(actionLines(state) == ["> focus email", "> +300 ms activate", "> paste ab c.", "> +20 ms delete", "> +30 ms cursor left"])
    }

    @Test("texts that need quoting survive the round trip", arguments: [
        "say \"hi\"", " leading space", "trailing space ", "tab\there", "line\nbreak", "#hash", "back\\slash", "esc\u{1B}[0m", "none",
    ])
    func quotedTexts(text: String) throws {
        var state = try demoState()
        _ = state.toggleRecording(path: "/tmp/quoted.scenario")
        click(&state, "email", at: 0)
        press(&state, [.enter], startingAt: 5_000)
        _ = state.update(.paste(text), realTime: 10_000)
        // The same text as an mdc error and as an announcement.
        apply(&state, [(100_000, .key(.function(4))), (100_000, .key(.enter))])
        typeKeys(&state, text, at: 100_000)
        apply(&state, [(100_000, .key(.enter)), (100_010, .key(.function(4))), (100_010, .key(.down)), (100_010, .key(.down)), (100_010, .key(.enter))])
        typeKeys(&state, text, at: 100_020)
        apply(&state, [(100_030, .key(.enter))])
        #expect(state.screen.fields[1].text == text)
        #expect(state.screen.fields[1].error == text)
        try expectReplayMatchesUI(state, firstTag: 0)
    }

    @Test("an error with empty text, and an error cleared, replay as set")
    func emptyAndClearedError() throws {
        var state = try demoState()
        _ = state.toggleRecording(path: "/tmp/errors.scenario")
        press(&state, [.tab, .tab, .function(4), .enter, .enter], gap: 5_000)
        #expect(state.screen.fields[0].error == "")
        #expect(actionLines(state).last == "> set zip error: \"\"")
        press(&state, [.function(4), .down, .enter], startingAt: 30_000, gap: 10)
        #expect(state.screen.fields[0].error == nil)
        #expect(actionLines(state).last == "> +20 ms set zip error: none" || actionLines(state).last == "> set zip error: none")
        try expectReplayMatchesUI(state, firstTag: 0)
    }

    @Test("an announcement whose text starts with the word queued is recorded as said")
    func announcementStartingWithQueued() throws {
        var state = try demoState()
        _ = state.toggleRecording(path: "/tmp/queued.scenario")
        press(&state, [.tab, .function(4), .down, .down, .enter], gap: 10)
        typeKeys(&state, "queued hello", at: 100)
        press(&state, [.enter], startingAt: 200)
        #expect(state.transcript.last?.utterance.text == "queued hello")
        // Written plain, `announce queued hello` would replay as a queued announcement of "hello": it is quoted.
        #expect(actionLines(state).last == "> +200 ms announce \"queued hello\"")
        try expectReplayMatchesUI(state, firstTag: 0)
    }

    @Test("a recording started just before an mdc error's deferred announcement replays as the UI spoke")
    func startedBeforeDeferredAnnouncement() throws {
        var state = try demoState()
        click(&state, "email", at: 0)
        apply(&state, [(5_000, .key(.function(4))), (5_000, .key(.enter))])
        typeKeys(&state, "Bad", at: 5_000)
        apply(&state, [(5_000, .key(.enter))])              // "Error: Bad" is posted at 5050
        let effects = state.toggleRecording(path: "/tmp/deferred.scenario")
        #expect(effects.first == .silence, "the timeline played it out: the speaker stops")
        // Starting the recording first plays out what is still due: "Error: Bad" (10 characters,
        // 680 ms) at 5050-5730, and the UI clock moves on to that silence.
        #expect(state.now == 5_730)
        let firstTag = state.actionCount
        apply(&state, [(5_020, .key(.tab)), (9_000, .tick)])
        // So the Tab (real time 5020, UI time 5750) comes in silence, as the recording's first action
        // replays: the whole focus utterance (5750-7450), then its hint (7850-9010).
        #expect(uiTranscript(state, tag: firstTag) == ["focus: Password, secure text field", "hint: double tap to edit"])
        try expectReplayMatchesUI(state, firstTag: firstTag)
    }

    @Test("muting does not change the recording; quitting writes it a last time")
    func muteAndQuit() throws {
        var state = try demoState()
        var file = RecordingImage()
        file.apply(recordingWrites(state.toggleRecording(path: "/tmp/quit.scenario")))
        file.apply(recordingWrites(press(&state, [.function(3), .tab, .tab], gap: 100)))
        #expect(actionLines(state) == ["> next", "> +100 ms next"])
        let quit = press(&state, [.function(10)], startingAt: 1_000)
        #expect(quit.first == .silence && quit.last == .quit)
        file.apply(recordingWrites(quit))
        #expect(file.bytes == state.recording!.bytes, "the last write completes the file")
        try expectReplayMatchesUI(state, firstTag: 0)
    }

    @Test("an action that does nothing (Enter on static text) is recorded and replays")
    func noOpAction() throws {
        var state = try demoState()
        _ = state.toggleRecording(path: "/tmp/noop.scenario")
        press(&state, [.tab, .enter, .tab], gap: 100)
        #expect(actionLines(state) == ["> next", "> +100 ms activate", "> +100 ms next"])
        try expectReplayMatchesUI(state, firstTag: 0)
    }

    @Test("a later action that cuts an earlier one's speech rewrites the earlier one's lines, and only the open end")
    func aCutRewritesTheOpenEnd() throws {
        var state = try demoState()
        var file = RecordingImage()
        file.apply(recordingWrites(state.toggleRecording(path: "/tmp/cut.scenario")))
        file.apply(recordingWrites(press(&state, [.tab, .tab], startingAt: 1_000, gap: 5_000)))
        // The helper's focus ("5 digits", 560 ms) is cut by the next swipe 300 ms in.
        let writes = recordingWrites(press(&state, [.tab], startingAt: 11_000) + press(&state, [.tab], startingAt: 11_300))
        #expect(writes.count == 2)
        file.apply([writes[0]])
        #expect(String(decoding: file.bytes.suffix(25), as: UTF8.self) == "> next\n  focus: 5 digits\n")
        // The second write starts at the cut action: the ones before it are final, not written again.
        #expect(writes[1].offset == file.bytes.count - 25)
        #expect(String(decoding: writes[1].bytes, as: UTF8.self) == "> next\n  focus (interrupted): 5 digits\n> +300 ms next\n  focus: 0 / 5\n")
        file.apply([writes[1]])
        #expect(file.bytes == state.recording!.bytes)
        try expectReplayMatchesUI(state, firstTag: 0)
    }

    @Test("a long session: each write is small, the file after every write is the whole recording, and it checks")
    func longSessionWritesStaySmall() throws {
        var state = try demoState()
        var file = RecordingImage()
        file.apply(recordingWrites(state.toggleRecording(path: "/tmp/long.scenario")))
        let keys: [Key] = [.tab, .tab, .enter, .character("9"), .character("0"), .left, .backspace, .end, .escape, .backTab, .tab]
        var largest = 0
        for round in 0..<60 {
            for (index, key) in keys.enumerated() {
                // Mostly fast keys that cut speech; every round one pause where it all settles.
                let writes = recordingWrites(state.update(.key(key), realTime: round * 20_000 + index * (index == 5 ? 8_000 : 120)))
                largest = max(largest, writes.map(\.bytes.count).max() ?? 0)
                file.apply(writes)
                #expect(file.bytes == state.recording!.bytes)
            }
        }
        #expect(state.actionCount > 600)
        #expect(largest < 1_000, "a key writes the actions whose speech is still open, not the session")
        try expectReplayMatchesUI(state, firstTag: 0)
    }
}
