import OverhearKit

/// Why a key did nothing, for the status line: a key that is refused always says why.
extension AppState {
    /// Why Enter would do nothing on the focused element; nil when activating does something.
    var whyActivateDoesNothing: String? {
        guard let focus = voiceOver.focus else { return "Nothing is focused yet: Tab moves to the first element." }
        let element = screen.element(focus, phrases: voiceOver.phrases)
        if let index = screen.elementIndex(ofItem: focus.item) { return whyActivateDoesNothing(onElement: screen.elements[index]) }
        guard let index = screen.fieldIndex(ofItem: focus.item) else { return nil }
        let field = screen.fields[index]
        guard field.enabled else { return "\(element.id) is dimmed (the app disabled it): Enter does nothing; F4 can enable it." }
        let name = element.label.isEmpty ? element.id : element.label
        switch focus.part {
        case .text:
            return field.isEditing ? "Already editing \(field.id): type, or Esc stops editing." : nil
        case .clear:
            return nil
        default:
            return "\(name): \(Self.role(of: focus.part)), static text. Its text field is \(wayToTextField(from: focus))."
        }
    }

    /// Why Enter does nothing on an element block; nil when it does something (a switch flips,
    /// a chosen custom action is performed) or the app would answer (a button, a link, a tab).
    private func whyActivateDoesNothing(onElement element: ScreenElement) -> String? {
        let name = element.label.isEmpty ? element.id : element.label
        guard element.enabled else { return "\(name) is dimmed (the app disabled it): Enter does nothing." }
        if element.selectedAction > 0 || appResponses[element.id] != nil { return nil }
        switch TraitRow.Enter.of(element.traits) {
        case .acts: return nil
        case .appAnswers: return "\(name): the app would answer a double tap with the next actions (F4 posts them)."
        case .nothing(let what): return "\(name) is \(what): Enter does nothing here; Tab moves on."
        }
    }

    /// What a field's static-text part is, in words.
    private static func role(of part: ElementPart) -> String {
        switch part {
        case .placeholder: return "placeholder label"
        case .helper: return "helper text"
        case .counter: return "character counter"
        case .floatingLabel: return "floating label"
        case .trailing: return "trailing label"
        default: return "label"
        }
    }

    /// How many swipes, and which way, lead from `id` to its field's text element.
    private func wayToTextField(from id: ElementID) -> String {
        let target = ElementID(item: id.item, part: .text)
        let forward = screen.parts(ofItem: id.item).firstIndex(of: .text).map { $0 > (screen.parts(ofItem: id.item).firstIndex(of: id.part) ?? 0) } ?? true
        var count = 0
        var current = id
        while current != target, let next = screen.present(after: current, backward: !forward) {
            count += 1
            current = next
        }
        guard current == target else { return "in the same field" }
        let key = forward ? "Tab" : "Shift-Tab"
        if count == 1 { return forward ? "next (Tab)" : "previous (Shift-Tab)" }
        return "\(count) \(forward ? "on" : "back") (\(key) ×\(count))"
    }

    /// What a key with no meaning here says; while editing, the keys of text editing that are
    /// not simulated say so, and what does the same.
    static func unusedKey(_ key: Key, editing: Bool = false) -> String {
        if editing, let reason = whyEditingIgnores(key) { return reason }
        return "\(key.name) does nothing here: F1 lists the keys."
    }

    /// What does the job comes first and why the key does not after it, so that a narrow
    /// status line cuts the why, never the advice.
    private static func whyEditingIgnores(_ key: Key) -> String? {
        switch key {
        case .delete:
            return "→ then Backspace deletes the next character: Delete (forward delete) is not simulated."
        case .insert:
            return "Typing inserts at the insertion point: Insert does nothing, a text field has no overtype mode."
        case .modified(let modifiers, .left), .modified(let modifiers, .right), .modified(let modifiers, .home), .modified(let modifiers, .end):
            if modifiers.contains("Shift") {
                return "←→ move the insertion point, Home and End to either end: \(key.name) (selecting) is not simulated."
            }
            return "←→ move a character, Home and End to either end: \(key.name) (moving by word) is not simulated."
        case .alt(let character):
            return "\(character) alone types it, Esc stops editing: \(key.name) does nothing while editing."
        default:
            return nil
        }
    }
}
