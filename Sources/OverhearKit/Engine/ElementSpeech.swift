/// What VoiceOver says of an element when focus lands on it, and its hint: one generator for
/// every element, field part and element block alike, from its content, its editing state,
/// the settings and the phrasebook (spec §3; screen-elements.md §2).
///
/// As Orca's speech generators do, the order is data: a list of slots for each state, and
/// the traits' rows (`ElementTrait.row`): their order, what each replaces, their hints.
struct ElementSpeech {
    /// Where an edited field's insertion point is, which its focus utterance says.
    enum InsertionPoint { case start, middle, end }

    /// One place in a focus utterance.
    enum Slot { case selected, label, value, dimmed, traits, tabPosition, isEditing, characterMode, insertionPoint }

    /// An element browsed to: `selected, Reader, tab, 2 of 5`; `Zip code, 5 digits, text field`.
    static let browsing: [Slot] = [.selected, .label, .value, .dimmed, .traits, .tabPosition]
    /// The text element of the field being edited: `Zip code, text field, is editing, 902,
    /// character mode, insertion point at end`.
    static let editing: [Slot] = [.label, .traits, .isEditing, .value, .characterMode, .insertionPoint]

    let phrases: Phrasebook
    let settings: Settings

    /// The focus utterance; `insertionPoint` is given for the field being edited.
    func focus(_ content: ElementContent, insertionPoint: InsertionPoint? = nil, tabPosition: (index: Int, count: Int)? = nil) -> Utterance {
        var segments = [Segment]()
        segments.reserveCapacity(6)
        for slot in insertionPoint == nil ? Self.browsing : Self.editing {
            switch slot {
            case .selected: if content.has(.selected) { segments.append(phrase(.state, phrases.phrase(for: .selected))) }
            case .label: segments.append(spoken(.label, content.label))
            // A switch's value is its state, spoken after its trait.
            case .value: if !content.speaksState { segments.append(spoken(.value, content.value)) }
            case .dimmed: if content.isDimmed { segments.append(phrase(.state, phrases.dimmed)) }
            case .traits:
                for trait in ElementTrait.spoken(among: content.traits) {
                    segments.append(phrase(.trait, phrases.phrase(for: trait)))
                    if trait.row.speaksState { segments.append(phrase(.state, content.isOn ? phrases.on : phrases.off)) }
                }
            case .tabPosition:
                if let tabPosition { segments.append(phrase(.state, phrases.tabPosition(tabPosition.index, tabPosition.count))) }
            case .isEditing: segments.append(phrase(.state, phrases.isEditing))
            case .characterMode: segments.append(phrase(.state, phrases.characterMode))
            case .insertionPoint: if let insertionPoint { segments.append(phrase(.state, self.phrase(for: insertionPoint))) }
            }
        }
        return Utterance(.focus, segments)
    }

    /// What VoiceOver says of an insertion point: nothing in the middle of the text.
    func phrase(for insertionPoint: InsertionPoint) -> String {
        switch insertionPoint {
        case .start: phrases.insertionPointAtStart
        case .middle: ""
        case .end: phrases.insertionPointAtEnd
        }
    }

    /// The hint's parts, each said once: the app's hint and the traits' own (unless hints
    /// are off), then `actions available`; none for a dimmed element or while it is edited.
    func hintTexts(_ content: ElementContent, isEditing: Bool = false) -> [String] {
        guard !content.isDimmed && !isEditing else { return [] }
        var texts: [String] = []
        if settings.hints {
            if !content.appHint.isEmpty { texts.append(content.appHint) }
            for trait in ElementTrait.spoken(among: content.traits) {
                switch trait.row.hint {
                case .none: continue
                case .own(let hint): texts.append(phrases.hint(hint))
                case .default(let hint): if content.appHint.isEmpty { texts.append(phrases.hint(hint)) }
                }
            }
        }
        if content.hasActions { texts.append(phrases.actionsAvailable) }
        return texts
    }

    /// The hint utterance, or nil when there is none.
    func hint(_ content: ElementContent, isEditing: Bool = false) -> Utterance? {
        let texts = hintTexts(content, isEditing: isEditing)
        return texts.isEmpty ? nil : Utterance(.hint, texts.map { spoken(.hint, $0) })
    }

    /// A segment of the app's or the user's text, its control characters named.
    private func spoken(_ role: SegmentRole, _ text: String) -> Segment {
        Segment(role, text, in: phrases)
    }

    /// A segment of the phrasebook's own words, which hold no control character to name
    /// (`PhrasebookTests` holds every phrasebook to that).
    private func phrase(_ role: SegmentRole, _ text: String) -> Segment {
        Segment(role, named: text)
    }
}
