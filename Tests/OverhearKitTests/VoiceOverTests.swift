import Testing
@testable import OverhearKit

/// The guide's zip code field (mdc-2018): placeholder, helper text and a limit of 5.
private func guideZip(_ changes: FieldChange...) -> Field {
    var field = makeField("zip", .mdc2018, .placeholder("Zip code"), .helper("5 digits"), .max(5))
    for change in changes { field.apply(change) }
    return field
}

/// A UITextField with a label and a placeholder.
private func nameField(_ changes: FieldChange...) -> Field {
    var field = makeField("name", .uitextfield, .placeholder("Name"), .label("Full name"))
    for change in changes { field.apply(change) }
    return field
}

extension VoiceOver {
    /// Performs an action and returns what it says as `kind: text` lines.
    mutating func say(_ command: ScenarioCommand) throws -> [String] {
        said(try perform(command))
    }
}

@Suite struct FocusUtteranceTests {
    @Test func notEditingSaysLabelValueTraitThenTheHint() throws {
        var voiceOver = makeVoiceOver(nameField())
        let requests = try voiceOver.perform(.next)
        #expect(said(requests) == ["focus: Full name, Name, text field", "hint: double tap to edit"])
        #expect(requests.map(\.priority) == [.screenReader, .hint])
        #expect(requests[0].utterance.segments.map(\.role) == [.label, .value, .trait])
        #expect(requests[1].utterance.segments.map(\.role) == [.hint])
    }

    @Test func dimmedComesBeforeTheTraitAndThereIsNoHint() throws {
        var voiceOver = makeVoiceOver(nameField(.enabled(false), .hint("Your legal name")))
        let requests = try voiceOver.perform(.next)
        #expect(said(requests) == ["focus: Full name, Name, dimmed, text field"])
        #expect(requests[0].utterance.segments.map(\.role) == [.label, .value, .state, .trait])
    }

    @Test func appHintReplacesTheDefault() throws {
        var voiceOver = makeVoiceOver(nameField(.hint("Your legal name")))
        #expect(try voiceOver.say(.next) == ["focus: Full name, Name, text field", "hint: Your legal name"])
    }

    @Test func hintsOffSaysNoHint() throws {
        var voiceOver = makeVoiceOver(nameField(.hint("Your legal name")), settings: voiceOverSettings(hints: false))
        #expect(try voiceOver.say(.next) == ["focus: Full name, Name, text field"])
    }

    @Test func staticTextHasNoTraitPhraseAndNoHint() throws {
        var voiceOver = makeVoiceOver(guideZip())
        let requests = try voiceOver.perform(.next)
        #expect(said(requests) == ["focus: Zip code"])
        #expect(requests[0].utterance.segments.map(\.role) == [.label])
    }

    @Test func dimmedStaticText() throws {
        var voiceOver = makeVoiceOver(guideZip(.enabled(false)))
        #expect(try voiceOver.say(.next) == ["focus: Zip code, dimmed"])
    }

    @Test func unlabeledButtonSaysItsTrait() throws {
        var voiceOver = makeVoiceOver(makeField("zip", .mdc2018, .text("902"), .clearButton(.always)))
        #expect(try voiceOver.say(.last) == ["focus: button"])
    }

