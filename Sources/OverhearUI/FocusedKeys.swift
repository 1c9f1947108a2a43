import OverhearKit

/// The keys of the focused element, which help (F1) shows first, as lazygit's `?` does:
/// what Enter and ↑ ↓ do on it, which the list of every key can only say in general.
extension AppState {
    /// Help's section on the focused element: a title line and its keys, in help's
    /// key-column form; none when nothing is focused.
    var focusedKeyLines: [String] {
        guard let focus = voiceOver.focus else { return [] }
        func key(_ name: String, _ what: String) -> String { name.padded(to: 18) + what }
        if let index = screen.elementIndex(ofItem: focus.item) {
            let element = screen.elements[index]
            let name = element.label.isEmpty ? element.id : element.label
            let kind = element.traits.first { $0 != .selected }?.rawValue ?? "static text"
            var lines = ["On \(name) (\(kind)):"]
            guard element.enabled else { return lines + [key("Enter, ↑ / ↓", "nothing: the app disabled it (F4 can enable it)")] }
            if element.has(.adjustable) && !element.values.isEmpty {
                lines.append(key("↑ / ↓", "next / previous value (now \(element.value))"))
            } else if !element.actions.isEmpty {
                lines.append(key("↑ / ↓", "choose a custom action: " + element.actions.joined(separator: ", ")))
                let chosen = element.selectedAction > 0 ? element.actions[element.selectedAction - 1] : nil
                lines.append(key("Enter", chosen.map { "perform \($0)" } ?? "activate (↑ ↓ choose an action first)"))
            }
            if focusAdjusts { lines.append(key("PgUp PgDn", "scroll the transcript (↑ ↓ work on \(name) here)")) }
            if element.has(.switch) {
                lines.append(key("Enter", "flip it (now \(element.on ? "on" : "off"))"))
            } else if appAnswer != nil {
                lines.append(key("Enter", "activate: the app answers (its scripted response)"))
            } else if element.actions.isEmpty {
                lines.append(key("Enter", whyActivateDoesNothing ?? "activate"))
            }
            return lines
        }
        guard let index = screen.fieldIndex(ofItem: focus.item) else { return [] }
        let field = screen.fields[index]
        switch focus.part {
        case .text:
            var lines = ["On \(field.id) (\(field.kind.name) text field):"]
            if !field.isEditing { return lines + [key("Enter", "edit it")] }
            if field.kind.rules.isMultiline { lines.append(key("Enter", "a new line")) }
            return lines + [key("Esc", "stop editing it")]
        case .clear:
            return ["On \(field.id)'s clear button:", key("Enter", "clear the text")]
        default:
            return ["On \(screen.name(of: focus)) (static text):", key("Enter", whyActivateDoesNothing ?? "activate")]
        }
    }

    /// Every line help shows: the focused element's keys, then every key.
    var helpLines: [String] {
        let own = focusedKeyLines
        return own.isEmpty ? Overlay.helpLines : own + ["", "Every key:"] + Overlay.helpLines
    }
}
