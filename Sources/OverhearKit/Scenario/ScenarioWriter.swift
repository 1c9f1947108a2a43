/// Writes scenarios in their own format, so that parsing gives them back.
public enum ScenarioWriter {
    /// A whole scenario: fields, settings, and each action with its expected lines.
    public static func text(of scenario: Scenario) -> String {
        var text = scenario.fields.map(fieldBlock).joined() + settingsBlock(scenario.settings) + "\n"
        for action in scenario.actions {
            text += "> " + (action.delay.map { "+\($0) ms " } ?? "") + actionText(action.command, fields: scenario.fields) + "\n"
            for expected in action.expected { text += "  " + expected.formatted + "\n" }
        }
        return text
    }

    /// A `field KIND ID` block with every key that differs from a new field's.
    public static func fieldBlock(_ field: Field) -> String {
        var text = "field \(field.kind.rawValue) \(field.id)\n"
        for change in changes(from: Field(id: field.id, kind: field.kind), to: field) {
            text += "  \(change.key.rawValue): \(valueText(change))\n"
        }
        return text
    }

    /// The changes that turn a new field into `field`, in key order, for keys its kind uses.
    static func changes(from blank: Field, to field: Field) -> [FieldChange] {
        let all: [FieldChange?] = [
            field.placeholder != blank.placeholder ? .placeholder(field.placeholder) : nil,
            field.label != blank.label ? .label(field.label) : nil,
            field.hint != blank.hint ? .hint(field.hint) : nil,
            field.helper != blank.helper ? .helper(field.helper) : nil,
            field.helperLabel != blank.helperLabel ? .helperLabel(field.helperLabel) : nil,
            field.error != nil ? .error(field.error) : nil,
            field.errorLabel != blank.errorLabel ? .errorLabel(field.errorLabel) : nil,
            field.max != blank.max ? .max(field.max) : nil,
            field.clearButton != blank.clearButton ? .clearButton(field.clearButton) : nil,
            field.secure != blank.secure ? .secure(field.secure) : nil,
            field.enabled != blank.enabled ? .enabled(field.enabled) : nil,
            field.text != blank.text ? .text(field.text) : nil,
        ]
        return all.compactMap { $0 }.filter { field.kind.uses($0.key) }
    }

    /// A change's value as a field block or `set` writes it.
    public static func valueText(_ change: FieldChange) -> String {
        switch change {
        case .placeholder(let text), .label(let text), .hint(let text), .helper(let text),
             .helperLabel(let text), .errorLabel(let text), .text(let text):
            return QuotedText.write(text)
        case .error(let text):
            // Plain `none` means no error, so an error whose text is "none" is quoted.
            guard let text else { return "none" }
            return text == "none" ? "\"none\"" : QuotedText.write(text)
        case .max(let limit): return String(limit)
        case .clearButton(let mode): return mode.rawValue
        case .secure(let on), .enabled(let on): return on ? "yes" : "no"
        }
    }

    /// An action as written after `>`.
    public static func actionText(_ command: ScenarioCommand, fields: [Field]) -> String {
        switch command {
        case .next: return "next"
        case .previous: return "previous"
        case .first: return "first"
        case .last: return "last"
        case .focus(let ref): return "focus " + fields[ref.field].id + ref.part.idSuffix
        case .activate: return "activate"
        case .escape: return "escape"
        case .type(let text): return "type " + QuotedText.write(text)
        case .paste(let text): return "paste " + QuotedText.write(text)
        case .delete(let count): return count == 1 ? "delete" : "delete \(count)"
        case .moveCursor(let forward, let count): return "cursor \(forward ? "right" : "left")" + (count == 1 ? "" : " \(count)")
        case .jumpCursor(let toEnd): return "cursor \(toEnd ? "end" : "start")"
        case .set(let field, let change): return "set \(fields[field].id) \(change.key.rawValue): \(valueText(change))"
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
        var lines: [String] = []
        if settings.typingEcho != defaults.typingEcho { lines.append("typing-echo: \(settings.typingEcho.rawValue)") }
        if settings.hints != defaults.hints { lines.append("hints: \(settings.hints ? "on" : "off")") }
        if settings.hintDelay != defaults.hintDelay { lines.append("hint-delay: \(settings.hintDelay) ms") }
        if settings.rate != defaults.rate { lines.append("rate: \(settings.rate)") }
        if settings.capitals != defaults.capitals { lines.append("capitals: \(settings.capitals.rawValue)") }
        if settings.voice != defaults.voice { lines.append("voice: \(settings.voice)") }
        guard !lines.isEmpty else { return "" }
        return "settings\n" + lines.map { "  " + $0 + "\n" }.joined()
    }
}
