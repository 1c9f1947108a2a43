extension Screen {
    /// The element `id` names, as an inspector shows it now: its content, and the hint
    /// VoiceOver gives it with hints on (spec §3; screen-elements.md §2).
    public func element(_ id: ElementID, phrases: Phrasebook) -> Element {
        let content = content(of: id, phrases: phrases)
        let isEditing = fieldIndex(ofItem: id.item).map { fields[$0].isEditing } ?? false
        let hint = ElementSpeech(phrases: phrases, settings: Settings()).hintTexts(content, isEditing: isEditing)
        // A switch's value is its state, which VoiceOver reads instead.
        return Element(elementID: id, id: name(of: id), label: content.label, value: content.speaksState ? "" : content.value,
                       traits: content.traits, hint: hint.joined(separator: ", "), isPresent: isPresent(id), isDimmed: content.isDimmed)
    }

    /// Every element of the screen in swipe order, present or not.
    public func allElements(phrases: Phrasebook) -> [Element] {
        var result: [Element] = []
        for item in items.indices {
            for part in parts(ofItem: item) { result.append(element(ElementID(item: item, part: part), phrases: phrases)) }
        }
        return result
    }
}
