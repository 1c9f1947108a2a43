/// What VoiceOver does with the element blocks beside the fields: tabs' positions,
/// switches, adjustable elements, custom actions, and the app's notifications
/// (screen-elements.md §2–§4). What it says on focus is `ElementSpeech`'s, as for fields.
extension VoiceOver {
    /// A tab's place among the screen's present tabs of its group, in swipe order: `N of M`.
    func tabPosition(of id: ElementID) -> (index: Int, count: Int)? {
        guard case .element(let own) = screen.items[id.item] else { return nil }
        let group = screen.elements[own].group
        var index = 0, count = 0
        for (item, kind) in screen.items.enumerated() {
            guard case .element(let position) = kind, screen.elements[position].has(.tab), screen.elements[position].group == group,
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
        return [SpeechRequest(Utterance(.value, [Segment(.value, named: on ? phrases.on : phrases.off)]), .screenReader)]
    }

    /// A swipe up or down: the next or previous value of an adjustable element, the previous
    /// or next custom action, or the boundary sound when there is nothing to adjust (§3, §6).
    mutating func swipe(up: Bool) -> [SpeechRequest] {
        guard let id = focus, let index = screen.elementIndex(ofItem: id.item) else { return boundary }
        let element = screen.elements[index]
        guard element.enabled else { return boundary }
        if element.has(.adjustable) && !element.values.isEmpty {
            let position = element.values.firstIndex(of: element.value) ?? 0
            let next = position + (up ? 1 : -1)
            guard element.values.indices.contains(next) else { return boundary }
            screen.update(element: index) { $0.value = element.values[next] }
            return [SpeechRequest(Utterance(.value, [Segment(.value, element.values[next], in: phrases)]), .screenReader)]
        }
        guard !element.actions.isEmpty else { return boundary }
        let count = element.actions.count + 1
        let selected = (element.selectedAction + (up ? -1 : 1) + count) % count
        screen.update(element: index) { $0.selectedAction = selected }
        let name = selected == 0 ? phrases.activateAction : element.actions[selected - 1]
        return [SpeechRequest(Utterance(.action, [Segment(.value, name, in: phrases)]), .screenReader)]
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
