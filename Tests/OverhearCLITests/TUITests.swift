import Foundation
import Testing

/// The interactive UI through a real terminal: tmux runs the built binary, keys go in with
/// send-keys, the screen comes back with capture-pane.
@Suite(.serialized) struct TUITests {
    /// A shell line that runs the UI between two `stty -g` snapshots, so a test can see that
    /// the terminal was restored however the UI ended.
    /// The UI's keys are tested on the three fields they were written for (the first demo
    /// screen); `tui` without a file gets that screen from `three.scenario`.
    static let threeFields = try! String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/three-fields.scenario"), encoding: .utf8)

    /// Whether a `tui` command line names a scenario to open (not counting option values).
    static func namesAFile(_ arguments: String) -> Bool {
        var words = arguments.split(separator: " ").dropFirst()
        while let word = words.first {
            words = words.dropFirst()
            if ["--record", "--trace", "--audio-device"].contains(word) { words = words.dropFirst() } else if !word.hasPrefix("--") { return true }
        }
        return false
    }

    static func command(_ folder: TemporaryFolder, _ arguments: String) -> String {
        let binary = OverhearProcess.binary!.path
        var arguments = arguments
        if arguments.hasPrefix("tui") && !namesAFile(arguments) {
            _ = try? folder.write("three.scenario", threeFields)
            arguments += " three.scenario"
        }
        return "cd \(folder.url.path) && stty -g > before && \(binary) \(arguments); echo $? > status; stty -g > after; sleep 60"
    }

    func finished(_ folder: TemporaryFolder) -> String? {
        for _ in 0..<100 {
            // `after` is written last; the shell creates it before stty fills it.
            if let status = try? String(contentsOfFile: folder.path("status"), encoding: .utf8),
               let after = try? String(contentsOfFile: folder.path("after"), encoding: .utf8),
               !after.isEmpty || !FileManager.default.fileExists(atPath: folder.path("before")) {
                return status.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            usleep(50_000)
        }
        return nil
    }

    func terminalRestored(_ folder: TemporaryFolder) -> Bool {
        let before = try? String(contentsOfFile: folder.path("before"), encoding: .utf8)
        let after = try? String(contentsOfFile: folder.path("after"), encoding: .utf8)
        return before != nil && before == after
    }

    @Test func swipeActivateTypeDeleteAndQuit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: Self.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        // A frame can be caught half drawn: wait for the whole of it.
        var screen = session.waitFor { $0.contains("Transcript") && $0.contains("Password") }
        #expect(screen.contains("Zip code") && screen.contains("Email") && screen.contains("Password"))
        // The screen appeared with its first element focused and read.
        screen = session.waitFor("focus      Zip code")
        #expect(screen.contains("▶ Zip code"), "\(screen)")
        try session.send("Tab", "Enter")
        screen = session.waitFor("5 character limit.")
        try session.type("94")
        screen = session.waitFor("3 characters remaining")
        #expect(screen.contains("typed    ✂ 9") && screen.contains("typed    ✂ 4"), "\(screen)")
        #expect(screen.contains("2 / 5"))
        try session.send("BSpace")
        screen = session.waitFor("deleted")
        #expect(screen.contains("4 characters remaining"))
        // The caption panel shows what is being said (▶), then keeps the last utterance.
        let captionRow = { (screen: String) in screen.components(separatedBy: "\n")[27] }
        screen = session.waitFor { captionRow($0) == "   4 characters remaining" }
        #expect(captionRow(screen) == "   4 characters remaining", "\(screen)")
        // Esc, then q a moment later, as a person presses them: together they are Alt-q.
        try session.send("Escape")
        session.waitFor("Swipe with Tab")
        try session.send("q", "y")
        #expect(finished(folder) == "0")
        #expect(terminalRestored(folder))
    }

