import Foundation
import Testing

/// The UI's first minute through a real terminal (issue 11): keys that do nothing say why,
/// graphemes arrive whole, pastes are one action, narrow windows keep the quit and help keys.
@Suite(.serialized) struct TUIFirstMinuteTests {
    @Test func tabEnterTypeExplainsItselfAndQDoesNotQuit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = try TmuxSession(width: 80, height: 24, command: TUITests.command(folder, "tui --silent"))
        session.waitFor { $0.contains("Transcript") && $0.contains("Password") }
        try session.send("Tab")
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
}
