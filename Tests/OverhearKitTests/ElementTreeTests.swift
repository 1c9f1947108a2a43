import Testing
@testable import OverhearKit

/// One element as a table row: `id | label | value | traits | hint | present`, plus `| dimmed`.
private func row(_ element: Element) -> String {
    let present = element.isPresent ? "present" : "absent"
    let dimmed = element.isDimmed ? " | dimmed" : ""
    return "\(element.id) | \(element.label) | \(element.value) | \(Phrasebook.english.inspectorList(element.traits)) | \(element.hint) | \(present)\(dimmed)"
}

private func rows(_ fields: Field...) -> [String] {
    Screen(fields: fields).allElements(phrases: .english).map(row)
}

/// The guide's zip code field: placeholder, helper text and a limit of 5.
private func zip(_ changes: FieldChange...) -> Field {
    var field = makeField("zip", .mdc2018, .placeholder("Zip code"), .helper("5 digits"), .max(5))
    for change in changes { field.apply(change) }
    return field
}

private func editing(_ field: Field) -> Field {
    var result = field
    result.isEditing = true
    return result
}

@Suite struct MDC2018ElementTests {
    @Test func emptyField() {
        #expect(rows(zip()) == [
            "zip.placeholder | Zip code |  | static text |  | present",
            "zip |  | Zip code, 5 digits | text field | double tap to edit | present",
            "zip.clear |  |  | button |  | absent",
            "zip.helper | 5 digits |  | static text |  | present",
            "zip.counter | 0 / 5 |  | static text |  | present",
        ])
    }

    @Test func withTextWhileEditing() {
        #expect(rows(editing(zip(.text("902")))) == [
            "zip.placeholder | Zip code |  | static text |  | present",
            "zip |  | 902, 5 digits | text field |  | present",
            "zip.clear |  |  | button |  | present",
            "zip.helper | 5 digits |  | static text |  | present",
            "zip.counter | 3 / 5 |  | static text |  | present",
        ])
    }

    @Test func bareFieldHasOnlyTheTextElementPresent() {
        #expect(rows(makeField("zip", .mdc2018, .label("Zip"))) == [
            "zip.placeholder |  |  | static text |  | absent",
            "zip | Zip |  | text field | double tap to edit | present",
            "zip.clear |  |  | button |  | absent",
            "zip.helper |  |  | static text |  | absent",
            "zip.counter |  |  | static text |  | absent",
        ])
    }

    @Test func labelIsSpokenOnlyWhenTheAppSetsIt() {
        let element = zip(.label("Postal code"), .text("9")).element(.text, index: 0)
        #expect(element.label == "Postal code")
        #expect(element.value == "9, 5 digits")
    }

    @Test func errorReplacesTheHelperAndErrorLabelIsIgnored() {
        let field = zip(.text("902"), .error("Not a US zip code"), .errorLabel("Oops"), .helperLabel("Five digits"))
        #expect(field.element(.helper, index: 0).label == "Error: Not a US zip code.")
        #expect(field.element(.text, index: 0).value == "902, Error: Not a US zip code.")
    }

    @Test func emptyErrorTextStillShowsTheErrorPhrase() {
        let field = zip(.error(""))
        #expect(field.element(.helper, index: 0).label == "Error: .")
        #expect(field.element(.text, index: 0).value == "Zip code, Error: .")
    }

    @Test func helperLabelOverridesTheHelperText() {
        let field = zip(.helperLabel("Five digits"))
        #expect(field.element(.helper, index: 0).label == "Five digits")
        #expect(field.element(.text, index: 0).value == "Zip code, Five digits")
    }

    @Test func helperLabelIsUsedEvenWithAnEmptyHelper() {
        let field = makeField("zip", .mdc2018, .helperLabel("Five digits"))
        #expect(field.isPresent(.helper))
        #expect(field.element(.helper, index: 0).label == "Five digits")
    }

    @Test func secureFieldSpeaksACountInsteadOfItsText() {
        #expect(zip(.secure(true), .text("abc")).element(.text, index: 0).value == "3 characters, 5 digits")
        #expect(zip(.secure(true), .text("a")).element(.text, index: 0).value == "1 character, 5 digits")
        // Graphemes, not scalars: 👍🏽 and a decomposed é are one character each.
        #expect(zip(.secure(true), .text("👍🏽e\u{301}")).element(.text, index: 0).value == "2 characters, 5 digits")
        #expect(zip(.secure(true)).element(.text, index: 0).value == "Zip code, 5 digits")
        #expect(zip(.secure(true)).element(.text, index: 0).traits == [.secureTextField])
    }

    @Test func disabledFieldDimsEveryElementAndHasNoHint() {
        #expect(rows(zip(.enabled(false))) == [
            "zip.placeholder | Zip code |  | static text |  | present | dimmed",
            "zip |  | Zip code, 5 digits | text field |  | present | dimmed",
            "zip.clear |  |  | button |  | absent | dimmed",
            "zip.helper | 5 digits |  | static text |  | present | dimmed",
            "zip.counter | 0 / 5 |  | static text |  | present | dimmed",
        ])
    }

    @Test func appHintReplacesTheDefaultHint() {
        #expect(zip(.hint("Five digits, US only")).element(.text, index: 0).hint == "Five digits, US only")
        #expect(zip().element(.helper, index: 0).hint == "")
    }

    @Test func counterCountsUTF16CodeUnits() {
        #expect(zip(.text("😀")).element(.counter, index: 0).label == "2 / 5")
        #expect(zip(.text("e\u{301}é")).element(.counter, index: 0).label == "3 / 5")
        #expect(zip(.text("🇺🇸1")).element(.counter, index: 0).label == "5 / 5")
    }
}