    @Test func whileEditingSaysLabelTraitIsEditingValueCharacterModeInsertionPoint() throws {
        var voiceOver = makeVoiceOver(nameField(.text("Ann")))
        _ = try voiceOver.perform(.next)
        let requests = try voiceOver.perform(.activate)
        #expect(said(requests) == ["focus: Full name, text field, is editing, Ann, character mode, insertion point at end"])
        #expect(requests[0].utterance.segments.map(\.role) == [.label, .trait, .state, .value, .state, .state])
        #expect(requests[0].utterance.segments.map(\.text)
                == ["Full name", "text field", "is editing", "Ann", "character mode", "insertion point at end"])
    }

    @Test func insertionPhraseFollowsTheInsertionPoint() throws {
        var voiceOver = makeVoiceOver(nameField(.text("Ann")))
        _ = try voiceOver.perform(.next)
        _ = try voiceOver.perform(.activate)
        #expect(try voiceOver.say(.jumpCursor(toEnd: false)) == ["cursor: insertion point at start"])
        #expect(try voiceOver.say(.focus(ref(0, .text)))
                == ["focus: Full name, text field, is editing, Ann, character mode, insertion point at start"])
        _ = try voiceOver.perform(.moveCursor(forward: true, count: 1))
        #expect(try voiceOver.say(.focus(ref(0, .text))) == ["focus: Full name, text field, is editing, Ann, character mode"])
        #expect(try voiceOver.say(.jumpCursor(toEnd: true)) == ["cursor: insertion point at end"])
    }

    @Test func emptyFieldWhileEditingKeepsItsKindsEmptyValue() throws {
        var voiceOver = makeVoiceOver(guideZip())
        _ = try voiceOver.perform(.focus(ref(0, .text)))
        let requests = try voiceOver.perform(.activate)
        #expect(said(requests) == [
            "focus: text field, is editing, Zip code, 5 digits, character mode, insertion point at end",
            "announce: 5 character limit.",
        ])
        #expect(requests.map(\.priority) == [.screenReader, .announcement])
    }

    @Test func controlCharactersInLabelsAndTextAreSpokenByName() throws {
        var voiceOver = makeVoiceOver(makeField("f", .uitextfield, .label("a\tb"), .text("x\u{7}")))
        #expect(try voiceOver.say(.next) == ["focus: a tab b, x bell, text field", "hint: double tap to edit"])
    }
}

@Suite struct NavigationTests {
    @Test func nextWalksThePresentElementsAndStopsWithABoundarySound() throws {
        var voiceOver = makeVoiceOver(guideZip())
        #expect(try voiceOver.say(.next) == ["focus: Zip code"])
        #expect(try voiceOver.say(.next) == ["focus: Zip code, 5 digits, text field", "hint: double tap to edit"])
        #expect(try voiceOver.say(.next) == ["focus: 5 digits"])
        #expect(try voiceOver.say(.next) == ["focus: 0 / 5"])
        let boundary = try voiceOver.perform(.next)
        #expect(said(boundary) == ["sound: boundary"])
        #expect(boundary[0].utterance.segments.map(\.role) == [.sound])
        #expect(voiceOver.focus == ref(0, .counter))
        #expect(try voiceOver.say(.previous) == ["focus: 5 digits"])
    }

    @Test func previousAtTheFirstElementIsABoundary() throws {
        var voiceOver = makeVoiceOver(guideZip())
        _ = try voiceOver.perform(.first)
        #expect(try voiceOver.say(.previous) == ["sound: boundary"])
        #expect(voiceOver.focus == ref(0, .placeholder))
    }

    @Test func firstAndLast() throws {
        var voiceOver = makeVoiceOver(guideZip(), nameField())
        #expect(try voiceOver.say(.last) == ["focus: Full name, Name, text field", "hint: double tap to edit"])
        #expect(try voiceOver.say(.first) == ["focus: Zip code"])
        #expect(voiceOver.focus == ref(0, .placeholder))
    }

    @Test func withNothingFocusedNextGoesFirstAndPreviousLast() throws {
        var first = makeVoiceOver(guideZip())
        #expect(try first.say(.next) == ["focus: Zip code"])
        var last = makeVoiceOver(guideZip())
        #expect(try last.say(.previous) == ["focus: 0 / 5"])
        #expect(last.focus == ref(0, .counter))
    }

    @Test func nextCrossesIntoTheNextField() throws {
        var voiceOver = makeVoiceOver(guideZip(), nameField())
        _ = try voiceOver.perform(.focus(ref(0, .counter)))
        #expect(try voiceOver.say(.next) == ["focus: Full name, Name, text field", "hint: double tap to edit"])
        #expect(voiceOver.focus == ref(1, .text))
    }

    @Test func focusSpeaksAgainOnTheElementAlreadyFocused() throws {
        var voiceOver = makeVoiceOver(guideZip())
        #expect(try voiceOver.say(.focus(ref(0, .helper))) == ["focus: 5 digits"])
        #expect(try voiceOver.say(.focus(ref(0, .helper))) == ["focus: 5 digits"])
    }

    @Test func focusOnAnElementNotPresentNowThrows() {
        var voiceOver = makeVoiceOver(nameField(.text("Ann")))
        #expect(throws: EngineError("element \"name.clear\" is not present now")) {
            try voiceOver.perform(.focus(ref(0, .clear)))
        }
        #expect(voiceOver.focus == nil)
    }
}

@Suite struct ActivateTests {
    @Test func activateWithNothingFocusedDoesNothing() throws {
        var voiceOver = makeVoiceOver(nameField())
        #expect(try voiceOver.say(.activate) == [])
        #expect(voiceOver.screen.editingField == nil)
    }

