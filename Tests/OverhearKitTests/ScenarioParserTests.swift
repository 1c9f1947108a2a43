import Testing
@testable import OverhearKit

private func expected(_ kind: UtteranceKind, _ text: String, interrupted: Bool = false) -> ExpectedUtterance {
    ExpectedUtterance(kind: kind, interrupted: interrupted, text: text)
}

@Suite struct ScenarioParserLineTests {
    @Test func commentsAndBlankLinesAreIgnoredEverywhere() throws {
        let scenario = try parseScenario("""
        # A comment line
           # an indented comment

        field zip
              
          # a comment inside the field block
          placeholder: Zip

        settings
          # inside settings
          rate: 60
        > next
          # between expected lines
          focus: Zip

          hint: double tap to edit
        # after everything

        """)
        #expect(scenario.screen.fields.map(\.id) == ["zip"])
        #expect(scenario.screen.fields[0].placeholder == "Zip")
        #expect(scenario.settings.rate == 60)
        #expect(scenario.actions.count == 1)
        #expect(scenario.actions[0].expected == [expected(.focus, "Zip"), expected(.hint, "double tap to edit")])
        #expect(scenario.expectedLineIndices(ofAction: 0) == [13, 15])
    }

    /// The expected lines a rewrite replaces are found again from the file: each action's
    /// indented lines up to the next action, comments and blank lines left out.
    @Test func expectedLinesAreFoundAgainPerAction() throws {
        let scenario = try parseScenario("""
        field zip
        > focus zip
          focus: Zip
          # a comment
          hint: double tap to edit
        # a comment in the margin
        > next

        > previous
            focus (interrupted): Zip

          hint: double tap to edit
        """)
        #expect(scenario.expectedLineIndices(ofAction: 0) == [2, 4])
        #expect(scenario.expectedLineIndices(ofAction: 1) == [])
        #expect(scenario.expectedLineIndices(ofAction: 2) == [9, 11])
        #expect(scenario.actions.map(\.expected.count) == [2, 0, 2])
    }

    @Test func fieldLineWithNoneOneOrTwoWords() throws {
        let scenario = try parseScenario("""
        field
        field uitextfield
        field zip
        field mdc email
        field
        field mdc-2018 zip-code_2

        """)
        #expect(scenario.screen.fields.map(\.id) == ["field", "field2", "zip", "email", "field3", "zip-code_2"])
        #expect(scenario.screen.fields.map(\.kind) == [.mdc2018, .uitextfield, .mdc2018, .mdc, .mdc2018, .mdc2018])
    }

    @Test func everyFieldKey() throws {
        let scenario = try parseScenario("""
        field mdc-2018 zip
          placeholder:    Zip code   
          label: "  Postal code  "
          hint: Tap # here
          helper: "a\\"b\\\\c\\nd\\te\\u{1F600}"
          helper-label: Five digits
          error: Not # valid
          error-label: ignored here
          max: 5
          clear-button: unless-editing
          secure: yes
          enabled: off
          text: 902

        """)
        let field = scenario.screen.fields[0]
        #expect(field.placeholder == "Zip code")
        #expect(field.label == "  Postal code  ")
        #expect(field.hint == "Tap # here")
        #expect(field.helper == "a\"b\\c\nd\te😀")
        #expect(field.helperLabel == "Five digits")
        #expect(field.error == "Not # valid")
        #expect(field.errorLabel == "ignored here")
        #expect(field.max == 5)
        #expect(field.clearButton == .unlessEditing)
        #expect(field.secure)
        #expect(!field.enabled)
        #expect(field.text == "902")
        #expect(field.insertionPoint == 3)
        #expect(!field.isEditing)
    }

    @Test func defaultsOfAFieldWithNoKeys() throws {
        let field = try parseScenario("field\n").screen.fields[0]
        #expect(field == Field(id: "field", kind: .mdc2018))
        #expect(field.error == nil)
        #expect(field.clearButton == .whileEditing)
        #expect(field.enabled && !field.secure)
        #expect(field.max == 0)
    }

    @Test func errorValues() throws {
        let scenario = try parseScenario("""
        field a
          error: none
        field b
          error: "none"
        field c
          error: ""
        field d
          label: ""
          error-label: ""

        """)
        #expect(scenario.screen.fields[0].error == nil)
        #expect(scenario.screen.fields[1].error == "none")
        #expect(scenario.screen.fields[2].error == "")
        #expect(scenario.screen.fields[3].label == "")
        #expect(scenario.screen.fields[3].errorLabel == "")
    }

