/// A parsed scenario file: a screen, settings, and actions with their expected speech.
public struct Scenario: Sendable {
    public var path: String
    /// The screen as its blocks declare it, before any action.
    public var screen: Screen
    public var settings: Settings
    /// CLDR's names of graphemes, which the edge reads when the scenario needs one
    /// (`characterNamesNeeded`); none until then.
    public var characterNames = CharacterNames.none
    public var actions: [ScenarioAction]
    /// The 1-based line each of the screen's items starts on, in swipe order.
    public var blockLines: [Int] = []
    /// The file as read, kept so that `--update` can rewrite expected lines and nothing else.
    var source: ScenarioSource
    /// The bytes the scenario was parsed from (a setting's place in them, for a late error).
    public var sourceBytes: [UInt8] { source.bytes }

    /// The 0-based source lines of an action's expected lines: the indented lines after its
    /// `>` line, up to the next action, that are neither blank nor comments, as the parser
    /// reads them. Found again here rather than kept with each action: only a rewrite asks.
    func expectedLineIndices(ofAction index: Int) -> [Int] {
        let end = index + 1 < actions.count ? actions[index + 1].line - 1 : source.lines.count
        return (actions[index].line..<Swift.max(actions[index].line, end)).filter { line in
            let span = source.lines[line]
            guard span.start < span.contentEnd, source.bytes[span.start] == UInt8(ascii: " ") else { return false }
            var position = span.start
            while position < span.contentEnd, source.bytes[position] == UInt8(ascii: " ") { position += 1 }
            return position < span.contentEnd && source.bytes[position] != UInt8(ascii: "#")
        }
    }
}

extension Scenario {
    /// The languages whose CLDR names the scenario's speech may need: its language, when a
    /// grapheme that can be echoed by name (typed, pasted, or in a field's text, where
    /// deleting and moving the cursor name it) is none the phrasebook names or says as
    /// itself. A scenario typing plain English text needs none.
    public var characterNamesNeeded: [String] {
        let phrases = settings.phrases
        var texts = screen.fields.map(\.text)
        for action in actions {
            switch action.command {
            case .type(let text), .paste(let text): texts.append(text)
            case .set(_, let change) where change.key == .text: texts.append(change.value.text)
            default: break
            }
        }
        return texts.contains { $0.contains(where: phrases.mayNeedCLDRName) } ? [phrases.language] : []
    }
}

/// One `> ACTION` line and the speech written under it.
public struct ScenarioAction: Sendable {
    /// 1-based line of the `>` and column of the action word.
    public var line: Int
    public var column: Int
    /// The action as written after `>`, trimmed.
    public var text: String {
        get { writtenText.string }
        set { writtenText = SourceText(newValue) }
    }
    var writtenText: SourceText
    /// `+DURATION`: ms after the previous action's last step began; nil waits for silence.
    public var delay: Int?
    public var command: ScenarioCommand
    public var expected: [ExpectedUtterance]

    init(line: Int, column: Int, text: SourceText, delay: Int?, command: ScenarioCommand, expected: [ExpectedUtterance]) {
        self.line = line
        self.column = column
        self.writtenText = text
        self.delay = delay
        self.command = command
        self.expected = expected
    }
}

/// What an action does: a scenario's `> ACTION` line and a UI key alike (the UI records
/// what it performs as one).
public enum ScenarioCommand: Equatable, Sendable {
    case next, previous, first, last
    case focus(ElementID)
    case activate, escape
    case type(String)
    case paste(String)
    case delete(Int)
    case moveCursor(forward: Bool, count: Int)
    case jumpCursor(toEnd: Bool)
    case set(item: Int, FieldChange)
    case setElement(item: Int, ElementChange)
    case swipe(up: Bool)
    case notify(AppNotification, ElementID?)
    case announce(String, queued: Bool)
    case wait(Int)

    /// How many engine steps the action plays, without building them.
    public var stepCount: Int {
        switch self {
        case .type(let text): return text.count
        case .delete(let count), .moveCursor(_, let count): return count
        case .wait: return 0
        default: return 1
        }
    }
}

/// One expected (or actual) transcript line: `KIND: TEXT` or `KIND (interrupted): TEXT`;
/// `KIND (skipped): TEXT` in audio-timed output for speech the engine could not make.
public struct ExpectedUtterance: Equatable, Sendable {
    public var kind: UtteranceKind
    public var interrupted: Bool
    public var text: String {
        get { spokenText.string }
        set { spokenText = SourceText(newValue) }
    }
    var spokenText: SourceText
    /// The speech engine could not say it (it crashed or stalled on it), so no audio was made.
    public var skipped: Bool

    public init(kind: UtteranceKind, interrupted: Bool, text: String, skipped: Bool = false) {
        self.init(kind: kind, interrupted: interrupted, text: SourceText(text), skipped: skipped)
    }

    init(kind: UtteranceKind, interrupted: Bool, text: SourceText, skipped: Bool = false) {
        self.kind = kind
        self.interrupted = interrupted
        self.spokenText = text
        self.skipped = skipped
    }

    /// The line as the scenario format writes it, without indentation.
    public var formatted: String {
        kind.rawValue + (interrupted ? " (interrupted): " : skipped ? " (skipped): " : ": ") + QuotedText.write(text)
    }
}

/// The bytes of a scenario file and where each line lies in them.
struct ScenarioSource: Sendable {
    struct Line: Sendable {
        var start: Int
        /// End of the content, before any `\r\n` or `\n`.
        var contentEnd: Int
        /// End including the line terminator.
        var end: Int
    }

    var bytes: [UInt8]
    var lines: [Line]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [Line] = []
        // Room for lines of 16 bytes on average (the corpus's are about 28), so the list is
        // seldom grown.
        lines.reserveCapacity(bytes.count / 16 + 1)
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            let contentEnd = index > start && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
            lines.append(Line(start: start, contentEnd: contentEnd, end: index + 1))
            start = index + 1
        }
        if start < bytes.count { lines.append(Line(start: start, contentEnd: bytes.count, end: bytes.count)) }
        self.lines = lines
    }

    /// The terminator of a line (`\n`, `\r\n`, or empty for a last line without one).
    func terminator(_ line: Int) -> ArraySlice<UInt8> {
        bytes[lines[line].contentEnd..<lines[line].end]
    }
}
