import Foundation
import Testing

/// The tmux helper the UI tests wait with: a program that ends stops the wait at once, with
/// its exit status and output, rather than after the wait's whole time.
@Suite struct TmuxSessionTests {
    /// A program that prints a line to each stream and exits 3, as a UI that dies does.
    static func dying(_ folder: TemporaryFolder) -> String {
        "cd \(folder.url.path) && sh -c 'echo on-the-screen; echo on-stderr >&2; exit 3' 2> err; echo $? > status; sleep 60"
    }

    @Test func aWaitStopsWhenTheProgramHasEnded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: Self.dying(folder), exitStatus: folder.path("status"))
        let start = Date()
        let outcome = session.wait(seconds: 30) { $0.contains("never shown") }
        #expect(Date().timeIntervalSince(start) < 10, "the wait ran to its deadline")
        guard case .exited(let status, let output) = outcome else {
            Issue.record("the wait ended as \(outcome)")
            return
        }
        #expect(status == "3")
        #expect(output.contains("on-the-screen") && output.contains("on-stderr"), "\(output)")
    }

    @Test func waitingForAScreenTheEndedProgramNeverShowsFailsWithItsStatusAndOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: Self.dying(folder), exitStatus: folder.path("status"))
        let start = Date()
        withKnownIssue {
            session.waitFor("never shown", seconds: 30)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("exit status 3") && text.contains("on-the-screen") && text.contains("on-stderr")
        }
        #expect(Date().timeIntervalSince(start) < 10, "the wait ran to its deadline")
    }

    @Test func whatTheEndedProgramLeftOnTheScreenIsStillFound() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(command: Self.dying(folder), exitStatus: folder.path("status"))
        #expect(session.wait(seconds: 30) { $0.contains("on-the-screen") } == .shown(session.screen))
    }

    /// A command that is the program alone takes its pane with it when it ends.
    @Test func aPaneThatIsGoneEndsTheWaitToo() throws {
        let session = try TmuxSession(command: "sh -c 'exit 4'")
        let start = Date()
        let outcome = session.wait(seconds: 30) { $0.contains("never shown") }
        #expect(Date().timeIntervalSince(start) < 10, "the wait ran to its deadline")
        #expect(outcome == .exited(status: nil, output: ""), "\(outcome)")
    }
}
