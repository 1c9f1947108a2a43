import OverhearKit

/// `--language LANG`: the language a command's VoiceOver speaks, over the scenario's own
/// setting (languages.md §1); nil when the command line names none.
func chosenLanguage(_ command: ParsedCommandLine) throws(UsageError) -> String? {
    guard let language = command.options["--language"] else { return nil }
    guard Phrasebook.named(language) != nil else {
        throw UsageError(message: "\(command.command.name): --language: " + Phrasebook.invalidLanguage(language))
    }
    return language
}

extension Scenario {
    /// The scenario in `language`, when one is chosen.
    func speaking(_ language: String?) -> Scenario {
        guard let language else { return self }
        var scenario = self
        scenario.settings.language = language
        return scenario
    }
}
