import Testing
@testable import OverhearKit

// Every malformed input names its exact line and column (1-based, in Unicode scalars).

private let actionNames = ActionDescriptor.all.map(\.name).joined(separator: ", ")
/// The keys of the default kind (a `field` line that names none).
private let fieldKeys = FieldKey.allCases.filter(FieldKind.default.uses).map(\.rawValue).joined(separator: ", ")
private let kindNames = FieldKind.all.map(\.name).joined(separator: ", ")
private let settingKeys = SettingDescriptor.all.map(\.name).joined(separator: ", ")
private let utteranceKinds = "focus, hint, typed, deleted, cursor, announce, sound, value, action"
private let durationRule = "must be a duration such as 300 ms or 2 s (at most 1 hour)"
private let noField = "no field or element; a scenario starts with a block: field [KIND] [ID] or element [ID]"

@Suite struct ParserErrorTests {
    // MARK: Names that are not known

    @Test func unknownAction() {
        #expect(parseError("field\n> wiggle left\n") == located(2, 3, "unknown action \"wiggle\"; expected one of \(actionNames)"))
    }

    @Test func longNamesAreCutTo40CharactersInTheMessage() {
        let long = String(repeating: "x", count: 45)
        let cut = String(repeating: "x", count: 40) + "…"
        #expect(parseError("field\n> \(long)\n") == located(2, 3, "unknown action \"\(cut)\"; expected one of \(actionNames)"))
    }

    @Test func unknownFieldKind() {
        #expect(parseError("field fancy zip\n") == located(1, 7, "unknown field kind \"fancy\"; expected one of \(kindNames)"))
    }

    @Test func unknownUtteranceKind() {
        #expect(parseError("field\n> next\n  said: x\n") == located(3, 3, "unknown utterance kind \"said\"; expected one of \(utteranceKinds)"))
    }

    @Test func unknownMarkAfterAnUtteranceKind() {
        #expect(parseError("field\n> next\n  focus (cut): x\n") == located(3, 9, "expected \"(interrupted)\" or \":\" after focus"))
    }

    @Test func unknownFieldKey() {
        #expect(parseError("field\n  colour: red\n") == located(2, 3, "unknown field key \"colour\"; expected one of \(fieldKeys)"))
    }

    @Test func keyNotUsedByTheKindInAFieldBlock() {
        #expect(parseError("field uitextfield\n  helper: x\n") == located(2, 3, "key \"helper\" is not used by the uitextfield kind"))
        #expect(parseError("field uitextfield\n  error: none\n") == located(2, 3, "key \"error\" is not used by the uitextfield kind"))
    }

    @Test func keyNotUsedByTheKindInASetAction() {
        #expect(parseError("field uitextfield\n> set max: 5\n") == located(2, 7, "key \"max\" is not used by the uitextfield kind"))
    }

