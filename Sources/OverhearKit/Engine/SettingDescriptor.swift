/// One setting described once: its name in scenario files, its form, its row in the UI's
/// settings panel and its line in help. The parser, the writer, the panel and help read it.
public struct SettingDescriptor: Sendable {
    /// The setting as a key of the `settings` block: its name, form, help, getter and setter.
    let setting: KeyDescriptor<Settings, String>
    /// The settings panel's label.
    public let label: String
    /// How far one press of ← or → moves a number in the settings panel, and its bounds there.
    public let step: Int
    public let panelRange: ClosedRange<Int>

    public var name: String { setting.key }
    public var form: ValueForm { setting.form }
    public var help: String { setting.help }
    var get: @Sendable (Settings) -> FieldValue { setting.get }
    var set: @Sendable (inout Settings, FieldValue) -> Void { setting.set }

    public static let all: [SettingDescriptor] = [
        .init("typing-echo", "Typing echo", .choice(Settings.TypingEcho.allCases.map(\.rawValue)), "what is echoed while typing",
              get: { .choice($0.typingEcho.rawValue) }, set: { $0.typingEcho = .init(rawValue: $1.choice)! }),
        .init("hints", "Hints", .flag, "whether hints are spoken", get: { .flag($0.hints) }, set: { $0.hints = $1.flag }),
        .init("hint-delay", "Hint delay", .duration, "the pause before a hint (not scaled by rate)", step: 100, panelRange: 0...5000,
              get: { .number($0.hintDelay) }, set: { $0.hintDelay = $1.number }),
        .init("rate", "Rate", .count(1...100), "speaking rate; 50 is normal, 100 twice as fast", step: 5, panelRange: 1...100,
              get: { .number($0.rate) }, set: { $0.rate = $1.number }),
        .init("capitals", "Capitals", .choice(Settings.Capitals.allCases.map(\.rawValue)), "how capitals are marked when echoed",
              get: { .choice($0.capitals.rawValue) }, set: { $0.capitals = .init(rawValue: $1.choice)! }),
        .init("language", "Language", .language, "the language of VoiceOver's own words",
              get: { .choice($0.language) }, set: { $0.language = $1.choice }),
        .init("voice", "Voice", .voiceName, "the espeak-ng voice (audio only)",
              get: { .text($0.voice) }, set: { $0.voice = $1.text }),
    ]

    public static let named: [String: SettingDescriptor] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
    /// Each setting's name as bytes, in the order of `all`, for the parser.
    static let nameBytes: [[UInt8]] = all.map { Array($0.name.utf8) }

    /// Settings write their flags as on / off.
    static let flagWords = (yes: "on", no: "off")

    public func value(in settings: Settings) -> FieldValue { get(settings) }

    public func apply(_ value: FieldValue, to settings: inout Settings) { set(&settings, value) }

    /// The value as a settings block writes it.
    public func written(_ settings: Settings) -> String { form.write(get(settings), flagWords: Self.flagWords) }

    /// The setting moved one step (`direction` ±1) as the settings panel moves it: choices and
    /// `voices` cycle, flags toggle, numbers move by `step` within `panelRange`.
    public func stepped(_ settings: Settings, by direction: Int, voices: [String]) -> Settings {
        var result = settings
        switch (form, get(settings)) {
        case (.choice(let names), .choice(let name)):
            set(&result, .choice(Self.cycled(names, from: name, by: direction)))
        case (.language, .choice(let name)):
            set(&result, .choice(Self.cycled(Phrasebook.all.map(\.language), from: name, by: direction)))
        case (.flag, .flag(let on)):
            set(&result, .flag(!on))
        case (_, .number(let number)):
            set(&result, .number(Swift.min(panelRange.upperBound, Swift.max(panelRange.lowerBound, number + direction * step))))
        case (.voiceName, .text(let voice)) where !voices.isEmpty:
            set(&result, .text(Self.cycled(Self.voiceChoices(voices, language: settings.phrases.voice), from: voice, by: direction)))
        default:
            break
        }
        return result
    }

    /// The voices the panel cycles through: `""`, following the language, sits just after
    /// the language's own voice, so that → and ← back return to following it.
    static func voiceChoices(_ voices: [String], language voice: String) -> [String] {
        var choices = voices.filter { !$0.isEmpty }
        choices.insert("", at: choices.firstIndex(of: voice).map { $0 + 1 } ?? 0)
        return choices
    }

    private static func cycled(_ names: [String], from name: String, by direction: Int) -> String {
        let index = names.firstIndex(of: name) ?? 0
        return names[(index + direction + names.count) % names.count]
    }

    private init(_ name: String, _ label: String, _ form: ValueForm, _ help: String, step: Int = 1, panelRange: ClosedRange<Int> = 0...0,
                 get: @escaping @Sendable (Settings) -> FieldValue, set: @escaping @Sendable (inout Settings, FieldValue) -> Void) {
        setting = KeyDescriptor(name, form, help, get: get, set: set)
        self.label = label
        self.step = step
        self.panelRange = panelRange
    }
}
