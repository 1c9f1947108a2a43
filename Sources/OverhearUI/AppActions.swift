import OverhearKit

/// What the app can do to the screen from the F4 menu: each action once, with its label and
/// whether it can be done now, so the menu, Enter and the prompt never go by row numbers.
enum AppAction: Equatable {
    case setError, clearError, toggleEnabled
    /// What `set` can change on an element, each of its keys.
    case changeLabel, changeValue, changeHint, changeTraits, toggleElementEnabled, hide, changeActions, changeValues, toggleOn
    /// A tab bar's tab selected, as the app selects one: the bar's other tabs lose `selected`.
    case selectTab
    case showHidden, layoutChanged, screenChanged
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
                AppAction.Row(action: .changeHint, label: "Change the hint…", why: ""),
                AppAction.Row(action: .changeTraits, label: "Change the traits…", why: ""),
                AppAction.Row(action: .toggleElementEnabled, label: element.enabled ? "Disable the element" : "Enable the element", why: ""),
                AppAction.Row(action: .hide, label: "Hide the element", why: ""),
                AppAction.Row(action: .changeActions, label: "Change the custom actions…", why: ""),
                AppAction.Row(action: .changeValues, label: "Change the values…", why: element.has(.adjustable) ? "" : "not adjustable: add the trait first"),
                AppAction.Row(action: .toggleOn, label: element.on ? "Turn it off" : "Turn it on", why: element.has(.switch) ? "" : "not a switch: add the trait first"),
                AppAction.Row(action: .showHidden, label: "Show the hidden elements", why: anyHidden ? "" : "none is hidden"),
                AppAction.Row(action: .layoutChanged, label: "Post layout-changed to it", why: ""),
                AppAction.Row(action: .screenChanged, label: "Post screen-changed", why: ""),
                AppAction.Row(action: .announce, label: "Post an announcement…", why: ""),
            ]
            if element.has(.tab) {
                rows.insert(AppAction.Row(action: .selectTab, label: "Select this tab", why: element.has(.selected) ? "it is selected" : ""), at: 0)
            }
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
        case .changeHint: mode = .prompt(.hint, text: "")
        // A list starts from the element's, to be changed rather than typed again.
        case .changeTraits: mode = .prompt(.traits, text: focusedList { $0.traits.map(\.rawValue) })
        case .changeActions: mode = .prompt(.actions, text: focusedList(\.actions))
        case .changeValues: mode = .prompt(.values, text: focusedList(\.values))
        case .toggleElementEnabled:
            guard let index = focusedElement else { return [] }
            return setOnFocusedElement(ElementChange(.enabled, .flag(!screen.elements[index].enabled)))
        case .toggleOn:
            guard let index = focusedElement else { return [] }
            return setOnFocusedElement(ElementChange(.on, .flag(!screen.elements[index].on)))
        case .selectTab: return selectFocusedTab()
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

    /// A list of the focused element's, as a prompt shows it: `tab, selected`.
    private func focusedList(_ list: (ScreenElement) -> [String]) -> String {
        focusedElement.map { list(screen.elements[$0]).joined(separator: ", ") } ?? ""
    }

    /// Selects the focused tab as an app does: first the other tabs of its bar (the tab
    /// elements next to it) lose `selected`, then it gains it; each is a `set`, recorded.
    private mutating func selectFocusedTab() -> [Effect] {
        guard let focus = voiceOver.focus, let index = focusedElement else { return [] }
        // The tabs next to it in its group (a tab bar beside a segmented control keeps its own).
        func tab(_ item: Int) -> Int? {
            guard screen.items.indices.contains(item), let element = screen.elementIndex(ofItem: item), screen.elements[element].has(.tab),
                  screen.elements[element].group == screen.elements[index].group else { return nil }
            return element
        }
        var bar: [Int] = []
        var item = focus.item - 1
        while tab(item) != nil { bar.append(item); item -= 1 }
        item = focus.item + 1
        while tab(item) != nil { bar.append(item); item += 1 }
        var effects: [Effect] = []
        for other in bar.sorted() where screen.elements[tab(other)!].has(.selected) {
            let traits = screen.elements[tab(other)!].traits.filter { $0 != .selected }.map(\.rawValue)
            effects += perform(.setElement(item: other, ElementChange(.traits, .list(traits))))
        }
        let traits = screen.elements[index].traits.map(\.rawValue) + ["selected"]
        return effects + perform(.setElement(item: focus.item, ElementChange(.traits, .list(traits))))
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
