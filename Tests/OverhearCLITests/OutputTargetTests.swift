import Foundation
import Testing

/// An output that is one of the command's inputs is refused before anything is read or
/// written, for every command and every output option.
@Suite struct OutputTargetTests {
    @Test(arguments: [
        ["check", "s.scenario", "--junit", "s.scenario"],
        ["check", "other.scenario", "s.scenario", "--junit", "./s.scenario"],
        ["play", "s.scenario", "--wav", "s.scenario"],
        ["play", "s.scenario", "--svg", "link.scenario"],
        ["tui", "s.scenario", "--trace", "s.scenario"],
        ["tui", "s.scenario", "--record", "s.scenario"],
        ["--trace", "s.scenario", "s.scenario"],
        ["report", "s.scenario", "-o", "s.scenario", "--no-audio"],
    ])
    func anOutputThatIsAnInputIsRefused(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zip)
        try folder.write("other.scenario", Fixture.zip)
        symlink("s.scenario", folder.path("link.scenario"))
        let result = try folder.run(arguments: arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.err.contains("is the scenario") && result.err.contains("; write it to another file"), "\(arguments): \(result.err)")
        #expect(result.err.split(separator: "\n").count == 1, "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(try folder.text("s.scenario") == Fixture.zip, "\(arguments)")
    }

    /// Two outputs of one command are never one file, whatever paths name it (issue 35,
    /// item 15): refused before anything is written, as `--wav - --svg -` is.
    @Test(arguments: [
        ["tui", "--record", "x", "--trace", "x"],
        ["tui", "--record", "x", "--trace", "./x"],
        ["--trace", "x", "--record", "dir/../x"],
        ["play", "s.scenario", "--wav", "x", "--svg", "x"],
        ["play", "s.scenario", "--wav", "old.wav", "--svg", "old-link.wav"],
        ["play", "s.scenario", "--svg", "dir/x", "--wav", "linked-dir/x"],
    ])
    func twoOutputsThatAreOneFileAreRefused(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zip)
        try folder.write("old.wav", "old")
        try folder.write("dir/keep", "")
        symlink("old.wav", folder.path("old-link.wav"))
        symlink("dir", folder.path("linked-dir"))
        let result = try folder.run(arguments: arguments)
        let named = arguments.indices.filter { arguments[$0].hasPrefix("--") }.map { arguments[$0] + " " + arguments[$0 + 1] }
        #expect(result.status == 2, "\(arguments)")
        #expect(named.allSatisfy(result.err.contains) && result.err.contains(" are one file; write each to a file of its own"), "\(arguments): \(result.err)")
        #expect(result.err.split(separator: "\n").count == 1, "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path("x")) && !FileManager.default.fileExists(atPath: folder.path("dir/x")))
        #expect(try folder.text("old.wav") == "old")
    }

    /// Different files are still fine, and one output's `-` is no file.
    @Test func twoOutputsToDifferentFilesAreWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zip)
        let result = try folder.run("play", "s.scenario", "--svg", "x.svg", "--wav", "./x.wav")
        #expect(result.status == 0, "\(result.err)")
        #expect(try folder.text("x.svg").hasPrefix("<svg") && folder.bytes("x.wav").count > 44)
    }

    @Test func aScenarioOnStandardInputIsAnInputToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zip)
        let result = try shell("\"$OVERHEAR\" play - --svg s.scenario < s.scenario", in: folder)
        #expect(result.status == 2)
        #expect(result.err.contains("play: --svg s.scenario is the scenario it reads; write it to another file"), "\(result.err)")
        #expect(try folder.text("s.scenario") == Fixture.zip)
    }

    @Test func aJUnitReportOverAScenarioInACheckedFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("dir/a.scenario", Fixture.zip)
        try folder.write("dir/b.scenario", Fixture.zipFailing)
        let result = try folder.run("check", "--update", "dir", "--junit", "dir/b.scenario")
        #expect(result.status == 2)
        #expect(result.err.contains("check: --junit dir/b.scenario is the scenario dir/b.scenario, one of those it checks; write it to another file"), "\(result.err)")
        #expect(result.out.isEmpty, "nothing was checked")
        #expect(try folder.text("dir/b.scenario") == Fixture.zipFailing)
    }

    @Test func importOverItsOwnDumpIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let dump = try Data(contentsOf: ImportScenarioTests.root.appendingPathComponent("Tests/Fixtures/import/login-idb.json"))
        try folder.write("d.json", bytes: Array(dump))
        let result = try folder.run("import", "d.json", "-o", "d.json")
        #expect(result.status == 2)
        #expect(result.err.contains("import: -o d.json is the dump itself; write it to another file"), "\(result.err)")
        #expect(try folder.bytes("d.json") == Array(dump))
    }
}
