/// The simulated screen reader: turns actions into speech requests and keeps focus and editing.
///
/// It knows nothing of time (a `SpeechTimeline` schedules what it returns) and no field kind
/// by name: each field's kind says what its elements are and how its component reacts.
public struct VoiceOver: Sendable {
    public internal(set) var screen: Screen
    public var settings: Settings {
        didSet { if settings.language != oldValue.language { phrases = settings.phrases } }
    }
    /// The phrasebook of the settings' language.
    public private(set) var phrases: Phrasebook
    /// The element VoiceOver focus is on; always a present element, or nil.
    public internal(set) var focus: ElementID?
    /// CLDR's names of the graphemes it echoes by name, for the languages the edge read.
    public let names: CharacterNames

    public init(screen: Screen, settings: Settings, names: CharacterNames) {
        self.init(screen: screen, settings: settings, phrases: settings.phrases, names: names)
    }

    /// An engine speaking a phrasebook of no registered language (a test's).
    init(screen: Screen, settings: Settings, phrases: Phrasebook, names: CharacterNames = .none) {
        self.screen = screen
        self.settings = settings
        self.phrases = phrases
        self.names = names
    }

    /// The generator of focus utterances and hints, in this engine's settings and language.
    var speech: ElementSpeech { ElementSpeech(phrases: phrases, settings: settings) }

    /// Performs an action, handing each of its steps' requests to `submit` as it goes: what
    /// VoiceOver and the app ask to be said, in order.
    ///
    /// `type`, `delete` and `cursor left|right` are one step per grapheme (each is echoed as
    /// it is typed); `wait` has none; every other action is one step.
    public mutating func perform(_ command: ScenarioCommand,
                                 eachStep submit: (_ step: Int, _ requests: [SpeechRequest]) -> Void) throws(EngineError) {
        let requests: [SpeechRequest]
        switch command {
        case .type(let text):
            for (step, character) in text.enumerated() { submit(step, finished(try type(character))) }
            return
        case .delete(let count):
            for step in 0..<count { submit(step, finished(try deleteBackward())) }
            return
        case .moveCursor(let forward, let count):
            for step in 0..<count { submit(step, finished(try moveCursor(forward: forward))) }
            return
        case .wait: return
        case .next: requests = move(backward: false)
        case .previous: requests = move(backward: true)
        case .first: requests = moveToEnd(last: false)
        case .last: requests = moveToEnd(last: true)
        case .focus(let id):
            guard screen.isPresent(id) else {
                throw EngineError("element \"\(screen.name(of: id))\" is not present now")
            }
            requests = moveFocus(to: id)
        case .activate: requests = activate()
        case .escape:
            screen.endEditing()
            requests = []
        case .paste(let text): requests = try paste(text)
        case .jumpCursor(let toEnd):
            let index = try editedField("cursor")
            screen.update(field: index) { $0.moveInsertionPoint(toEnd: toEnd) }
            requests = [SpeechRequest(Utterance(.cursor, [Segment(.state, named: speech.phrase(for: insertionPoint(ofField: index)))]), .screenReader)]
        case .set(let item, let change): requests = try set(change, onItem: item)
        case .setElement(let item, let change):
            guard let index = screen.elementIndex(ofItem: item) else { throw EngineError("no element block number \(item + 1)") }
            var changed = screen.elements[index]
            changed.apply(change)
            if let problem = ElementChangeReader.problem(with: changed, wrote: { $0 == change.key }) { throw EngineError(problem.message) }
            screen.update(element: index) { $0 = changed }
            requests = []
        case .swipe(let up): requests = swipe(up: up)
        case .notify(let notification, let target): requests = try notify(notification, target)
        case .announce(let text, let queued):
            requests = [announcement(text, queued ? .queuedAnnouncement : .announcement)]
        }
        submit(0, finished(requests))
    }

    /// Performs an action and submits its steps to a timeline from `time`; returns when its
    /// last step began. The one path by which the player and the UI play an action.
    public mutating func play(_ command: ScenarioCommand, at time: Int, tag: Int,
                              on timeline: inout SpeechTimeline) throws(EngineError) -> Int {
        var stepTime = time
        try perform(command) { step, requests in timeline.submit(step: step, requests, time: &stepTime, tag: tag) }
        return stepTime
    }

    /// A step's requests, once focus has left any element the step made absent, with the
    /// book's English stand-ins marked for the English voice.
    private mutating func finished(_ requests: [SpeechRequest]) -> [SpeechRequest] {
        keepFocusOnPresentElement()
        guard let isEnglishStandIn = phrases.isEnglishStandIn else { return requests }
        var requests = requests
        for request in requests.indices {
            for index in requests[request].utterance.segments.indices {
                let segment = requests[request].utterance.segments[index]
                // VoiceOver's own words come as traits, states, echoes and values; a label,
                // hint or announcement is the app's text, whatever it says.
                guard Self.rolesOfOwnWords.contains(segment.role), isEnglishStandIn(segment.text) else { continue }
                requests[request].utterance.segments[index].isEnglishStandIn = true
            }
        }
        return requests
    }

