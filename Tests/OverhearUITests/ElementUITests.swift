import OverhearKit
import Testing
@testable import OverhearUI

/// Element blocks in the UI: drawn as iOS shows them, ↑ ↓ as swipes on adjustable elements
/// and ones with custom actions, F4's app actions on elements (issue 12, item 4).
@Suite("Elements in the UI") struct ElementUITests {
    static let form = """
    element title
      label: Create account
      traits: heading
    element remember
      label: Remember me
      traits: switch
    element volume
      label: Volume
      traits: adjustable
      values: 0%, 50%, 100%
      value: 50%
    element signup
      label: Sign up
      traits: button
      actions: Share
    element secret
      label: Secret
      hidden: yes

    """

    static func state() throws -> AppState {
        let scenario = try ScenarioParser.parse(form, path: "form.scenario")
        return AppState(screen: scenario.screen, settings: scenario.settings, title: "form", width: 80, height: 24)
    }

    /// The shirates sign-up dump's first rows: a button with no label (import names it
    /// `element`) and a text field named by its accessibility label alone.
    @Test func aFieldWithNoPlaceholderShowsItsLabelDimmedAndAnIdIsNeverALabel() throws {
        let scenario = try ScenarioParser.parse("""
        element element
          traits: button
        field uitextfield hoge-example-com
          label: hoge@example.com

        """, path: "signup.scenario")
        var state = AppState(screen: scenario.screen, settings: scenario.settings, title: "signup", width: 80, height: 24)
        #expect(row(state.view(), 2) == "   [  ]                           │", "\(state.view().text)")
        func labelCell(_ frame: Frame) -> (x: Int, y: Int)? {
            for y in 0..<frame.height { if let x = displayColumn(of: "hoge@example.com", in: row(frame, y)), x < 34 { return (x, y) } }
            return nil
        }
        let idle = try #require(labelCell(state.view()), "\(state.view().text)")
        #expect(state.view()[idle.x, idle.y].style.dim)
        press(&state, [.tab, .tab, .enter])
        #expect(state.isEditing)
        let editing = try #require(labelCell(state.view()), "even while edited: \(state.view().text)")
        #expect(state.view()[editing.x, editing.y].style.dim)
    }

    @Test func eachElementIsDrawnAsIOSShowsItAndHiddenOnesAreNot() throws {
        let state = try Self.state()
        let frame = state.view()
        #expect(row(frame, 2).hasPrefix("   Create account"))
        #expect(frame[3, 2].style.bold, "a heading is bold")
        #expect(row(frame, 4).hasPrefix("   Remember me  (●  ) off"))
        #expect(row(frame, 6).hasPrefix("   Volume ━━━━━○───── 50%"), "the middle value, the knob in the middle")
        #expect(row(frame, 8).hasPrefix("   [ Sign up ]"))
        #expect(!frame.text.contains("Secret"), "a hidden element is not drawn")
    }

    /// A switch shows its state in VoiceOver's language, as it says it (`aus` in German).
    @Test(arguments: [("de", "aus", "ein"), ("ru", "выкл", "вкл")])
    func aSwitchsStateInTheLanguage(language: String, off: String, on: String) throws {
        let scenario = try ScenarioParser.parse(Self.form + "settings\n  language: \(language)\n", path: "form.scenario")
        var state = AppState(screen: scenario.screen, settings: scenario.settings, title: "form", width: 80, height: 24)
        #expect(row(state.view(), 4).hasPrefix("   Remember me  (●  ) \(off)"))
        press(&state, [.tab, .tab, .enter])
        #expect(row(state.view(), 4).contains("Remember me  (  ●) \(on)"))
    }

