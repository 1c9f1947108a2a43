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

    /// Files are checked in `String`'s order of their paths: with prefixes, digits and case,
    /// and with non-ASCII names, decomposed ones among them.
    @Test(arguments: [
        ["b.scenario", "a_b.scenario", "ab.scenario", "a.scenario", "Z.scenario", "sub/a.scenario", "sub.scenario",
         "a-b.scenario", "10.scenario", "9.scenario", "sub/b/c.scenario", "sub-a.scenario"],
        ["b.scenario", "é.scenario", "e\u{301}x.scenario", "ä.scenario", "a.scenario", "f.scenario"],
    ])
    func filesAreCheckedInTheOrderOfTheirPaths(names: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in names { try folder.write(name, Fixture.zip) }
        let result = try folder.run("check", ".")
        #expect(result.status == 0, "\(result.err)")
        let checked = result.out.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.map { String($0.dropFirst(5)) }
        #expect(checked == names.map { "./" + $0 }.sorted(), "\(result.out)")
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
