import Foundation
import Testing
import OverhearKit
@testable import OverhearUI

/// A new user's first keys: each key that does nothing says why, and no printable key quits.
@Suite("Update: the first minute")
struct FirstMinuteTests {
    @Test("when the screen appears VoiceOver focuses its first element and reads it; the first Tab then moves to the second")
    func theScreenAppearsWithItsFirstElementRead() throws {
        var state = try demoState()
        let effects = state.appear(realTime: 0)
        #expect(state.voiceOver.focus == state.screen.firstPresent(fromEnd: false))
        #expect(spokenTexts(effects) == ["Zip code"], "its focus utterance starts at once")
        #expect(row(state.view(), 21).contains("Zip code"), "the caption shows it")
        var swiped = try demoState()
        press(&swiped, [.tab, .tab])
        press(&state, [.tab])
        #expect(state.voiceOver.focus == swiped.voiceOver.focus, "as VoiceOver's swipe from the first element")
    }

    @Test("a screen with nothing present appears silent, with nothing focused")
    func anEmptyScreenAppearsSilent() throws {
        let scenario = try ScenarioParser.parse("element gone\n  label: Gone\n  hidden: yes\n", path: "empty.scenario")
        var state = AppState(screen: scenario.screen, settings: scenario.settings, title: "empty")
        #expect(state.appear(realTime: 0).isEmpty)
        #expect(state.voiceOver.focus == nil && state.transcript.isEmpty)
    }

    @Test("Enter on the mdc-2018 placeholder label says what it is and where the text field is")
    func enterOnThePlaceholder() throws {
        var state = try demoState()
        press(&state, [.tab])
        let effects = press(&state, [.enter], startingAt: 10_000)
        #expect(started(effects).isEmpty)
        #expect(state.status == "Zip code: placeholder label, static text. Its text field is next (Tab).")
        #expect(row(state.view(), 22).contains("placeholder label, static text"))
    }

