/// Writes scenarios in their own format, so that parsing gives them back.
public enum ScenarioWriter {
    /// A whole scenario: fields, settings, and each action with its expected lines.
    public static func text(of scenario: Scenario) -> String {
        var text = scenario.screen.fields.map(fieldBlock).joined() + settingsBlock(scenario.settings) + "\n"
        for action in scenario.actions {
            text += "> " + (action.delay.map { "+\($0) ms " } ?? "") + actionText(action.command, screen: scenario.screen) + "\n"
            for expected in action.expected { text += "  " + expected.formatted + "\n" }
        }
        return text
    }

    /// A `field KIND ID` block with every key that differs from a new field's.
    public static func fieldBlock(_ field: Field) -> String {
        var text = "field \(field.kind.name) \(field.id)\n"
        for change in changes(from: Field(id: field.id, kind: field.kind), to: field) {
            text += "  \(change.key.rawValue): \(valueText(change))\n"
        }
        return text
    }

    /// The changes that turn a new field into `field`, in key order, for keys its kind uses.
    static func changes(from blank: Field, to field: Field) -> [FieldChange] {
        FieldKeyDescriptor.all.compactMap { descriptor in
            let value = descriptor.get(field)
            guard field.kind.uses(descriptor.key), value != descriptor.get(blank) else { return nil }
            return FieldChange(descriptor.key, value)
        }
    }

    /// A change's value as a field block or `set` writes it.
    public static func valueText(_ change: FieldChange) -> String {
        FieldKeyDescriptor.named[change.key]!.form.write(change.value)
    }

    /// An action as written after `>`.
    public static func actionText(_ command: ScenarioCommand, screen: Screen) -> String {
        switch command {
        case .next: return "next"
        case .previous: return "previous"
        case .first: return "first"
        case .last: return "last"
        case .focus(let id): return "focus " + screen.element(id).id
        case .activate: return "activate"
        case .escape: return "escape"
        case .type(let text): return "type " + QuotedText.write(text)
        case .delete(let count): return count == 1 ? "delete" : "delete \(count)"
        case .moveCursor(let forward, let count): return "cursor \(forward ? "right" : "left")" + (count == 1 ? "" : " \(count)")
        case .jumpCursor(let toEnd): return "cursor \(toEnd ? "end" : "start")"
        case .set(let item, let change): return "set \(screen.itemID(item)) \(change.key.rawValue): \(valueText(change))"
        case .announce(let text, let queued):
            // Unquoted, a text that starts with the word `queued` would read as the keyword.
            let startsWithKeyword = text == "queued" || text.hasPrefix("queued ")
            return "announce " + (queued ? "queued " : "") + (startsWithKeyword ? QuotedText.quoted(text) : QuotedText.write(text))
        case .wait(let milliseconds): return "wait \(milliseconds) ms"
        }
    }

    /// A `settings` block with every setting that differs from the defaults; empty if none does.
    public static func settingsBlock(_ settings: Settings) -> String {
        let defaults = Settings()
        let lines = SettingDescriptor.all.filter { $0.value(in: settings) != $0.value(in: defaults) }
            .map { "  \($0.name): \($0.written(settings))\n" }
        return lines.isEmpty ? "" : "settings\n" + lines.joined()
    }
}