    @Test func activateOnStaticTextDoesNothing() throws {
        var voiceOver = makeVoiceOver(guideZip())
        _ = try voiceOver.perform(.next)
        #expect(try voiceOver.say(.activate) == [])
        #expect(voiceOver.screen.editingField == nil)
    }

    @Test func activateOnADimmedFieldDoesNothing() throws {
        var voiceOver = makeVoiceOver(nameField(.enabled(false)))
        _ = try voiceOver.perform(.next)
        #expect(try voiceOver.say(.activate) == [])
        #expect(voiceOver.screen.editingField == nil)
    }

    @Test func activateOnTheFieldAlreadyEditedDoesNothing() throws {
        var voiceOver = makeVoiceOver(guideZip())
        _ = try voiceOver.perform(.focus(ref(0, .text)))
        _ = try voiceOver.perform(.activate)
        #expect(try voiceOver.say(.activate) == [])
        #expect(voiceOver.screen.editingField == 0)
    }

    @Test func activatingAnotherFieldEndsTheFirstOnesEditing() throws {
        var voiceOver = makeVoiceOver(nameField(), makeField("city", .uitextfield, .placeholder("City")))
        _ = try voiceOver.perform(.first)
        _ = try voiceOver.perform(.activate)
        _ = try voiceOver.perform(.focus(ref(1, .text)))
        #expect(try voiceOver.say(.activate) == ["focus: text field, is editing, City, character mode, insertion point at end"])
        #expect(!voiceOver.screen.fields[0].isEditing)
        #expect(voiceOver.screen.fields[1].isEditing)
    }

    @Test func activateMovesTheInsertionPointToTheEnd() throws {
        var voiceOver = makeVoiceOver(nameField(.text("Ann")))
        _ = try voiceOver.perform(.next)
        _ = try voiceOver.perform(.activate)
        _ = try voiceOver.perform(.jumpCursor(toEnd: false))
        #expect(try voiceOver.say(.escape) == [])
        #expect(voiceOver.screen.editingField == nil)
        #expect(try voiceOver.say(.activate) == ["focus: Full name, text field, is editing, Ann, character mode, insertion point at end"])
    }

    @Test func escapeWithNothingEditedIsSilent() throws {
        var voiceOver = makeVoiceOver(nameField())
        #expect(try voiceOver.say(.escape) == [])
    }
}

@Suite struct ClearButtonActivationTests {
    @Test func notEditingEmptiesTheTextAndFocusesTheTextElementWithItsHint() throws {
        var voiceOver = makeVoiceOver(makeField("name", .uitextfield, .placeholder("Name"), .text("Ann"), .clearButton(.always)))
        #expect(try voiceOver.say(.last) == ["focus: Clear text, button"])
        #expect(try voiceOver.say(.activate) == ["focus: Name, text field", "hint: double tap to edit"])
        #expect(voiceOver.focus == ref(0, .text))
        #expect(voiceOver.screen.fields[0].text == "")
        #expect(voiceOver.screen.editingField == nil)
    }

    @Test func mdc2018ClearButtonOutsideEditingAnnouncesNoCounter() throws {
        var voiceOver = makeVoiceOver(guideZip(.text("902"), .clearButton(.always)))
        _ = try voiceOver.perform(.focus(ref(0, .clear)))
        #expect(try voiceOver.say(.activate) == ["focus: Zip code, 5 digits, text field", "hint: double tap to edit"])
    }

    @Test func whileEditingEditingContinuesAndTheCounterIsAnnounced() throws {
        var voiceOver = makeVoiceOver(makeField("code", .mdc, .placeholder("Code"), .max(4), .text("12")))
        _ = try voiceOver.perform(.first)
        _ = try voiceOver.perform(.activate)
        #expect(try voiceOver.say(.next) == ["focus: button"])
        let requests = try voiceOver.perform(.activate)
        #expect(said(requests) == [
            "focus: Code, 0 / 4, text field, is editing, character mode, insertion point at end",
            "announce: 0 of 4 characters",
        ])
        #expect(requests.map(\.priority) == [.screenReader, .announcement])
        #expect(voiceOver.screen.fields[0].isEditing)
        #expect(voiceOver.screen.fields[0].insertionPoint == 0)
        #expect(voiceOver.focus == ref(0, .text))
    }
}

