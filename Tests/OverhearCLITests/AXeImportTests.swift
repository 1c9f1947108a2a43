import Foundation
import Testing

/// AXe `describe-ui` and idb dumps as VoiceOver reads them (issue 34), one small dump of each
/// shape in `Tests/Fixtures/axe/`, written after the LINE Dev captures in
/// `../shared/real-dumps/axe/`. Each test imports its dump, checks the blocks and the
/// account, then swipes through every block and checks what VoiceOver says (screen-elements
/// §2, §7; docs/import.md).
@Suite struct AXeImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/axe")

    struct Swiped {
        var scenario: String
        var account: String
        /// The focus and hint lines of one `next` per block, from the first.
        var spoken: [String]
    }

    func swiped(_ fixture: String) throws -> Swiped {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(fixture, bytes: Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture))))
        let imported = try folder.run("import", fixture)
        #expect(imported.status == 0, "\(imported.err)")
        let blocks = imported.out.split(separator: "\n").filter { $0.hasPrefix("element ") || $0.hasPrefix("field ") }.count
        try folder.write("swipe.scenario", imported.out + "\n" + String(repeating: "> next\n", count: blocks))
        let played = try folder.run("play", "swipe.scenario")
        #expect(played.status == 0, "\(played.err)")
        let spoken = played.out.split(separator: "\n").drop { !$0.hasPrefix("> next") }
            .filter { $0.hasPrefix("  focus") || $0.hasPrefix("  hint") }.map { String($0.dropFirst(2)) }
        let account = imported.err.split(separator: ": ", maxSplits: 1).last.map(String.init) ?? ""
        return Swiped(scenario: ImportRulesTests.blocks(imported.out), account: account, spoken: spoken)
    }

    /// Cause 1: SpringBoard's status-bar items (another pid, at the top of the screen) are left
    /// out and counted, the Wi-Fi item with a value and no label among them; another process's
    /// element below the status bar (an alert's button) is kept.
    @Test func statusBarFromAnotherProcessIsLeftOut() throws {
        let result = try swiped("status-bar.axe.json")
        #expect(result.account == "imported idb: wrote 3 elements; read 7 elements: 1 container, 3 status bar\n")
        #expect(result.spoken == ["focus: Back, button", "focus: Inbox", "focus: Allow, button"])
    }

    /// Cause 6: the keyboard's keys are plain buttons with no container; its backdrop (a
    /// full-width element with nothing to say reaching the bottom) marks it: the run of
    /// elements before it (QuickType bar and keys) and the next-keyboard and dictation buttons
    /// inside it are left out and counted. The app's tab bar before the run is the app's.
    @Test func keyboardWithoutContainerIsLeftOut() throws {
        let result = try swiped("keyboard.axe.json")
        #expect(result.account == "imported idb: wrote 1 field, 2 elements; read 16 elements: 2 containers, 8 keyboard keys, 3 status bar\n")
        #expect(result.spoken == ["focus: Back, button", "focus: Message, Hello, text field", "hint: double tap to edit", "focus: Home, button"])
    }

    /// The same screen as idb's flat `describe-all` writes it (every element at the top, the
    /// application first): the status bar and the keyboard are found among the top's elements.
    @Test func keyboardAndStatusBarInAFlatDump() throws {
        let result = try swiped("keyboard-flat.idb.json")
        #expect(result.account == "imported idb: wrote 1 field, 2 elements; read 16 elements: 2 containers, 8 keyboard keys, 3 status bar\n")
        #expect(result.spoken == ["focus: Back, button", "focus: Message, Hello, text field", "hint: double tap to edit", "focus: Home, button"])
    }

    /// A bottom sheet drawn like a keyboard's backdrop, with buttons before and inside it but
    /// no key of the keyboard's own (`delete`, `dictation`, ... identifiers), is the app's.
    @Test func keyboardShapeWithoutKeysIsTheApps() throws {
        let result = try swiped("bottom-sheet.axe.json")
        #expect(result.account == "imported idb: wrote 5 elements; read 7 elements: 2 containers\n")
        #expect(result.spoken == ["focus: Holiday", "focus: Edit, button", "focus: Delete, button", "focus: Share, button", "focus: Copy, button"])
    }

    /// Cause 2: a GenericElement with subrole AXSearchField and no label is a search field; a
    /// `search text field` says `search field`; an AXValue repeating the label (UIKit's
    /// placeholder) or equal to the placeholder is not text.
    @Test func searchFields() throws {
        let result = try swiped("search-fields.axe.json")
        #expect(result.scenario == """
        element Back
          label: Back
          traits: button
        field uitextfield field
          search: yes
        element Close
          label: Close
          traits: button
        field uitextfield Search
          label: Search
          search: yes
        field uitextfield City
          placeholder: Town
          label: City
        """)
        #expect(result.spoken == [
            "focus: Back, button", "focus: search field", "hint: double tap to edit", "focus: Close, button",
            "focus: Search, search field", "hint: double tap to edit", "focus: City, Town, text field", "hint: double tap to edit",
        ])
    }

    /// A kind with no search field (mdc-base, mdc-multiline) keeps the fact as a comment, as
    /// it does `secure`.
    @Test func searchFieldOfAnotherKindIsAComment() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("page.json", bytes: Array(try Data(contentsOf: Self.fixtures.appendingPathComponent("search-fields.axe.json"))))
        for kind in ["mdc-base", "mdc-multiline"] {
            let result = try folder.run("import", "page.json", "--kind", kind)
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out.contains("field \(kind) Search\n  label: Search\n  # search: yes (\(kind) has no search fields)\n"))
        }
    }

    /// Cause 3: tabs (RadioButton, role_description `tab`) are selected from their value,
    /// counted within their own group, and each group is read by position.
    @Test func tabsCountWithinTheirGroup() throws {
        let result = try swiped("tabs.axe.json")
        #expect(result.spoken == [
            "focus: selected, Favorites, tab, 1 of 4", "focus: Friends, tab, 2 of 4", "focus: Groups, tab, 3 of 4",
            "focus: Official, tab, 4 of 4", "focus: Nothing here",
            "focus: selected, Home, tab, 1 of 5", "focus: Chats, tab, 2 of 5", "focus: Shop, tab, 3 of 5",
            "focus: News, tab, 4 of 5", "focus: Mini, tab, 5 of 5",
        ])
    }

    /// Cause 4: where the dump's order and the frames disagree, a container's elements are
    /// read top to bottom, and a row leading to trailing.
    @Test func containersAreReadByPosition() throws {
        let result = try swiped("reading-order.axe.json")
        #expect(result.spoken == ["focus: Back, button", "focus: Account, heading", "focus: Close, button",
                                  "focus: Section, heading", "focus: Body text"])
    }

    /// Cause 5: format controls (bidi isolates) are silent; a line break in a label is a pause.
    @Test func invisibleCharactersAreSilent() throws {
        let result = try swiped("invisible-characters.axe.json")
        #expect(result.spoken == ["focus: Recommended, mini apps, button", "focus: one dog, Wang Wei, (2)"])
    }

    /// Cause 7: role descriptions in the device's language decide nothing; role, subrole and
    /// type do (a switch, a secure field, a search field, tabs).
    @Test func localizedRoleDescriptions() throws {
        let result = try swiped("role-descriptions-ja.axe.json")
        #expect(result.spoken == [
            "focus: アカウント, heading", "focus: 保存, button", "focus: 通知, switch button, on", "hint: double tap to toggle setting",
            "focus: secure text field", "hint: double tap to edit", "focus: 検索, search field", "hint: double tap to edit",
            "focus: selected, すべて, tab, 1 of 2", "focus: 未読, tab, 2 of 2",
        ])
    }

    /// Cause 7: a navigation bar whose role description is Japanese is known by its role and
    /// place: its button before the title is a back button.
    @Test func localizedNavigationBar() throws {
        let result = try swiped("navigation-bar-ja.axe.json")
        #expect(result.spoken == ["focus: 戻る, back button", "focus: アカウント, heading", "focus: 閉じる, button",
                                  "focus: ログイン中の端末, button"])
    }
}
