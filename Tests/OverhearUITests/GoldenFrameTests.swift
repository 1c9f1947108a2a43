import Foundation
import Testing
import OverhearKit
@testable import OverhearUI

/// Golden 80×24 frames of the interactive UI, each checked by hand against the code and the spec.
///
/// Layout of 80×24: header row 0; fields pane columns 0-33 (field column 3, width 29: zip rows 2-5,
/// email rows 7-10, password rows 12-14); transcript pane from the `│` at column 34 (time right-aligned
/// in 7 columns, 35-41; kind at 43-51, `✂` at 52, text from 54: 25 columns, a longer text wrapped at
/// spaces onto the rows below, under the text column); only speech that has started by now is listed;
/// caption rule row 20, caption row 21 (what is speaking, else the last utterance spoken), status
/// row 22, footer row 23. Speech durations at rate 50:
/// `80 + 60 × characters` ms.
@Suite("Golden frames")
struct GoldenFrameTests {
    /// Compares a frame with its golden text line by line (so a failure names the line), then whole.
    func expectFrame(_ state: AppState, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = state.view().text
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let expectedLines = (expected + "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(actualLines.count == expectedLines.count, sourceLocation: sourceLocation)
        for (index, (got, want)) in zip(actualLines, expectedLines).enumerated() where got != want {
            Issue.record("line \(index): got\n\(got)\nwant\n\(want)", sourceLocation: sourceLocation)
        }
        #expect(actual == expected + "\n", sourceLocation: sourceLocation)
    }

    @Test("nothing focused: placeholders inline and dimmed, empty transcript, silent caption")
    func emptyScreen() throws {
        let state = try demoState()
        // Header: title from column 0, flags right-aligned ending at column 79 (a trailing space).
        // zip (mdc-2018) and email (mdc) show helper and counter; password (uitextfield) has neither.
        let expected = """
         Overhear · demo screen     en · rate 50 · echo characters-and-words · hints on
                                          │ Transcript
                                          │
           Zip code                       │
           ─────────────────────────────  │
           5 digits                0 / 5  │
                                          │
                                          │
           Email                          │
           ─────────────────────────────  │
           We never share it      0 / 40  │
                                          │
                                          │
           Password                       │
           ─────────────────────────────  │
                                          │
                                          │
                                          │
                                          │

        ── Caption ─────────────────────────────────────────────────────────────────────
           (silent)
         Swipe with Tab or ←→; Enter activates.
         Tab move  ⏎ act  Esc stop  F1 help  F2 set  F3 mute  F4 app  ^R rec  q quit
        """
        expectFrame(state, expected)
        let frame = state.view()
        #expect(reverseColumns(frame, row: 0) == Array(0..<80), "the header bar is reverse video")
        #expect((3..<11).allSatisfy { frame[$0, zipTextRow].style.dim }, "an inline placeholder is dimmed")
        #expect(!frame[3, 5].style.dim, "the helper text is not dimmed")
        #expect((1..<23).allSatisfy { reverseColumns(frame, row: $0).isEmpty }, "no focus rectangle")
        #expect(frame[3, 21].style.dim && frame[3, 21].text == "(")
    }

    @Test("focus on the mdc-2018 placeholder: ▶ marker, inverted placeholder, caption speaking")
    func placeholderFocused() throws {
        let state = try GoldenStates.placeholderFocused()
        // Tab at 0 ms focuses zip.placeholder (static text: no trait, no hint): "Zip code" 0-560 ms.
        // At 300 ms it is still speaking, so the caption shows it.
        let expected = """
         Overhear · demo screen                      mdc-2018 58.0.0 · en · rate 50 · …
                                          │ Transcript
                                          │   0.00 focus      Zip code
         ▶ Zip code                       │
           ─────────────────────────────  │
           5 digits                0 / 5  │
                                          │
                                          │
           Email                          │
           ─────────────────────────────  │
           We never share it      0 / 40  │
                                          │
                                          │
           Password                       │
           ─────────────────────────────  │
                                          │
                                          │
                                          │
                                          │

        ── Caption ─────────────────────────────────────────────────────────────────────
         ▶ Zip code
         Swipe with Tab or ←→; Enter activates.
         Tab move  ⏎ act  Esc stop  F1 help  F2 set  F3 mute  F4 app  ^R rec  q quit
        """
        expectFrame(state, expected)
        let frame = state.view()
        #expect(reverseColumns(frame, row: zipTextRow) == Array(3..<11), "the focus rectangle is the placeholder's 8 cells")
        #expect(frame[1, zipTextRow].text == "▶" && frame[1, zipTextRow].style.bold && frame[1, zipTextRow].style.color == .cyan)
        #expect(frame[3, zipTextRow].style.dim, "the placeholder stays dimmed inside the rectangle")
        #expect(frame[3, 21].style.bold, "the caption text is bold")
    }

    @Test("editing zip with text: floating label, heavy underline, clear button, insertion point on the 2")
    func editingZip() throws {
        let state = try GoldenStates.editingZip()
        // 0: Tab → zip.placeholder; 5 s: Tab → zip text, "Zip code, 5 digits, text field" (30 chars,
        // 5.00-6.88) then its hint 400 ms later (7.28). 10 s: Enter: the editing focus utterance is cut
        // at once by the app's "5 character limit." (every announcement interrupts). 15/20/25 s: typed
        // 9, 0, 2, each cut by "R characters remaining" (R = 5 - N). 30 s: ← crosses "2" (140 ms): at
        // 30.1 s the caption still says it. Long lines are cut to 24 characters and "…".
        let expected = """
         Overhear · demo screen                      mdc-2018 58.0.0 · en · rate 50 · …
                                          │ Transcript
           Zip code                       │   0.00 focus      Zip code
         ▶ 902                        ⊗   │   5.00 focus      Zip code, 5 digits, text
           ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━  │                   field
           5 digits                3 / 5  │   7.28 hint       double tap to edit
                                          │  10.00 focus    ✂ text field, is editing,
                                          │                   Zip code, 5 digits,
           Email                          │                   character mode, insertion
           ─────────────────────────────  │                   point at end
           We never share it      0 / 40  │  10.00 announce   5 character limit.
                                          │  15.00 typed    ✂ 9
                                          │  15.00 announce   4 characters remaining
           Password                       │  20.00 typed    ✂ 0
           ─────────────────────────────  │  20.00 announce   3 characters remaining
                                          │  25.00 typed    ✂ 2
                                          │  25.00 announce   2 characters remaining
                                          │  30.00 cursor     2
                                          │

        ── Caption ─────────────────────────────────────────────────────────────────────
         ▶ 2
         Editing zip: type, ←→ move the insertion point, Esc stops.
         Tab move  ⏎ act  Esc stop  F1 help  F2 set  F3 mute  F4 app  ^R rec  q quit
        """
        expectFrame(state, expected)
        let frame = state.view()
        // The focus rectangle inverts the text area (columns 3-28, the clear button takes 29-31) and
        // the insertion point cell (the "2" at column 5) is inverted once more, so it is the one cell
        // of the rectangle that is not reverse video.
        #expect(frame[5, zipTextRow].text == "2")
        #expect(!frame[5, zipTextRow].style.reverse)
        #expect(reverseColumns(frame, row: zipTextRow) == Array(3..<5) + Array(6..<29))
        #expect(frame[30, zipTextRow].text == "⊗")
        #expect(frame[3, 2].style.color == .blue, "the floating label takes the editing accent")
        #expect((3..<32).allSatisfy { frame[$0, 4].text == "━" && frame[$0, 4].style.color == .blue })
    }

    @Test("F4 on zip: the app actions menu, the error entry selected")
    func appActionsMenu() throws {
        let state = try GoldenStates.appActionsMenu()
        // Box: inner width 38 (the longest line, 36, + 2), 8 rows; left (80-40)/2 = 20, top (24-8)/2 = 8.
        // mdc-2018 has errors but no error is set, so "Clear the error" is not available.
        let expected = """
         Overhear · demo screen                      mdc-2018 58.0.0 · en · rate 50 · …
                                          │ Transcript
                                          │   0.00 focus      Zip code
         ▶ Zip code                       │   5.00 focus      Zip code, 5 digits, text
           ─────────────────────────────  │                   field
           5 digits                0 / 5  │   7.28 hint       double tap to edit
                                          │
                                          │
           Email            ┌─ App actions on zip ─────────────────┐
           ─────────────────│ Set an error…                        │
           We never share it│ Clear the error (no error now)       │
                            │ Post an announcement…                │
                            │ Disable the field                    │
           Password         │                                      │
           ─────────────────│ ↑↓ choose, Enter does it, Esc closes │
                            └──────────────────────────────────────┘
                                          │
                                          │
                                          │

        ── Caption ─────────────────────────────────────────────────────────────────────
           double tap to edit
         App actions: ↑↓ choose, Enter does it, Esc closes.
         Tab move  ⏎ act  Esc stop  F1 help  F2 set  F3 mute  F4 app  ^R rec  q quit
        """
        expectFrame(state, expected)
        let frame = state.view()
        #expect(reverseColumns(frame, row: 9) == Array(22..<35), "the selected action is inverted")
        #expect(state.mode == .appActions(selected: 0))
    }

    @Test("the error text prompt")
    func errorPrompt() throws {
        let state = try GoldenStates.errorPrompt()
        // Box: inner 29 ("Enter confirms, Esc cancels" + 2), 5 rows; left (80-31)/2 = 24, top (24-5)/2 = 9.
        let expected = """
         Overhear · demo screen                      mdc-2018 58.0.0 · en · rate 50 · …
                                          │ Transcript
                                          │   0.00 focus      Zip code
         ▶ Zip code                       │   5.00 focus      Zip code, 5 digits, text
           ─────────────────────────────  │                   field
           5 digits                0 / 5  │   7.28 hint       double tap to edit
                                          │
                                          │
           Email                          │
           ─────────────────────┌─ Error text ────────────────┐
           We never share it    │ > Not a US zip code▏        │
                                │                             │
                                │ Enter confirms, Esc cancels │
           Password             └─────────────────────────────┘
           ─────────────────────────────  │
                                          │
                                          │
                                          │
                                          │

        ── Caption ─────────────────────────────────────────────────────────────────────
           double tap to edit
         Type the error text; Enter confirms, Esc cancels.
         Tab move  ⏎ act  Esc stop  F1 help  F2 set  F3 mute  F4 app  ^R rec  q quit
        """
        expectFrame(state, expected)
        #expect(state.mode == .prompt(.error, text: "Not a US zip code"))
    }

    @Test("an mdc-2018 error set from the F4 prompt: focus moves to zip.helper, which speaks the error phrase")
    func errorSet() throws {
        let state = try GoldenStates.errorSet()
        // 13 s: "Error: Not a US zip code." (25 chars: 13.00-14.58) is a focus utterance on zip.helper
        // (spec §2.1), so the ▶ marker moves to the helper row, which shows the error text in red.
        // Its 25 characters fit the transcript's 25 text columns exactly, so it is not cut.
        let expected = """
         Overhear · demo screen                      mdc-2018 58.0.0 · en · rate 50 · …
                                          │ Transcript
                                          │   0.00 focus      Zip code
           Zip code                       │   5.00 focus      Zip code, 5 digits, text
           ─────────────────────────────  │                   field
         ▶ Not a US zip code       0 / 5  │   7.28 hint       double tap to edit
                                          │  13.00 focus      Error: Not a US zip code.
                                          │
           Email                          │
           ─────────────────────────────  │
           We never share it      0 / 40  │
                                          │
                                          │
           Password                       │
           ─────────────────────────────  │
                                          │
                                          │
                                          │
                                          │

        ── Caption ─────────────────────────────────────────────────────────────────────
         ▶ Error: Not a US zip code.
         Swipe with Tab or ←→; Enter activates.
         Tab move  ⏎ act  Esc stop  F1 help  F2 set  F3 mute  F4 app  ^R rec  q quit
        """
        expectFrame(state, expected)
        #expect(state.voiceOver.focus == ElementID(item: 0, part: .helper))
        let frame = state.view()
        #expect(frame[1, 5].text == "▶")
        #expect((3..<20).allSatisfy { frame[$0, 5].style.color == .red }, "the error text is red")
        #expect((3..<32).allSatisfy { frame[$0, 4].style.color == .red }, "so is the underline")
        #expect(frame[27, 5].style.color == .normal, "the counter is not")
    }

    @Test("typing into email shows the clear button ⊗ while editing")
    func clearButton() throws {
        let state = try GoldenStates.clearButton()
        // email (mdc): focus "Email, We never share it, 0 / 40, text field" (44 chars, 0-2.72, hint 3.12);
        // Enter at 5 s, cut by "40 character limit."; typed a, b each cut by "N of 40 characters".
        let expected = """
         Overhear · demo screen                           mdc latest · en · rate 50 · …
                                          │ Transcript
                                          │   0.00 focus      Email, We never share it,
           Zip code                       │                   0 / 40, text field
           ─────────────────────────────  │   3.12 hint       double tap to edit
           5 digits                0 / 5  │   5.00 focus    ✂ Email, We never share it,
                                          │                   0 / 40, text field, is
           Email                          │                   editing, character mode,
         ▶ ab                         ⊗   │                   insertion point at end
           ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━  │   5.00 announce   40 character limit.
           We never share it      2 / 40  │  10.00 typed    ✂ a
                                          │  10.00 announce   1 of 40 characters
                                          │  15.00 typed    ✂ b
           Password                       │  15.00 announce   2 of 40 characters
           ─────────────────────────────  │
                                          │
                                          │
                                          │
                                          │

        ── Caption ─────────────────────────────────────────────────────────────────────
           2 of 40 characters
         Editing email: type, ←→ move the insertion point, Esc stops.
         Tab move  ⏎ act  Esc stop  F1 help  F2 set  F3 mute  F4 app  ^R rec  q quit
        """
        expectFrame(state, expected)
        let frame = state.view()
        #expect(frame[30, emailTextRow].text == "⊗")
        // The insertion point at the end is a blank cell after "ab", the one uninverted cell.
        #expect(frame[5, emailTextRow].text == " " && !frame[5, emailTextRow].style.reverse)
        #expect(reverseColumns(frame, row: emailTextRow) == Array(3..<5) + Array(6..<29))
        // Stop editing: the clear button (while-editing) goes away.
        var stopped = state
        _ = stopped.update(.key(.escape), realTime: 30_000)
        #expect(!stopped.view().text.contains("⊗"))
    }

    @Test("a field disabled from F4 is drawn dimmed; focus stays on it")
    func dimmedField() throws {
        let state = try GoldenStates.dimmedEmail()
        // Disabling speaks nothing; the frame equals the idle one apart from the focus on email.
        let expected = """
         Overhear · demo screen                           mdc latest · en · rate 50 · …
                                          │ Transcript
                                          │   0.00 focus      Email, We never share it,
           Zip code                       │                   0 / 40, text field
           ─────────────────────────────  │   3.12 hint       double tap to edit
           5 digits                0 / 5  │
                                          │
                                          │
         ▶ Email                          │
           ─────────────────────────────  │
           We never share it      0 / 40  │
                                          │
                                          │
           Password                       │
           ─────────────────────────────  │
                                          │
                                          │
                                          │
                                          │

        ── Caption ─────────────────────────────────────────────────────────────────────
           double tap to edit
         Swipe with Tab or ←→; Enter activates.
         Tab move  ⏎ act  Esc stop  F1 help  F2 set  F3 mute  F4 app  ^R rec  q quit
        """
        expectFrame(state, expected)
        #expect(state.screen.fields[1].enabled == false)
        let frame = state.view()
        for y in 8...10 {
            for x in 3..<32 where frame[x, y].text != " " {
                #expect(frame[x, y].style.dim, "email cell (\(x), \(y)) \(frame[x, y].text) is dimmed")
            }
        }
        #expect(!frame[3, 5].style.dim && !frame[3, 4].style.dim, "zip is not dimmed")
        #expect(!frame[3, 14].style.dim, "password is not dimmed")
        // Enabled again from the same menu entry, now labelled "Enable the field".
        var enabled = state
        apply(&enabled, [(11_000, .key(.function(4)))])
        #expect(enabled.view().text.contains("Enable the field"))
        apply(&enabled, [(11_100, .key(.up)), (11_200, .key(.enter))])
        #expect(enabled.screen.fields[1].enabled)
        #expect(!enabled.view()[3, 10].style.dim)
    }

    @Test("a secure field shows bullets, never its text")
    func secureField() throws {
        let state = try GoldenStates.securePassword()
        // End → password (27 chars, 0-1.70, hint 2.10); Enter (uitextfield: no announcements, so
        // nothing cuts the editing utterance); paste "hunter2": one step, "pasted", never the
        // text; Esc stops editing.
        let expected = """
         Overhear · demo screen                          uitextfield · en · rate 50 · …
                                          │ Transcript
                                          │   0.00 focus      Password, secure text
           Zip code                       │                   field
           ─────────────────────────────  │   2.10 hint       double tap to edit
           5 digits                0 / 5  │   5.00 focus      secure text field, is
                                          │                   editing, Password,
                                          │                   character mode, insertion
           Email                          │                   point at end
           ─────────────────────────────  │  10.00 typed      pasted
           We never share it      0 / 40  │
                                          │
           Password                       │
         ▶ •••••••                        │
           ─────────────────────────────  │
                                          │
                                          │
                                          │
                                          │

        ── Caption ─────────────────────────────────────────────────────────────────────
           pasted
         Swipe with Tab or ←→; Enter activates.
         Tab move  ⏎ act  Esc stop  F1 help  F2 set  F3 mute  F4 app  ^R rec  q quit
        """
        expectFrame(state, expected)
        let text = state.view().text
        #expect(!text.contains("hunter"))
        #expect(row(state.view(), passwordTextRow) == " ▶ •••••••                        │")
        #expect(state.screen.fields[2].text == "hunter2")
        // While editing too.
        var editing = state
        apply(&editing, [(40_000, .key(.enter))])
        let frame = editing.view()
        #expect(row(frame, passwordTextRow).hasPrefix(" ▶ •••••••"))
        #expect(!frame.text.contains("hunter"))
    }

    @Test("the help overlay (F1), closed by any key")
    func helpOverlay() throws {
        var state = try GoldenStates.help()
        // Box: inner 69 (the longest line, 67, + 2), 18 rows; left (80-71)/2 = 4, top (24-18)/2 = 3.
        let expected = """
         Overhear · demo screen     en · rate 50 · echo characters-and-words · hints on
                                          │ Transcript
                                          │
           Z┌─ Keys ──────────────────────────────────────────────────────────────┐
           ─│ Tab / Shift-Tab   next / previous element                           │
           5│ → / ←             next / previous (insertion point when editing)    │
            │ Home / End        first / last (insertion point when editing)       │
            │ Enter             activate: edit a text field, press ⊗ (clear)      │
           E│ Esc               stop editing                                      │
           ─│ Backspace         delete the character before the insertion point   │
           W│ letters, paste    type into the field being edited (paste: at once) │
            │ ↑ ↓ PgUp PgDn     scroll the transcript                             │
            │ mouse click       touch an element (focus it)                       │
           P│ F1 help  F2 settings  F3 mute  F4 app actions (error, announce)     │
           ─│ Ctrl-R record a scenario (● REC)   Ctrl-L redraw the screen         │
            │ F10, Ctrl-Q quit;  q quits when not editing, after y                │
            │ ▶ VoiceOver focus, or speech going on in the caption; ✂ interrupted │
            │ The voice is audio only: read the caption and the transcript.       │
            │                                                                     │
            │ Press any key to close this help.                                   │
        ── C└─────────────────────────────────────────────────────────────────────┘─────
           (silent)
         Help: any key closes it.
         Tab move  ⏎ act  Esc stop  F1 help  F2 set  F3 mute  F4 app  ^R rec  q quit
        """
        expectFrame(state, expected)
        let effects = state.update(.key(.character("x")), realTime: 100)
        #expect(effects.isEmpty)
        #expect(state.mode == .normal)
        let idle = try demoState()
        #expect(state.view() == idle.view())
    }

    @Test("the settings panel (F2), the hints row selected")
    func settingsPanel() throws {
        let state = try GoldenStates.settings()
        // Box: inner 48, 11 rows; left (80-50)/2 = 15, top (24-11)/2 = 6.
        let expected = """
         Overhear · demo screen     en · rate 50 · echo characters-and-words · hints on
                                          │ Transcript
                                          │
           Zip code                       │
           ─────────────────────────────  │
           5 digits                0 / 5  │
                       ┌─ Settings ─────────────────────────────────────┐
                       │ Typing echo   ◀ characters-and-words ▶         │
           Email       │ Hints         ◀ on ▶                           │
           ────────────│ Hint delay    ◀ 400 ms ▶                       │
           We never sha│ Rate          ◀ 50 ▶                           │
                       │ Capitals      ◀ pitch ▶                        │
                       │ Language      ◀ en ▶                           │
           Password    │ Voice         ◀ en-us (follows the language) ▶ │
           ────────────│                                                │
                       │ ↑↓ choose, ←→ change, Esc closes               │
                       └────────────────────────────────────────────────┘
                                          │
                                          │

        ── Caption ─────────────────────────────────────────────────────────────────────
           (silent)
         Settings: ↑↓ choose, ←→ change (applied at once), Esc closes.
         Tab move  ⏎ act  Esc stop  F1 help  F2 set  F3 mute  F4 app  ^R rec  q quit
        """
        expectFrame(state, expected)
        #expect(reverseColumns(state.view(), row: 8) == Array(17..<37))
    }

    @Test("a terminal smaller than 60×16 shows a notice, centred")
    func tooSmall() throws {
        var state = try demoState(width: 50, height: 12)
        // Rows 5-8 (12/2 - 1); "Terminal too small" at (50-18)/2 = 16, the others at (50-10)/2 = 20
        // and "F10 quits" (9 columns) at 20.
        let expected = """





                        Terminal too small
                            have 50×12
                            need 60×16
                            F10 quits



        """
        expectFrame(state, expected)
        #expect(state.view()[16, 5].style.bold)

        _ = state.update(.resize(width: 10, height: 5), realTime: 0)
        // Narrower than 18 columns the first line is the short "Too small" (9 columns, at (10-9)/2 = 0).
        let tiny = """

        Too small
        have 10×5
        need 60×16
        F10 quits
        """
        expectFrame(state, tiny)

        for (width, height) in [(0, 0), (1, 1), (59, 24), (80, 15), (3, 40)] {
            _ = state.update(.resize(width: width, height: height), realTime: 0)
            let frame = state.view()
            #expect(frame.width == width && frame.height == height)
            #expect(state.isTooSmall)
        }
    }
}