    @Test("Enter on the helper and the counter says how many swipes back the text field is")
    func enterOnHelperAndCounter() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .tab, .enter])
        #expect(state.status.hasSuffix("helper text, static text. Its text field is previous (Shift-Tab)."), "\(state.status)")
        press(&state, [.tab, .enter], startingAt: 40_000)
        #expect(state.status == "0 / 5: character counter, static text. Its text field is 2 back (Shift-Tab ×2).")
    }

    @Test("Enter with nothing focused, or on the field being edited, says why it did nothing")
    func enterThatDoesNothing() throws {
        var state = try demoState()
        press(&state, [.enter])
        #expect(state.status == "Nothing is focused yet: Tab moves to the first element.")
        press(&state, [.tab, .tab, .enter, .enter], startingAt: 10_000)
        #expect(state.status == "Already editing zip: type, or Esc stops editing.")
    }

    @Test("Esc, Backspace and unused keys while not editing say why they did nothing")
    func unusedKeys() throws {
        var state = try demoState()
        press(&state, [.escape])
        #expect(state.status == "Not editing: Esc stops editing a text field.")
        press(&state, [.backspace], startingAt: 10_000)
        #expect(state.status.hasPrefix("Not editing: Backspace deletes"))
        press(&state, [.function(7)], startingAt: 20_000)
        #expect(state.status == "F7 does nothing here: F1 lists the keys.")
        press(&state, [.control("t")], startingAt: 30_000)
        #expect(state.status == "Ctrl-T does nothing here: F1 lists the keys.")
    }

    @Test("while editing, keys of text editing that are not simulated say so; Alt-letter keeps editing")
    func editingKeysSayWhy() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .enter, .character("4")])
        let text = state.screen.fields[0].text
        let cases: [(Key, String)] = [
            (.delete, "→ then Backspace deletes the next character: Delete (forward delete) is not simulated."),
            (.insert, "Typing inserts at the insertion point: Insert does nothing, a text field has no overtype mode."),
            (.modified("Ctrl", .left), "←→ move a character, Home and End to either end: Ctrl-← (moving by word) is not simulated."),
            (.modified("Shift", .right), "←→ move the insertion point, Home and End to either end: Shift-→ (selecting) is not simulated."),
            (.alt("x"), "x alone types it, Esc stops editing: Alt-x does nothing while editing."),
            (.unknown, "This key does nothing here: F1 lists the keys."),
        ]
        for (index, (key, reason)) in cases.enumerated() {
            press(&state, [key], startingAt: 20_000 + index * 10_000)
            #expect(state.status == reason)
            #expect(state.isEditing && state.screen.fields[0].text == text)
        }
        press(&state, [.escape], startingAt: 100_000)
        press(&state, [.alt("x")], startingAt: 110_000)
        #expect(state.status == "Alt-x does nothing here: F1 lists the keys.")
    }

    @Test("what does it leads the advice for an editing key, so that the status line never cuts it, at 100 and 60 columns", arguments: [100, 60])
    func editingAdviceFitsTheStatusLine(width: Int) throws {
        var state = try demoState(width: width, height: 30)
        press(&state, [.tab, .tab, .enter, .character("4")])
        let cases: [(Key, String)] = [
            (.delete, "→ then Backspace deletes the next character"),
            (.insert, "Typing inserts at the insertion point"),
            (.modified("Ctrl", .left), "←→ move a character, Home and End to either end"),
            (.modified("Shift", .right), "←→ move the insertion point, Home and End to either end"),
            (.modified("Alt", .left), "←→ move a character, Home and End to either end"),
            (.alt("x"), "x alone types it, Esc stops editing"),
        ]
        for (index, (key, advice)) in cases.enumerated() {
            press(&state, [key], startingAt: 20_000 + index * 10_000)
            let status = row(state.view(), Layout(state).statusRow)
            #expect(status.contains(advice), "\(status)")
        }
    }

    @Test("q while not editing asks first: any key but y goes back, y quits")
    func quitAsksFirst() throws {
        var state = try demoState()
        var effects = press(&state, [.character("q")])
        #expect(!effects.contains(.quit) && !state.shouldQuit)
        #expect(state.view().text.contains("Quit Overhear?"))
        effects = press(&state, [.character("u")], startingAt: 10_000)
        #expect(!effects.contains(.quit) && state.mode == .normal && state.status == "Not quitting.")
        effects = press(&state, [.character("q"), .character("y")], startingAt: 20_000)
        #expect(effects.contains(.quit) && state.shouldQuit)
    }

    @Test("F10 and Ctrl-Q quit at once")
    func quitKeys() throws {
        for key in [Key.function(10), .control("q")] {
            var state = try demoState()
            #expect(press(&state, [key]).contains(.quit))
        }
    }
}

/// Narrow terminals keep the keys that matter: quit and help in the footer, the closing line of help.
@Suite("View: narrow terminals")
struct NarrowTerminalTests {
    @Test("from 60 to 79 columns the footer keeps F1 help and q quit, with … for what it left out", arguments: [60, 64, 66, 70, 75, 79])
    func footerKeepsQuitAndHelp(width: Int) throws {
        let state = try demoState(width: width, height: 16)
        let footer = row(state.view(), 15)
        #expect(footer.hasSuffix("q quit") && footer.contains("F1 help"), "\(footer)")
        #expect(TerminalText.width(ofText: footer) <= width - 1)
    }

    @Test("a narrow header drops flags with … and cuts a long title with …")
    func header() throws {
        var state = try demoState(width: 60, height: 16)
        state.title = "a-very-long-scenario-file-name-that-goes-on.scenario"
        let header = row(state.view(), 0)
        #expect(header.hasPrefix(" Overhear · a-very-long") && header.hasSuffix("-nam… en · rate 50 · …"), "\(header)")
        #expect(TerminalText.width(ofText: header) <= 60)
    }

