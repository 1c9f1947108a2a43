import Testing
@testable import OverhearKit

/// A screen reader editing one empty UITextField (no counter announcements), with the given settings.
private func editor(_ settings: Settings = Settings(), _ changes: FieldChange...) throws -> VoiceOver {
    var field = makeField("f", .uitextfield)
    for change in changes { field.apply(change) }
    var voiceOver = makeVoiceOver(field, settings: settings)
    _ = try voiceOver.perform(.first)
    _ = try voiceOver.perform(.activate)
    return voiceOver
}

extension VoiceOver {
    /// Types `text`, one step a grapheme, and returns what each step said.
    mutating func typeSteps(_ text: String) throws -> [[String]] {
        var result: [[String]] = []
        try perform(.type(text)) { _, requests in result.append(said(requests)) }
        return result
    }
}

@Suite struct TypingEchoModeTests {
    @Test func charactersSaysEachGrapheme() throws {
        var voiceOver = try editor(voiceOverSettings(echo: .characters))
        #expect(try voiceOver.typeSteps("ab c") == [["typed: a"], ["typed: b"], ["typed: space"], ["typed: c"]])
    }

    /// A combining mark typed as a step of its own joins the grapheme before it, as it does in
    /// the field's string: the field holds `ä`, one grapheme, and that is what is echoed.
    @Test func aLoneCombiningMarkJoinsTheGraphemeBefore() throws {
        var voiceOver = try editor(voiceOverSettings(echo: .characters))
        let steps = try voiceOver.typeSteps("xa") + [said(try voiceOver.perform(.type("\u{308}")))]
        #expect(steps == [["typed: x"], ["typed: a"], ["typed: a\u{308}"]])
        let field = voiceOver.screen.fields[0]
        #expect(field.characters.count == 2 && field.insertionPoint == 2 && field.utf16Count == 3)
        // A joiner typed alone is no mark: it stays a grapheme of its own.
        _ = try voiceOver.perform(.type("\u{200D}"))
        #expect(voiceOver.screen.fields[0].characters.count == 3)
    }

    @Test func wordsSaysTheWordWhenItEnds() throws {
        var voiceOver = try editor(voiceOverSettings(echo: .words))
        #expect(try voiceOver.typeSteps("ab c.") == [[], [], ["typed: ab"], [], ["typed: c"]])
    }

    @Test func charactersAndWordsSaysTheCharacterFirst() throws {
        var voiceOver = try editor()
        let steps = try voiceOver.typeSteps("hi.")
        #expect(steps == [["typed: h"], ["typed: i"], ["typed: period", "typed: hi"]])
    }

    @Test func bothEchoesOfAStepAreScreenReaderSpeech() throws {
        var voiceOver = try editor()
        _ = try voiceOver.perform(.type("o"))
        let requests = try voiceOver.perform(.type(" "))
        #expect(requests.map(\.priority) == [.screenReader, .screenReader])
        #expect(requests.map { $0.utterance.segments.map(\.role) } == [[.echo], [.echo]])
    }

    @Test func noneSaysNothingWhileTyping() throws {
        var voiceOver = try editor(voiceOverSettings(echo: .none))
        #expect(try voiceOver.typeSteps("ab ") == [[], [], []])
        #expect(voiceOver.screen.fields[0].text == "ab ")
    }

    @Test func deletingAndMovingAlwaysSpeakWhateverTheEcho() throws {
        var voiceOver = try editor(voiceOverSettings(echo: .none))
        _ = try voiceOver.typeSteps("ab")
        #expect(try voiceOver.say(.delete(1)) == ["deleted: b"])
        #expect(try voiceOver.say(.moveCursor(forward: false, count: 1)) == ["cursor: a"])
        #expect(try voiceOver.say(.moveCursor(forward: true, count: 1)) == ["cursor: a"])
    }
}

@Suite struct WordEndTests {
    private func wordsSaid(typing text: String) throws -> [String] {
        var voiceOver = try editor(voiceOverSettings(echo: .words))
        return try voiceOver.typeSteps(text).flatMap { $0 }
    }

    @Test(arguments: [" ", "\n", "\t", ".", ",", "!", "?", "-", "_", "(", ")", "@", "#", "%", "&", "*", "'", "\"",
                      "/", ":", ";", "«", "¿", "—", "\u{3000}"])
    func whitespaceAndPunctuationEndAWord(_ ender: String) throws {
        #expect(try wordsSaid(typing: "ab1" + ender) == ["typed: ab1"])
    }

    @Test(arguments: ["$", "+", "<", "=", ">", "^", "|", "~", "`"])
    func asciiSymbolsEndAWord(_ ender: String) throws {
        #expect(try wordsSaid(typing: "x9" + ender) == ["typed: x9"])
    }

    @Test(arguments: ["€", "©", "😀", "°"])
    func otherSymbolsDoNotEndAWord(_ symbol: String) throws {
        #expect(try wordsSaid(typing: "ab" + symbol) == [])
    }

    @Test func lettersAndDigitsOfAnyScriptDoNotEndAWordAndFormIt() throws {
        #expect(try wordsSaid(typing: "日本42é") == [])
        #expect(try wordsSaid(typing: "日本42é ") == ["typed: 日本42é"])
        #expect(try wordsSaid(typing: "привет,") == ["typed: привет"])
    }

    @Test func theWordIsTheRunOfLettersAndDigitsBeforeTheEnder() throws {
        #expect(try wordsSaid(typing: "a-b ") == ["typed: a", "typed: b"])
        #expect(try wordsSaid(typing: "don't ") == ["typed: don", "typed: t"])
    }

