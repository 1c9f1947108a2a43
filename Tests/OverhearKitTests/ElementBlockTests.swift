import Testing
@testable import OverhearKit

/// Element blocks beside the fields (screen-elements.md): focus utterances, gestures,
/// notifications and their bad input. Expected strings come from the spec's examples.
@Suite struct ElementBlockTests {
    func said(_ text: String) throws -> [[String]] { try transcripts(text) }

    @Test("the spec's focus utterance examples (§2)", arguments: [
        ("label: Sign in\n  traits: button", "Sign in, button"),
        ("label: Reader\n  traits: selected, tab", "selected, Reader, tab, 1 of 1"),
        ("label: Remember me\n  traits: switch", "Remember me, switch button, off"),
        ("label: Volume\n  traits: adjustable\n  values: 50%", "Volume, 50%, adjustable"),
        ("label: Create account\n  traits: heading", "Create account, heading"),
        ("label: Back\n  traits: back-button, button", "Back, back button"),
        ("label: Terms\n  traits: link", "Terms, link"),
        ("label: Logo\n  traits: image", "Logo, image"),
        ("label: Search\n  traits: search-field", "Search, search field"),
        ("label: Hello\n  traits: static-text", "Hello"),
        ("label: Pay\n  traits: button\n  enabled: no", "Pay, dimmed, button"),
    ])
    func focusUtterance(keys: String, spoken: String) throws {
        let lines = try said("element e\n  \(keys)\n> next\n")
        #expect(lines[0].first == "focus: \(spoken)")
    }

    @Test("a search field's hint is a text field's, a default the app's hint replaces, said once")
    func searchFieldHint() throws {
        #expect(try said("element e\n  label: Search\n  traits: search-field\n> next\n")[0] == ["focus: Search, search field", "hint: double tap to edit"])
        #expect(try said("element e\n  label: Search\n  hint: Finds songs\n  traits: search-field\n> next\n")[0] == ["focus: Search, search field", "hint: Finds songs"])
        #expect(try said("field uitextfield f\n  label: Search\n  search: yes\n> first\n")[0] == ["focus: Search, search field", "hint: double tap to edit"])
        #expect(try said("element e\n  label: Suche\n  traits: search-field\nsettings\n  language: de\n> next\n")[0] == ["focus: Suche, search field", "hint: zum Bearbeiten doppeltippen"])
    }

