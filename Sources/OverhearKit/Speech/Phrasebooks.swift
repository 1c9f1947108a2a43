extension Phrasebook {
    /// Every phrasebook, one a language; a language's file adds its book here.
    public static let all: [Phrasebook] = [.english, .german, .russian]

    /// Why a language code names no phrasebook, for a scenario's line or an option.
    public static func invalidLanguage(_ language: String) -> String {
        "invalid language \(language.messageQuoted); expected one of \(MessageText.choices(all.map(\.language)))"
    }

    /// The phrasebook of a language code (`en`), if there is one.
    public static func named(_ language: String) -> Phrasebook? {
        all.first { $0.language == language }
    }
}

extension Settings {
    /// The phrasebook of the settings' language: they hold only languages of
    /// `Phrasebook.all`, which their descriptor and the settings panel offer.
    public var phrases: Phrasebook {
        guard let phrases = Phrasebook.named(language) else { preconditionFailure("no phrasebook for language \(language)") }
        return phrases
    }
}
