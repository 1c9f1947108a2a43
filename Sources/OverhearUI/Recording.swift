import OverhearKit

/// A session being written as a scenario: the screen as it was when recording began, then
/// each action with `+N ms` where it came before speech had finished, and under each action
/// the speech the UI's own timeline gave it.
///
/// The file grows at its end: an action's text is final once its speech can no longer change
/// (nothing it asked to say is speaking, waiting or deferred), and only the actions after the
/// last final one are written again on each key, so a key costs the same however long the
/// session is.
public struct Recording {
    public var path: String
    /// Field and settings blocks, and the actions that restore focus and editing.
    let header: String
    var actionLines: [String] = []
    /// The first action after the header waits for silence: the header's own speech is
    /// not what the person interrupted live.
    var nextIsPlain = true
    /// The header with its speech, then every action whose speech is final, with its speech.
    private(set) var settled: [UInt8]
    /// How much of `settled` is already in the file, never to be written again.
    private var written = 0
    /// Actions whose speech may still change: their line, tag and first timeline entry.
    private var open: [(line: String, tag: Int, firstEntry: Int)] = []
    /// The open actions' text as last computed.
    private var tail: [UInt8] = []

    public init(path: String, state: VoiceOver) {
        self.path = path
        var header = "# Recorded with overhear tui.\n"
        header += ScenarioWriter.blocks(state.screen)
        header += ScenarioWriter.settingsBlock(state.settings) + "\n"
        let screen = state.screen
        if let editing = screen.editingField {
            let field = screen.fields[editing]
            header += "> focus \(field.id)\n> activate\n"
            let back = field.characters.count - field.insertionPoint
            if back > 0 { header += "> cursor left \(back)\n" }
        }
        if let focus = state.focus, focus != screen.editingField.map({ ElementID(item: screen.item(ofField: $0), part: .text) }) {
            header += "> focus \(screen.name(of: focus))\n"
        }
        self.header = header
        // The header's actions are replayed from silence before any recorded one (which waits
        // for silence): their speech is checked once, here.
        if let scenario = try? ScenarioParser.parse(header, path: path), let check = try? ScenarioCheck(scenario) {
            settled = check.updatedBytes
        } else {
            settled = Array(header.utf8)
        }
    }

    /// Adds an action performed by the UI; its speech is the timeline's entries tagged `tag`,
    /// from entry `firstEntry` on.
    mutating func append(_ action: String, delay: Int?, tag: Int, firstEntry: Int) {
        let line = delay.flatMap { nextIsPlain ? nil : "> +\($0) ms \(action)" } ?? "> \(action)"
        actionLines.append(line)
        open.append((line, tag, firstEntry))
        nextIsPlain = false
    }

    /// The scenario so far, actions only.
    public var scenarioText: String {
        header + actionLines.map { $0 + "\n" }.joined()
    }

    /// The whole file: the scenario with each action's speech filled in, as `check --update`
    /// would write it.
    public var bytes: [UInt8] { settled + tail }

    /// Brings the open actions' speech up to date with `timeline`: those whose speech is now
    /// final join the settled text; the rest are run out on a copy of the timeline's pending
    /// speech (as the replay, which ends with them, runs them out).
    mutating func update(from timeline: SpeechTimeline) {
        let pending = timeline.oldestPendingTag ?? .max
        var settledCount = 0
        while settledCount < open.count && open[settledCount].tag < pending {
            let action = open[settledCount]
            settled += Self.text(action.line, timeline.entries[action.firstEntry...].filter { $0.tag == action.tag })
            settledCount += 1
        }
        open.removeFirst(settledCount)
        tail = []
        guard let first = open.first?.firstEntry else { return }
        let start = Swift.min(first, timeline.firstPendingEntry)
        let final = timeline.entries[start..<timeline.firstPendingEntry] + timeline.runOut(from: timeline.firstPendingEntry)
        for action in open {
            tail += Self.text(action.line, final.filter { $0.tag == action.tag })
        }
    }

    /// One action's line and its speech lines, as the scenario rewriter writes them.
    private static func text(_ line: String, _ entries: [SpeechTimeline.Entry]) -> [UInt8] {
        var text = line + "\n"
        for entry in entries where !entry.cancelled {
            text += "  " + ExpectedUtterance(kind: entry.utterance.kind, interrupted: entry.interrupted, text: entry.utterance.text).formatted + "\n"
        }
        return Array(text.utf8)
    }

    /// The write that brings the file up to date: from the end of what is final in it on.
    mutating func writeEffect() -> Effect {
        let effect = Effect.writeRecording(path: path, offset: written, bytes: Array(settled[written...]) + tail)
        written = settled.count
        return effect
    }
}