@Suite struct MDCElementTests {
    private func email(_ changes: FieldChange...) -> Field {
        var field = makeField("email", .mdc, .placeholder("Email"), .helper("Work address"), .max(40))
        for change in changes { field.apply(change) }
        return field
    }

    @Test func oneTextElementAndAClearButton() {
        #expect(rows(email(.text("a@b.c"))) == [
            "email | Email, Work address, 5 / 40 | a@b.c | text field | double tap to edit | present",
            "email.clear |  |  | button |  | absent",
        ])
    }

    @Test func emptyValueIsNeverThePlaceholder() {
        #expect(rows(email()) == [
            "email | Email, Work address, 0 / 40 |  | text field | double tap to edit | present",
            "email.clear |  |  | button |  | absent",
        ])
    }

    @Test func appLabelReplacesThePlaceholderInTheLabel() {
        #expect(email(.label("E-mail")).element(.text, index: 0).label == "E-mail, Work address, 0 / 40")
    }

    @Test func labelWithoutCounterOrHelper() {
        #expect(makeField("email", .mdc, .placeholder("Email")).element(.text, index: 0).label == "Email")
        #expect(makeField("email", .mdc).element(.text, index: 0).label == "")
    }

    @Test func errorPhrases() {
        #expect(email(.error("Bad")).element(.text, index: 0).label == "Email, Error: Bad, 0 / 40")
        #expect(email(.error("Bad"), .errorLabel("Invalid email")).element(.text, index: 0).label == "Email, Invalid email, 0 / 40")
        #expect(email(.error("")).element(.text, index: 0).label == "Email, Error., 0 / 40")
        #expect(email(.helperLabel("Work")).element(.text, index: 0).label == "Email, Work, 0 / 40")
    }

    @Test func counterCountsAnEmojiAsTwo() {
        #expect(email(.text("😀a")).element(.text, index: 0).label == "Email, Work address, 3 / 40")
    }

    @Test func secureValue() {
        #expect(email(.secure(true)).element(.text, index: 0).value == "")
        #expect(email(.secure(true), .text("ab")).element(.text, index: 0).value == "2 characters")
        #expect(email(.secure(true)).element(.text, index: 0).traits == [.secureTextField])
    }

    @Test func underlinesAndPlaceholderAreNotElements() {
        let field = email(.text("x"))
        #expect(field.parts == [.text, .clear])
        #expect(!field.isPresent(.placeholder) && !field.isPresent(.helper) && !field.isPresent(.counter))
        #expect(Screen(fields: [field]).elementID(named: "email.helper") == nil)
    }
}

@Suite struct UITextFieldElementTests {
    private func name(_ changes: FieldChange...) -> Field {
        var field = makeField("name", .uitextfield, .placeholder("Name"), .label("Full name"))
        for change in changes { field.apply(change) }
        return field
    }

