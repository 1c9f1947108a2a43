@testable import OverhearKit

// Small helpers shared by the test files. Expected values in the tests are worked out by
// hand from shared/spec; nothing here recomputes them.

/// Parses scenario text; error locations name the file "t".
func parseScenario(_ text: String) throws -> Scenario {
    try ScenarioParser.parse(text, path: "t")
}

/// The error parsing `text` throws, or nil when it parses.
func parseError(_ text: String) -> ScenarioError? {
    parseError(bytes: Array(text.utf8))
}

func parseError(bytes: [UInt8]) -> ScenarioError? {
    do {
        _ = try ScenarioParser.parse(bytes, path: "t")
        return nil
    } catch {
        return error
    }
}

/// An error at `line:column` of the file "t".
func located(_ line: Int, _ column: Int, _ message: String) -> ScenarioError {
    ScenarioError(path: "t", line: line, column: column, message: message)
}

/// Parses and plays a scenario.
func playScenario(_ text: String) throws -> ScenarioCheck {
    try ScenarioCheck(parseScenario(text))
}

/// The error playing `text` throws (after it parsed), or nil when it plays.
func playError(_ text: String) throws -> ScenarioError? {
    let scenario = try parseScenario(text)
    do {
        _ = try ScenarioPlayer.play(scenario)
        return nil
    } catch {
        return error
    }
}

/// Each action's transcript as lines `kind: text` / `kind (interrupted): text`.
func transcripts(_ text: String) throws -> [[String]] {
    try playScenario(text).transcripts.map { $0.map(transcriptLine) }
}

func transcriptLine(_ utterance: ExpectedUtterance) -> String {
    "\(utterance.kind.rawValue)\(utterance.interrupted ? " (interrupted)" : ""): \(utterance.text)"
}

/// What the requests of one engine step say, as `kind: text`.
func said(_ requests: [SpeechRequest]) -> [String] {
    requests.map { "\($0.utterance.kind.rawValue): \($0.utterance.text)" }
}

/// A field with the given changes applied (no side effects), as a field block would set it.
func makeField(_ id: String, _ kind: FieldKind = .mdc2018, _ changes: FieldChange...) -> Field {
    var field = Field(id: id, kind: kind)
    for change in changes { field.apply(change) }
    return field
}

extension VoiceOver {
    /// Performs an action and returns every one of its steps' requests, in order.
    mutating func perform(_ command: ScenarioCommand) throws(EngineError) -> [SpeechRequest] {
        var requests: [SpeechRequest] = []
        try perform(command) { _, stepRequests in requests += stepRequests }
        return requests
    }
}

/// A screen reader over the given fields.
func makeVoiceOver(_ fields: Field..., settings: Settings = Settings()) -> VoiceOver {
    VoiceOver(screen: Screen(fields: fields), settings: settings, names: .none)
}

func voiceOverSettings(echo: Settings.TypingEcho = .charactersAndWords, capitals: Settings.Capitals = .pitch, hints: Bool = true) -> Settings {
    var result = Settings()
    result.typingEcho = echo
    result.capitals = capitals
    result.hints = hints
    return result
}

/// The reference of field `index`'s `part`.
func ref(_ index: Int, _ part: ElementPart) -> ElementID {
    ElementID(item: index, part: part)
}

extension Field {
    /// The element for `part` of this field, as the screen's item `index` (tests of one kind's table).
    func element(_ part: ElementPart, index: Int) -> Element {
        var element = Screen(fields: [self]).element(ElementID(item: 0, part: part), phrases: .english)
        element.elementID.item = index
        return element
    }

    func isPresent(_ part: ElementPart) -> Bool { kind.rules.isPresent(part, in: self) }

    var parts: [ElementPart] { kind.rules.parts(of: self) }
}