    /// The slider's knob is at the left end at the first value, at the right end at the last,
    /// and every step moves it the same number of cells (item 4).
    @Test(arguments: [["Off", "On"], ["Small", "Medium", "Large"], ["0%", "25%", "50%", "75%", "100%"],
                      (0...10).map { "\($0 * 10)%" }])
    func theSliderKnobMovesInEvenStepsFromEndToEnd(values: [String]) throws {
        var knobs: [Int] = []
        var tracks: Set<Int> = []
        for value in values {
            let scenario = try ScenarioParser.parse("element s\n  label: S\n  traits: adjustable\n  values: \(values.joined(separator: ", "))\n  value: \(value)\n", path: "s.scenario")
            let text = ElementView.look(of: scenario.screen.elements[0], in: .english).text
            let track = Array(text.dropFirst(2).prefix { "━○─".contains($0) })
            knobs.append(try #require(track.firstIndex(of: "○")))
            tracks.insert(track.count)
        }
        #expect(tracks.count == 1, "the track keeps its length")
        #expect(knobs.first == 0 && knobs.last == tracks.first! - 1, "\(knobs)")
        let steps = Set(zip(knobs, knobs.dropFirst()).map { $1 - $0 })
        #expect(steps.count == 1 && steps.first! > 0, "\(knobs)")
    }

    /// A label too long for its room is cut with `…`; a switch keeps its state and a slider
    /// its track and value whole after the cut label (item 8).
    @Test func longLabelsAreCutWithAnEllipsisKeepingStateAndTrack() throws {
        let long = String(repeating: "Receive the weekly newsletter ", count: 3)
        let text = """
        element a
          label: \(long)
        element b
          label: \(long)
          traits: switch
        element c
          label: \(long)
          traits: adjustable
          values: 0%, 50%, 100%
          value: 50%
        field mdc zip
          placeholder: \(long)
          helper: \(long)
          max: 5

        """
        let scenario = try ScenarioParser.parse(text, path: "long.scenario")
        let frame = AppState(screen: scenario.screen, settings: scenario.settings, title: "long", width: 80, height: 24).view()
        let pane = (0..<24).map { String(row(frame, $0).prefix(while: { $0 != "│" })).trimmingCharacters(in: .whitespaces) }
        #expect(pane[2].hasPrefix("Receive the weekly") && pane[2].hasSuffix("…"), "\(pane[2])")
        #expect(pane[4].hasPrefix("Receive the") && pane[4].hasSuffix("…  (●  ) off"), "\(pane[4])")
        #expect(pane[6].hasPrefix("Receive") && pane[6].hasSuffix("… ━━━━━○───── 50%"), "\(pane[6])")
        let placeholder = try #require(pane[7...].first { $0.hasPrefix("Receive") })
        #expect(placeholder.hasSuffix("…"), "\(pane)")
        #expect(pane.contains { $0.hasPrefix("Receive") && $0.hasSuffix("… 0 / 5") }, "the helper cut before the counter: \(pane)")
    }

    @Test func upAndDownSwipeOnAnAdjustableElementAndScrollElsewhere() throws {
        var state = try Self.state()
        press(&state, [.tab, .tab, .tab], startingAt: 0)
        #expect(state.voiceOver.focus == ElementID(item: 2, part: .text))
        let up = press(&state, [.up], startingAt: 40_000)
        #expect(spokenTexts(up) == ["100%"])
        #expect(row(state.view(), 6).hasPrefix(" ▶ Volume ━━━━━━━━━━○ 100%"), "focused: the marker in the margin")
        #expect(spokenTexts(press(&state, [.up], startingAt: 50_000)) == ["boundary"])
        press(&state, [.tab], startingAt: 60_000)
        #expect(spokenTexts(press(&state, [.down], startingAt: 70_000)) == ["Share"], "a custom action is chosen")
        press(&state, [.backTab, .backTab], startingAt: 80_000)
        #expect(spokenTexts(press(&state, [.up], startingAt: 100_000)).isEmpty, "on a switch ↑ scrolls the transcript")
    }

    /// F1 opens on the focused element's own keys, before every key (item 5).
    @Test func helpOpensOnTheFocusedElementsKeys() throws {
        func help(after keys: [Key]) throws -> String {
            var state = try Self.state()
            state.height = 40
            press(&state, keys + [.function(1)], startingAt: 0)
            return state.view().text
        }
        let onSwitch = try help(after: [.tab, .tab])
        #expect(onSwitch.contains("On Remember me (switch):") && onSwitch.contains("Enter             flip it (now off)"), "\(onSwitch)")
        let onSlider = try help(after: [.tab, .tab, .tab])
        #expect(onSlider.contains("On Volume (adjustable):") && onSlider.contains("↑ / ↓             next / previous value (now 50%)"), "\(onSlider)")
        #expect(onSlider.contains("PgUp PgDn         scroll the transcript"), "\(onSlider)")
        let onButton = try help(after: [.tab, .tab, .tab, .tab])
        #expect(onButton.contains("On Sign up (button):") && onButton.contains("↑ / ↓             choose a custom action: Share"), "\(onButton)")
        // Its own keys come first, every key after them.
        let own = try #require(onButton.range(of: "On Sign up")), all = try #require(onButton.range(of: "Tab / Shift-Tab"))
        #expect(own.lowerBound < all.lowerBound)
        #expect(!(try help(after: [])).contains("On "), "nothing focused: every key only")
    }

    /// A chosen custom action shows on the element, and performing it says so (item 5).
    @Test func aChosenCustomActionIsShownAndPerformingItSaysSo() throws {
        var state = try Self.state()
        press(&state, [.tab, .tab, .tab, .tab, .down], startingAt: 0)
        #expect(row(state.view(), 8).contains("[ Sign up ]  ▸ Share"), "\(row(state.view(), 8))")
        press(&state, [.enter], startingAt: 60_000)
        #expect(state.status == "Sign up: performed its custom action Share.")
        #expect(!row(state.view(), 8).contains("Share"), "the chosen action goes back to activate")
    }

    /// F4 offers every change `set` can make on the focused element, traits included (item 6).
    @Test func f4OffersEverySetKeyOnAnElement() throws {
        var state = try Self.state()
        press(&state, [.tab, .tab], startingAt: 0)
        let labels = state.appActionRows.map(\.label)
        for label in ["Change the label…", "Change the value…", "Change the hint…", "Change the traits…", "Disable the element",
                      "Hide the element", "Change the custom actions…", "Change the values…", "Turn it on"] {
            #expect(labels.contains(label), "\(label): \(labels)")
        }
        // The traits prompt starts from the element's traits; a name not a trait is refused.
        let traits = try #require(state.appActionRows.firstIndex { $0.label == "Change the traits…" })
        press(&state, [.function(4)] + Array(repeating: .down, count: traits) + [.enter], startingAt: 50_000, gap: 10)
        #expect(state.mode == .prompt(.traits, text: "switch"))
        typeKeys(&state, ", heading", at: 51_000)
        press(&state, [.enter], startingAt: 52_000)
        #expect(state.screen.elements[1].traits == [.switch, .heading])
        press(&state, [.function(4)] + Array(repeating: .down, count: traits) + [.enter], startingAt: 60_000, gap: 10)
        typeKeys(&state, ", gadget", at: 61_000)
        press(&state, [.enter], startingAt: 62_000)
        #expect(state.status.hasPrefix("\"gadget\" is no trait; traits are button, back-button, switch"), "\(state.status)")
        #expect(state.screen.elements[1].traits == [.switch, .heading])
        // Turn it on: the switch's state changes as the app changed it.
        let on = try #require(state.appActionRows.firstIndex { $0.label == "Turn it on" })
        press(&state, [.function(4)] + Array(repeating: .down, count: on) + [.enter], startingAt: 70_000, gap: 10)
        #expect(state.screen.elements[1].on)
    }

    @Test func enterFlipsTheSwitch() throws {
        var state = try Self.state()
        press(&state, [.tab, .tab], startingAt: 0)
        #expect(spokenTexts(press(&state, [.enter], startingAt: 30_000)) == ["on"])
        #expect(row(state.view(), 4).hasPrefix(" ▶ Remember me  (  ●) on"))
    }

    @Test func appActionsOnAnElement() throws {
        var state = try Self.state()
        press(&state, [.tab, .tab, .tab, .tab], startingAt: 0)
        press(&state, [.function(4)], startingAt: 50_000)
        #expect(state.view().text.contains("App actions on signup"))
        #expect(state.appActionRows.map(\.action) == [.changeLabel, .changeValue, .changeHint, .changeTraits, .toggleElementEnabled, .hide,
                                                      .changeActions, .changeValues, .toggleOn, .showHidden, .layoutChanged, .screenChanged, .announce])
        // Change the label: the prompt, then the new label is what the next focus says.
        press(&state, [.enter], startingAt: 51_000)
        typeKeys(&state, "Register", at: 52_000)
        press(&state, [.enter], startingAt: 53_000)
        #expect(state.screen.elements[3].label == "Register")
        // Show the hidden elements, then post screen-changed: its sound, then the first element.
        press(&state, [.function(4)] + Array(repeating: .down, count: 9) + [.enter], startingAt: 60_000, gap: 100)
        #expect(!state.screen.elements[4].hidden)
        press(&state, [.function(4)] + Array(repeating: .down, count: 11) + [.enter], startingAt: 70_000, gap: 100)
        #expect(lastActionSpeech(state).map(\.text) == ["screen-changed", "Create account, heading"])
    }

    @Test func theAppsScriptedResponseIsPlayedAndRecordedAsActions() throws {
        var state = try Self.state()
        state.appResponses["signup"] = [.setElement(item: 4, ElementChange(.hidden, .flag(false))),
                                        .notify(.layoutChanged, ElementID(item: 4, part: .text))]
        press(&state, [.tab, .tab, .tab, .tab], startingAt: 0)
        press(&state, [.function(4)], startingAt: 50_000)
        #expect(state.appActionRows.first?.label == "Play the app's response to Sign up")
        let effects = press(&state, [.enter], startingAt: 51_000)
        #expect(spokenTexts(effects) == ["Secret"])
        #expect(state.voiceOver.focus == ElementID(item: 4, part: .text))
    }
}