    /// The roles of segments that may hold VoiceOver's own words.
    private static let rolesOfOwnWords: [SegmentRole] = [.trait, .state, .echo, .value]

    /// A segment whose control characters are named in this engine's language.
    private func segment(_ role: SegmentRole, _ text: String, isCapital: Bool = false) -> Segment {
        Segment(role, text, in: phrases, isCapital: isCapital)
    }

    /// The sound VoiceOver plays where there is nothing further to go: past the last
    /// element, the start of the text, the last value.
    var boundary: [SpeechRequest] { [SpeechRequest(.sound("boundary"), .screenReader)] }

    /// An announcement of the app's or a component's text.
    private func announcement(_ text: String, _ priority: SpeechRequest.Priority) -> SpeechRequest {
        SpeechRequest(Utterance(.announce, [segment(.announcement, text)]), priority)
    }

    // MARK: Focus

    /// Moves focus to a present element and says it; a custom action chosen on an element
    /// block goes back to `activate` each time focus lands on it.
    mutating func moveFocus(to id: ElementID) -> [SpeechRequest] {
        focus = id
        if let index = screen.elementIndex(ofItem: id.item) { screen.update(element: index) { $0.selectedAction = 0 } }
        return focusRequests(id)
    }

    /// The focus utterance and hint for an element (spec §3; screen-elements.md §2).
    public func focusRequests(_ id: ElementID) -> [SpeechRequest] {
        let content = screen.content(of: id, phrases: phrases)
        let field = screen.fieldIndex(ofItem: id.item)
        let isEditing = field.map { screen.fields[$0].isEditing } ?? false
        // Only the edited text element says where its insertion point is.
        let insertionPoint = isEditing && id.part == .text ? field.map(insertionPoint(ofField:)) : nil
        let tab = content.has(.tab) ? tabPosition(of: id) : nil
        let speech = speech
        // An element with nothing to say still takes focus, with an empty focus utterance.
        var requests = [SpeechRequest(speech.focus(content, insertionPoint: insertionPoint, tabPosition: tab), .screenReader)]
        if let hint = speech.hint(content, isEditing: isEditing) { requests.append(SpeechRequest(hint, .hint)) }
        return requests
    }

    /// Where the insertion point of a field is.
    private func insertionPoint(ofField index: Int) -> ElementSpeech.InsertionPoint {
        let point = screen.fields[index].insertionPoint
        if point == screen.fields[index].characters.count { return .end }
        return point == 0 ? .start : .middle
    }

    private mutating func move(backward: Bool) -> [SpeechRequest] {
        guard let current = focus else { return moveToEnd(last: backward) }
        guard let target = screen.present(after: current, backward: backward) else {
            return boundary
        }
        return moveFocus(to: target)
    }

    private mutating func moveToEnd(last: Bool) -> [SpeechRequest] {
        guard let target = screen.firstPresent(fromEnd: last) else { return boundary }
        return moveFocus(to: target)
    }

    /// Moves focus off an element that stopped being present, silently: a field's element to
    /// the field's text element; an element block's to the next present element, else the
    /// previous, else none.
    private mutating func keepFocusOnPresentElement() {
        guard let id = focus, !screen.isPresent(id) else { return }
        if screen.fieldIndex(ofItem: id.item) != nil {
            focus = ElementID(item: id.item, part: .text)
        } else {
            focus = screen.present(after: id, backward: false) ?? screen.present(after: id, backward: true)
        }
    }

    // MARK: Editing

    private mutating func activate() -> [SpeechRequest] {
        guard let id = focus else { return [] }
        if let element = screen.elementIndex(ofItem: id.item) { return activateElement(element) }
        guard let index = screen.fieldIndex(ofItem: id.item), screen.fields[index].enabled else { return [] }
        if id.part == .text {
            guard !screen.fields[index].isEditing else { return [] }
            screen.beginEditing(field: index)
            screen.update(field: index) { $0.moveInsertionPoint(toEnd: true) }
            return focusRequests(id) + react(to: .editingBegan, field: index)
        }
        guard id.part == .clear else { return [] }
        screen.update(field: index) { $0.setText("") }
        let text = ElementID(item: id.item, part: .text)
        focus = text
        return focusRequests(text) + (screen.fields[index].isEditing ? react(to: .textCleared, field: index) : [])
    }

    /// The component's reaction to an event: its announcements, and the focus utterance of
    /// the element it moves focus to.
    private mutating func react(to event: FieldEvent, field index: Int) -> [SpeechRequest] {
        let reaction = screen.update(field: index) { $0.kind.rules.react(to: event, field: &$0) }
        let announcements = reaction.announcements.map { announcement($0.text, $0.delay.map { .deferredAnnouncement($0) } ?? .announcement) }
        guard let part = reaction.focus else { return announcements }
        return moveFocus(to: ElementID(item: screen.item(ofField: index), part: part)) + announcements
    }

