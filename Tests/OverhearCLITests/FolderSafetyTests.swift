import Foundation
import Testing

/// Folders and names from the file system: links that loop, names with control characters.
@Suite struct FolderSafetyTests {
    @Test func linksToFoldersAreNotFollowed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("tree/one.scenario", Fixture.zip)
        // Two links back up the tree: followed, the walk would double at every level.
        symlink(".", folder.path("tree/a"))
        symlink(".", folder.path("tree/b"))
        let result = try folder.run("check", "tree", timeout: 30)
        #expect(!result.timedOut)
        #expect(result.status == 0)
        #expect(result.out.hasSuffix("1 passed, 0 failed\n"), "\(result.out)")
    }

    @Test func aFileNameWithControlCharactersIsPrintedEscaped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("bad\u{1B}[2Jname.scenario", Fixture.zip)
        let result = try folder.run("check", ".")
        #expect(result.status == 0)
        #expect(result.out.contains("PASS \"./bad\\u{1B}[2Jname.scenario\""), "\(result.out)")
        #expect(!result.out.unicodeScalars.contains("\u{1B}"))
    }
}