/// Tabs side by side are drawn as a tab bar, on one row (issue 12, item 4).
@Suite("The tab bar") struct TabBarTests {
    // A hidden tab inside the bar leaves no gap; the button ends the bar, so Albums starts another.
    static let screen = """
    element all
      label: All
      traits: selected, tab
    element podcasts
      label: Podcasts
      traits: tab
      hidden: yes
    element songs
      label: Songs
      traits: tab
    element shuffle
      label: Shuffle
      traits: button
    element albums
      label: Albums
      traits: tab

    """

    static func state() throws -> AppState {
        let scenario = try ScenarioParser.parse(screen, path: "tabs.scenario")
        return AppState(screen: scenario.screen, settings: scenario.settings, title: "tabs", width: 80, height: 24)
    }

    /// F4 on a tab selects it, as the app would: the other tabs of its bar lose `selected` (item 6).
    @Test func f4SelectsTheFocusedTab() throws {
        var state = try Self.state()
        press(&state, [.tab, .tab], startingAt: 0)
        #expect(state.voiceOver.focus == ElementID(item: 2, part: .text))
        press(&state, [.function(4)], startingAt: 50_000)
        #expect(state.appActionRows.first?.label == "Select this tab")
        press(&state, [.enter], startingAt: 51_000)
        #expect(state.screen.elements[2].has(.selected) && !state.screen.elements[0].has(.selected))
        #expect(row(state.view(), 2).hasPrefix(" ▶ □ All  ▣ Songs"), "\(row(state.view(), 2))")
        press(&state, [.function(4)], startingAt: 60_000)
        #expect(state.appActionRows.first.map { "\($0.label) (\($0.why))" } == "Select this tab (it is selected)")
    }