@Suite struct FocusMovesSilentlyTests {
    @Test func whenTheFocusedClearButtonHidesFocusGoesToTheTextElement() throws {
        var voiceOver = makeVoiceOver(nameField(.text("Ann")))
        _ = try voiceOver.perform(.first)
        _ = try voiceOver.perform(.activate)
        #expect(try voiceOver.say(.next) == ["focus: Clear text, button"])
        #expect(try voiceOver.say(.escape) == [])
        #expect(voiceOver.focus == ref(0, .text))
        #expect(try voiceOver.say(.next) == ["sound: boundary"])
    }

    @Test func whenAppTextEmptiesTheFieldFocusLeavesTheClearButtonSilently() throws {
        var voiceOver = makeVoiceOver(nameField(.text("Ann")))
        _ = try voiceOver.perform(.first)
        _ = try voiceOver.perform(.activate)
        _ = try voiceOver.perform(.next)
        #expect(try voiceOver.say(.set(item: 0, .text(""))) == [])
        #expect(voiceOver.focus == ref(0, .text))
    }
}

@Suite struct AppActionTests {
    @Test func setEnabledNoEndsEditingSilently() throws {
        var voiceOver = makeVoiceOver(nameField(.text("Ann")))
        _ = try voiceOver.perform(.first)
        _ = try voiceOver.perform(.activate)
        #expect(try voiceOver.say(.set(item: 0, .enabled(false))) == [])
        #expect(voiceOver.screen.editingField == nil)
        #expect(throws: EngineError("type needs a field being edited; activate a text field first")) {
            try voiceOver.perform(.type("x"))
        }
    }

    @Test func setTextWhileEditingAnnouncesTheCounterOnlyWhenTheTextChanges() throws {
        var voiceOver = makeVoiceOver(guideZip())
        _ = try voiceOver.perform(.focus(ref(0, .text)))
        _ = try voiceOver.perform(.activate)
        let requests = try voiceOver.perform(.set(item: 0, .text("902")))
        #expect(said(requests) == ["announce: 2 characters remaining"])
        #expect(requests.map(\.priority) == [.announcement])
        #expect(try voiceOver.say(.set(item: 0, .text("902"))) == [])
    }

    @Test func setTextOutsideEditingAnnouncesNothing() throws {
        var voiceOver = makeVoiceOver(guideZip())
        #expect(try voiceOver.say(.set(item: 0, .text("902"))) == [])
        #expect(voiceOver.screen.fields[0].text == "902")
    }

    @Test func setTextMovesTheInsertionPointToTheEnd() throws {
        var voiceOver = makeVoiceOver(nameField(.text("Ann")))
        _ = try voiceOver.perform(.first)
        _ = try voiceOver.perform(.activate)
        _ = try voiceOver.perform(.jumpCursor(toEnd: false))
        _ = try voiceOver.perform(.set(item: 0, .text("Bobby")))
        #expect(voiceOver.screen.fields[0].insertionPoint == 5)
    }

    @Test func setAKeyTheKindDoesNotUseThrows() {
        var voiceOver = makeVoiceOver(nameField())
        #expect(throws: EngineError("key \"max\" is not used by the uitextfield kind")) {
            try voiceOver.perform(.set(item: 0, .max(3)))
        }
    }

    @Test func announcements() throws {
        var voiceOver = makeVoiceOver(nameField())
        let now = try voiceOver.perform(.announce("Saved", queued: false))
        #expect(said(now) == ["announce: Saved"])
        #expect(now.map(\.priority) == [.announcement])
        #expect(now[0].utterance.segments.map(\.role) == [.announcement])
        let queued = try voiceOver.perform(.announce("Saved\tagain", queued: true))
        #expect(said(queued) == ["announce: Saved tab again"])
        #expect(queued.map(\.priority) == [.queuedAnnouncement])
    }
}

@Suite struct MDC2018ErrorTests {
    @Test func settingAnErrorMovesFocusToTheHelper() throws {
        var voiceOver = makeVoiceOver(guideZip(.errorLabel("ignored")))
        _ = try voiceOver.perform(.focus(ref(0, .text)))
        let requests = try voiceOver.perform(.set(item: 0, .error("Not a US zip code")))
        #expect(said(requests) == ["focus: Error: Not a US zip code."])
        #expect(requests.map(\.priority) == [.screenReader])
        #expect(voiceOver.focus == ref(0, .helper))
    }

