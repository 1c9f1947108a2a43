import OverhearKit

/// A session being written as a scenario: the screen as it was when recording began, then
/// each action with `+N ms` where it came before speech had finished.
public struct Recording {
    public var path: String
    /// Field and settings blocks, and the actions that restore focus and editing.
    let header: String
    var actionLines: [String] = []
    /// The first action after the header waits for silence: the header's own speech is
    /// not what the person interrupted live.
    var nextIsPlain = true

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
            header += "> focus \(screen.element(focus).id)\n"
        }
        self.header = header
    }

    mutating func append(_ action: String, delay: Int?) {
        if let delay, !nextIsPlain {
            actionLines.append("> +\(delay) ms \(action)")
        } else {
            actionLines.append("> \(action)")
        }
        nextIsPlain = false
    }

    /// The scenario so far, actions only.
    public var scenarioText: String {
        header + actionLines.map { $0 + "\n" }.joined()
    }

    /// The scenario with each action's speech filled in, as `check --update` would write it.
    public var bytes: [UInt8] {
        guard let scenario = try? ScenarioParser.parse(scenarioText, path: path),
              let check = try? ScenarioCheck(scenario) else { return Array(scenarioText.utf8) }
        return check.updatedBytes
    }

    func writeEffect() -> Effect {
        .writeRecording(path: path, bytes: bytes)
    }
}
