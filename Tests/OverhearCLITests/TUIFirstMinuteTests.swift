import Foundation
import Testing

/// The UI's first minute through a real terminal (issue 11): keys that do nothing say why,
/// graphemes arrive whole, pastes are one action, narrow windows keep the quit and help keys.
@Suite(.serialized) struct TUIFirstMinuteTests {
    /// As VoiceOver does when a screen appears, the UI focuses the first element and reads it
    /// before any key; the first Tab moves on to the second (issue 35, item 8).
    @Test(arguments: ["tui --silent", "--silent"]) func theFirstElementIsReadWhenTheScreenAppears(arguments: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(width: 80, height: 24, command: TUITests.command(folder, arguments), exitStatus: folder.path("status"))
        let first = arguments.hasPrefix("tui") ? "focus      Zip code" : "focus      Create your account, heading"
        var screen = session.waitFor(first)
        #expect(screen.contains("▶"), "\(screen)")
        try session.send("Tab")
        let second = arguments.hasPrefix("tui") ? "Zip code, 5 digits" : "Zip code"
        screen = session.waitFor { $0.contains("focus      " + second) || $0.contains("focus    ✂ " + second) }
        #expect(!screen.contains("Nothing is focused"), "\(screen)")
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
    }

    @Test func tabEnterTypeExplainsItselfAndQDoesNotQuit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(width: 80, height: 24, command: TUITests.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        session.waitFor { $0.contains("Transcript") && $0.contains("Password") }
        // No key yet: the screen appeared with its first element, zip's placeholder, focused.
        session.waitFor("focus      Zip code")
        try session.send("Enter")
        var screen = session.waitFor("placeholder label")
        #expect(screen.contains("Zip code: placeholder label, static text. Its text field is next (Tab)."), "\(screen)")
        try session.send("q")
        screen = session.waitFor("Quit Overhear?")
        #expect(screen.contains("y quits; any other key goes back."), "\(screen)")
        try session.send("u")
        screen = session.waitFor("Not quitting.")
        try session.send("e")
        screen = session.waitFor("Not editing: press Enter on a text field to type into it.")
        #expect(!screen.contains("Quit Overhear?"), "\(screen)")
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
        #expect(TUITests().terminalRestored(folder))
    }

    /// The UI editing the email field (mdc, 40-character counter), recording to `session.scenario`.
    func editingEmail(_ folder: TemporaryFolder, width: Int = 100, height: Int = 30) throws -> TmuxSession {
        let session = try TmuxSession(width: width, height: height, command: TUITests.command(folder, "tui --silent --record session.scenario"), exitStatus: folder.path("status"))
        session.waitFor { $0.contains("Transcript") && $0.contains("Password") }
        try session.send("Tab", "Tab", "Tab", "Tab", "Enter")
        session.waitFor("Editing email")
        return session
    }

    /// Every body row still has the pane divider: nothing drawn shifted a row.
    func dividerIntact(_ screen: String, rows: ClosedRange<Int>) -> Bool {
        let lines = screen.components(separatedBy: "\n")
        return rows.allSatisfy { lines.indices.contains($0) && lines[$0].contains("│") }
    }

