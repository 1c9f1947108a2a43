import OverhearKit

/// Why a key did nothing, for the status line: a key that is refused always says why.
extension AppState {
    /// Why Enter would do nothing on the focused element; nil when activating does something.
    var whyActivateDoesNothing: String? {
        guard let focus = voiceOver.focus else { return "Nothing is focused yet: Tab moves to the first element." }
        let element = screen.element(focus)
        let field = screen.fields[focus.field]
        guard field.enabled else { return "\(element.id) is dimmed (the app disabled it): Enter does nothing; F4 can enable it." }
        let name = element.label.isEmpty ? element.id : element.label
        switch focus.part {
        case .text:
            return field.isEditing ? "Already editing \(field.id): type, or Esc stops editing." : nil
        case .clear:
            return nil
        case .placeholder:
            return "\(name): placeholder label, static text. Its text field is \(wayToTextField(from: focus))."
        case .helper:
            return "\(name): helper text, static text. Its text field is \(wayToTextField(from: focus))."
        case .counter:
            return "\(name): character counter, static text. Its text field is \(wayToTextField(from: focus))."
        }
    }

    /// How many swipes, and which way, lead from `ref` to its field's text element.
    private func wayToTextField(from ref: ElementRef) -> String {
        let refs = screen.presentRefs
        guard let here = refs.firstIndex(of: ref),
              let there = refs.firstIndex(of: ElementRef(field: ref.field, part: .text)) else { return "in the same field" }
        let steps = there - here
        let count = Swift.abs(steps)
        let key = steps > 0 ? "Tab" : "Shift-Tab"
        if count == 1 { return steps > 0 ? "next (Tab)" : "previous (Shift-Tab)" }
        return "\(count) \(steps > 0 ? "on" : "back") (\(key) ×\(count))"
    }

    /// What a key with no meaning here says.
    static func unusedKey(_ key: Key) -> String {
        let name: String
        switch key {
        case .function(let number): name = "F\(number)"
        case .control(let letter): name = "Ctrl-" + String(letter).uppercased()
        default: name = "This key"
        }
        return "\(name) does nothing here: F1 lists the keys."
    }
}