    /// The kind's reaction to a text change, which it hears only while the field is edited (§7).
    private mutating func textChanged(field index: Int) -> [SpeechRequest] {
        screen.fields[index].isEditing ? react(to: .textChanged, field: index) : []
    }

    private func editedField(_ action: String) throws(EngineError) -> Int {
        guard let index = screen.editingField else {
            throw EngineError("\(action) needs a field being edited; activate a text field first")
        }
        return index
    }

    private mutating func type(_ character: Character) throws(EngineError) -> [SpeechRequest] {
        let index = try editedField("type")
        screen.update(field: index) { $0.insert(character) }
        var requests: [SpeechRequest] = []
        let echo = settings.typingEcho
        let secure = screen.fields[index].secure
        // A mark typed alone joined the grapheme before it: that grapheme is what was typed.
        let typed = screen.fields[index].characters[screen.fields[index].insertionPoint - 1]
        if echo.echoesCharacters { requests.append(SpeechRequest(echoUtterance(.typed, bullet: secure, typed), .screenReader)) }
        if !secure && echo.echoesWords && Graphemes.endsWord(typed),
           let word = wordBefore(screen.fields[index].insertionPoint - 1, in: screen.fields[index]) {
            requests.append(SpeechRequest(Utterance(.typed, [segment(.echo, word)]), .screenReader))
        }
        return requests + textChanged(field: index)
    }

    /// A paste inserts its text at once: VoiceOver says `pasted`, as for its other edit
    /// actions, never the text grapheme by grapheme; the kind's counter follows.
    private mutating func paste(_ text: String) throws(EngineError) -> [SpeechRequest] {
        let index = try editedField("paste")
        screen.update(field: index) { field in for character in text { field.insert(character) } }
        return [SpeechRequest(Utterance(.typed, [segment(.state, phrases.pasted)]), .screenReader)] + textChanged(field: index)
    }

    /// The run of letters and digits that ends just before `end`, or nil if there is none.
    private func wordBefore(_ end: Int, in field: Field) -> String? {
        var start = end
        while start > 0, Graphemes.isLetterOrDigit(field.characters[start - 1].unicodeScalars.first!) {
            start -= 1
        }
        return start < end ? String(field.characters[start..<end]) : nil
    }

    private mutating func deleteBackward() throws(EngineError) -> [SpeechRequest] {
        let index = try editedField("delete")
        guard let removed = screen.update(field: index, { $0.deleteBackward() }) else {
            return boundary
        }
        return [SpeechRequest(echoUtterance(.deleted, bullet: screen.fields[index].secure, removed), .screenReader)] + textChanged(field: index)
    }

    private mutating func moveCursor(forward: Bool) throws(EngineError) -> [SpeechRequest] {
        let index = try editedField("cursor")
        guard let crossed = screen.update(field: index, { $0.moveInsertionPoint(forward: forward) }) else {
            return boundary
        }
        return [SpeechRequest(echoUtterance(.cursor, bullet: screen.fields[index].secure, crossed), .screenReader)]
    }

    /// A typed, deleted or crossed grapheme by name; `bullet` for secure fields.
    private func echoUtterance(_ kind: UtteranceKind, bullet: Bool, _ character: Character) -> Utterance {
        if bullet { return Utterance(kind, [Segment(.echo, named: phrases.bullet)]) }
        let name = phrases.name(of: character, names: names)
        // Only a capital said as itself is marked; one named (`É` by CLDR) is not (§6.8).
        let capital = Graphemes.isCapital(character) && name == String(character)
        let spoken = capital && settings.capitals == .speakCap ? phrases.capitalName(name) : name
        return Utterance(kind, [Segment(.echo, named: spoken, isCapital: capital)])
    }

    // MARK: App actions

    private mutating func set(_ change: FieldChange, onItem item: Int) throws(EngineError) -> [SpeechRequest] {
        guard let index = screen.fieldIndex(ofItem: item) else { throw EngineError("no item number \(item + 1)") }
        let kind = screen.fields[index].kind
        guard kind.uses(change.key) else {
            throw EngineError("key \"\(change.key.rawValue)\" is not used by the \(kind.name) kind")
        }
        let changedText = change.key == .text && screen.fields[index].text != change.value.text
        if change.key == .enabled && !change.value.flag && screen.editingField == index { screen.endEditing() }
        screen.update(field: index) { $0.apply(change) }
        switch change.key {
        case .text: return changedText ? textChanged(field: index) : []
        case .error: return react(to: change.value == .absent ? .errorCleared : .errorSet, field: index)
        default: return []
        }
    }
}