    @Test("the help box at 60×16 keeps its closing line")
    func helpAtMinimumSize() throws {
        var state = try demoState(width: 60, height: 16)
        press(&state, [.function(1)])
        let text = state.view().text
        #expect(text.contains("↑↓ PgUp PgDn scroll; any other key closes this help."), "\(text)")
    }
}

@Suite("Update: quit keys")
struct QuitKeyTests {
    @Test("F10 and Ctrl-Q quit from every panel, not only the main screen", arguments: [Key.function(1), .function(2), .function(4), .character("q")])
    func quitFromPanels(opening: Key) throws {
        for quitKey in [Key.function(10), .control("q")] {
            var state = try demoState()
            press(&state, [opening])
            #expect(state.mode != .normal)
            #expect(press(&state, [quitKey], startingAt: 10_000).contains(.quit), "\(opening) then \(quitKey)")
        }
    }
}

@Suite("Panels: app actions say why one is unavailable")
struct AppActionWordingTests {
    @Test("on an mdc field with no error, Clear the error says there is none now, not that the kind lacks it")
    func clearWithNoError() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .tab, .tab, .tab, .function(4)])
        #expect(state.view().text.contains("Clear the error (no error now)"))
        press(&state, [.down, .enter], startingAt: 60_000, gap: 10)
        #expect(state.status == "Not available: no error now.")
    }
}

@Suite("View: the smaller explanations")
struct ExplanationTests {
    @Test("help explains the marks and that the voice is audio only; it lists the quit and redraw keys")
    func helpExplainsMarks() throws {
        var state = try demoState(width: 100, height: 30)
        press(&state, [.function(1)])
        let text = state.view().text
        for needle in ["▶ VoiceOver focus", "✂ interrupted", "⊗ (clear)", "● REC", "The voice is audio only", "Ctrl-L redraw", "F10, Ctrl-Q quit"] {
            #expect(text.contains(needle), "\(needle)")
        }
    }

    @Test("no sound card: the UI names the command that writes speech to a file, not an option it lacks")
    func noSoundCardNotice() throws {
        var state = try demoState()
        _ = state.update(.notice("Speech is off: no audio output device; use --wav FILE to hear it later"), realTime: 0)
        #expect(state.status == "Speech is off: no audio device (overhear play FILE --wav OUT.wav writes a WAV)")
        #expect(!row(state.view(), 22).contains("…"))
        _ = state.update(.notice("audio device x does not take 16-bit mono at 22050 Hz; use --wav FILE"), realTime: 1)
        #expect(state.status == "audio device x does not take 16-bit mono at 22050 Hz (overhear play FILE --wav OUT.wav writes a WAV)")
        _ = state.update(.notice("Speech is off: cannot open audio device \"hw:9\": No such device; use --wav FILE to hear it later"), realTime: 2)
        #expect(state.status == "Speech is off: cannot open audio device \"hw:9\": No such device (overhear play FILE --wav OUT.wav writes a WAV)")
    }

