import Foundation
import Testing

/// Reliability drills (docs/reliability.md). `make test` runs each a few times;
/// `OVERHEAR_DRILL_TRIES=100 swift test --filter DrillTests` runs them as the docs report.
@Suite(.serialized) struct DrillTests {
    static let tries = Int(ProcessInfo.processInfo.environment["OVERHEAR_DRILL_TRIES"] ?? "") ?? 5

    @Test func killDuringCheckUpdateNeverLeavesAPartialFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Many actions with no expected lines: --update has a lot to write.
        var text = "field mdc zip\n  placeholder: Zip code\n  max: 5\n\n> focus zip\n> activate\n"
        for index in 0..<3000 { text += index % 3 == 0 ? "> type 9\n" : "> delete\n" }
        try folder.write("fixed.scenario", text)
        let started = Date()
        _ = try OverhearProcess.run(["check", "--update", folder.path("fixed.scenario")])
        // Kill times spread evenly from the start to past the end of an update.
        let span = Date().timeIntervalSince(started) * 1.3
        let fixed = try Data(contentsOf: folder.url.appendingPathComponent("fixed.scenario"))
        let original = Data(text.utf8)
        #expect(fixed.count > original.count * 2, "the update must have a lot to write")
        var outcomes = (old: 0, new: 0)
        for attempt in 0..<Self.tries {
            try folder.write("drill.scenario", text)
            let process = Process()
            process.executableURL = OverhearProcess.binary
            process.arguments = ["check", "--update", folder.path("drill.scenario")]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The last try lets the update finish, so both outcomes are seen however slow the machine.
            if attempt < Self.tries - 1 {
                usleep(UInt32(span * 1e6 * Double(attempt) / Double(Self.tries)))
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            let after = try Data(contentsOf: folder.url.appendingPathComponent("drill.scenario"))
            #expect(after == original || after == fixed, "attempt \(attempt): a partial file")
            if after == original { outcomes.old += 1 } else { outcomes.new += 1 }
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tmp") }.count
        print("kill -9 during check --update: \(outcomes.old) left the old file, \(outcomes.new) the new one, 0 partial; \(leftovers) temporary files left by killed writers")
        #expect(outcomes.old > 0 && outcomes.new > 0, "kills must land before and after the rename")
        // The new bytes go to an anonymous file (O_TMPFILE) that has a name only for the
        // moment between linkat and rename: a kill leaves nothing behind.
        #expect(leftovers == 0, "\(leftovers) temporary files left")
    }

    @Test func killDuringRecordingLeavesAFileThatChecks() throws {
        var complete = 0
        for attempt in 0..<Self.tries {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let session = try TmuxSession(command: TUITests.command(folder, "tui --silent --record rec.scenario"), exitStatus: folder.path("status"))
            session.waitFor("● REC")
            try session.send("Tab", "Enter")
            for _ in 0..<(attempt % 4 + 1) { try session.type("9a b.") }
            usleep(UInt32(attempt * 3571 % 60_000))
            if let pid = TUITests().uiPID(session) { kill(pid, SIGKILL) }
            _ = TUITests().finished(folder)
            let check = try OverhearProcess.run(["check", folder.path("rec.scenario")])
            #expect(check.status == 0, "attempt \(attempt): \(check.out)")
            complete += check.status == 0 ? 1 : 0
        }
        print("kill -9 during a recording: \(complete) of \(Self.tries) recordings check")
    }

    @Test func controlBytesAndMarkupAreDrawnAsPlaceholders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: TUITests.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        session.waitFor("Transcript")
        try session.send("Tab", "Tab", "Tab", "Tab", "Enter")
        session.waitFor("Editing email")
        // A bracketed paste of an escape sequence, a bell, XML specials and a CDATA end.
        try folder.write("paste.txt", "\u{1B}[31mX\u{7}<&]]>")
        try session.tmux(["load-buffer", folder.path("paste.txt")])
        try session.tmux(["paste-buffer", "-p", "-t", session.name])
        let screen = session.waitFor("␛[31mX␇<&]]>")
        #expect(screen.contains("␛[31mX␇<&]]>"), "\(screen)")
        #expect(!screen.contains("\u{1B}"))
        // Esc, then q a moment later, as a person presses them: together they are Alt-q.
        try session.send("Escape")
        session.waitFor("Swipe with Tab")
        try session.send("q", "y")
        #expect(TUITests().finished(folder) == "0")
        #expect(TUITests().terminalRestored(folder))
    }

    @Test func aMegabytePasteIsCutAndTheUIStaysResponsive() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: TUITests.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        session.waitFor("Transcript")
        try session.send("Tab", "Tab", "Tab", "Tab", "Enter")
        session.waitFor("Editing email")
        try folder.write("paste.txt", String(repeating: "abcdefghij", count: 100_000))
        try session.tmux(["load-buffer", folder.path("paste.txt")])
        try session.tmux(["paste-buffer", "-p", "-t", session.name])
        var screen = session.waitFor("Paste cut to its first 1000 characters.", seconds: 20)
        #expect(screen.contains("Paste cut"), "\(screen)")
        try session.send("Escape", "Tab")
        screen = session.waitFor("Email", seconds: 5)
        try session.send("q", "y")
        #expect(TUITests().finished(folder) == "0")
    }

    @Test func aResizeStormAndATinyTerminal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(width: 10, height: 5, command: TUITests.command(folder, "tui --silent"), exitStatus: folder.path("status"))
        var screen = session.waitFor("small")
        #expect(screen.contains("small"), "\(screen)")
        for step in 0..<40 {
            try session.tmux(["resize-window", "-t", session.name, "-x", String(20 + step * 3 % 90), "-y", String(5 + step % 30)])
        }
        try session.tmux(["resize-window", "-t", session.name, "-x", "80", "-y", "24"])
        // A frame can be caught half drawn: wait for the whole of it.
        screen = session.waitFor { $0.contains("Transcript") && $0.contains("Zip code") }
        #expect(screen.contains("Zip code"), "\(screen)")
        try session.send("q", "y")
        #expect(TUITests().finished(folder) == "0")
        #expect(TUITests().terminalRestored(folder))
    }
}