    @Test func graphemesFromTheKeyboardArriveWholeAndMatchPlay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try editingEmail(folder)
        try session.type("ok👩‍👩‍👧x")
        var screen = session.waitFor("typed    ✂ x")
        #expect(screen.contains("typed    ✂ family: woman, woman, girl"), "CLDR's name of the whole grapheme: \(screen)")
        try session.type("👍🏽")
        screen = session.waitFor("thumbs up: medium skin tone")
        try session.type(" cafe\u{301} ")
        screen = session.waitFor("✂ café")
        #expect(!screen.contains("combining") && !screen.contains("emoji modifier"), "\(screen)")
        // A stray joiner, typed alone, is one grapheme: echoed by name, drawn as ◌, shifting nothing.
        try session.type("\u{200D}")
        screen = session.waitFor("✂ zero width joiner")
        #expect(screen.contains("ok👩‍👩‍👧x👍") && screen.contains(" café ◌"), "\(screen)")
        #expect(dividerIntact(screen, rows: 1...24), "\(screen)")
        try session.send("C-q")
        #expect(TUITests().finished(folder) == "0")
        let recorded = try String(contentsOfFile: folder.path("session.scenario"), encoding: .utf8)
        #expect(recorded.contains(" type 👩‍👩‍👧\n  typed (interrupted): family: woman, woman, girl\n"), "\(recorded)")
        #expect(recorded.contains(" type 👍🏽\n  typed (interrupted): thumbs up: medium skin tone\n"), "\(recorded)")
        #expect(recorded.contains(" type é\n  typed (interrupted): é\n") && recorded.contains("typed (interrupted): café\n"), "\(recorded)")
        let check = try OverhearProcess.run(["check", folder.path("session.scenario")])
        #expect(check.status == 0, "\(check.out)\(recorded)")
    }

    /// Each grapheme reaches the terminal whole, joiners, flags and skin tones included, and a
    /// combining mark that arrives in a read of its own joins the grapheme before it (item 9).
    @Test func graphemesAreDrawnWholeAndALoneMarkJoinsTheOneBefore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try editingEmail(folder)
        // What the UI writes to the terminal, byte for byte, whatever tmux makes of it.
        try session.tmux(["pipe-pane", "-t", session.name, "-o", "cat > \(folder.path("output"))"])
        try session.type("A👩‍👩‍👧B C🇺🇸D E👍🏽F ")
        var screen = session.waitFor { $0.contains("C🇺🇸D") }
        #expect(screen.contains("A👩‍👩‍👧B C🇺🇸D E👍"), "\(screen)")
        try session.type("xa")
        session.waitFor("typed    ✂ a")
        try session.type("\u{308}")
        screen = session.waitFor { $0.contains("xa\u{308}") }
        #expect(screen.contains("xa\u{308}") && !screen.contains("◌"), "\(screen)")
        #expect(screen.contains("typed    ✂ a\u{308}\n") && !screen.contains("combining"), "\(screen)")
        #expect(dividerIntact(screen, rows: 1...24), "\(screen)")
        try session.send("C-q")
        #expect(TUITests().finished(folder) == "0")
        let output = try folder.bytes("output")
        for grapheme in ["👩‍👩‍👧", "🇺🇸", "👍🏽", "a\u{308}"] {
            #expect(output.firstRange(of: Array(grapheme.utf8)) != nil, "\(grapheme) drawn whole")
        }
        let recorded = try String(contentsOfFile: folder.path("session.scenario"), encoding: .utf8)
        let check = try OverhearProcess.run(["check", folder.path("session.scenario")])
        #expect(check.status == 0, "\(check.out)\(recorded)")
    }

    /// While editing, Delete, Insert and the arrows with Ctrl, Shift or Alt say why they do
    /// nothing, and Alt with a letter neither ends editing nor types (item 12).
    @Test func editingKeysThatDoNothingSayWhyAndAltLetterKeepsEditing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try editingEmail(folder)
        try session.type("ab")
        session.waitFor("typed    ✂ b")
        let reasons = [
            ("DC", "→ then Backspace deletes the next character: Delete (forward delete) is not simulated."),
            ("IC", "Typing inserts at the insertion point: Insert does nothing, a text field has no overtype mode."),
            ("C-Left", "←→ move a character, Home and End to either end: Ctrl-← (moving by word) is not simulated."),
            ("S-Right", "←→ move the insertion point, Home and End to either end: Shift-→ (selecting) is not simulated."),
            ("M-Left", "←→ move a character, Home and End to either end: Alt-← (moving by word) is not simulated."),
            ("M-x", "x alone types it, Esc stops editing: Alt-x does nothing while editing."),
        ]
        for (key, reason) in reasons {
            try session.send(key)
            let screen = session.waitFor(reason, seconds: 5)
            #expect(screen.contains(reason), "\(key): \(screen)")
        }
        try session.type("c")
        let screen = session.waitFor("typed    ✂ c")
        #expect(screen.contains("abc") && screen.contains("Editing email") && !screen.contains("abxc"), "\(screen)")
        try session.send("C-q")
        #expect(TUITests().finished(folder) == "0")
    }

    /// The mouse wheel scrolls the transcript (item 14): xterm's SGR reports of buttons 4 and 5.
    @Test func theMouseWheelScrollsTheTranscript() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: TUITests.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        session.waitFor { $0.contains("Transcript") && $0.contains("Password") }
        for _ in 0..<25 { try session.send("Tab") }
        session.waitFor { $0.components(separatedBy: "boundary").count > 20 }
        // The wheel as the terminal reports it: SGR (`ESC [ < 64 ; x ; y M`) if the UI asked for
        // it, else X10 (`ESC [ M`, then button, column and row, each plus 32).
        let sgr = try session.tmux(["display-message", "-p", "-t", session.name, "#{mouse_sgr_flag}"]).hasPrefix("1")
        func wheel(_ button: UInt8) throws {
            let bytes = sgr ? Array("\u{1B}[<\(button);50;10M".utf8) : Array("\u{1B}[M".utf8) + [32 + button, 32 + 50, 32 + 10]
            try session.tmux(["send-keys", "-t", session.name, "-H"] + bytes.map { String($0, radix: 16) })
        }
        try wheel(64)
        var screen = session.waitFor("↓ 3 newer")
        #expect(screen.contains("↓ 3 newer"), "\(screen)")
        try wheel(65)
        screen = session.waitFor { !$0.contains("newer") }
        #expect(!screen.contains("newer"), "\(screen)")
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
    }

    @Test func ctrlLRedrawsWhatSomethingElseWroteOnTheTerminal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(width: 80, height: 24, command: TUITests.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        session.waitFor { $0.contains("Transcript") && $0.contains("Password") }
        let tty = try session.tmux(["display-message", "-p", "-t", session.name, "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let handle = try #require(FileHandle(forWritingAtPath: tty))
        handle.write(Data("\u{1B}[5;5HGARBAGE-GARBAGE".utf8))
        try handle.close()
        session.waitFor("GARBAGE-GARBAGE")
        try session.send("C-l")
        let screen = session.waitFor { !$0.contains("GARBAGE") }
        #expect(!screen.contains("GARBAGE") && screen.contains("Transcript"), "\(screen)")
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
    }

    @Test func aPlainPasteIsOneActionCutAtAThousand() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try editingEmail(folder)
        try folder.write("paste.txt", String(repeating: "abcdefghij", count: 500))
        try session.tmux(["load-buffer", folder.path("paste.txt")])
        let started = Date()
        try session.tmux(["paste-buffer", "-t", session.name])
        let screen = session.waitFor("Paste cut to its first 1000 characters.")
        #expect(Date().timeIntervalSince(started) < 5, "a 5,000-character paste is one action")
        #expect(screen.contains("typed    ✂ pasted"), "\(screen)")
        #expect(screen.contains("1000 of 40 characters"), "\(screen)")
        #expect(!screen.contains("typed    ✂ a\n"), "\(screen)")
        try session.send("C-q")
        #expect(TUITests().finished(folder) == "0")
        let recorded = try String(contentsOfFile: folder.path("session.scenario"), encoding: .utf8)
        #expect(recorded.contains(" paste " + String(repeating: "abcdefghij", count: 100) + "\n  typed (interrupted): pasted\n"))
        let check = try OverhearProcess.run(["check", folder.path("session.scenario")])
        #expect(check.status == 0, "\(check.out)")
    }

    @Test func aBracketedPasteKeepsTheRealClock() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try editingEmail(folder)
        try folder.write("paste.txt", String(repeating: "x", count: 1_200))
        try session.tmux(["load-buffer", folder.path("paste.txt")])
        try session.tmux(["paste-buffer", "-p", "-t", session.name])
        session.waitFor("Paste cut to its first 1000 characters.")
        try session.send("Escape")
        usleep(100_000)
        try session.send("Tab")
        let screen = session.waitFor("Password, secure text field")
        // The last focus entry's time, in seconds: a few seconds in, not 21 minutes.
        let line = try #require(screen.components(separatedBy: "\n").last { $0.contains("focus      Password") })
        let seconds = try #require(Double(line.components(separatedBy: "│").last!.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""))
        #expect(seconds < 30, "\(line)")
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
    }

    @Test func aPlainPasteWithEscapeStaysInTheField() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try editingEmail(folder)
        try folder.write("paste.txt", "hello\u{1B}world and then q quits")
        try session.tmux(["load-buffer", folder.path("paste.txt")])
        try session.tmux(["paste-buffer", "-t", session.name])
        let screen = session.waitFor("typed    ✂ pasted")
        #expect(screen.contains("hello␛world"), "\(screen)")
        #expect(screen.contains("Editing email"), "\(screen)")
        try session.send("C-q")
        #expect(TUITests().finished(folder) == "0")
    }

    @Test(arguments: [60, 66, 70]) func aNarrowTerminalKeepsQuitAndHelp(width: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(width: width, height: 16, command: TUITests.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        var screen = session.waitFor { $0.contains("Transcript") && $0.contains("quit") }
        let lines = screen.components(separatedBy: "\n")
        #expect(lines.contains { $0.contains("F1 help") && $0.hasSuffix("q quit") }, "\(screen)")
        #expect(lines[0].contains("…"), "the header says it left flags out: \(screen)")
        try session.send("F1")
        // Too short for all of help: it scrolls, and its last line says so.
        screen = session.waitFor("↑↓ PgUp PgDn scroll; any other key closes this help.")
        #expect(screen.contains("↑↓ PgUp PgDn scroll; any other key closes this help."), "\(screen)")
        #expect(screen.contains("^R rec"), "\(screen)")
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
    }

    @Test func keysDoNothingWhileTheTerminalIsTooSmall() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try editingEmail(folder, width: 80, height: 24)
        try session.tmux(["resize-window", "-t", session.name, "-x", "20", "-y", "5"])
        session.waitFor("small")
        try session.type("abc")
        try session.send("Escape", "Tab", "Enter")
        usleep(300_000)
        try session.tmux(["resize-window", "-t", session.name, "-x", "80", "-y", "24"])
        let screen = session.waitFor { $0.contains("Transcript") && $0.contains("Editing email") }
        #expect(screen.contains("0 / 40") && !screen.contains("typed"), "\(screen)")
        try session.tmux(["resize-window", "-t", session.name, "-x", "20", "-y", "5"])
        session.waitFor("small")
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
    }

    @Test func aRecordingPathThatCannotBeWrittenIsRefusedAtStart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let binary = OverhearProcess.binary!.path
        let session = try TmuxSession(command: "cd \(folder.url.path) && \(binary) tui --silent --record /nonexistent/dir/x.scenario 2> err; echo $? > status; touch after; sleep 60", exitStatus: folder.path("status"))
        #expect(TUITests().finished(folder) == "2")
        let message = try String(contentsOfFile: folder.path("err"), encoding: .utf8)
        #expect(message == "overhear: cannot record to /nonexistent/dir/x.scenario: no such folder /nonexistent/dir\n")
        // Nothing was drawn: the UI never started.
        #expect(!session.screen.contains("REC"))
        let result = try OverhearProcess.run(["tui", "--record", folder.url.path])
        #expect(result.status == 2 && result.err == "overhear: cannot record to \(folder.url.path): it is a folder\n", "\(result.err)")
    }

    /// Each Ctrl-R recording gets a name of its own, said on the status line (item 2).
    @Test func eachCtrlRRecordingHasANewName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: TUITests.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        session.waitFor { $0.contains("Transcript") && $0.contains("Password") }
        try session.send("C-r")
        session.waitFor("Recording to overhear-recording.scenario (Ctrl-R stops).")
        try session.send("Tab")
        session.waitFor("Zip code, 5 digits")
        try session.send("C-r")
        session.waitFor("Recording saved to overhear-recording.scenario.")
        try session.send("C-r")
        var screen = session.waitFor("Recording to overhear-recording-2.scenario (Ctrl-R stops).")
        #expect(screen.contains("Recording to overhear-recording-2.scenario (Ctrl-R stops)."), "\(screen)")
        try session.send("Tab")
        try session.send("C-r")
        screen = session.waitFor("Recording saved to overhear-recording-2.scenario.")
        #expect(screen.contains("Recording saved to overhear-recording-2.scenario."), "\(screen)")
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
        let first = try folder.text("overhear-recording.scenario")
        let second = try folder.text("overhear-recording-2.scenario")
        // Each starts where focus was: the first on zip's placeholder, read when the screen appeared.
        #expect(first.contains("> focus zip.placeholder\n  focus: Zip code\n> next\n  focus: Zip code, 5 digits"), "\(first)")
        #expect(second.contains("> focus zip\n  focus: Zip code, 5 digits") && second.contains("> next\n"), "\(second)")
        for name in ["overhear-recording.scenario", "overhear-recording-2.scenario"] {
            #expect(try OverhearProcess.run(["check", folder.path(name)]).status == 0)
        }
    }

    /// Ctrl-R in a folder the user cannot write is refused at once, as `--record` is (item 7).
    @Test func ctrlRInAFolderThatCannotBeWrittenIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("three.scenario", TUITests.threeFields)
        let binary = OverhearProcess.binary!.path
        // As a user who may not write the folder (the tests run as root, whom nothing stops).
        let user = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        chmod(folder.url.path, 0o755)
        let session = try TmuxSession(command: "cd \(folder.url.path) && stty -g > before && \(user)\(binary) tui --silent three.scenario; echo $? > status; stty -g > after; sleep 60", exitStatus: folder.path("status"))
        session.waitFor { $0.contains("Transcript") && $0.contains("Password") }
        try session.send("C-r")
        let screen = session.waitFor("Cannot record")
        #expect(screen.contains("Cannot record to overhear-recording.scenario: its folder cannot be written (Permission denied)."), "\(screen)")
        #expect(!screen.contains("● REC"), "\(screen)")
        try session.send("Tab")
        let after = session.waitFor("Zip code, 5 digits")
        #expect(!after.contains("cannot write"), "\(after)")
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
        #expect(!FileManager.default.fileExists(atPath: folder.path("overhear-recording.scenario")))
    }

    @Test func theUIsOptionsWorkWithoutTheWordTui() throws {
        // With no terminal the UI says so: the options were taken as the UI's.
        let result = try OverhearProcess.run(["--trace", "/tmp/overhear-never-written.txt"])
        #expect(result.status == 2)
        #expect(result.err == "overhear: the interactive UI needs a terminal (standard input and output are not one)\n", "\(result.err)")
        let unknown = try OverhearProcess.run(["--no-such-option"])
        #expect(unknown.status == 2 && unknown.err.hasPrefix("overhear: unknown command \"--no-such-option\""))
    }

    /// tmux's view of the pane's mouse reporting and keypad (application) mode: `1 1` while the UI runs.
    func modes(_ session: TmuxSession) throws -> String {
        try session.tmux(["display-message", "-p", "-t", session.name, "#{mouse_standard_flag} #{keypad_flag}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Every signal whose default action ends the process, not only the usual three (issue 19, item 11).
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGSEGV, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGSYS])
    func aSignalResetsMouseAndKeypadModes(signal: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: TUITests.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        session.waitFor("Transcript")
        #expect(try modes(session) == "1 1")
        let pid = try #require(TUITests().uiPID(session))
        kill(pid, signal)
        #expect(TUITests().finished(folder) == String(128 + signal))
        #expect(try modes(session) == "0 0")
        #expect(TUITests().terminalRestored(folder))
    }

    /// With speech on, SIGPIPE ends the UI as every ending signal does: the speech worker's
    /// pipe does not need it ignored for the whole process (issue 35, item 18).
    @Test func sigpipeEndsTheUIWithSpeechOn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: TUITests.command(folder, "tui"), exitStatus: folder.path("status"))
        session.waitFor("Transcript")
        let pid = try #require(TUITests().uiPID(session))
        // The speech worker is running: a child of one of the UI's threads.
        func workers() -> [Substring] {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            return tasks.flatMap { ((try? String(contentsOfFile: "/proc/\(pid)/task/\($0)/children", encoding: .utf8)) ?? "").split(separator: " ") }
        }
        for _ in 0..<200 where workers().isEmpty { usleep(50_000) }
        #expect(!workers().isEmpty, "speech is on")
        #expect(try modes(session) == "1 1")
        kill(pid, SIGPIPE)
        #expect(TUITests().finished(folder) == String(128 + SIGPIPE))
        #expect(try modes(session) == "0 0")
        #expect(TUITests().terminalRestored(folder))
    }

    /// A signal the UI was started with ignored (as `nohup` ignores SIGHUP) stays ignored.
    @Test func anIgnoredSignalStaysIgnored() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: "trap '' USR1; " + TUITests.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        session.waitFor("Transcript")
        let pid = try #require(TUITests().uiPID(session))
        kill(pid, SIGUSR1)
        try session.send("Tab")
        session.waitFor("Zip code, 5 digits")
        #expect(try modes(session) == "1 1")
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
    }

    /// Stopped by job control (`kill -TSTP`, then `fg`), the UI gives the shell its terminal
    /// back, and on continuing sets its modes again and draws the whole screen (item 3).
    @Test func aStopGivesTheTerminalBackAndFgDrawsItAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("three.scenario", TUITests.threeFields)
        let binary = OverhearProcess.binary!.path
        // A shell with job control, as a person's is: the UI is its foreground job.
        try folder.write("session.sh", """
            set -m
            stty -g > before
            \(binary) tui --silent three.scenario
            echo $? > stopped; stty -g > during
            while [ ! -e go ]; do sleep 0.05; done
            fg
            echo $? > status; stty -g > after
            sleep 60
            """)
        let session = try TmuxSession(command: "cd \(folder.url.path) && bash session.sh", exitStatus: folder.path("status"))
        session.waitFor { $0.contains("Transcript") && $0.contains("Password") }
        try session.send("Tab")
        session.waitFor("Zip code, 5 digits")
        let pid = try #require(TUITests().uiPID(session))
        kill(pid, SIGTSTP)
        for _ in 0..<100 where (try? folder.text("during"))?.isEmpty ?? true { usleep(50_000) }
        #expect(try folder.text("stopped") == "\(128 + SIGTSTP)\n")
        #expect(try folder.text("during") == folder.text("before"))
        #expect(try modes(session) == "0 0")
        #expect(try session.tmux(["display-message", "-p", "-t", session.name, "#{alternate_on}"]) == "0\n")
        try folder.write("go", "")
        let screen = session.waitFor { $0.contains("Transcript") && $0.contains("Password") && $0.contains("▶ Zip code") }
        #expect(screen.contains("Transcript") && screen.contains("▶ Zip code"), "\(screen)")
        #expect(try modes(session) == "1 1")
        try session.send("Tab")
        let keys = session.waitFor { $0.components(separatedBy: "focus    ").count > 2 }
        #expect(keys.components(separatedBy: "focus    ").count > 2, "keys work again: \(keys)")
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
        #expect(TUITests().terminalRestored(folder))
    }

    @Test func aNormalQuitResetsMouseAndKeypadModes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: TUITests.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        session.waitFor("Transcript")
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
        #expect(try modes(session) == "0 0")
    }

    @Test func theHeaderNamesTheScenarioFileAndTheTraceNamesEveryEvent() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("deep-name.scenario", "field mdc-2018 zip\n  placeholder: Zip code\n")
        let session = try TmuxSession(width: 80, height: 24, command: TUITests.command(folder, "--silent --trace trace.txt \(folder.path("deep-name.scenario"))"), exitStatus: folder.path("status"))
        let screen = session.waitFor("Transcript")
        #expect(screen.hasPrefix(" Overhear · deep-name.scenario "), "\(screen)")
        #expect(!screen.contains(folder.url.path), "\(screen)")
        try session.send("Tab", "Enter")
        session.waitFor("Zip code: placeholder label")
        try folder.write("paste.txt", "hello")
        try session.tmux(["load-buffer", folder.path("paste.txt")])
        try session.tmux(["paste-buffer", "-p", "-t", session.name])
        session.waitFor("Not editing: press Enter on a text field to paste into it.")
        try session.tmux(["resize-window", "-t", session.name, "-x", "90", "-y", "26"])
        session.waitFor { $0.components(separatedBy: "\n").count >= 26 }
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
        let trace = try String(contentsOfFile: folder.path("trace.txt"), encoding: .utf8)
        let names = trace.split(separator: "\n").dropFirst().map { $0.split(separator: " ").dropLast(2).joined(separator: " ") }
        #expect(names.contains("key Tab") && names.contains("key Enter") && names.contains("paste 5 characters"), "\(trace)")
        #expect(names.contains("resize 90×26") && names.last == "key F10", "\(trace)")
        #expect(trace.split(separator: "\n").dropFirst().allSatisfy { $0.hasSuffix(" µs") }, "\(trace)")
    }
}
