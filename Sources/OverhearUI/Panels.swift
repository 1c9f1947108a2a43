import OverhearKit

/// The settings panel (F2), the app actions menu (F4) and the text prompt they use.
extension AppState {
    /// The settings panel's rows, in order.
    static let settingNames = ["Typing echo", "Hints", "Hint delay", "Rate", "Capitals", "Voice"]
    static let voices = ["en-us", "en-gb", "en", "de", "fr", "es", "it", "ja"]

    /// Each setting's current value as the panel shows it.
    var settingValues: [String] {
        let settings = self.settings
        return [settings.typingEcho.rawValue, settings.hints ? "on" : "off", "\(settings.hintDelay) ms",
                "\(settings.rate)", settings.capitals.rawValue, settings.voice.isEmpty ? "en-us" : settings.voice]
    }

    mutating func settingsKey(_ key: Key, selected: Int) -> [Effect] {
        let count = Self.settingNames.count
        switch key {
        case .up: mode = .settings(selected: (selected + count - 1) % count)
        case .down, .tab: mode = .settings(selected: (selected + 1) % count)
        case .left, .right, .enter, .character(" "):
            var settings = self.settings
            let step = key == .left ? -1 : 1
            switch selected {
            case 0: settings.typingEcho = Self.cycle(settings.typingEcho, step)
            case 1: settings.hints.toggle()
            case 2: settings.hintDelay = Swift.min(5000, Swift.max(0, settings.hintDelay + step * 100))
            case 3: settings.rate = Swift.min(100, Swift.max(1, settings.rate + step * 5))
            case 4: settings.capitals = Self.cycle(settings.capitals, step)
            default:
                let current = Self.voices.firstIndex(of: settings.voice.isEmpty ? "en-us" : settings.voice) ?? 0
                settings.voice = Self.voices[(current + step + Self.voices.count) % Self.voices.count]
            }
            self.settings = settings
            return []
        case .escape, .function(2), .character("q"):
            mode = .normal
        default:
            break
        }
        return []
    }

    static func cycle<T: CaseIterable & Equatable>(_ value: T, _ step: Int) -> T {
        let all = Array(T.allCases)
        let index = all.firstIndex(of: value)!
        return all[(index + step + all.count) % all.count]
    }

    /// The app actions offered for the focused field: a label and whether its kind allows it.
    var appActions: [(label: String, available: Bool)] {
        let field = focusedField.map { screen.fields[$0] }
        let hasErrors = field.map { $0.kind.uses(.error) } ?? false
        return [("Set an error…", hasErrors), ("Clear the error", hasErrors && field?.error != nil),
                ("Post an announcement…", true), (field?.enabled == false ? "Enable the field" : "Disable the field", field != nil)]
    }

    /// The field the focused element belongs to.
    var focusedField: Int? { voiceOver.focus?.field }

    mutating func appActionKey(_ key: Key, selected: Int) -> [Effect] {
        let actions = appActions
        switch key {
        case .up: mode = .appActions(selected: (selected + actions.count - 1) % actions.count)
        case .down, .tab: mode = .appActions(selected: (selected + 1) % actions.count)
        case .escape, .function(4), .character("q"): mode = .normal
        case .enter:
            guard actions[selected].available else {
                status = focusedField == nil ? "Focus a field first." : "This field's kind has no such state."
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
            break
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
            break
        }
        return []
    }

    /// Appends pasted text to the prompt being typed.
    mutating func pasteIntoPrompt(_ pasted: String) {
        if case .prompt(let purpose, let text) = mode { mode = .prompt(purpose, text: text + pasted) }
    }

    private mutating func setOnFocusedField(_ change: FieldChange) -> [Effect] {
        guard let field = focusedField else { return [] }
        return perform(.set(field: field, change))
    }
}
