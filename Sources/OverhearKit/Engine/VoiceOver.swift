/// The simulated screen reader: turns steps into speech requests and keeps focus and editing.
///
/// It knows nothing of time; a `SpeechTimeline` (virtual) or the live speaker schedules
/// what it returns.
public struct VoiceOver: Sendable {
    public private(set) var screen: Screen
    public var settings: Settings
    /// The element VoiceOver focus is on; always a present element, or nil.
    public private(set) var focus: ElementRef?

    public init(screen: Screen, settings: Settings = Settings()) {
        self.screen = screen
        self.settings = settings
    }

    /// Performs one step and returns what VoiceOver and the app ask to be said, in order.
    public mutating func perform(_ step: Step) throws(EngineError) -> [SpeechRequest] {
        let requests: [SpeechRequest]
        switch step {
        case .next: requests = move(by: 1)
        case .previous: requests = move(by: -1)
        case .first: requests = moveToEnd(last: false)
        case .last: requests = moveToEnd(last: true)
        case .focus(let ref):
            guard screen.isPresent(ref) else {
                throw EngineError("element \"\(screen.element(ref).id)\" is not present now")
            }
            focus = ref
            requests = focusRequests(ref)
        case .activate: requests = activate()
        case .escape:
            if let editing = screen.editingField { screen.fields[editing].isEditing = false }
            requests = []
        case .type(let character): requests = try type(character)
        case .paste(let text): requests = try paste(text)
        case .deleteBackward: requests = try deleteBackward()
        case .moveCursor(let forward): requests = try moveCursor(forward: forward)
        case .jumpCursor(let toEnd):
            let index = try editedField("cursor")
            screen.fields[index].moveInsertionPoint(toEnd: toEnd)
            requests = [SpeechRequest(Utterance(.cursor, [Segment(.state, insertionPhrase(screen.fields[index]))]), .screenReader)]
        case .set(let index, let change): requests = try set(change, onField: index)
        case .announce(let text, let queued):
            requests = [SpeechRequest(Utterance(.announce, [Segment(.announcement, text)]), queued ? .queuedAnnouncement : .announcement)]
        }
        keepFocusOnPresentElement()
        return requests
    }

    // MARK: Focus

    /// The focus utterance and hint for an element (spec §3).
    public func focusRequests(_ ref: ElementRef) -> [SpeechRequest] {
        let element = screen.element(ref)
        let field = screen.fields[ref.field]
        let segments: [Segment]
        if ref.part == .text && field.isEditing {
            segments = [
                Segment(.label, element.label), Segment(.trait, element.trait.phrase),
                Segment(.state, "is editing"), Segment(.value, element.value),
                Segment(.state, "character mode"), Segment(.state, insertionPhrase(field)),
            ]
        } else {
            segments = [
                Segment(.label, element.label), Segment(.value, element.value),
                Segment(.state, element.isDimmed ? "dimmed" : ""), Segment(.trait, element.trait.phrase),
            ]
        }
        var requests = [SpeechRequest(Utterance(.focus, segments), .screenReader)]
        if settings.hints && !element.hint.isEmpty {
            requests.append(SpeechRequest(Utterance(.hint, [Segment(.hint, element.hint)]), .hint))
        }
        return requests
    }

    private func insertionPhrase(_ field: Field) -> String {
        if field.insertionPoint == field.characters.count { return "insertion point at end" }
        return field.insertionPoint == 0 ? "insertion point at start" : ""
    }

    private mutating func move(by offset: Int) -> [SpeechRequest] {
        let refs = screen.presentRefs
        guard let current = focus, let index = refs.firstIndex(of: current) else {
            return moveToEnd(last: offset < 0)
        }
        let target = index + offset
        guard refs.indices.contains(target) else { return [SpeechRequest(.sound("boundary"), .screenReader)] }
        focus = refs[target]
        return focusRequests(refs[target])
    }

    private mutating func moveToEnd(last: Bool) -> [SpeechRequest] {
        let refs = screen.presentRefs
        guard let target = last ? refs.last : refs.first else { return [] }
        focus = target
        return focusRequests(target)
    }

    /// Moves focus off an element that stopped being present, to its field's text element, silently.
    private mutating func keepFocusOnPresentElement() {
        if let ref = focus, !screen.isPresent(ref) {
            focus = ElementRef(field: ref.field, part: .text)
        }
    }

    // MARK: Editing

    private mutating func activate() -> [SpeechRequest] {
        guard let ref = focus, screen.fields[ref.field].enabled else { return [] }
        switch ref.part {
        case .text:
            guard !screen.fields[ref.field].isEditing else { return [] }
            if let editing = screen.editingField { screen.fields[editing].isEditing = false }
            screen.fields[ref.field].isEditing = true
            screen.fields[ref.field].moveInsertionPoint(toEnd: true)
            var requests = focusRequests(ref)
            if let limit = KindAnnouncements.editingBegan(screen.fields[ref.field]) {
                requests.append(SpeechRequest(limit, .announcement))
            }
            return requests
        case .clear:
            screen.fields[ref.field].setText("")
            let text = ElementRef(field: ref.field, part: .text)
            focus = text
            var requests = focusRequests(text)
            if let counter = KindAnnouncements.textChanged(screen.fields[ref.field]) {
                requests.append(SpeechRequest(counter, .announcement))
            }
            return requests
        case .placeholder, .helper, .counter:
            return []
        }
    }