    @Test func settingTheSameErrorAgainMovesFocusAgain() throws {
        var voiceOver = makeVoiceOver(guideZip())
        _ = try voiceOver.perform(.set(item: 0, .error("Bad")))
        _ = try voiceOver.perform(.focus(ref(0, .text)))
        #expect(try voiceOver.say(.set(item: 0, .error("Bad"))) == ["focus: Error: Bad."])
        #expect(voiceOver.focus == ref(0, .helper))
    }

    @Test func emptyErrorText() throws {
        var voiceOver = makeVoiceOver(guideZip())
        #expect(try voiceOver.say(.set(item: 0, .error(""))) == ["focus: Error: ."])
    }

    @Test func clearingRestoresTheHelperDropsHelperLabelAndMovesNoFocus() throws {
        var voiceOver = makeVoiceOver(guideZip(.helperLabel("Five digits")))
        _ = try voiceOver.perform(.set(item: 0, .error("Bad")))
        _ = try voiceOver.perform(.focus(ref(0, .counter)))
        #expect(try voiceOver.say(.set(item: 0, .error(nil))) == [])
        #expect(voiceOver.screen.fields[0].helperLabel == "")
        #expect(voiceOver.screen.element(ref(0, .helper), phrases: voiceOver.phrases).label == "5 digits")
        #expect(voiceOver.focus == ref(0, .counter))
    }

    @Test func clearingWithNoErrorStillDropsHelperLabel() throws {
        var voiceOver = makeVoiceOver(guideZip(.helperLabel("Five digits")))
        #expect(try voiceOver.say(.set(item: 0, .error(nil))) == [])
        #expect(voiceOver.screen.element(ref(0, .helper), phrases: voiceOver.phrases).label == "5 digits")
    }

    @Test func clearingWhileFocusedOnAHelperThatDisappearsMovesFocusSilently() throws {
        var voiceOver = makeVoiceOver(makeField("zip", .mdc2018, .placeholder("Zip code")))
        _ = try voiceOver.perform(.set(item: 0, .error("Bad")))
        #expect(voiceOver.focus == ref(0, .helper))
        #expect(try voiceOver.say(.set(item: 0, .error(nil))) == [])
        #expect(voiceOver.focus == ref(0, .text))
    }
}

@Suite struct MDCErrorTests {
    private func email(_ changes: FieldChange...) -> Field {
        var field = makeField("email", .mdc, .placeholder("Email"), .helper("Work address"))
        for change in changes { field.apply(change) }
        return field
    }

    @Test func errorIsAnnounced50MillisecondsLaterWithoutMovingFocus() throws {
        var voiceOver = makeVoiceOver(email())
        _ = try voiceOver.perform(.first)
        let requests = try voiceOver.perform(.set(item: 0, .error("Bad")))
        #expect(said(requests) == ["announce: Error: Bad"])
        #expect(requests.map(\.priority) == [.deferredAnnouncement(50)])
        #expect(voiceOver.focus == ref(0, .text))
        #expect(voiceOver.screen.element(ref(0, .text), phrases: voiceOver.phrases).label == "Email, Error: Bad")
    }

    @Test func errorLabelAndEmptyError() throws {
        var voiceOver = makeVoiceOver(email(.errorLabel("Invalid email")))
        #expect(try voiceOver.say(.set(item: 0, .error("Bad"))) == ["announce: Invalid email"])
        var plain = makeVoiceOver(email())
        #expect(try plain.say(.set(item: 0, .error(""))) == ["announce: Error."])
    }

    @Test func settingTheSameErrorAgainAnnouncesAgain() throws {
        var voiceOver = makeVoiceOver(email())
        #expect(try voiceOver.say(.set(item: 0, .error("Bad"))) == ["announce: Error: Bad"])
        #expect(try voiceOver.say(.set(item: 0, .error("Bad"))) == ["announce: Error: Bad"])
    }

    @Test func clearingAnnouncesNothingAndKeepsHelperLabel() throws {
        var voiceOver = makeVoiceOver(email(.helperLabel("Work")))
        _ = try voiceOver.perform(.set(item: 0, .error("Bad")))
        #expect(try voiceOver.say(.set(item: 0, .error(nil))) == [])
        #expect(voiceOver.screen.fields[0].helperLabel == "Work")
        #expect(voiceOver.screen.element(ref(0, .text), phrases: voiceOver.phrases).label == "Email, Work")
    }
}