    /// Two groups of tabs next to each other (a segmented control above a tab bar, issue 34):
    /// each is a bar of its own, and selecting a tab leaves the other group's selection.
    @Test func tabGroupsAreBarsOfTheirOwn() throws {
        let text = [("a", "segments", true), ("b", "segments", false), ("c", "bar", true), ("d", "bar", false)]
            .map { "element \($0.0)\n  label: \($0.0.uppercased())\n  traits: tab\($0.2 ? ", selected" : "")\n  group: \($0.1)\n" }.joined()
        let scenario = try ScenarioParser.parse(text, path: "tabs.scenario")
        var state = AppState(screen: scenario.screen, settings: scenario.settings, title: "tabs", width: 80, height: 24)
        #expect(row(state.view(), 2).hasPrefix("   ▣ A  □ B  "), "\(row(state.view(), 2))")
        #expect(row(state.view(), 4).hasPrefix("   ▣ C  □ D  "), "\(row(state.view(), 4))")
        press(&state, [.tab, .tab], startingAt: 0)
        #expect(state.voiceOver.focus == ElementID(item: 1, part: .text))
        press(&state, [.function(4)], startingAt: 50_000)
        press(&state, [.enter], startingAt: 51_000)
        #expect(state.screen.elements.map { $0.has(.selected) } == [false, true, true, false])
    }