    @Test func resizingBelowTheMinimumSaysSoUntilItGrows() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: Self.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        session.waitFor("Transcript")
        try session.tmux(["resize-window", "-t", session.name, "-x", "50", "-y", "12"])
        var screen = session.waitFor("Terminal too small")
        #expect(screen.contains("have 50×12") && screen.contains("need 60×16"), "\(screen)")
        try session.tmux(["resize-window", "-t", session.name, "-x", "90", "-y", "26"])
        screen = session.waitFor("Transcript")
        #expect(!screen.contains("Terminal too small"))
        try session.send("F10")
        #expect(finished(folder) == "0")
    }

    /// Grown while running, the UI leaves nothing of its frames on the shell's screen (item 10):
    /// tmux keeps rows of the alternate screen that is left at a size other than it was entered at.
    @Test(arguments: [(100, 30), (80, 30), (100, 24)]) func growingTheWindowLeavesNoRowsBehind(width: Int, height: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(width: 80, height: 24, command: "echo shell-line && " + Self.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        session.waitFor { $0.contains("Transcript") && $0.contains("Password") }
        try session.tmux(["resize-window", "-t", session.name, "-x", String(width), "-y", String(height)])
        session.waitFor { $0.components(separatedBy: "\n").count >= height && $0.contains("Transcript") }
        try session.send("F10")
        #expect(finished(folder) == "0")
        let screen = session.waitFor { !$0.contains("Transcript") }
        #expect(screen.hasPrefix("shell-line\n"), "\(screen)")
        #expect(!screen.contains("│") && !screen.contains("Zip code") && !screen.contains("Password"), "\(screen)")
    }

    @Test func aRecordedSessionPassesCheck() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: Self.command(folder, "tui --silent --record session.scenario"), exitStatus: folder.path("status"))
        session.waitFor("● REC")
        try session.send("Tab", "Enter")
        session.waitFor("5 character limit.")
        try session.type("90")
        session.waitFor("3 characters remaining")
        try session.send("BSpace")
        session.waitFor("deleted")
        try session.send("Escape", "F4", "Enter")
        session.waitFor("Error text")
        try session.type("Bad")
        try session.send("Enter")
        session.waitFor("Error: Bad.")
        try session.send("C-q")
        #expect(finished(folder) == "0")
        let recorded = try String(contentsOfFile: folder.path("session.scenario"), encoding: .utf8)
        #expect(recorded.contains("set zip error: Bad\n  focus: Error: Bad.\n"), "\(recorded)")
        #expect(recorded.contains("type 9\n") && recorded.contains("type 0\n") && recorded.contains("delete\n"))
        let check = try OverhearProcess.run(["check", folder.path("session.scenario")])
        #expect(check.status == 0, "\(check.out)\(recorded)")
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: Self.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        session.waitFor("Transcript")
        try session.send("Tab", "Tab", "Enter")
        session.waitFor("is editing")
        let pid = try #require(uiPID(session))
        kill(pid, SIGTERM)
        #expect(finished(folder) == String(128 + SIGTERM))
        #expect(terminalRestored(folder))
    }

    @Test func aCrashRestoresTheTerminal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: Self.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        session.waitFor("Transcript")
        let pid = try #require(uiPID(session))
        kill(pid, SIGSEGV)
        #expect(finished(folder) == String(128 + SIGSEGV))
        #expect(terminalRestored(folder))
    }

    @Test func aSpeechEngineCrashDoesNotTakeTheUIDown() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: Self.command(folder, "tui --audio-device null"), exitStatus: folder.path("status"))
        session.waitFor("Transcript")
        try session.send("Tab", "Tab", "Tab", "Tab", "Enter")
        session.waitFor("Editing email")
        // espeak-ng aborts on this text: once in the field, focusing the field speaks it.
        try folder.write("paste.txt", String(repeating: "s'", count: 200))
        try session.tmux(["load-buffer", folder.path("paste.txt")])
        try session.tmux(["paste-buffer", "-p", "-t", session.name])
        session.waitFor("400 / 40")
        try session.send("Escape", "Tab")
        session.waitFor("Password, secure text field")
        try session.send("BTab")
        let screen = session.waitFor("speech engine crashed on", seconds: 20)
        #expect(screen.contains("speech engine crashed"), "\(screen)")
        try session.send("Tab")
        session.waitFor { $0.components(separatedBy: "Password, secure text field").count > 2 }
        try session.send("q", "y")
        #expect(finished(folder) == "0")
        #expect(terminalRestored(folder))
    }

    @Test func noTerminalGivesAOneLineError() throws {
        let result = try OverhearProcess.run(["tui"])
        #expect(result.status == 2)
        #expect(result.err == "overhear: the interactive UI needs a terminal (standard input and output are not one)\n")
    }

    /// A TERM terminfo does not know, and one that cannot place the cursor: a line each, exit 2.
    @Test(arguments: [
        ("no-such-term", "overhear: unknown terminal type \"no-such-term\"; set TERM to one that terminfo knows\n"),
        ("dumb", "overhear: terminal type \"dumb\" cannot place the cursor; set TERM to one that can, such as xterm-256color\n"),
    ])
    func anUnusableTermGivesAOneLineError(term: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let binary = OverhearProcess.binary!.path
        let session = try TmuxSession(command: "cd \(folder.url.path) && TERM=\(term) \(binary) tui --silent 2> err; echo $? > status; touch after; sleep 60", exitStatus: folder.path("status"))
        _ = session
        #expect(finished(folder) == "2")
        #expect(try String(contentsOfFile: folder.path("err"), encoding: .utf8) == message)
    }

    /// A vt100's terminfo strings carry padding (`$<9>`): it must pace the terminal, never be drawn.
    @Test func framesOnAVT100CarryNoPaddingAsText() throws {
        let binary = OverhearProcess.binary!.path
        let session = try TmuxSession(width: 80, height: 24, command: "TERM=vt100 \(binary) tui --silent")
        let first = session.waitFor("Transcript")
        try session.send("Tab")
        let screen = session.waitFor("▶ Zip code")
        #expect(screen.contains("▶ Zip code"), "\(screen)")
        for shown in [first, screen] {
            #expect(!shown.contains("$<"), "\(shown)")
            #expect(shown.contains("Overhear · demo screen"), "\(shown)")
        }
    }

    /// The overhear process in the pane: the shell's child.
    func uiPID(_ session: TmuxSession) -> Int32? {
        guard let shell = session.panePID,
              let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8) else { return nil }
        return children.split(separator: " ").compactMap { Int32($0) }.first
    }
}