    @Test("the 2018 counter's unsigned wrap gets a one-line note")
    func counterWrapNote() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .enter])
        typeKeys(&state, "123456", at: 40_000)
        _ = state.update(.tick, realTime: 41_000)
        #expect(state.transcript.last?.utterance.text == "18446744073709551615 characters remaining")
        #expect(row(state.view(), 22) == " 18446744073709551615: the 2018 counter wraps past its limit (spec §2.1).")
        // Each key further over the limit is explained too, whatever number it wraps to.
        typeKeys(&state, "7", at: 42_000)
        _ = state.update(.tick, realTime: 43_000)
        #expect(state.transcript.last?.utterance.text == "18446744073709551614 characters remaining")
        #expect(row(state.view(), 22) == " 18446744073709551614: the 2018 counter wraps past its limit (spec §2.1).")
    }

    /// Past its `max`, a field draws its counter, underline and floating label in the error
    /// colour, as MDC's controller does (item 13).
    @Test("past max the counter has a mark that shows without colour (NO_COLOR), and its area covers it")
    func pastMaxCounterHasAMark() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .enter])
        typeKeys(&state, "123456", at: 40_000)
        #expect(row(state.view(), 5).hasPrefix("   5 digits              ! 6 / 5  │"), "\(row(state.view(), 5))")
        press(&state, [.escape, .tab, .tab], startingAt: 50_000)
        #expect(state.voiceOver.focus?.part == .counter)
        #expect(reverseColumns(state.view(), row: 5) == Array(25..<32), "the focus rectangle covers the mark")
    }

    @Test("the header shows VoiceOver's language before the rate")
    func headerShowsTheLanguage() throws {
        var state = try demoState()
        #expect(row(state.view(), 0).contains("en · rate 50"), "\(row(state.view(), 0))")
        press(&state, [.function(2)] + downs(to: "language") + [.right, .escape], gap: 10)
        #expect(row(state.view(), 0).contains("de · rate 50"), "\(row(state.view(), 0))")
    }

    @Test("past max the counter and underline take the error colour")
    func pastMaxIsStyledAsAnError() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .enter])
        typeKeys(&state, "12345", at: 40_000)
        var frame = state.view()
        // zip: floating label row 2, underline row 4, counter at the end of row 5.
        let counterColumn = try #require(row(frame, 5).range(of: "5 / 5")).lowerBound.utf16Offset(in: row(frame, 5))
        #expect(frame[counterColumn, 5].style.color == .normal && frame[3, 4].style.color == .blue)
        typeKeys(&state, "6", at: 41_000)
        frame = state.view()
        #expect(row(frame, 5).contains("6 / 5"))
        #expect((counterColumn..<(counterColumn + 5)).allSatisfy { frame[$0, 5].style.color == .red })
        #expect((3..<32).allSatisfy { frame[$0, 4].style.color == .red }, "the underline")
        #expect(frame[3, 2].style.color == .red, "the floating label")
        #expect(frame[3, 5].style.color == .normal, "the helper keeps its colour")
    }
}

@Suite("Panels: a key with no use in a panel says which keys work")
struct PanelKeyTests {
    @Test("settings, app actions and the prompt name their keys when one does nothing")
    func panelKeys() throws {
        var state = try demoState()
        press(&state, [.function(2), .character("x")])
        #expect(state.status == "Settings: ↑↓ choose, ←→ change, Esc closes.")
        press(&state, [.escape, .tab, .function(4), .character("x")], startingAt: 10_000, gap: 10)
        #expect(state.status == "App actions: ↑↓ choose, Enter does it, Esc closes.")
        press(&state, [.enter, .up], startingAt: 20_000, gap: 10)
        #expect(state.status == "Enter confirms, Esc cancels.")
    }
}

/// The smaller things a first-time user met (issue 19, item 14).
@Suite("View: dialogs, the footer, help and the wheel")
struct SmallerFirstMinuteTests {
    @Test("inside a dialog the status line says that dialog's keys, never how to swipe")
    func statusLineInsideDialogs() throws {
        var state = try demoState()
        press(&state, [.tab, .tab])
        let cases: [([Key], String)] = [
            ([.function(1)], "Help: ↑↓ PgUp PgDn scroll it; any other key closes it."),
            ([.function(2)], "Settings: ↑↓ choose, ←→ change (applied at once), Esc closes."),
            ([.function(4)], "App actions: ↑↓ choose, Enter does it, Esc closes."),
            ([.function(4), .enter], "Type the error text; Enter confirms, Esc cancels."),
            ([.character("q")], "Quit? y quits; any other key goes back."),
        ]
        for (index, (keys, line)) in cases.enumerated() {
            state.mode = .normal
            press(&state, keys, startingAt: 20_000 + index * 10_000)
            #expect(row(state.view(), 22) == " " + line, "\(keys)")
        }
    }