    @Test func anEnderAfterNoLetterSaysNoWord() throws {
        #expect(try wordsSaid(typing: " ") == [])
        #expect(try wordsSaid(typing: "ab  ") == ["typed: ab"])
        #expect(try wordsSaid(typing: "..") == [])
    }

    @Test func aWordEndedInTheMiddleOfTheText() throws {
        var voiceOver = try editor(voiceOverSettings(echo: .words), .text("abcd"))
        _ = try voiceOver.perform(.moveCursor(forward: false, count: 1))
        _ = try voiceOver.perform(.moveCursor(forward: false, count: 1))
        #expect(try voiceOver.say(.type(" ")) == ["typed: ab"])
        #expect(voiceOver.screen.fields[0].text == "ab cd")
    }
}

@Suite struct SecureEchoTests {
    @Test func typedDeletedAndCrossedCharactersAreBullets() throws {
        var voiceOver = try editor(Settings(), .secure(true))
        #expect(try voiceOver.typeSteps("pw ") == [["typed: bullet"], ["typed: bullet"], ["typed: bullet"]])
        #expect(try voiceOver.say(.delete(1)) == ["deleted: bullet"])
        #expect(try voiceOver.say(.moveCursor(forward: false, count: 1)) == ["cursor: bullet"])
        #expect(try voiceOver.say(.moveCursor(forward: true, count: 1)) == ["cursor: bullet"])
    }

    @Test func capitalsInASecureFieldAreBulletsToo() throws {
        var voiceOver = try editor(voiceOverSettings(capitals: .speakCap), .secure(true))
        #expect(try voiceOver.say(.type("A")) == ["typed: bullet"])
    }
}

@Suite struct CapitalsTests {
    @Test func speakCapAppliesToTypedDeletedAndCrossedCharactersButNotWords() throws {
        var voiceOver = try editor(voiceOverSettings(capitals: .speakCap))
        #expect(try voiceOver.typeSteps("AB ") == [["typed: cap A"], ["typed: cap B"], ["typed: space", "typed: AB"]])
        _ = try voiceOver.perform(.delete(1))
        #expect(try voiceOver.say(.delete(1)) == ["deleted: cap B"])
        #expect(try voiceOver.say(.moveCursor(forward: false, count: 1)) == ["cursor: cap A"])
        #expect(try voiceOver.say(.type("b")) == ["typed: b"])
    }

    @Test func pitchSaysTheLetterAndMarksTheSegmentCapital() throws {
        var voiceOver = try editor()
        let requests = try voiceOver.perform(.type("É"))
        #expect(said(requests) == ["typed: É"])
        #expect(requests[0].utterance.segments.map(\.isCapital) == [true])
        let lower = try voiceOver.perform(.type("e"))
        #expect(lower[0].utterance.segments.map(\.isCapital) == [false])
    }
}

@Suite struct EditingBoundaryTests {
    @Test func deleteAtTheStartIsABoundarySound() throws {
        var voiceOver = try editor()
        #expect(try voiceOver.say(.delete(1)) == ["sound: boundary"])
        _ = try voiceOver.perform(.type("a"))
        _ = try voiceOver.perform(.jumpCursor(toEnd: false))
        #expect(try voiceOver.say(.delete(1)) == ["sound: boundary"])
        #expect(voiceOver.screen.fields[0].text == "a")
    }

    @Test func cursorAtEitherEndIsABoundarySound() throws {
        var voiceOver = try editor(Settings(), .text("ab"))
        #expect(try voiceOver.say(.moveCursor(forward: true, count: 1)) == ["sound: boundary"])
        #expect(try voiceOver.say(.moveCursor(forward: false, count: 1)) == ["cursor: b"])
        #expect(try voiceOver.say(.moveCursor(forward: false, count: 1)) == ["cursor: a"])
        #expect(try voiceOver.say(.moveCursor(forward: false, count: 1)) == ["sound: boundary"])
    }

    @Test func deleteNamesTheGraphemeRemoved() throws {
        var voiceOver = try editor(Settings(), .text("a😀\n"))
        #expect(try voiceOver.say(.delete(1)) == ["deleted: new line"])
        #expect(try voiceOver.say(.delete(1)) == ["deleted: grinning face"])
        #expect(voiceOver.screen.fields[0].text == "a")
    }

    @Test func typingInsertsAtTheInsertionPoint() throws {
        var voiceOver = try editor(voiceOverSettings(echo: .characters), .text("ac"))
        _ = try voiceOver.perform(.moveCursor(forward: false, count: 1))
        #expect(try voiceOver.say(.type("b")) == ["typed: b"])
        #expect(voiceOver.screen.fields[0].text == "abc")
        #expect(voiceOver.screen.fields[0].insertionPoint == 2)
    }

    @Test func typingDeletingOrMovingWithNoFieldEditedThrows() {
        var voiceOver = makeVoiceOver(makeField("f", .uitextfield))
        #expect(throws: EngineError("type needs a field being edited; activate a text field first")) {
            try voiceOver.perform(.type("a"))
        }
        #expect(throws: EngineError("delete needs a field being edited; activate a text field first")) {
            try voiceOver.perform(.delete(1))
        }
        #expect(throws: EngineError("cursor needs a field being edited; activate a text field first")) {
            try voiceOver.perform(.moveCursor(forward: true, count: 1))
        }
        #expect(throws: EngineError("cursor needs a field being edited; activate a text field first")) {
            try voiceOver.perform(.jumpCursor(toEnd: true))
        }
    }
}
