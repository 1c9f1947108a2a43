import OverhearKit

/// The settings panel (F2), the app actions menu (F4) and the text prompt they use.
extension AppState {
    /// Each setting's current value as the panel shows it, in the settings table's order.
    var settingValues: [String] {
        SettingDescriptor.all.map { descriptor in
            descriptor.name == "voice" && settings.voice.isEmpty ? Settings.defaultVoice : descriptor.written(settings)
        }
    }

    mutating func settingsKey(_ key: Key, selected: Int) -> [Effect] {
        let count = SettingDescriptor.all.count
        switch key {
        case .up: mode = .settings(selected: (selected + count - 1) % count)
        case .down, .tab: mode = .settings(selected: (selected + 1) % count)
        case .left, .right, .enter, .character(" "):
            let settings = SettingDescriptor.all[selected].stepped(self.settings, by: key == .left ? -1 : 1, voices: voices)
            voiceOver.settings = settings
            timeline.rate = settings.rate
            timeline.hintDelay = settings.hintDelay
            return [.applySettings(settings)]
        case .escape, .function(2), .character("q"):
            mode = .normal
        default:
            status = "Settings: ↑↓ choose, ←→ change, Esc closes."
        }
        return []
    }

    /// The app actions offered for the focused field: a label, whether it can be done now,
    /// and if not, why (the kind has no such state, or there is nothing to undo).
    var appActions: [(label: String, available: Bool, why: String)] {
        let field = focusedField.map { screen.fields[$0] }
        let noField = "no field focused"
        let noErrors = field.map { "\($0.kind.name) has no error" } ?? noField
        let hasErrors = field.map { $0.kind.uses(.error) } ?? false
        let clearWhy = !hasErrors ? noErrors : (field?.error == nil ? "no error now" : "")
        return [("Set an error…", hasErrors, hasErrors ? "" : noErrors), ("Clear the error", clearWhy.isEmpty, clearWhy),
                ("Post an announcement…", true, ""), (field?.enabled == false ? "Enable the field" : "Disable the field", field != nil, field == nil ? noField : "")]
    }

    /// The field the focused element belongs to, as an index into the screen's fields.
    var focusedField: Int? { voiceOver.focus.flatMap { screen.fieldIndex(ofItem: $0.item) } }

    mutating func appActionKey(_ key: Key, selected: Int) -> [Effect] {
        let actions = appActions
        switch key {
        case .up: mode = .appActions(selected: (selected + actions.count - 1) % actions.count)
        case .down, .tab: mode = .appActions(selected: (selected + 1) % actions.count)
        case .escape, .function(4), .character("q"): mode = .normal
        case .enter:
            guard actions[selected].available else {
                status = "Not available: \(actions[selected].why)."
                return []
            }
            switch selected {
            case 0: mode = .prompt(.error, text: "")
            case 2: mode = .prompt(.announcement, text: "")
            case 1:
                mode = .normal
                return setOnFocusedField(.error(nil))
            default:
                mode = .normal
                let enable = screen.fields[focusedField!].enabled == false
                return setOnFocusedField(.enabled(enable))
            }
        default:
            status = "App actions: ↑↓ choose, Enter does it, Esc closes."
        }
        return []
    }

    mutating func promptKey(_ key: Key, purpose: PromptPurpose, text: String) -> [Effect] {
        switch key {
        case .character(let character): mode = .prompt(purpose, text: text + String(character))
        case .backspace: mode = .prompt(purpose, text: String(text.dropLast()))
        case .escape: mode = .normal
        case .enter:
            mode = .normal
            switch purpose {
            case .error:
                return setOnFocusedField(.error(text))
            case .announcement:
                guard !text.isEmpty else {
                    status = "An announcement needs text."
                    return []
                }
                return perform(.announce(text, queued: false))
            }
        default:
            status = "Enter confirms, Esc cancels."
        }
        return []
    }

    /// Appends pasted text to the prompt being typed.
    mutating func pasteIntoPrompt(_ pasted: String) {
        if case .prompt(let purpose, let text) = mode { mode = .prompt(purpose, text: text + pasted) }
    }

    private mutating func setOnFocusedField(_ change: FieldChange) -> [Effect] {
        guard let field = focusedField else { return [] }
        return perform(.set(item: screen.item(ofField: field), change))
    }
}