    @Test func booleansReadYesNoOnOffTrueFalse() throws {
        let scenario = try parseScenario("""
        field a
          secure: on
          enabled: false
        field b
          secure: true
          enabled: no
        field c
          secure: off
          enabled: yes

        """)
        #expect(scenario.screen.fields.map(\.secure) == [true, true, false])
        #expect(scenario.screen.fields.map(\.enabled) == [false, false, true])
    }

    @Test func everySetting() throws {
        let scenario = try parseScenario("""
        field
        settings
          typing-echo: words
          hints: off
          hint-delay: 250 ms
          rate: 80
          capitals: speak-cap
          voice: en-us

        """)
        let settings = scenario.settings
        #expect(settings.typingEcho == .words)
        #expect(!settings.hints)
        #expect(settings.hintDelay == 250)
        #expect(settings.rate == 80)
        #expect(settings.capitals == .speakCap)
        #expect(settings.voice == "en-us")
    }

    @Test func settingsDefaults() throws {
        let settings = try parseScenario("field\n").settings
        #expect(settings.typingEcho == .charactersAndWords)
        #expect(settings.hints)
        #expect(settings.hintDelay == 400)
        #expect(settings.rate == 50)
        #expect(settings.capitals == .pitch)
        #expect(settings.voice == "")
    }

    @Test(arguments: [("1 s", 1000), ("300ms", 300), ("250", 250), ("0 ms", 0), ("2s", 2000)])
    func hintDelayDurations(_ written: String, _ milliseconds: Int) throws {
        #expect(try parseScenario("field\nsettings\n  hint-delay: \(written)\n").settings.hintDelay == milliseconds)
    }

    @Test func typingEchoChoices() throws {
        for (written, echo) in [("characters", Settings.TypingEcho.characters), ("none", .none),
                                ("characters-and-words", .charactersAndWords)] {
            #expect(try parseScenario("field\nsettings\n  typing-echo: \(written)\n").settings.typingEcho == echo)
        }
    }
}

@Suite struct ScenarioParserActionTests {
    @Test func everyActionKind() throws {
        let scenario = try parseScenario("""
        field zip
        field mdc email
        > next
        > previous
        > first
        > last
        > focus zip.helper
        > focus email
        > activate
        > escape
        > type 90210
        > type "  a "
        > type ""
        > delete
        > delete 3
        > cursor left
        > cursor left 2
        > cursor right
        > cursor right 4
        > cursor start
        > cursor end
        > set zip error: none
        > set email text: "x y"
        > set email error: "none"
        > announce Saved # really
        > announce queued "  Hi  "
        > wait 300 ms
        > wait 2 s

        """)
        let commands: [ScenarioCommand] = [
            .next, .previous, .first, .last,
            .focus(ref(0, .helper)), .focus(ref(1, .text)),
            .activate, .escape,
            .type("90210"), .type("  a "), .type(""),
            .delete(1), .delete(3),
            .moveCursor(forward: false, count: 1), .moveCursor(forward: false, count: 2),
            .moveCursor(forward: true, count: 1), .moveCursor(forward: true, count: 4),
            .jumpCursor(toEnd: false), .jumpCursor(toEnd: true),
            .set(item: 0, .error(nil)), .set(item: 1, .text("x y")), .set(item: 1, .error("none")),
            .announce("Saved # really", queued: false), .announce("  Hi  ", queued: true),
            .wait(300), .wait(2000),
        ]
        #expect(scenario.actions.map(\.command) == commands)
        #expect(scenario.actions.allSatisfy { $0.delay == nil })
        #expect(scenario.actions.map(\.line) == Array(3...28))
        #expect(scenario.actions.allSatisfy { $0.column == 3 })
        #expect(scenario.actions.allSatisfy { $0.expected.isEmpty })
    }

    @Test func setWithoutAnIdOnAOneFieldScreen() throws {
        let scenario = try parseScenario("field mdc code\n> set max: 4\n> set code text: 12\n")
        #expect(scenario.actions.map(\.command) == [.set(item: 0, .max(4)), .set(item: 0, .text("12"))])
    }

    @Test func delayedActions() throws {
        let scenario = try parseScenario("""
        field
        > +100 ms next
        > +2 s   activate
        > +250ms escape
        >next
        > + 5 ms first

        """)
        #expect(scenario.actions.map(\.command) == [.next, .activate, .escape, .next, .first])
        #expect(scenario.actions.map(\.delay) == [100, 2000, 250, nil, 5])
        #expect(scenario.actions.map(\.column) == [11, 10, 10, 2, 10])
        #expect(scenario.actions.map(\.text) == ["+100 ms next", "+2 s   activate", "+250ms escape", "next", "+ 5 ms first"])
    }

