import Testing
@testable import OverhearKit

/// The tables that describe field keys, settings and actions once: what the writer writes
/// from them, the parser reads back.
@Suite struct DescriptorTests {
    /// A value of each form that differs from a new field's.
    static func sample(_ form: ValueForm, kind: FieldKind = .mdc) -> FieldValue {
        switch form {
        case .release: return .text(kind.rules.releases.contains(Release(107, 2)) ? "107.2.0" : "57.0.0")
        case .text, .voiceName: return .text("en-gb")
        case .optionalText: return .text("none")
        case .count(let range): return .number(range.upperBound)
        case .flag: return .flag(false)
        case .choice(let names): return .choice(names.last!)
        case .language: return .choice(Phrasebook.all.last!.language)
        case .duration: return .number(1500)
        case .list(let names): return .list(names.map { Array($0.prefix(2)) } ?? ["one", "two"])
        }
    }

    @Test(arguments: FieldKind.all.map(\.name))
    func everyKeyItsKindUsesIsWrittenAndReadBack(kindName: String) throws {
        let kind = FieldKind(named: kindName)!
        for descriptor in FieldKeyDescriptor.all where kind.uses(descriptor.key) {
            var field = Field(id: "f", kind: kind)
            field.apply(FieldChange(descriptor.key, Self.sample(descriptor.form, kind: kind)))
            let block = ScenarioWriter.fieldBlock(field)
            let parsed = try ScenarioParser.parse(block, path: "t").screen.fields[0]
            #expect(parsed == field, "\(kindName) \(descriptor.key.rawValue): \(block)")
        }
    }

    @Test func aKeyTheKindDoesNotUseIsNotWritten() {
        var field = Field(id: "p", kind: .uitextfield)
        field.apply(.max(5))
        #expect(ScenarioWriter.fieldBlock(field) == "field uitextfield p\n")
    }

    @Test func everySettingIsWrittenAndReadBack() throws {
        for descriptor in SettingDescriptor.all {
            var settings = Settings()
            descriptor.apply(Self.sample(descriptor.form), to: &settings)
            let block = "field\n" + ScenarioWriter.settingsBlock(settings)
            #expect(try ScenarioParser.parse(block, path: "t").settings == settings, "\(descriptor.name): \(block)")
        }
    }

    @Test func theSettingsPanelStepsByTheTable() {
        let rate = SettingDescriptor.named["rate"]!
        #expect(rate.stepped(Settings(), by: 1, voices: []).rate == 55)
        var slow = Settings()
        slow.rate = 3
        #expect(rate.stepped(slow, by: -1, voices: []).rate == 1, "clamped at 1")
        let echo = SettingDescriptor.named["typing-echo"]!
        #expect(echo.stepped(Settings(), by: 1, voices: []).typingEcho == .none)
        #expect(echo.stepped(Settings(), by: -1, voices: []).typingEcho == .words)
        let voice = SettingDescriptor.named["voice"]!
        #expect(voice.stepped(Settings(), by: 1, voices: ["de", "en-us", "fr"]).voice == "fr")
        #expect(voice.stepped(Settings(), by: 1, voices: []).voice == "", "no voices: unchanged")
    }

    @Test func everyActionIsWrittenAndReadBack() throws {
        let screen = "field mdc zip\n  text: 12\n"
        let actions = ["next", "previous", "first", "last", "focus zip.clear", "activate", "escape", "type \" a\"", "paste b c",
                       "delete 3", "cursor left 2", "cursor right", "cursor start", "cursor end", "set zip error: none",
                       "set zip error: \"none\"", "swipe up", "swipe down", "notify layout-changed", "notify screen-changed zip", "announce queued \"queued up\"", "announce hi", "wait 300 ms"]
        let text = screen + "> activate\n" + actions.map { "> " + $0 + "\n" }.joined()
        let scenario = try ScenarioParser.parse(text, path: "t")
        let written = scenario.actions.dropFirst().map { ScenarioWriter.actionText($0.command, screen: scenario.screen) }
        #expect(written == actions)
        #expect(Set(ActionDescriptor.all.map(\.name)) == Set(actions.map { String($0.prefix { $0 != " " }) }), "every action is in the list")
    }
}

/// `Screen.isPresent` answers for a field's text element without asking its kind, and the
/// engine's focus falls back to it: every kind must say it is present in every state.
@Suite struct TextElementPresenceTests {
    @Test(arguments: FieldKind.all.map(\.name))
    func aFieldsTextElementIsAlwaysPresent(kindName: String) {
        let kind = FieldKind(named: kindName)!
        var fields = [Field(id: "f", kind: kind)]
        for descriptor in FieldKeyDescriptor.all where kind.uses(descriptor.key) {
            var field = Field(id: "f", kind: kind)
            field.apply(FieldChange(descriptor.key, DescriptorTests.sample(descriptor.form, kind: kind)))
            fields.append(field)
            field.setText("Hi")
            field.isEditing = true
            fields.append(field)
        }
        for field in fields {
            #expect(kind.rules.isPresent(.text, in: field), "\(kindName): \(ScenarioWriter.fieldBlock(field))")
        }
    }
}