    @Test("while a multi-line field is edited the footer says Enter makes a new line")
    func footerInAMultilineField() throws {
        let scenario = try ScenarioParser.parse("field mdc-multiline about\n  placeholder: About you\n", path: "m.scenario")
        var state = AppState(screen: scenario.screen, settings: scenario.settings, title: "m", width: 100, height: 30)
        #expect(row(state.view(), 29).contains("⏎ activate"))
        press(&state, [.tab])
        while !state.screen.fields[0].isEditing && state.actionCount < 6 { press(&state, [.tab, .enter], startingAt: state.now + 10_000) }
        #expect(state.isEditing)
        let footer = row(state.view(), 29)
        #expect(footer.contains("⏎ new line") && !footer.contains("activate"), "\(footer)")
        for width in [60, 80] {
            state.width = width
            let narrow = row(state.view(), 29)
            #expect(!narrow.contains("act") && (narrow.contains("⏎ line") || narrow.contains("⏎ new line") || !narrow.contains("⏎")), "\(narrow)")
        }
    }

    @Test("at 60 columns the footer still shows Ctrl-R", arguments: [60, 66, 70])
    func footerKeepsCtrlR(width: Int) throws {
        let state = try demoState(width: width, height: 16)
        let footer = row(state.view(), 15)
        #expect(footer.contains("^R rec") && footer.contains("F1 help") && footer.hasSuffix("q quit"), "\(footer)")
    }

    @Test("the mouse wheel scrolls the transcript")
    func wheelScrollsTheTranscript() throws {
        var state = try demoState()
        press(&state, (0..<30).map { _ in Key.tab })
        #expect(state.transcriptScroll == 0)
        _ = state.update(.wheel(up: true), realTime: 400_000)
        #expect(state.transcriptScroll == 3)
        _ = state.update(.wheel(up: false), realTime: 400_010)
        #expect(state.transcriptScroll == 0)
        _ = state.update(.wheel(up: false), realTime: 400_020)
        #expect(state.transcriptScroll == 0 && state.status == "The transcript is showing its newest entry.")
    }

    @Test("help scrolled at 60×16 keeps its width, and the row above its closing line says where it is, never blank")
    func scrolledHelpKeepsItsWidthAndSaysWhereItIs() throws {
        var state = try demoState(width: 60, height: 16)
        press(&state, [.function(1)])
        var widths: Set<Int> = []
        var positions: [String] = []
        for step in 0..<30 {
            let rows = state.view().text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let top = try #require(rows.firstIndex { $0.contains("┌─ Keys") })
            let bottom = try #require(rows.firstIndex { $0.contains("└─") })
            widths.insert(TerminalText.width(ofText: rows[top].trimmingCharacters(in: .whitespaces)))
            let aboveClosing = rows[bottom - 2].drop { $0 != "│" }.dropFirst().prefix { $0 != "│" }
            #expect(!aboveClosing.allSatisfy { $0 == " " }, "\(rows.joined(separator: "\n"))")
            positions.append(aboveClosing.trimmingCharacters(in: .whitespaces))
            _ = state.update(.key(.down), realTime: 10_000 + step)
        }
        #expect(widths.count == 1, "\(widths)")
        #expect(positions.first!.contains("more below") && positions.last!.contains("end of help"), "\(positions)")
    }

    @Test("help at 60×16 cuts no line: every word of it can be scrolled into view")
    func helpAtTheSmallestSize() throws {
        var state = try demoState(width: 60, height: 16)
        press(&state, [.function(1)])
        var seen = ""
        for step in 0..<20 {
            // The header's … is its own (flags left out); the box's rows must cut nothing.
            let text = state.view().text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast(2).joined(separator: "\n")
            #expect(!text.contains("…"), "\(text)")
            seen += text
            _ = state.update(.key(.down), realTime: 10_000 + step)
            #expect(state.mode != .normal, "↓ scrolls help, it does not close it")
        }
        let words = Overlay.helpLines.joined(separator: " ").split(separator: " ")
        for word in words { #expect(seen.contains(word), "\(word)") }
        _ = state.update(.key(.character("x")), realTime: 20_000)
        #expect(state.mode == .normal)
    }
}