    private func editedField(_ action: String) throws(EngineError) -> Int {
        guard let index = screen.editingField else {
            throw EngineError("\(action) needs a field being edited; activate a text field first")
        }
        return index
    }

    private mutating func type(_ character: Character) throws(EngineError) -> [SpeechRequest] {
        let index = try editedField("type")
        screen.fields[index].insert(character)
        let field = screen.fields[index]
        var requests: [SpeechRequest] = []
        let echo = settings.typingEcho
        if field.secure {
            if echo.echoesCharacters { requests.append(SpeechRequest(echoUtterance(.typed, bullet: true, character), .screenReader)) }
        } else {
            if echo.echoesCharacters { requests.append(SpeechRequest(echoUtterance(.typed, bullet: false, character), .screenReader)) }
            if echo.echoesWords && Phrasebook.endsWord(character), let word = wordBefore(field.insertionPoint - 1, in: field) {
                requests.append(SpeechRequest(Utterance(.typed, [Segment(.echo, word)]), .screenReader))
            }
        }
        if let counter = KindAnnouncements.textChanged(field) { requests.append(SpeechRequest(counter, .announcement)) }
        return requests
    }

    /// A paste inserts its text at once: VoiceOver says `pasted`, as for its other edit
    /// actions, never the text grapheme by grapheme; the kind's counter follows.
    private mutating func paste(_ text: String) throws(EngineError) -> [SpeechRequest] {
        let index = try editedField("paste")
        for character in text { screen.fields[index].insert(character) }
        var requests = [SpeechRequest(Utterance(.typed, [Segment(.state, "pasted")]), .screenReader)]
        if let counter = KindAnnouncements.textChanged(screen.fields[index]) { requests.append(SpeechRequest(counter, .announcement)) }
        return requests
    }

    /// The run of letters and digits that ends just before `end`, or nil if there is none.
    private func wordBefore(_ end: Int, in field: Field) -> String? {
        var start = end
        while start > 0, Phrasebook.isLetterOrDigit(field.characters[start - 1].unicodeScalars.first!) {
            start -= 1
        }
        return start < end ? String(field.characters[start..<end]) : nil
    }

    private mutating func deleteBackward() throws(EngineError) -> [SpeechRequest] {
        let index = try editedField("delete")
        guard let removed = screen.fields[index].deleteBackward() else {
            return [SpeechRequest(.sound("boundary"), .screenReader)]
        }
        var requests = [SpeechRequest(echoUtterance(.deleted, bullet: screen.fields[index].secure, removed), .screenReader)]
        if let counter = KindAnnouncements.textChanged(screen.fields[index]) {
            requests.append(SpeechRequest(counter, .announcement))
        }
        return requests
    }

    private mutating func moveCursor(forward: Bool) throws(EngineError) -> [SpeechRequest] {
        let index = try editedField("cursor")
        guard let crossed = screen.fields[index].moveInsertionPoint(forward: forward) else {
            return [SpeechRequest(.sound("boundary"), .screenReader)]
        }
        return [SpeechRequest(echoUtterance(.cursor, bullet: screen.fields[index].secure, crossed), .screenReader)]
    }

    /// A typed, deleted or crossed grapheme by name; `bullet` for secure fields.
    private func echoUtterance(_ kind: UtteranceKind, bullet: Bool, _ character: Character) -> Utterance {
        if bullet { return Utterance(kind, [Segment(.echo, "bullet")]) }
        let name = Phrasebook.name(of: character)
        let capital = Phrasebook.isCapital(character)
        let spoken = capital && settings.capitals == .speakCap ? "cap " + name : name
        return Utterance(kind, [Segment(.echo, spoken, isCapital: capital)])
    }

    // MARK: App actions

    private mutating func set(_ change: FieldChange, onField index: Int) throws(EngineError) -> [SpeechRequest] {
        guard screen.fields.indices.contains(index) else { throw EngineError("no field number \(index + 1)") }
        let kind = screen.fields[index].kind
        guard kind.uses(change.key) else {
            throw EngineError("key \"\(change.key.rawValue)\" is not used by the \(kind.rawValue) kind")
        }
        switch change {
        case .text(let text):
            let changed = screen.fields[index].text != text
            screen.fields[index].setText(text)
            guard changed && screen.fields[index].isEditing,
                  let counter = KindAnnouncements.textChanged(screen.fields[index]) else { return [] }
            return [SpeechRequest(counter, .announcement)]
        case .enabled(let enabled):
            screen.fields[index].enabled = enabled
            if !enabled { screen.fields[index].isEditing = false }
            return []
        case .error(let error):
            screen.fields[index].error = error
            return errorRequests(onField: index, cleared: error == nil)
        default:
            screen.fields[index].apply(change)
            return []
        }
    }

    /// What each MDC era does when the app sets or clears an error (spec §2.1, §2.2).
    private mutating func errorRequests(onField index: Int, cleared: Bool) -> [SpeechRequest] {
        switch screen.fields[index].kind {
        case .mdc2018:
            if cleared {
                // The 2018 controller reset the helper's accessibilityLabel override to nil.
                screen.fields[index].helperLabel = ""
                return []
            }
            let helper = ElementRef(field: index, part: .helper)
            focus = helper
            return focusRequests(helper)
        case .mdc:
            guard !cleared, let phrase = screen.fields[index].errorPhrase else { return [] }
            return [SpeechRequest(Utterance(.announce, [Segment(.announcement, phrase)]), .deferredAnnouncement(50))]
        case .uitextfield:
            return []
        }
    }
}