    @Test func tabsNextToEachOtherShareARowWithTheSelectedOneMarked() throws {
        let frame = try Self.state().view()
        #expect(row(frame, 2).hasPrefix("   ▣ All  □ Songs  "), "\(row(frame, 2))")
        #expect(frame[3, 2].style.bold && frame[3, 2].style.underline, "the selected tab")
        #expect(!frame[10, 2].style.bold, "the other tab")
        #expect(row(frame, 4).hasPrefix("   [ Shuffle ]"))
        #expect(row(frame, 6).hasPrefix("   □ Albums"), "a tab after a button starts a bar of its own")
    }

    @Test func aBarWiderThanThePaneGoesOnToAnotherRow() throws {
        // The pane's field width at 80 columns is 29: "□ Library  □ Podcasts" takes 21, and
        // "  □ Search" would end at 31.
        let text = ["Library", "Podcasts", "Search"].map { "element \($0.lowercased())\n  label: \($0)\n  traits: tab\n" }.joined()
        let scenario = try ScenarioParser.parse(text, path: "tabs.scenario")
        var state = AppState(screen: scenario.screen, settings: scenario.settings, title: "tabs", width: 80, height: 24)
        #expect(row(state.view(), 2).hasPrefix("   □ Library  □ Podcasts   "))
        #expect(row(state.view(), 4).hasPrefix("   □ Search"))
        click(&state, "search", at: 0)
        #expect(state.voiceOver.focus == ElementID(item: 2, part: .text))
    }

    @Test func focusAndClicksFindEachTabInTheBar() throws {
        var state = try Self.state()
        press(&state, [.tab, .tab], startingAt: 0)
        #expect(state.voiceOver.focus == ElementID(item: 2, part: .text))
        let frame = state.view()
        // "▣ All" takes columns 3–7, two spaces, then "□ Songs" from column 10 to 16.
        #expect(row(frame, 2).hasPrefix(" ▶ ▣ All  □ Songs"))
        #expect(!frame[7, 2].style.reverse && frame[10, 2].style.reverse && frame[16, 2].style.reverse && !frame[17, 2].style.reverse)
        let effects = state.update(.click(x: 5, y: 2), realTime: 40_000)
        #expect(state.voiceOver.focus == ElementID(item: 0, part: .text))
        #expect(spokenTexts(effects).first == "selected, All, tab, 1 of 3")
        click(&state, "songs", at: 50_000)
        #expect(state.voiceOver.focus == ElementID(item: 2, part: .text))
    }
}

/// The demo screen is a whole sign-up form (issue 12, item 5; issue 9, item 6).
@Suite("The demo form") struct DemoFormTests {
    static func state() throws -> AppState {
        var state = AppState(screen: try DemoScenario.screenScenario().screen, settings: Settings(), title: "demo screen", width: 100, height: 40)
        state.appResponses = try DemoScenario.appResponses()
        return state
    }

    @Test func theFirstTabLandsOnTheHeadingAndEnterSaysWhyNothingHappens() throws {
        var state = try Self.state()
        #expect(spokenTexts(press(&state, [.tab])) == ["Create your account, heading"])
        press(&state, [.enter], startingAt: 10_000)
        #expect(state.status == "Create your account is a heading: Enter does nothing here; Tab moves on.")
    }

    @Test("Enter on a search field says it is one, not static text")
    func enterOnASearchField() throws {
        let screen = try ScenarioParser.parse("element find\n  label: Find\n  traits: search-field\n", path: "find.scenario").screen
        var state = AppState(screen: screen, settings: Settings(), title: "t", width: 100, height: 40)
        press(&state, [.tab])
        press(&state, [.enter], startingAt: 10_000)
        #expect(state.status == "Find is a search field: Enter does nothing here; Tab moves on.")
    }

