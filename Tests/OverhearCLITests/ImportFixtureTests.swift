import Foundation
import Testing

/// `overhear import` on a login screen dumped in each format: the scenario written by hand
/// from screen-elements.md §5 (status bar, keyboard and skipped elements left out, the
/// formats' fallbacks undone, ids cleaned and made unique, odd labels quoted).
@Suite struct ImportFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/import")

    /// Copies a fixture into a fresh folder as NAME.
    static func folder(with fixture: String, as name: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(name, bytes: Array(try Data(contentsOf: fixtures.appendingPathComponent(fixture))))
        return folder
    }

    /// The actual text equals the expected one, compared line by line so a failure names the line.
    static func expectLines(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(got.count, want.count) {
            let a = index < got.count ? String(got[index]) : "<missing>"
            let b = index < want.count ? String(want[index]) : "<missing>"
            #expect(a == b, "line \(index + 1)", sourceLocation: sourceLocation)
        }
    }

    func imported(_ fixture: String, as name: String, _ options: [String] = []) throws -> OverhearProcess.Result {
        let folder = try Self.folder(with: fixture, as: name)
        defer { folder.remove() }
        return try folder.run(arguments: ["import", name] + options)
    }

    static let appium = #"""
    # Imported from page.xml (appium) by `overhear import`: the screen only.
    element help
      label: Help
      traits: button
    element Welcome-back
      label: Welcome back
      traits: heading
    field uitextfield email
      placeholder: Email
    field uitextfield password
      placeholder: Password
      secure: yes
    element remember
      label: Remember me
      traits: switch
    element Sign-in
      label: Sign in
      traits: button
    element Forgot-password
      label: Forgot password?
      traits: link
    element Create-account
      label: Create account
      traits: button
      enabled: no
    element Terms-Privacy-v2-updated
      label: "Terms & \"Privacy\" <v2>\t(updated)"
    element Best-app-3-more
      label: "\"Best\" app <3 & more"
    element help-2
      label: Need help?
      traits: link
    element Home
      label: Home
      traits: tab, selected
    element Search
      label: Search
      traits: tab
    element Profile
      label: Profile
      traits: tab

    """#

    @Test func appiumPageSource() throws {
        let result = try imported("login-appium.xml", as: "page.xml")
        #expect(result.status == 0)
        #expect(result.err == "page.xml: imported appium: wrote 2 fields, 12 elements; read 33 elements: 7 containers, 1 inside blocks, 1 hidden, 5 keyboard keys, 5 status bar\n")
        Self.expectLines(result.out, Self.appium)
    }

    static let idb = #"""
    # Imported from page.json (idb) by `overhear import`: the screen only.
    element help
      label: Help
      hint: Opens the help pages
      traits: button
    element Welcome-back
      label: Welcome back
      traits: heading
    field uitextfield email
      placeholder: Email
      text: jane@example.com
    field uitextfield password
      placeholder: Password
      secure: yes
    element remember
      label: Remember me
      traits: switch
      on: yes
    element Sign-in
      label: Sign in
      hint: Signs in with your email and password
      traits: button
    element Forgot-password
      label: Forgot password?
      traits: link
    element help-2
      label: Need help?
      traits: link
      enabled: no
    element recent
      label: Last signed in as jane, 2 days ago
      actions: Forget this account, Copy; then paste
    element 31mPromo-0m-50-off-today-tomorrow-only
      label: "\u{1B}[31mPromo\u{1B}[0m: 50% off <today> & \"tomorrow\", only"
    element Home
      label: Home
      traits: tab, selected
    element Search
      label: Search
      traits: tab
    element Profile
      label: Profile
      traits: tab

    """#

    @Test func idbDescribeAll() throws {
        let result = try imported("login-idb.json", as: "page.json")
        #expect(result.status == 0)
        #expect(result.err == "page.json: imported idb: wrote 2 fields, 11 elements; read 17 elements: 1 container, 1 hidden, 2 keyboard keys\n")
        Self.expectLines(result.out, Self.idb)
    }

    static let snapshot = #"""
    # Imported from page.json (snapshot) by `overhear import`: the screen only.
    element Back
      label: Back
      traits: back-button
    element Welcome-back
      label: Welcome back
      traits: heading
    field uitextfield email
      label: Email
    field uitextfield password
      label: Password
      secure: yes
    element remember
      label: Remember me
      hint: Keeps you signed in on this device
      traits: switch
    element signin
      label: Sign in
      traits: button
    element Forgot-password
      label: Forgot password?
      traits: link
    element card
      label: Saved card
      value: Visa ending 4242
      actions: Remove, Make default
    element Volume
      label: Volume
      value: 50%
      traits: adjustable
    element code
      label: "Code \\n \"\u{7}\" <b>&amp;</b>"
    element signin-2
      label: Create account
      traits: button
      enabled: no
    element Home
      label: Home
      traits: tab, selected
    element Search
      label: Search
      traits: tab
    element Profile
      label: Profile
      traits: tab

    """#

    @Test func accessibilitySnapshotHierarchy() throws {
        let result = try imported("login-snapshot.json", as: "page.json")
        #expect(result.status == 0)
        #expect(result.err.hasPrefix("page.json: imported snapshot: wrote 2 fields, 12 elements; read 17 elements: 2 containers, "))
        Self.expectLines(result.out, Self.snapshot)
    }

    static let xcuitest = #"""
    # Imported from page.txt (xcuitest) by `overhear import`: the screen only.
    element help
      label: Help
      traits: button
    element Welcome-back
      label: Welcome back
    field uitextfield email
      placeholder: Email
      text: jane@example.com
    field uitextfield password
      placeholder: Password
      secure: yes
    element remember
      label: Remember me
      traits: switch
    element Sign-in
      label: Sign in
      traits: button
    element Forgot-password
      label: Forgot password?
      traits: link
    element Create-account
      label: Create account
      traits: button
      enabled: no
    element The-Green-Gem-plan-value-5
      label: The 'Green Gem' plan, value: 5
    element Terms-Privacy-v2
      label: Terms &, "Privacy" <v2>
    element 1mBold-0m-offer
      label: "\u{1B}[1mBold\u{1B}[0m offer"
    element Volume
      label: Volume
      value: 50%
      traits: adjustable
    element help-2
      label: Need help?
      traits: link
    element Home
      label: Home
      traits: tab, selected
    element Search
      label: Search
      traits: tab
    element Profile
      label: Profile
      traits: tab

    """#

    @Test func xcuitestDebugDescription() throws {
        let result = try imported("login-xcuitest.txt", as: "page.txt")
        #expect(result.status == 0)
        #expect(result.err == "page.txt: imported xcuitest: wrote 2 fields, 14 elements; read 31 elements: 6 containers, 1 inside blocks, 4 keyboard keys, 4 status bar\n")
        Self.expectLines(result.out, Self.xcuitest)
    }

    /// debugDescription quotes nothing: a value ends where the next attribute begins, a label
    /// may hold `'` and `', `, run over lines (blank ones too), and the file's last line end
    /// and blank lines are not part of the last label.
    @Test func debugDescriptionLabelsWithQuotesAndLineBreaks() throws {
        let text = """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'A'
            StaticText, 0x2, {{0.0, 0.0}, {1.0, 1.0}}, label: 'Indian Laurel Fig Tree 'Green Gem''
            Button, 0x3, {{0.0, 5.0}, {1.0, 1.0}}, label: 'Rock', Roll', identifier: 'rr', Selected
            Other, 0x5, {{0.0, 9.0}, {1.0, 1.0}}, label: 'Group'
              StaticText, 0x6, label: 'one

        two'
              StaticText, 0x7, label: 'Last'


        """
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("app.txt", text)
        let result = try folder.run("import", "app.txt")
        #expect(result.status == 0)
        Self.expectLines(result.out, #"""
        # Imported from app.txt (xcuitest) by `overhear import`: the screen only.
        element Indian-Laurel-Fig-Tree-Green-Gem
          label: Indian Laurel Fig Tree 'Green Gem'
        element rr
          label: Rock', Roll
          traits: button, selected
        element one-two
          label: one, two
        element Last
          label: Last

        """#)
    }

    /// The content decides the format, whatever the file is called.
    @Test(arguments: [("login-appium.xml", "appium"), ("login-idb.json", "idb"),
                      ("login-snapshot.json", "snapshot"), ("login-xcuitest.txt", "xcuitest")])
    func formatIsDetectedFromTheContent(fixture: String, format: String) throws {
        let result = try imported(fixture, as: "dump")
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("# Imported from dump (\(format)) by `overhear import`"))
    }

    /// `--from` reads the file as the format named, even one the content would not suggest.
    @Test func fromNamesTheFormat() throws {
        let named = try imported("login-appium.xml", as: "page.xml", ["--from", "appium"])
        #expect(named.status == 0)
        #expect(named.out == Self.appium)
        // JSON named as debugDescription text: its first line is not an element line.
        let forced = try imported("login-idb.json", as: "page.json", ["--from", "xcuitest"])
        #expect(forced.status == 2)
        #expect(forced.out == "")
        // A --from that does not fit names the format the content looks like (spec §7.7).
        #expect(forced.err == "page.json:1:1: error: not an element line of a debugDescription (expected TYPE, 0xADDRESS, ...); the file looks like idb (--from idb), not xcuitest\n")
        let wrong = try imported("login-xcuitest.txt", as: "page.txt", ["--from", "appium"])
        #expect(wrong.status == 2)
        #expect(wrong.err.hasPrefix("page.txt:1:1: error: malformed XML: "))
        #expect(wrong.err.hasSuffix("; the file looks like xcuitest (--from xcuitest), not appium\n"))
        let unknown = try imported("login-appium.xml", as: "page.xml", ["--from", "android"])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("--from must be one of appium, idb, snapshot, xcuitest"))
    }

    @Test func kindAppliesToEveryField() throws {
        let mdc = try imported("login-appium.xml", as: "page.xml", ["--kind", "mdc"])
        #expect(mdc.status == 0)
        #expect(mdc.out == Self.appium.replacingOccurrences(of: "field uitextfield", with: "field mdc"))
        // mdc-multiline has no secure fields: the fact is kept as a comment, not as a key it rejects.
        let multiline = try imported("login-appium.xml", as: "page.xml", ["--kind", "mdc-multiline"])
        #expect(multiline.out.contains("field mdc-multiline password\n  placeholder: Password\n  # secure: yes (mdc-multiline has no secure fields)\n"))
        let bad = try imported("login-appium.xml", as: "page.xml", ["--kind", "textbox"])
        #expect(bad.status == 2)
        #expect(bad.out == "")
        #expect(bad.err.hasPrefix("overhear: import: --kind must be one of \(RegistryNames.kinds), not \"textbox\""))
    }

    /// `--order frame`: top to bottom, then left to right. In the idb file the "Need help?"
    /// link (y 405, x 210) comes after the account row; by frame it sits beside "Forgot password?".
    /// The file is flat (one container), so the reading order by position agrees.
    @Test func orderByFrame() throws {
        let byFile = try imported("login-idb.json", as: "page.json")
        let byFrame = try imported("login-idb.json", as: "page.json", ["--order", "frame"])
        #expect(byFrame.status == 0)
        func ids(_ text: String) -> [String] {
            text.split(separator: "\n").filter { $0.hasPrefix("element ") || $0.hasPrefix("field ") }.map { String($0.split(separator: " ").last!) }
        }
        #expect(ids(byFile.out) == ["help", "Welcome-back", "email", "password", "remember", "Sign-in", "Forgot-password",
                                    "help-2", "recent", "31mPromo-0m-50-off-today-tomorrow-only", "Home", "Search", "Profile"])
        #expect(ids(byFrame.out) == ["help", "Welcome-back", "email", "password", "remember", "Sign-in", "Forgot-password",
                                     "help-2", "recent", "31mPromo-0m-50-off-today-tomorrow-only", "Home", "Search", "Profile"])
    }

    @Test func outputFileIsWrittenAtomically() throws {
        let folder = try Self.folder(with: "login-appium.xml", as: "page.xml")
        defer { folder.remove() }
        try folder.write("login.scenario", "old\n")
        let before = try folder.inode("login.scenario")
        let result = try folder.run("import", "page.xml", "-o", "login.scenario")
        #expect(result.status == 0)
        #expect(result.out == "")
        #expect(try folder.text("login.scenario") == Self.appium)
        // Written beside it and renamed over it: a new inode, no temporary file left.
        #expect(try folder.inode("login.scenario") != before)
        #expect(try folder.listing() == ["login.scenario", "page.xml"])
    }

    @Test func standardInputIsRead() throws {
        let bytes = try Data(contentsOf: Self.fixtures.appendingPathComponent("login-xcuitest.txt"))
        let result = try OverhearProcess.run(["import", "-"], input: .pipe(bytes))
        #expect(result.status == 0)
        #expect(result.out == Self.xcuitest.replacingOccurrences(of: "from page.txt", with: "from <stdin>"))
    }
}