    @Test func expectedLinesOfEveryKind() throws {
        let scenario = try parseScenario("""
        field
        > next
          focus: Zip code
          hint (interrupted): double tap to edit
          typed: a
          deleted: "  "
          cursor: insertion point at end
          announce: Saved: twice
          sound: boundary
        > escape
        > next
            focus (interrupted):   spaced   

        """)
        #expect(scenario.actions[0].expected == [
            expected(.focus, "Zip code"),
            expected(.hint, "double tap to edit", interrupted: true),
            expected(.typed, "a"),
            expected(.deleted, "  "),
            expected(.cursor, "insertion point at end"),
            expected(.announce, "Saved: twice"),
            expected(.sound, "boundary"),
        ])
        #expect(scenario.actions[1].expected.isEmpty)
        #expect(scenario.actions[2].expected == [expected(.focus, "spaced", interrupted: true)])
    }
}

@Suite struct ScenarioParserLineEndTests {
    static let text = """
    # zip
    field mdc-2018 zip
      placeholder: "Zip code"
      max: 5
    settings
      rate: 40

    > next
      focus: Zip code
    > +10 ms type "9 "
      typed: "9"

    """

    private func summary(_ scenario: Scenario) -> [String] {
        scenario.actions.map { "\($0.line):\($0.column) \($0.command) \($0.delay as Any) \($0.expected.map(\.formatted))" }
    }

    @Test func crlfLineEndsParseLikeLF() throws {
        let lf = try parseScenario(Self.text)
        let crlf = try parseScenario(Self.text.replacingLineFeeds(with: "\r\n"))
        #expect(crlf.screen.fields == lf.screen.fields)
        #expect(crlf.settings == lf.settings)
        #expect(summary(crlf) == summary(lf))
        #expect(crlf.screen.fields[0].placeholder == "Zip code")
        #expect(crlf.actions[1].command == .type("9 "))
        #expect(crlf.actions[1].expected == [expected(.typed, "9")])
    }

    @Test func aMissingFinalNewlineStillReadsTheLastLine() throws {
        let scenario = try parseScenario("field\n> next\n  focus: Zip code")
        #expect(scenario.actions[0].expected == [expected(.focus, "Zip code")])
        let crlf = try parseScenario("field\r\n  placeholder: Zip")
        #expect(crlf.screen.fields[0].placeholder == "Zip")
    }
}

extension String {
    /// The text with every `\n` replaced.
    func replacingLineFeeds(with ending: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: ending)
    }
}

/// Element ids follow the screen as `set` changes it: a field switched between one element
/// and a container has the parts its new mode has (spec §2.4, §2.5; issue 35).
@Suite struct ElementIDsFollowTheScreenTests {
    @Test(arguments: ["mdc-multiline", "mdc-base"])
    func aFieldSwitchedToAContainerHasItsParts(_ kind: String) throws {
        #expect(try transcripts("""
        field \(kind) f
          helper: Required
          accessibility-element: yes
        > set f accessibility-element: no
        > focus f.helper
          focus: Required

        """) == [[], ["focus: Required"]])
    }

    /// `compare` plays the actions on each kind's screen, whose ids follow it the same way.
    @Test func compareFollowsEachKindsScreen() throws {
        let scenario = try parseScenario("""
        field mdc-multiline f
          helper: Required
          accessibility-element: yes
        > set f accessibility-element: no
        > focus f.helper

        """)
        let comparison = Comparison(scenario, field: 0, variants: [Comparison.Variant(kind: .mdcMultiline, version: nil),
                                                                   Comparison.Variant(kind: .mdcBase, version: nil)])
        for column in comparison.columns {
            #expect(column.error == nil, "\(column.variant.name)")
            #expect(column.transcripts?[1].map(\.text) == ["Required"], "\(column.variant.name)")
        }
    }

    @Test(arguments: ["mdc-multiline", "mdc-base"])
    func aFieldSwitchedToOneElementHasNoPartsLeft(_ kind: String) {
        #expect(parseError("""
        field \(kind) f
          helper: Required
        > set f accessibility-element: yes
        > focus f.helper

        """) == located(4, 9, "unknown element \"f.helper\"; expected one of f"))
    }
}
