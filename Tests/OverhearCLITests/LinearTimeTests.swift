import Foundation
import Testing

/// Small inputs that once took quadratic time or worse (issue 19, item 26). Each is sized so
/// that the old code needed minutes in the debug build the tests run, and the linear code a
/// second or two: the process limit between the two is no benchmark (those are `make bench`'s),
/// only a bound that a return to the old growth cannot meet.
@Suite struct LinearTimeTests {
    private static let limit: TimeInterval = 30

    /// Ids made unique with `-2`, `-3`, ...: each repeat of a label counted from 2 again.
    @Test func importOfThirtyThousandButtonsOfOneLabel() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let button = #"<XCUIElementTypeButton type="XCUIElementTypeButton" name="Delete" label="Delete" enabled="true" visible="true" accessible="true" x="0" y="0" width="100" height="20"/>"#
        try folder.write("page.xml", #"<?xml version="1.0"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" accessible="false">"#
            + String(repeating: button, count: 30_000) + "</XCUIElementTypeApplication></AppiumAUT>")
        let result = try folder.run("import", "page.xml", "-o", "page.scenario", timeout: Self.limit)
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.err)")
        let text = try folder.text("page.scenario")
        #expect(text.contains("element Delete\n") && text.contains("element Delete-2\n") && text.contains("element Delete-30000\n"))
    }

    /// JSON read by trying each type in turn, every failed try building its coding path anew:
    /// the time grew with the cube of the depth.
    @Test func importOfAnIdbDumpNestedFiveHundredLevelsDeep() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Each level: a group whose children are twelve buttons and the next level's group.
        func node(_ number: Int) -> String {
            let button = #"{"AXLabel": "Cell", "type": "Button", "enabled": true, "traits": ["button"]}, "#
            return #"{"AXLabel": "Row \#(number)", "type": "Group", "AXFrame": "{{0, \#(number)}, {100, 20}}", "children": ["#
                + String(repeating: button, count: 12)
        }
        let depth = 250 // two levels each: an object, and its children's array
        var json = "["
        for level in 0..<depth { json += node(level) }
        json += #"{"AXLabel": "Deepest", "type": "Button", "traits": ["button"]}"#
        json += String(repeating: "]}", count: depth) + "]"
        try folder.write("dump.json", json)
        let result = try folder.run("import", "dump.json", "-o", "dump.scenario", timeout: Self.limit)
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.err)")
        #expect(try folder.text("dump.scenario").contains("label: Deepest"))
    }

    /// Each typed character's echo is a line added under the action; the rewriter diffed the
    /// empty old lines against all the new ones exactly, at a cost growing with the square.
    @Test func playOfOneTypeOfTwoHundredThousandCharacters() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let typed = String(repeating: "abcdefghij", count: 20_000)
        try folder.write("long.scenario", "field uitextfield name\n  label: Name\n> focus name\n> activate\n> type \(typed)\n")
        let result = try folder.run("play", "long.scenario", timeout: Self.limit)
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.components(separatedBy: "\n  typed").count - 1 == 200_000)
    }
}