    @Test func everyKindAndElementIsOnIt() throws {
        let screen = try DemoScenario.screenScenario().screen
        #expect(screen.fields.map(\.kind.name) == ["mdc-2018", "mdc", "mdc-base", "uitextfield", "mdc-multiline"])
        #expect(screen.elements.map(\.id) == ["title", "remember", "signup"])
        let text = try Self.state().view().text
        for label in ["Create your account", "Zip code", "Email", "Work email", "Password", "About you", "Remember me", "[ Sign up ]"] {
            #expect(text.contains(label), "\(label) is drawn")
        }
    }

    @Test func f4OnSignUpPlaysTheAppsResponse() throws {
        var state = try Self.state()
        press(&state, [.end], startingAt: 0)
        #expect(state.voiceOver.focus.map { state.screen.name(of: $0) } == "signup")
        press(&state, [.function(4), .enter], startingAt: 20_000, gap: 100)
        #expect(state.screen.fields[1].error == "Enter a valid email address")
        #expect(state.voiceOver.focus.map { state.screen.name(of: $0) } == "email", "layout-changed moved focus to the field")
        #expect(lastActionSpeech(state).map(\.text).first == "Email, Error: Enter a valid email address, 0 / 40, text field")
    }

    /// Enter on Sign up plays the app's scripted answer, as a double tap would (item 6).
    @Test func enterOnSignUpPlaysTheAppsResponse() throws {
        var state = try Self.state()
        press(&state, [.end], startingAt: 0)
        press(&state, [.enter], startingAt: 10_000)
        #expect(state.status == "Sign up: the app answered (its scripted response).")
        #expect(state.screen.fields[1].error == "Enter a valid email address")
        #expect(state.voiceOver.focus.map { state.screen.name(of: $0) } == "email", "layout-changed moved focus to the field")
    }

    @Test func aMultilineFieldTakesEnterAsANewlineAndShowsItsLines() throws {
        var state = try Self.state()
        let about = try #require(state.screen.elementID(named: "about"))
        // Swipe to the text view, start editing, type two lines.
        press(&state, [.tab, .tab, .tab, .tab, .tab, .tab, .tab, .tab, .tab, .tab, .tab, .tab], startingAt: 0, gap: 5_000)
        #expect(state.voiceOver.focus == about, "\(state.voiceOver.focus.map { state.screen.name(of: $0) } ?? "none")")
        press(&state, [.enter], startingAt: 100_000)
        #expect(state.isEditing)
        typeKeys(&state, "hi", at: 110_000)
        press(&state, [.enter], startingAt: 120_000)
        #expect(lastActionSpeech(state).map(\.text) == ["new line", "hi", "3 of 200 characters"], "the newline also ends the word")
        typeKeys(&state, "yo", at: 130_000)
        #expect(state.screen.fields[4].text == "hi\nyo")
        let top = try #require(Layout(state).top(ofItem: about.item))
        let frame = state.view()
        #expect(row(frame, top + 1).hasPrefix(" ▶ hi"))
        #expect(row(frame, top + 2).hasPrefix("   yo"))
        #expect(row(frame, top + 5).contains("5 / 200"))
        press(&state, [.escape], startingAt: 140_000)
        #expect(!state.isEditing, "Esc ends editing")
    }
}

/// The header names the focused field's kind and release, before the settings, which a
/// narrow header drops first (the settings panel shows them).
@Suite struct HeaderKindTests {
    @Test(arguments: [80, 120]) func theFocusedFieldsKindAndRelease(width: Int) throws {
        var state = AppState(screen: try DemoScenario.screenScenario().screen, settings: Settings(), title: "demo screen", width: width, height: 40)
        let all = "en · rate 50 · echo characters-and-words · hints on"
        press(&state, [.tab, .tab, .tab], startingAt: 0)
        // At 80 columns the title keeps 23 and its gap 2: 55 are left for the flags and "…".
        #expect(row(state.view(), 0).hasSuffix("mdc-2018 58.0.0 · " + (width == 120 ? all : "en · rate 50 · …")))
        press(&state, [.tab, .tab, .tab], startingAt: 40_000)        // helper, counter, email
        #expect(row(state.view(), 0).hasSuffix("mdc latest · " + (width == 120 ? all : "en · rate 50 · …")))
        press(&state, [.home], startingAt: 90_000)
        #expect(row(state.view(), 0).hasSuffix(all), "a heading is no field")
    }
}