    @Test func emptyFieldSpeaksThePlaceholderAsValue() {
        #expect(rows(name()) == [
            "name | Full name | Name | text field | double tap to edit | present",
            "name.clear | Clear text |  | button |  | absent",
        ])
    }

    @Test func clearButtonIsLabelledWhileEditingWithText() {
        #expect(rows(editing(name(.text("Ann")))) == [
            "name | Full name | Ann | text field |  | present",
            "name.clear | Clear text |  | button |  | present",
        ])
    }

    @Test func secureField() {
        #expect(name(.secure(true)).element(.text, index: 0).value == "Name")
        #expect(name(.secure(true), .text("Ann")).element(.text, index: 0).value == "3 characters")
    }

    @Test func kindUsesNoHelperErrorOrCounterKeys() {
        for key in [FieldKey.helper, .helperLabel, .error, .errorLabel, .max] {
            #expect(!FieldKind.uitextfield.uses(key))
            #expect(FieldKind.mdc.uses(key) && FieldKind.mdc2018.uses(key))
        }
        for key in [FieldKey.placeholder, .label, .hint, .clearButton, .secure, .enabled, .text] {
            #expect(FieldKind.uitextfield.uses(key))
        }
    }
}

@Suite struct ClearButtonTests {
    @Test(arguments: [
        (ClearButtonMode.never, false, false),
        (.whileEditing, true, false),
        (.unlessEditing, false, true),
        (.always, true, true),
    ])
    func presenceByMode(_ mode: ClearButtonMode, _ whileEditing: Bool, _ notEditing: Bool) {
        let field = makeField("f", .uitextfield, .text("x"), .clearButton(mode))
        #expect(editing(field).isPresent(.clear) == whileEditing)
        #expect(field.isPresent(.clear) == notEditing)
        // Never with no text.
        let empty = makeField("f", .uitextfield, .clearButton(mode))
        #expect(!editing(empty).isPresent(.clear) && !empty.isPresent(.clear))
    }
}

@Suite struct ScreenTests {
    private let screen = Screen(fields: [
        makeField("zip", .mdc2018, .placeholder("Zip"), .max(5)),
        makeField("email", .mdc, .text("x"), .clearButton(.always)),
        makeField("name", .uitextfield),
    ])

    @Test func elementsFieldByFieldInSwipeOrder() {
        #expect(screen.allElements(phrases: .english).map(\.id)
                == ["zip.placeholder", "zip", "zip.clear", "zip.helper", "zip.counter", "email", "email.clear", "name", "name.clear"])
    }

    @Test func presentElementsSkipTheAbsentOnes() {
        #expect(screen.allElements(phrases: .english).filter(\.isPresent).map(\.elementID) == [ref(0, .placeholder), ref(0, .text), ref(0, .counter), ref(1, .text), ref(1, .clear), ref(2, .text)])
    }

    @Test func lookUpByID() {
        #expect(screen.elementID(named: "zip.counter") == ref(0, .counter))
        #expect(screen.elementID(named: "zip.helper") == ref(0, .helper))
        #expect(screen.elementID(named: "name") == ref(2, .text))
        #expect(screen.elementID(named: "nope") == nil)
        #expect(screen.name(of: ref(1, .clear)) == "email.clear")
        #expect(screen.editingField == nil)
    }
}

@Suite struct FieldStateTests {
    @Test func insertionPointMovesByGrapheme() {
        var field = makeField("f", .uitextfield, .text("a👍🏽c"))
        #expect(field.insertionPoint == 3)
        #expect(field.moveInsertionPoint(forward: false) == "c")
        #expect(field.moveInsertionPoint(forward: false) == "👍🏽")
        field.insert("b")
        #expect(field.text == "ab👍🏽c")
        #expect(field.deleteBackward() == "b")
        field.moveInsertionPoint(toEnd: false)
        #expect(field.deleteBackward() == nil)
        #expect(field.moveInsertionPoint(forward: false) == nil)
        field.moveInsertionPoint(toEnd: true)
        #expect(field.moveInsertionPoint(forward: true) == nil)
        #expect(field.text == "a👍🏽c")
    }

    @Test func utf16Count() {
        #expect(makeField("f", .mdc, .text("😀")).utf16Count == 2)
        #expect(makeField("f", .mdc, .text("👍🏽")).utf16Count == 4)
        #expect(makeField("f", .mdc, .text("abc")).utf16Count == 3)
        #expect(makeField("f", .mdc, .text("abc")).counterText == "")
    }
}
