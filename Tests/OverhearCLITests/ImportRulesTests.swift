import Foundation
import Testing

/// Small hand-made dumps, one per rule of screen-elements.md §7: what a real dump leaves
/// out, how it is judged, and the line every import prints. Expected blocks by hand from §7.
@Suite struct ImportRulesTests {
    func imported(_ text: String, as name: String = "page.xml", _ options: [String] = []) throws -> OverhearProcess.Result {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(name, text)
        let result = try folder.run(arguments: ["import", name, "-o", "out.scenario"] + options)
        // Nothing written when the import fails.
        #expect(try folder.listing() == (result.status == 0 ? [name, "out.scenario"].sorted() : [name]))
        return result.status == 0 ? .init(status: 0, stdout: Data(try folder.text("out.scenario").utf8), stderr: result.stderr, timedOut: false) : result
    }

    static func page(_ body: String, window: String = #"x="0" y="0" width="390" height="844""#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" visible="true">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="true" \(window)>
        \(body)
        </XCUIElementTypeWindow>
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="true" x="0" y="0" width="390" height="844">
          <XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" visible="true"><XCUIElementTypeOther type="XCUIElementTypeOther" label="9:41" visible="true"/></XCUIElementTypeStatusBar>
        </XCUIElementTypeWindow>
        </XCUIElementTypeApplication></AppiumAUT>
        """
    }

    static func blocks(_ scenario: String) -> String {
        scenario.split(separator: "\n").dropFirst().joined(separator: "\n")
    }

    /// §7.1: no element has `accessible`; judged by type and content.
    @Test func missingAccessibleIsJudgedByTypeAndContent() throws {
        let result = try imported(Self.page("""
          <XCUIElementTypeOther type="XCUIElementTypeOther" visible="true">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="true" label="Hello" value="Hello"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="true"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="true" name="only-a-name"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" visible="true"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" visible="true" label="Logo"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" visible="true" label="Card"><XCUIElementTypeButton type="XCUIElementTypeButton" visible="true" label="Open"/></XCUIElementTypeOther>
            <XCUIElementTypeOther type="XCUIElementTypeOther" visible="true" label="Section"/>
            <XCUIElementTypeAny type="XCUIElementTypeAny" visible="true" label="Any"/>
            <XCUIElementTypeIcon type="XCUIElementTypeIcon" visible="true" label="Not a kind VoiceOver stops on"/>
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" visible="true" label="Wi-Fi" value="1"/>
          </XCUIElementTypeOther>
          <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" visible="true"><XCUIElementTypeKey type="XCUIElementTypeKey" label="q" visible="true"/><XCUIElementTypeButton type="XCUIElementTypeButton" label="return" visible="true"/></XCUIElementTypeKeyboard>
        """))
        #expect(result.status == 0, "\(result.err)")
        #expect(Self.blocks(result.out) == """
        element Hello
          label: Hello
        element Logo
          label: Logo
          traits: image
        element Open
          label: Open
          traits: button
        element Section
          label: Section
        element Any
          label: Any
        element Wi-Fi
          label: Wi-Fi
          traits: switch
          on: yes
        """)
        // §7.8: the account; the keyboard's 3 and the status bar's window with its 3.
        #expect(result.err == "page.xml: imported appium: wrote 6 elements; read 21 elements: 9 containers, 3 keyboard keys, 3 status bar\n")
    }

    /// §7.1: where `accessible` is written, §5 stands: an element without it is not visited.
    @Test func writtenAccessibleStands() throws {
        let result = try imported(Self.page("""
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="true" accessible="true" label="Kept"/>
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="true" accessible="false" label="Not"/>
          <XCUIElementTypeButton type="XCUIElementTypeButton" visible="true" label="No attribute"/>
        """))
        #expect(Self.blocks(result.out) == "element Kept\n  label: Kept")
    }

    /// §7.7: nothing kept is an error that says what was read; nothing is written.
    @Test func nothingKeptIsAnError() throws {
        let result = try imported(Self.page("""
          <XCUIElementTypeOther type="XCUIElementTypeOther" visible="true"/>
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="false" label="Behind"/>
          <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" visible="true"><XCUIElementTypeKey type="XCUIElementTypeKey" label="q" visible="true"/></XCUIElementTypeKeyboard>
        """))
        #expect(result.status == 2)
        #expect(result.err == "page.xml: error: no element VoiceOver would visit; read 10 elements: 4 containers, 1 hidden, 2 keyboard keys, 3 status bar\n")
    }

    /// §7.7: a --from that does not fit names the format the content looks like.
    @Test func mismatchedFromNamesTheFormat() throws {
        let result = try imported(Self.page(#"<XCUIElementTypeButton type="XCUIElementTypeButton" visible="true" label="OK"/>"#), ["--from", "idb"])
        #expect(result.status == 2)
        #expect(result.err.hasSuffix("; the file looks like appium (--from appium), not idb\n"), "\(result.err)")
    }

    /// §7.2: a cell is one element, its label from its texts; one Switch makes it a switch.
    @Test func cellsAreOneElement() throws {
        let result = try imported(Self.page("""
          <XCUIElementTypeTable type="XCUIElementTypeTable" visible="true">
            <XCUIElementTypeCell type="XCUIElementTypeCell" visible="true">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="true" label="Wi-Fi"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="true" value="Home"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" visible="true" label="More info"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" visible="true" name="Auto-Correction" label="Auto-Correction" value="1">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="true" label="Auto-Correction"/>
              <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" visible="true" label="Auto-Correction" value="1"/>
            </XCUIElementTypeCell>
            <XCUIElementTypeCell type="XCUIElementTypeCell" visible="true" label="General" value="General"/>
          </XCUIElementTypeTable>
        """))
        #expect(Self.blocks(result.out) == """
        element Wi-Fi-Home
          label: Wi-Fi, Home
        element Auto-Correction
          label: Auto-Correction
          traits: switch
          on: yes
        element General
          label: General
        """)
    }

    /// §7.4: the bar's StaticText is a heading, the button left of it a back button; a bar
    /// with no visited child is its own name, as a heading.
    @Test func navigationBars() throws {
        let result = try imported(Self.page("""
          <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" visible="true" name="Keyboards" x="0" y="47" width="390" height="44">
            <XCUIElementTypeButton type="XCUIElementTypeButton" visible="true" label="General" x="0" y="47" width="89" height="44"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="true" label="Keyboards" x="152" y="58" width="86" height="21"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" visible="true" label="Edit" x="320" y="47" width="60" height="44"/>
          </XCUIElementTypeNavigationBar>
          <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" visible="true" name="Inbox"/>
        """))
        #expect(Self.blocks(result.out) == """
        element General
          label: General
          traits: back-button
        element Keyboards
          label: Keyboards
          traits: heading
        element Edit
          label: Edit
          traits: button
        element Inbox
          label: Inbox
          traits: heading
        """)
    }

    /// §7.3: invisible and wholly outside the window inside a scroller: kept; invisible
    /// elsewhere, zero-sized, or with no window frame known: left out as hidden.
    @Test func scrolledOffIsKeptHiddenIsNot() throws {
        let result = try imported(Self.page("""
          <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" visible="true" x="0" y="0" width="390" height="844">
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="false" label="Above" x="0" y="-100" width="390" height="50"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="false" label="Occluded" x="0" y="100" width="390" height="50"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="false" label="Straddling" x="0" y="820" width="390" height="50"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="false" label="Zero" x="0" y="900" width="0" height="0"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="false" label="Below" x="0" y="900" width="390" height="50"/>
          </XCUIElementTypeScrollView>
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="false" label="Not in a scroller" x="0" y="900" width="390" height="50"/>
        """))
        #expect(Self.blocks(result.out) == "element Above\n  label: Above\nelement Below\n  label: Below")
        #expect(result.err == "page.xml: imported appium: wrote 2 elements; read 13 elements: 4 containers, 4 hidden, 3 status bar; kept 2 scrolled off\n")
        // A fragment with no window: nothing is scrolled off.
        let fragment = try imported("""
          <XCUIElementTypeTable type="XCUIElementTypeTable" visible="true"><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" visible="false" label="Below" x="0" y="9000" width="390" height="50"/><XCUIElementTypeButton type="XCUIElementTypeButton" visible="true" label="OK"/></XCUIElementTypeTable>
        """)
        #expect(Self.blocks(fragment.out) == "element OK\n  label: OK\n  traits: button")
    }

    /// §7.6: an unnamed element holding visited elements is a container, in every format.
    @Test func unnamedHolderIsAContainer() throws {
        let text = """
        Element subtree:
         →Application, 0x1, pid: 1, label: 'App'
            Window, 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Image, 0x3, {{0.0, 0.0}, {390.0, 100.0}}
                StaticText, 0x4, {{0.0, 0.0}, {390.0, 20.0}}, label: 'Caption'
              Image, 0x5, {{0.0, 100.0}, {390.0, 100.0}}, label: 'Photo'
                StaticText, 0x6, {{0.0, 100.0}, {390.0, 20.0}}, label: 'Inside'
        """
        let result = try imported(text, as: "page.txt")
        #expect(Self.blocks(result.out) == "element Caption\n  label: Caption\nelement Photo\n  label: Photo\n  traits: image")
    }
}

extension ImportRulesTests {
    /// §7.5: idb's `role_description` wins over `type`; CheckBox, TextArea, RadioButton mapped.
    @Test func idbRoleNames() throws {
        let json = """
        [{"AXLabel": "Inbox", "type": "Button", "role_description": "tab"},
         {"AXLabel": "Dark mode", "type": "Other", "role_description": "switch button", "AXValue": "1"},
         {"AXLabel": "Title", "type": "StaticText", "role_description": "heading"},
         {"AXLabel": "Volume", "type": "Other", "role_description": "slider", "AXValue": "50%"},
         {"AXLabel": "Notes", "type": "Other", "role_description": "text view"},
         {"AXLabel": "PIN", "type": "Other", "role_description": "secure text field"},
         {"AXLabel": "Agree", "type": "CheckBox", "AXValue": "0"},
         {"AXLabel": "Comment", "type": "TextArea"},
         {"AXLabel": "Small", "type": "RadioButton", "AXValue": "1"}]
        """
        let result = try imported(json, as: "page.json")
        #expect(Self.blocks(result.out) == """
        element Inbox
          label: Inbox
          traits: tab
        element Dark-mode
          label: Dark mode
          traits: switch
          on: yes
        element Title
          label: Title
          traits: heading
        element Volume
          label: Volume
          value: 50%
          traits: adjustable
        field uitextfield Notes
          label: Notes
        field uitextfield PIN
          label: PIN
          secure: yes
        element Agree
          label: Agree
          traits: switch
        field uitextfield Comment
          label: Comment
        element Small
          label: Small
          traits: button, selected
        """)
    }
}