    @Test func unknownSetting() {
        #expect(parseError("field\nsettings\n  speed: 3\n") == located(3, 3, "unknown setting \"speed\"; expected one of \(settingKeys)"))
        // languages.md §6.11's message, naming every phrasebook's language.
        #expect(parseError("field\nsettings\n  language: xx\n")
                == located(3, 13, "invalid language \"xx\"; expected one of \(Phrasebook.all.map(\.language).joined(separator: ", "))"))
    }

    @Test func unknownLine() {
        #expect(parseError("fields\n") == located(1, 1, "unknown line \"fields\"; expected field, element, settings, > ACTION or a # comment"))
    }

    @Test func unknownChoices() {
        #expect(parseError("field\n  clear-button: sometimes\n")
                == located(2, 17, "unknown clear-button \"sometimes\"; expected one of never, while-editing, unless-editing, always"))
        #expect(parseError("field\nsettings\n  typing-echo: loud\n")
                == located(3, 16, "unknown typing-echo \"loud\"; expected one of characters, words, characters-and-words, none"))
    }

    // MARK: Values out of range

    @Test func rateOutOfRange() {
        #expect(parseError("field\nsettings\n  rate: 101\n") == located(3, 9, "rate must be a whole number from 1 to 100, not \"101\""))
        #expect(parseError("field\nsettings\n  rate: 0\n") == located(3, 9, "rate must be a whole number from 1 to 100, not \"0\""))
        #expect(parseError("field\nsettings\n  rate:   fast\n") == located(3, 11, "rate must be a whole number from 1 to 100, not \"fast\""))
    }

    @Test func badBoolean() {
        #expect(parseError("field\n  secure: maybe\n") == located(2, 11, "secure must be yes or no, not \"maybe\""))
        #expect(parseError("field\nsettings\n  hints: sometimes\n") == located(3, 10, "hints must be yes or no, not \"sometimes\""))
    }

    @Test func badCounts() {
        #expect(parseError("field\n  max: -1\n") == located(2, 8, "max must be a whole number from 0 to 1000000, not \"-1\""))
        #expect(parseError("field\n> delete 0\n") == located(2, 10, "delete must be a whole number from 1 to 100000, not \"0\""))
        #expect(parseError("field\n> cursor left many\n") == located(2, 15, "cursor left must be a whole number from 1 to 100000, not \"many\""))
    }

    @Test func badDurations() {
        #expect(parseError("field\nsettings\n  hint-delay: soon\n") == located(3, 15, "hint-delay \(durationRule), not \"soon\""))
        #expect(parseError("field\nsettings\n  hint-delay: 3600001 ms\n") == located(3, 15, "hint-delay \(durationRule), not \"3600001 ms\""))
        #expect(parseError("field\n> wait forever\n") == located(2, 8, "wait \(durationRule), not \"forever\""))
        #expect(parseError("field\n> +fast next\n") == located(2, 3, "expected a duration after +, such as +100 ms"))
    }

    // MARK: Bytes that are not allowed

    @Test func tabIndentation() {
        let message = "tab character; indent with spaces, and write a tab in text as \\t inside double quotes"
        #expect(parseError("field\n\tplaceholder: x\n") == located(2, 1, message))
        #expect(parseError("field\n  placeholder: a\tb\n") == located(2, 17, message))
    }

    @Test func controlCharacters() {
        #expect(parseError("field\n  placeholder: a\u{7}b\n")
                == located(2, 17, "control character U+0007; write it as \\u{7} inside double quotes"))
        #expect(parseError("field\n  label: \u{85}\n")
                == located(2, 10, "control character U+0085; write it as \\u{85} inside double quotes"))
        // A carriage return that does not end a line is a control character too.
        #expect(parseError("field\r\n  placeholder: a\rb\r\n")
                == located(2, 17, "control character U+000D; write it as \\u{D} inside double quotes"))
    }

    @Test func invalidUTF8() {
        let message = "invalid UTF-8; save the file as UTF-8"
        #expect(parseError(bytes: Array("field\n  placeholder: a".utf8) + [0xFF] + Array("b\n".utf8)) == located(2, 17, message))
        // é is one column; the bad byte after it is the next.
        #expect(parseError(bytes: Array("field\n  label: é".utf8) + [0xC0, 0x80]) == located(2, 11, message))
    }

    // MARK: Quoting

    @Test func unterminatedQuote() {
        #expect(parseError("field\n  placeholder: \"abc\n") == located(2, 16, "unterminated quoted text; add a closing \""))
    }

    @Test func unknownEscape() {
        let message = #"unknown escape "\q"; expected \", \\, \n, \t or \u{HEX}"#
        #expect(parseError("field\n  placeholder: \"a\\qb\"\n") == located(2, 18, message))
    }

    @Test func columnsCountUnicodeScalars() {
        let message = #"unknown escape "\q"; expected \", \\, \n, \t or \u{HEX}"#
        // A decomposed é is two scalars, so the backslash is at column 11; after 😀 (one scalar) at 10.
        #expect(parseError("field\n> type \"e\u{301}\\q\"\n") == located(2, 11, message))
        #expect(parseError("field\n> type \"😀\\q\"\n") == located(2, 10, message))
    }

    @Test func badUnicodeEscape() {
        #expect(parseError("field\n  label: \"\\u{110000}\"\n")
                == located(2, 11, "expected \\u{HEX} with 1 to 8 hex digits naming a Unicode scalar"))
    }

    @Test func textAfterTheClosingQuote() {
        #expect(parseError("field\n  placeholder: \"ab\" cd\n") == located(2, 21, "unexpected text after the closing quote"))
    }

    // MARK: Structure

    @Test func indentedLineOutsideABlock() {
        #expect(parseError("  placeholder: x\nfield\n")
                == located(1, 3, "indented line outside a block; start with field, settings or > ACTION"))
    }

    @Test func fieldOrSettingsAfterAnAction() {
        #expect(parseError("field\n> next\nfield b\n")
                == located(3, 1, "field blocks come before the first action; move it above line 2"))
        #expect(parseError("field\n\n> next\nsettings\n")
                == located(4, 1, "settings blocks come before the first action; move it above line 3"))
    }

    @Test func emptyFile() {
        #expect(parseError("") == located(1, 1, noField))
        #expect(parseError("# only a comment\n\n") == located(1, 1, noField))
    }

    @Test func actionsWithoutAField() {
        #expect(parseError("# no field\n> next\n") == located(2, 1, noField))
    }

    @Test func duplicateFieldID() {
        #expect(parseError("field zip\nfield mdc zip\n")
                == located(2, 11, "a field with id \"zip\" already exists; give this one another id"))
    }

    @Test func badFieldLines() {
        #expect(parseError("field a.b\n") == located(1, 7, "field id \"a.b\" may hold only letters, digits, - and _"))
        #expect(parseError("field mdc a b\n") == located(1, 13, "unexpected \"b\"; expected field [KIND] [ID]"))
        #expect(parseError("field\nsettings now\n")
                == located(2, 10, "settings takes no argument; put each setting on an indented line below"))
    }

    @Test func keyLinesWithoutAColon() {
        #expect(parseError("field\n  placeholder Zip\n") == located(2, 3, "expected KEY: VALUE, such as placeholder: Zip code"))
        #expect(parseError("field\nsettings\n  rate 40\n") == located(3, 3, "expected KEY: VALUE"))
        #expect(parseError("field\n> next\n  focus Zip\n") == located(3, 3, "expected KIND: TEXT, such as focus: Zip code"))
    }

    @Test func somethingSetTwice() {
        #expect(parseError("field\n  max: 4\n  max: 5\n") == located(3, 3, "max is set twice for field \"field\""))
        #expect(parseError("field\nsettings\n  rate: 40\n  rate: 60\n") == located(4, 3, "rate is set twice"))
    }

    @Test func expectedLineWithoutText() {
        #expect(parseError("field\n> next\n  focus:\n") == located(3, 9, "expected the spoken text after \"focus:\""))
        #expect(parseError("field\n> next\n  hint: \"\"\n") == located(3, 8, "expected the spoken text after \"hint:\""), "only a focus utterance may be empty")
        #expect(parseError("field\n> next\n  focus: \"\"\n") == nil, "an element with nothing to say")
    }

    // MARK: Actions

    @Test func setWithoutIDOnATwoFieldScreen() {
        #expect(parseError("field a\nfield b\n> set text: x\n")
                == located(3, 7, "set needs a field id on a screen of 2 fields, such as set a KEY: VALUE"))
    }

    @Test func setOnAnUnknownField() {
        #expect(parseError("field a\nfield b\n> set c text: x\n") == located(3, 7, "unknown field \"c\"; expected one of a, b"))
    }

    @Test func focusOnAnUnknownID() {
        #expect(parseError("field zip\n> focus zap\n")
                == located(2, 9, "unknown element \"zap\"; expected one of zip.placeholder, zip, zip.clear, zip.helper, zip.counter"))
        // mdc and uitextfield have no underline or placeholder elements.
        #expect(parseError("field mdc a\nfield uitextfield b\n> focus a.helper\n")
                == located(3, 9, "unknown element \"a.helper\"; expected one of a, a.clear, b, b.clear"))
    }

    @Test func announceEmptyText() {
        #expect(parseError("field\n> announce \"\"\n") == located(2, 12, "announce needs non-empty text"))
        #expect(parseError("field\n> announce queued \"\"\n") == located(2, 19, "announce needs non-empty text"))
    }

    @Test func actionArguments() {
        #expect(parseError("field\n> next 2\n") == located(2, 8, "next takes no argument"))
        #expect(parseError("field\n> cursor up\n") == located(2, 10, "cursor needs a direction; expected one of left, right, start, end"))
        #expect(parseError("field\n> type\n") == located(2, 7, "type needs text, such as type 90210 (or \"\" for none)"))
    }

    @Test func errorDescriptionIsPathLineColumn() {
        #expect(parseError("field\n> wiggle\n")?.description == "t:2:3: error: unknown action \"wiggle\"; expected one of \(actionNames)")
    }
}

