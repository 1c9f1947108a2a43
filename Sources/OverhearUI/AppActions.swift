import OverhearKit

/// What the app can do to the screen from the F4 menu: each action once, with its label and
/// whether it can be done now, so the menu, Enter and the prompt never go by row numbers.
enum AppAction: Equatable {
    case setError, clearError, toggleEnabled
    case changeLabel, changeValue, hide, showHidden, layoutChanged, screenChanged
    case announce
    /// The app's scripted answer to the focused element (the demo's Sign up button).
    case respond

    /// One row of the menu.
    struct Row {
        var action: AppAction
        var label: String
        /// Why it cannot be done now; empty when it can.
        var why: String
        var available: Bool { why.isEmpty }
    }
}

extension AppState {
    /// The app actions offered for the focused item: a field's or an element's.
    var appActionRows: [AppAction.Row] {
        if let index = focusedElement {
            let element = screen.elements[index]
            let anyHidden = screen.elements.contains(where: \.hidden)
            var rows = [
                AppAction.Row(action: .changeLabel, label: "Change the label…", why: ""),
                AppAction.Row(action: .changeValue, label: "Change the value…", why: ""),
                AppAction.Row(action: .hide, label: "Hide the element", why: ""),
                AppAction.Row(action: .showHidden, label: "Show the hidden elements", why: anyHidden ? "" : "none is hidden"),
                AppAction.Row(action: .layoutChanged, label: "Post layout-changed to it", why: ""),
                AppAction.Row(action: .screenChanged, label: "Post screen-changed", why: ""),
                AppAction.Row(action: .announce, label: "Post an announcement…", why: ""),
            ]
            if appResponses[element.id] != nil {
                rows.insert(AppAction.Row(action: .respond, label: "Play the app's response to \(element.label.isEmpty ? element.id : element.label)", why: ""), at: 0)
            }
            return rows
        }
        let field = focusedField.map { screen.fields[$0] }
        let noField = "no field focused"
        let noErrors = field.map { "\($0.kind.name) has no error" } ?? noField
        let hasErrors = field.map { $0.kind.uses(.error) } ?? false
        let clearWhy = !hasErrors ? noErrors : (field?.error == nil ? "no error now" : "")
        return [AppAction.Row(action: .setError, label: "Set an error…", why: hasErrors ? "" : noErrors),
                AppAction.Row(action: .clearError, label: "Clear the error", why: clearWhy),
                AppAction.Row(action: .announce, label: "Post an announcement…", why: ""),
                AppAction.Row(action: .toggleEnabled, label: field?.enabled == false ? "Enable the field" : "Disable the field",
                              why: field == nil ? noField : "")]
    }

    /// What the menu's title names: the focused field or element.
    var appActionTarget: String? {
        if let index = focusedElement { return screen.elements[index].id }
        return focusedField.map { screen.fields[$0].id }
    }

    /// The field the focused element belongs to, as an index into the screen's fields.
    var focusedField: Int? { voiceOver.focus.flatMap { screen.fieldIndex(ofItem: $0.item) } }

    /// The element block focused, as an index into the screen's elements.
    var focusedElement: Int? { voiceOver.focus.flatMap { screen.elementIndex(ofItem: $0.item) } }

    /// Does an app action now (one that needs text first opens its prompt).
    mutating func performAppAction(_ action: AppAction) -> [Effect] {
        mode = .normal
        switch action {
        case .setError: mode = .prompt(.error, text: "")
        case .announce: mode = .prompt(.announcement, text: "")
        case .changeLabel: mode = .prompt(.label, text: "")
        case .changeValue: mode = .prompt(.value, text: "")
        case .clearError: return setOnFocusedField(.error(nil))
        case .toggleEnabled: return setOnFocusedField(.enabled(screen.fields[focusedField!].enabled == false))
        case .hide: return setOnFocusedElement(ElementChange(.hidden, .flag(true)))
        case .showHidden:
            var effects: [Effect] = []
            for (item, kind) in screen.items.enumerated() {
                if case .element(let index) = kind, screen.elements[index].hidden {
                    effects += perform(.setElement(item: item, ElementChange(.hidden, .flag(false))))
                }
            }
            return effects
        case .layoutChanged: return perform(.notify(.layoutChanged, voiceOver.focus))
        case .screenChanged: return perform(.notify(.screenChanged, nil))
        case .respond:
            guard let index = focusedElement, let response = appResponses[screen.elements[index].id] else { return [] }
            return response.flatMap { perform($0) }
        }
        return []
    }

    mutating func setOnFocusedField(_ change: FieldChange) -> [Effect] {
        guard let field = focusedField else { return [] }
        return perform(.set(item: screen.item(ofField: field), change))
    }

    mutating func setOnFocusedElement(_ change: ElementChange) -> [Effect] {
        guard let id = voiceOver.focus, screen.elementIndex(ofItem: id.item) != nil else { return [] }
        return perform(.setElement(item: id.item, change))
    }
}