    @Test func hintsOfTraitsAndActions() throws {
        #expect(try said("element e\n  label: Wi-Fi\n  traits: switch\n> next\n")[0] == ["focus: Wi-Fi, switch button, off", "hint: double tap to toggle setting"])
        #expect(try said("element e\n  label: Mail\n  hint: Opens mail\n  actions: Delete\n> next\n")[0] == ["focus: Mail", "hint: Opens mail, actions available"])
        #expect(try said("element e\n  label: Mail\n  hint: Opens mail\n  actions: Delete\nsettings\n  hints: off\n> next\n")[0] == ["focus: Mail", "hint: actions available"],
                "hints off keep actions available")
        #expect(try said("element e\n  label: Mail\n  actions: Delete\n  enabled: no\n> next\n")[0] == ["focus: Mail, dimmed"], "a dimmed element gets no hint")
    }

    @Test func tabsCountThePresentTabsOfTheWholeScreen() throws {
        let text = "element a\n  label: Home\n  traits: tab\nfield mdc f\nelement b\n  label: Mail\n  traits: tab, selected\nelement c\n  label: Old\n  traits: tab\n  hidden: yes\n> last\n"
        #expect(try said(text)[0] == ["focus: selected, Mail, tab, 2 of 2"])
    }

    @Test func aSwitchFlipsAndAnAdjustableMovesToBothEnds() throws {
        let text = "element s\n  label: Wi-Fi\n  traits: switch\n  on: yes\nelement v\n  label: Volume\n  traits: adjustable\n  values: low, high\n"
            + "> next\n> activate\n> activate\n> next\n> swipe down\n> swipe up\n> swipe up\n"
        let lines = try said(text)
        #expect(lines[0] == ["focus: Wi-Fi, switch button, on", "hint: double tap to toggle setting"])
        #expect(lines[1] == ["value: off"])
        #expect(lines[2] == ["value: on"])
        #expect(lines[3].first == "focus: Volume, low, adjustable", "starts at the first value")
        #expect(lines[4] == ["sound: boundary"])
        #expect(lines[5] == ["value: high"])
        #expect(lines[6] == ["sound: boundary"])
    }

    @Test func customActionsCycleAndResetWhenFocusLandsAgain() throws {
        let text = "element m\n  label: Mail\n  actions: Delete, Flag\nelement n\n  label: Next\n"
            + "> next\n> swipe down\n> swipe down\n> swipe down\n> swipe up\n> next\n> previous\n> swipe down\n> activate\n> swipe down\n"
        let lines = try said(text)
        #expect(lines[1] == ["action: Delete"])
        #expect(lines[2] == ["action: Flag"])
        #expect(lines[3] == ["action: activate"])
        #expect(lines[4] == ["action: Flag"], "swipe up: the previous, cycling")
        #expect(lines[7] == ["action: Delete"], "back on the element the selection starts at activate")
        #expect(lines[8].isEmpty, "performing a custom action says nothing")
        #expect(lines[9] == ["action: Delete"], "and the selection resets after it")
    }

    @Test func hidingTheFocusedElementMovesFocusToTheNextAndNotificationsMoveIt() throws {
        let text = "element a\n  label: A\nelement b\n  label: B\nelement c\n  label: C\n  hidden: yes\n"
            + "> first\n> set a hidden: yes\n> next\n> set c hidden: no\n> notify layout-changed c\n> notify layout-changed\n> notify screen-changed\n> notify screen-changed c\n"
        let lines = try said(text)
        #expect(lines[1].isEmpty)
        #expect(lines[2] == ["sound: boundary"], "focus went silently to B, the last present element")
        #expect(lines[4] == ["focus: C"])
        #expect(lines[5].isEmpty, "layout-changed with no element says nothing")
        #expect(lines[6] == ["sound: screen-changed", "focus: B"], "the first present element")
        #expect(lines[7] == ["sound: screen-changed", "focus: C"])
    }

    @Test func aSwipeWithNothingToAdjustIsTheBoundarySound() throws {
        #expect(try said("element a\n  label: A\n> swipe up\n> next\n> swipe down\n") == [["sound: boundary"], ["focus: A"], ["sound: boundary"]])
        #expect(try said("field mdc f\n> next\n> activate\n> swipe up\n")[2] == ["sound: boundary"], "a field's element")
    }

    @Test func badInputIsLocated() throws {
        #expect(parseError("element e\n  traits: button, sparkly\n") == located(2, 11, "unknown trait \"sparkly\"; expected one of \(ElementTrait.blockTraits.map(\.rawValue).joined(separator: ", "))"))
        #expect(parseError("element e\n  values: 1, 2\n  label: L\n") == located(2, 3, "values needs the adjustable trait; add it to traits"))
        #expect(parseError("element e\n  on: yes\n") == located(2, 3, "on needs the switch trait; add it to traits"))
        #expect(parseError("element e\n  traits: adjustable\n  values: 1, 2\n  value: 3\n") == located(4, 3, "value \"3\" is not one of the values: 1, 2"))
        #expect(parseError("element e\n  traits: adjustable\n  value: 60%\n  values: 0%, 50%, 100%\n") == located(3, 3, "value \"60%\" is not one of the values: 0%, 50%, 100%"),
                "value before values")
        #expect(try parseScenario("element e\n  traits: adjustable\n  value: 50%\n  values: 0%, 50%\n").screen.elements[0].value == "50%")
        #expect(parseError("element e\n  colour: red\n")?.message == "unknown element key \"colour\"; expected one of label, value, hint, traits, group, enabled, hidden, actions, values, on")
        #expect(parseError("element e\nfield e\n") == located(2, 7, "a field with id \"e\" already exists; give this one another id"))
        #expect(try playError("element e\n  label: E\n> set e on: yes\n") == located(3, 3, "on needs the switch trait; add it to traits"))
        #expect(try playError("element e\nelement f\n  hidden: yes\n> notify layout-changed f\n") == located(4, 3, "element \"f\" is not present now"))
        #expect(parseError("element e\n> notify layout-changed nope\n")?.message.hasPrefix("unknown element \"nope\"") == true)
        #expect(parseError("element e\n> notify popped\n") == located(2, 10, "notify needs a notification; expected one of layout-changed, screen-changed"))
        #expect(parseError("element e\n> swipe left\n") == located(2, 9, "swipe needs a direction; expected one of up, down"))
    }

    @Test func unnamedElementsCountEveryElementBlock() throws {
        let scenario = try parseScenario("element\nelement sign\nelement\nfield\n")
        #expect(scenario.screen.items.indices.map(scenario.screen.itemID) == ["element", "sign", "element3", "field"])
    }

    @Test func theWriterWritesElementBlocksTheParserReads() throws {
        let text = "element v\n  label: \"Vol, ume\"\n  traits: adjustable, selected\n  values: 1, 2\n  value: 2\n  hidden: yes\nfield mdc f\n"
        let screen = try parseScenario(text).screen
        let written = ScenarioWriter.blocks(screen)
        #expect(try parseScenario(written).screen == screen)
        #expect(written.hasPrefix("element v\n  label: Vol, ume\n  value: 2\n  traits: adjustable, selected\n"), "a label is text: its comma needs no quotes")
    }
}
