/// What VoiceOver says and does for the element blocks beside the fields: buttons,
/// switches, adjustable elements, tabs, custom actions, and the app's notifications
/// (screen-elements.md §2–§4).
extension VoiceOver {
    /// The order VoiceOver speaks an element's trait phrases in, after `button` (§2, item 6).
    static let traitPhraseOrder: [ElementTrait] = [.backButton, .switch, .tab, .heading, .link, .adjustable, .image, .searchField]

    /// The focus utterance and hint of an element block (§2).
    func elementFocusRequests(_ id: ElementID, element: ScreenElement) -> [SpeechRequest] {
        var segments = [Segment]()
        // Room for the usual few, so that appending does not grow the list again and again.
        segments.reserveCapacity(6)
        func add(_ role: SegmentRole, _ text: String) { segments.append(Segment(role, named: phrases.spoken(text))) }
        if element.has(.selected) { add(.state, phrases.elementTraits[.selected] ?? "") }
        add(.label, element.label)
        if !element.has(.switch) { add(.value, element.value) }
        if !element.enabled { add(.state, phrases.dimmed) }
        if element.has(.button) && !element.has(.backButton) && !element.has(.switch) && !element.has(.tab) {
            add(.trait, phrases.elementTraits[.button] ?? "")
        }
        for trait in Self.traitPhraseOrder where element.has(trait) {
            add(.trait, phrases.elementTraits[trait] ?? "")
            if trait == .switch { add(.state, element.on ? phrases.on : phrases.off) }
        }
        if element.has(.tab), let position = tabPosition(of: id) { add(.state, phrases.tabPosition(position.index, position.count)) }
        var requests = [SpeechRequest(Utterance(.focus, segments), .screenReader)]
        let hint = element.enabled ? screen.elementHintSegments(element, phrases: phrases, hints: settings.hints) : []
        if !hint.isEmpty {
            requests.append(SpeechRequest(Utterance(.hint, hint.map { Segment(.hint, phrases.spoken($0)) }), .hint))
        }
        return requests
    }

    /// A tab's place among the screen's present tabs, in swipe order: `N of M`.
    private func tabPosition(of id: ElementID) -> (index: Int, count: Int)? {
        var index = 0, count = 0
        for (item, kind) in screen.items.enumerated() {
            guard case .element(let position) = kind, screen.elements[position].has(.tab),
                  screen.isPresent(ElementID(item: item, part: .text)) else { continue }
            count += 1
            if item == id.item { index = count }
        }
        return index > 0 ? (index, count) : nil
    }

    /// Activating an element block: a selected custom action is performed, a switch flips;
    /// anything else is the app's to answer with the next actions (§3).
    mutating func activateElement(_ index: Int) -> [SpeechRequest] {
        let element = screen.elements[index]
        guard element.enabled else { return [] }
        if element.selectedAction > 0 {
            screen.update(element: index) { $0.selectedAction = 0 }
            return []
        }
        guard element.has(.switch) else { return [] }
        let on = screen.update(element: index) { element -> Bool in
            element.on.toggle()
            return element.on
        }
        return [SpeechRequest(Utterance(.value, [Segment(.value, on ? phrases.on : phrases.off)]), .screenReader)]
    }

    /// A swipe up or down: the next or previous value of an adjustable element, the previous
    /// or next custom action, or the boundary sound when there is nothing to adjust (§3, §6).
    mutating func swipe(up: Bool) -> [SpeechRequest] {
        let boundary = [SpeechRequest(.sound("boundary"), .screenReader)]
        guard let id = focus, let index = screen.elementIndex(ofItem: id.item) else { return boundary }
        let element = screen.elements[index]
        guard element.enabled else { return boundary }
        if element.has(.adjustable) && !element.values.isEmpty {
            let position = element.values.firstIndex(of: element.value) ?? 0
            let next = position + (up ? 1 : -1)
            guard element.values.indices.contains(next) else { return boundary }
            screen.update(element: index) { $0.value = element.values[next] }
            return [SpeechRequest(Utterance(.value, [Segment(.value, phrases.spoken(element.values[next]))]), .screenReader)]
        }
        guard !element.actions.isEmpty else { return boundary }
        let count = element.actions.count + 1
        let selected = (element.selectedAction + (up ? -1 : 1) + count) % count
        screen.update(element: index) { $0.selectedAction = selected }
        let name = selected == 0 ? phrases.activateAction : element.actions[selected - 1]
        return [SpeechRequest(Utterance(.action, [Segment(.value, phrases.spoken(name))]), .screenReader)]
    }

    /// A notification the app posts: layout-changed moves focus to the element it names;
    /// screen-changed plays its sound and moves focus to it or to the first element (§4).
    mutating func notify(_ notification: AppNotification, _ target: ElementID?) throws(EngineError) -> [SpeechRequest] {
        if let target, !screen.isPresent(target) {
            throw EngineError("element \"\(screen.name(of: target))\" is not present now")
        }
        switch notification {
        case .layoutChanged:
            guard let target else { return [] }
            return moveFocus(to: target)
        case .screenChanged:
            let sound = SpeechRequest(.sound("screen-changed"), .screenReader)
            guard let destination = target ?? screen.firstPresent(fromEnd: false) else {
                focus = nil
                return [sound]
            }
            return [sound] + moveFocus(to: destination)
        }
    }
}
