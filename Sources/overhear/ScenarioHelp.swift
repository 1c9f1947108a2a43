import OverhearKit

/// `overhear help scenario`: the scenario format's keys, settings and actions, written from
/// the same tables the parser and the writer read, so it cannot drift from them.
enum ScenarioHelp {
    static var text: String {
        var text = """
        Scenario files: blocks, then actions with their expected speech (docs/scenario-format.md).

          field [KIND] [ID]      a text field; KIND one of \(FieldKind.all.map(\.name).joined(separator: ", ")) (default \(FieldKind.default.name))
            KEY: VALUE           one of the keys below, indented

        Field keys:

        """
        for descriptor in FieldKeyDescriptor.all {
            let kinds = FieldKind.all.filter { $0.uses(descriptor.key) }
            let only = kinds.count == FieldKind.all.count ? "" : " (\(kinds.map(\.name).joined(separator: ", ")))"
            text += row(descriptor.key.rawValue + ": " + descriptor.form.syntax, descriptor.help + only)
        }
        text += "\n  settings               the screen reader's settings, indented below:\n\n"
        for descriptor in SettingDescriptor.all {
            let syntax = descriptor.form.syntax.replacingFlagWords()
            text += row(descriptor.name + ": " + syntax, descriptor.help)
        }
        text += "\nActions (> [+N ms] ACTION):\n\n"
        for descriptor in ActionDescriptor.all {
            text += row(descriptor.syntax, descriptor.help)
        }
        text += "\nExpected lines, indented under their action: KIND: TEXT or KIND (interrupted): TEXT,\n"
        text += "KIND one of \(UtteranceKind.allCases.map(\.rawValue).joined(separator: ", ")).\n"
        return text
    }

    private static func row(_ left: String, _ right: String) -> String {
        let shown = "    " + left
        return (shown.count < 27 ? shown.padded(to: 27) : shown + "\n" + String(repeating: " ", count: 27)) + right + "\n"
    }
}

private extension String {
    /// Settings write flags as on / off.
    func replacingFlagWords() -> String { self == "yes|no" ? "on|off" : self }
}