@Suite struct PlayErrorTests {
    private let typeMessage = "type needs a field being edited; activate a text field first"

    @Test func typeWithNoFieldEdited() throws {
        #expect(try playError("field uitextfield name\n> type abc\n") == located(2, 3, typeMessage))
    }

    @Test func delayedActionErrorsPointAtTheActionWord() throws {
        #expect(try playError("field uitextfield name\n> +100 ms type abc\n") == located(2, 11, typeMessage))
    }

    @Test func typeAfterEditingEnded() throws {
        let text = "field uitextfield name\n> first\n> activate\n> type a\n> escape\n> type b\n"
        #expect(try playError(text) == located(6, 3, typeMessage))
    }

    @Test func deleteAndCursorWithNoFieldEdited() throws {
        #expect(try playError("field\n> first\n> delete\n")
                == located(3, 3, "delete needs a field being edited; activate a text field first"))
        #expect(try playError("field\n> cursor left\n")
                == located(2, 3, "cursor needs a field being edited; activate a text field first"))
        #expect(try playError("field\n> cursor end\n")
                == located(2, 3, "cursor needs a field being edited; activate a text field first"))
    }

    @Test func focusOnAnElementNotPresentNow() throws {
        #expect(try playError("field uitextfield name\n  text: Ann\n> focus name.clear\n")
                == located(3, 3, "element \"name.clear\" is not present now"))
        #expect(try playError("field zip\n> next\n> focus zip.helper\n")
                == located(3, 3, "element \"zip.helper\" is not present now"))
    }

    @Test func focusOnAnElementThatIsPresentNowIsFine() throws {
        #expect(try playError("field uitextfield name\n  text: Ann\n  clear-button: always\n> focus name.clear\n") == nil)
    }

    @Test func scenarioCheckThrowsThePlayError() {
        #expect(throws: located(2, 3, typeMessage)) {
            try playScenario("field\n> type x\n")
        }
    }
}
