import OverhearKit

/// The settings panel (F2), the app actions menu (F4) and the text prompt they use.
extension AppState {
    /// Each setting's current value as the panel shows it, in the settings table's order.
    var settingValues: [String] {
        SettingDescriptor.all.map { descriptor in
            descriptor.name != "voice" ? descriptor.written(settings)
                : settings.spokenVoice + (settings.voice.isEmpty ? " (follows the language)" : " (pinned)")
        }
    }

    mutating func settingsKey(_ key: Key, selected: Int) -> [Effect] {
        let count = SettingDescriptor.all.count
        switch key {
        case .up: mode = .settings(selected: (selected + count - 1) % count)
        case .down, .tab: mode = .settings(selected: (selected + 1) % count)
        case .left, .right, .enter, .character(" "):
            self.settings = SettingDescriptor.all[selected].stepped(self.settings, by: key == .left ? -1 : 1, voices: voices)
            return []
        case .escape, .function(2), .character("q"):
            mode = .normal
        default:
            status = "Settings: ↑↓ choose, ←→ change, Esc closes."
        }
        return []
    }

    mutating func appActionKey(_ key: Key, selected: Int) -> [Effect] {
        let actions = appActionRows
        switch key {
        case .up: mode = .appActions(selected: (selected + actions.count - 1) % actions.count)
        case .down, .tab: mode = .appActions(selected: (selected + 1) % actions.count)
        case .escape, .function(4), .character("q"): mode = .normal
        case .enter:
            guard actions[selected].available else {
                status = "Not available: \(actions[selected].why)."
                return []
            }
            return performAppAction(actions[selected].action)
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
            case .label:
                return setOnFocusedElement(ElementChange(.label, .text(text)))
            case .value:
                return setOnFocusedElement(ElementChange(.value, .text(text)))
            case .hint:
                return setOnFocusedElement(ElementChange(.hint, .text(text)))
            case .actions:
                return setOnFocusedElement(ElementChange(.actions, .list(Self.listItems(text))))
            case .values:
                return setOnFocusedElement(ElementChange(.values, .list(Self.listItems(text))))
            case .traits:
                let names = Self.listItems(text)
                if let unknown = names.first(where: { ElementTrait(rawValue: $0) == nil }) {
                    status = "\"\(unknown)\" is no trait; traits are " + ElementTrait.blockTraits.map(\.rawValue).joined(separator: ", ") + "."
                    return []
                }
                return setOnFocusedElement(ElementChange(.traits, .list(names)))
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

    /// A comma list as typed in a prompt: its items, trimmed, the empty ones left out.
    static func listItems(_ text: String) -> [String] {
        text.split(separator: ",").map { item in
            String(item.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }.filter { !$0.isEmpty }
    }

    /// Appends pasted text to the prompt being typed.
    mutating func pasteIntoPrompt(_ pasted: String) {
        if case .prompt(let purpose, let text) = mode { mode = .prompt(purpose, text: text + pasted) }
    }
}
