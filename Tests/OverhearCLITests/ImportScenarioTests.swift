import Foundation
import Testing

/// Fixture → `overhear import` → actions added → `overhear check`, one per format: the
/// screen part of `Scenarios/9N-import-FORMAT.scenario` is exactly what `import` writes, and
/// the import's output with the file's actions appended passes.
@Suite struct ImportScenarioTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: [("95-import-appium", "login-appium.xml"), ("96-import-idb", "login-idb.json"),
                      ("97-import-snapshot", "login-snapshot.json"), ("98-import-xcuitest", "login-xcuitest.txt")])
    func importedScreenPlaysAndChecks(scenario: String, fixture: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Scenarios/\(scenario).scenario"), encoding: .utf8)
        // The imported screen ends at the first blank line; the actions follow it.
        let split = try #require(text.range(of: "\n\n"))
        let screen = String(text[..<split.lowerBound]) + "\n"
        let actions = String(text[split.lowerBound...].dropFirst())
        #expect(actions.contains("\n> "))

        let imported = try OverhearProcess.run(["import", "Tests/Fixtures/import/\(fixture)"], in: Self.root)
        #expect(imported.status == 0)
        ImportFixtureTests.expectLines(imported.out, screen)

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("imported.scenario", imported.out + actions)
        let check = try folder.run("check", "imported.scenario")
        #expect(check.status == 0, "\(check.out)\(check.err)")
        #expect(check.out == "PASS imported.scenario\n1 passed, 0 failed\n")
        // Every command takes an imported screen as it is.
        #expect(try folder.run("describe", "imported.scenario").status == 0)
        #expect(try folder.run("play", "imported.scenario").out == imported.out + actions)
    }
}
