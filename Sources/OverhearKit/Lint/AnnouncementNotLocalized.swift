/// `announcement-not-localized`: VoiceOver in another language than English, and a
/// component that speaks its own English strings there: MDC's announcements and its clear
/// button's label (languages.md §4). The app's own `announce` text is not judged.
public struct AnnouncementNotLocalized: LintRule {
    public let id = "announcement-not-localized"
    public let level = LintLevel.warning
    public let summary = "A component speaks its own English strings under VoiceOver in another language."
    public let why = "A user of that language hears the component's words in English: MDC hard-codes them."

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        let language = context.scenario.settings.language
        guard language != Phrasebook.english.language else { return [] }
        return labels(context, language) + announcements(context, language)
    }

    /// The clear buttons the component labels in English.
    private func labels(_ context: LintContext, _ language: String) -> [LintFinding] {
        context.parts.compactMap { part in
            guard part.element.elementID.part == .clear, let field = part.field, field.kind.rules.stringsStayEnglish,
                  !part.element.label.isEmpty else { return nil }
            return finding(part, "\(part.element.id)'s label \(part.element.label.messageQuoted) is \(Self.component(field))'s English, whatever the language (\(language))")
        }
    }

    /// The component's announcements, each text once an action. The play is repeated, with
    /// the field each action changes known: only a scenario in another language pays for it.
    private func announcements(_ context: LintContext, _ language: String) -> [LintFinding] {
        var engine = VoiceOver(screen: context.screen, settings: context.scenario.settings, names: context.scenario.characterNames)
        var findings: [LintFinding] = []
        for action in context.scenario.actions {
            if case .announce = action.command { continue }
            let editedBefore = engine.screen.editingField
            var announced: [String] = []
            do {
                try engine.perform(action.command) { _, requests in
                    for request in requests where request.utterance.kind == .announce && !announced.contains(request.utterance.text) {
                        announced.append(request.utterance.text)
                    }
                }
            } catch {
                break
            }
            guard !announced.isEmpty, let field = Self.changedField(action.command, engine.screen, editedBefore: editedBefore),
                  field.kind.rules.stringsStayEnglish else { continue }
            for text in announced {
                findings.append(finding(line: action.line, column: action.column,
                                        "\(Self.component(field)) announces \(text.messageQuoted) in English, whatever the language (\(language))"))
            }
        }
        return findings
    }

    /// The field whose component reacted to an action: the one `set` changes, else the one
    /// being edited (after the action, or before it for one that ends editing).
    private static func changedField(_ command: ScenarioCommand, _ screen: Screen, editedBefore: Int?) -> Field? {
        if case .set(let item, _) = command { return screen.fieldIndex(ofItem: item).map { screen.fields[$0] } }
        return (screen.editingField ?? editedBefore).map { screen.fields[$0] }
    }

    /// The component and its release, as a team pins it (`mdc-2018 58.0.0`).
    private static func component(_ field: Field) -> String {
        field.kind.uses(.version) ? "\(field.kind.name) \(field.release)" : field.kind.name
    }
}
