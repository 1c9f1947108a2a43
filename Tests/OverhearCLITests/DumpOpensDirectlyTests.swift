import Foundation
import Testing

/// `overhear describe DUMP` and `overhear tui DUMP` take a screen dump as it comes, imported in
/// memory by `import`'s rules (issue 20, item 9): one command to see or hear a real screen.
@Suite struct DumpOpensDirectlyTests {
    @Test(arguments: [("login-appium.xml", "page.xml"), ("login-idb.json", "page.json"),
                      ("login-snapshot.json", "snapshot.json"), ("login-xcuitest.txt", "tree.txt")])
    func describeOfADumpIsDescribeOfItsImport(_ fixture: String, _ name: String) throws {
        let folder = try ImportFixtureTests.folder(with: fixture, as: name)
        defer { folder.remove() }
        let imported = try folder.run("import", name, "-o", "page.scenario")
        #expect(imported.status == 0, "\(imported.err)")
        let fromScenario = try folder.run("describe", "page.scenario", "--times")
        let fromDump = try folder.run("describe", name, "--times")
        #expect(fromDump.status == 0, "\(fromDump.err)")
        #expect(fromDump.out == fromScenario.out)
        #expect(fromDump.err == imported.err, "the same one-line account as import's")
        #expect(fromDump.out.contains("button"))
    }

    @Test func fromKindAndOrderApplyAsInImport() throws {
        let folder = try ImportFixtureTests.folder(with: "login-appium.xml", as: "page.xml")
        defer { folder.remove() }
        let imported = try folder.run("import", "page.xml", "--kind", "mdc", "--order", "frame", "-o", "page.scenario")
        let fromScenario = try folder.run("describe", "page.scenario")
        let fromDump = try folder.run("describe", "page.xml", "--from", "appium", "--kind", "mdc", "--order", "frame")
        #expect(imported.status == 0 && fromDump.status == 0, "\(fromDump.err)")
        #expect(fromDump.out == fromScenario.out)
        #expect(fromDump.out.contains(" mdc "))
        let wrong = try folder.run("describe", "page.xml", "--from", "idb")
        #expect(wrong.status == 2 && wrong.out.isEmpty)
        #expect(wrong.err.hasPrefix("page.xml:"), "\(wrong.err)")
    }

    @Test func theUIOpensOnADump() throws {
        let folder = try ImportFixtureTests.folder(with: "login-appium.xml", as: "page.xml")
        defer { folder.remove() }
        let binary = OverhearProcess.binary!.path
        let session = try TmuxSession(command: "cd \(folder.url.path) && stty -g > before && \(binary) tui --silent page.xml 2> err; echo $? > status; stty -g > after; sleep 60", exitStatus: folder.path("status"))
        let screen = session.waitFor { $0.contains("Transcript") && $0.contains("Welcome back") }
        #expect(screen.contains("Overhear · page.xml"), "\(screen)")
        let focused = session.waitFor("focus ")
        #expect(focused.contains("focus      Help, button"), "\(focused)")
        try session.send("F10")
        #expect(TUITests().finished(folder) == "0")
        #expect(try folder.text("err").contains("page.xml: imported appium: "))
    }
}
