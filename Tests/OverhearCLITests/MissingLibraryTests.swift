import Foundation
import Testing

/// libespeak-ng and libxml2 are loaded when first needed, not linked: a command that needs
/// neither runs without them, and one that needs one says which and why it could not be
/// loaded. A broken library stands in for a missing one, found first on `LD_LIBRARY_PATH`.
@Suite struct MissingLibraryTests {
    private func runWithBrokenLibraries(_ folder: TemporaryFolder, _ arguments: [String]) throws -> OverhearProcess.Result {
        try folder.write("lib/libespeak-ng.so.1", "not a library")
        try folder.write("lib/libxml2.so.2", "not a library")
        guard let binary = OverhearProcess.binary else { throw OverhearProcess.Failure(description: "no overhear binary") }
        return try OverhearProcess.run(program: "/usr/bin/env", ["LD_LIBRARY_PATH=" + folder.path("lib"), binary.path] + arguments, in: folder.url)
    }

    @Test func checkRunsWithoutEitherLibrary() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Fixture.zip)
        let result = try runWithBrokenLibraries(folder, ["check", "zip.scenario"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test func speechSaysWhichLibraryCouldNotBeLoaded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try runWithBrokenLibraries(folder, ["say", "hello", "--wav", "out.wav"])
        #expect(result.status == 2)
        #expect(result.err.contains("espeak-ng could not be loaded (install libespeak-ng1)"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.wav")))
    }

    @Test func importSaysWhichLibraryCouldNotBeLoaded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("page.xml", #"<?xml version="1.0"?><AppiumAUT><XCUIElementTypeApplication name="App"/></AppiumAUT>"#)
        let result = try runWithBrokenLibraries(folder, ["import", "page.xml", "-o", "page.scenario"])
        #expect(result.status == 2)
        #expect(result.err.contains("page.xml:1:1: error: libxml2 could not be loaded (install libxml2)"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("page.scenario")))
    }
}
