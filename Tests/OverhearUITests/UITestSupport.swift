import Foundation
import Testing
import OverhearKit
@testable import OverhearUI

/// The three fields the UI's tests were written on (the first demo screen): the guide's zip
/// code field, an mdc email field with a limit, and a secure UITextField. The tmux tests
/// open the same file.
let threeFieldScreen = try! String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/three-fields.scenario"), encoding: .utf8)

/// The three-field screen's state at a size, with events applied at given times.
func demoState(width: Int = 80, height: Int = 24) throws -> AppState {
    let scenario = try ScenarioParser.parse(threeFieldScreen, path: "<demo>")
    return AppState(screen: scenario.screen, settings: scenario.settings, title: "demo screen", width: width, height: height)
}

/// Applies keys one after another, each `gap` ms after the last; returns every effect.
@discardableResult
func press(_ state: inout AppState, _ keys: [Key], startingAt start: Int = 0, gap: Int = 10_000) -> [Effect] {
    var effects: [Effect] = []
    for (offset, key) in keys.enumerated() {
        wake(&state, before: start + offset * gap)
        effects += state.update(.key(key), realTime: start + offset * gap)
    }
    return effects
}

/// Wakes the UI as its run loop would, whenever its timeline says, before real time `time`
/// (what that starts, a hint after its delay, is not a key's).
func wake(_ state: inout AppState, before time: Int) {
    while let wake = state.nextWakeTime, wake - state.clockOffset < time {
        _ = state.update(.tick, realTime: wake - state.clockOffset)
    }
}

/// Applies events at the real times given; returns every effect.
@discardableResult
func apply(_ state: inout AppState, _ events: [(Int, UIEvent)]) -> [Effect] {
    var effects: [Effect] = []
    for (time, event) in events { effects += state.update(event, realTime: time) }
    return effects
}

/// Types each character of `text` as a key, all at `time` (for prompts and editing).
@discardableResult
func typeKeys(_ state: inout AppState, _ text: String, at time: Int) -> [Effect] {
    var effects: [Effect] = []
    for character in text { effects += state.update(.key(.character(character)), realTime: time) }
    return effects
}

// Element positions on the 80×24 demo screen (fields pane 34 wide, field column 3, width 29).
// zip: rows 2-5; email: rows 7-10; password: rows 12-14.
let zipTextRow = 3, emailTextRow = 8, passwordTextRow = 13

/// Focuses an element by clicking on the last cell of its area, as touch exploration does
/// (the last cell, because an inline placeholder sits on the first cells of its text element).
@discardableResult
func click(_ state: inout AppState, _ id: String, at time: Int) -> [Effect] {
    let ref = state.screen.elementID(named: id)!
    let area = Layout(state).area(of: ref)!
    return state.update(.click(x: area.right - 1, y: area.y), realTime: time)
}

/// The utterances the effects start on the live speaker, in order.
func started(_ effects: [Effect]) -> [Utterance] {
    effects.flatMap { effect -> [Utterance] in
        guard case .speech(let cues) = effect else { return [] }
        return cues.compactMap { if case .start(_, let utterance, _, _) = $0 { utterance } else { nil } }
    }
}

/// The texts of every utterance the effects start.
func spokenTexts(_ effects: [Effect]) -> [String] {
    started(effects).map(\.text)
}

/// What the state's last action asked to say: its timeline entries (speaking, waiting or cut), in order.
func lastActionSpeech(_ state: AppState) -> [Utterance] {
    state.timeline.entries.filter { $0.tag == state.actionCount - 1 }.map(\.utterance)
}

/// The utterances of the engine's requests, step after step.
func utterances(_ requests: [[SpeechRequest]]) -> [Utterance] {
    requests.flatMap { $0.map(\.utterance) }
}

/// The last action asked the timeline for what the engine requested, and its effects started the first of it.
func expectSpeech(_ state: AppState, _ effects: [Effect], _ expected: [[SpeechRequest]], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(lastActionSpeech(state) == utterances(expected), sourceLocation: sourceLocation)
    #expect(started(effects).first == utterances(expected).first, sourceLocation: sourceLocation)
}

func recordingWrites(_ effects: [Effect]) -> [(path: String, offset: Int, bytes: [UInt8])] {
    effects.compactMap { if case .writeRecording(let path, let offset, let bytes) = $0 { return (path, offset, bytes) } else { return nil } }
}

/// A recording file as the edge writes it: each write replaces the file from its offset on.
struct RecordingImage {
    var bytes: [UInt8] = []

    mutating func apply(_ writes: [(path: String, offset: Int, bytes: [UInt8])]) {
        for write in writes {
            #expect(write.offset <= bytes.count, "a write leaves no hole")
            bytes = Array(bytes.prefix(write.offset)) + write.bytes
        }
    }
}

/// The UI's transcript lines of one action (by its tag), as the scenario format writes them.
func uiTranscript(_ state: AppState, tag: Int) -> [String] {
    state.transcript.filter { $0.tag == tag }.map {
        ExpectedUtterance(kind: $0.utterance.kind, interrupted: $0.interrupted, text: $0.utterance.text).formatted
    }
}

/// Every transcript entry as `start-end kind [✂] text`, for compact timeline checks.
func timelineLines(_ state: AppState) -> [String] {
    state.transcript.map { "\($0.start)-\($0.end) \($0.utterance.kind.rawValue)\($0.interrupted ? " ✂" : "") \($0.utterance.text)" }
}

/// One row of a frame as text, trailing spaces removed (wide graphemes' spill cells skipped).
func row(_ frame: Frame, _ y: Int) -> String {
    frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[y]
}

/// The display columns of a row of `Frame.text`, counting wide graphemes as two.
/// (Standard library only: the library no longer brings Foundation's `range(of:)` along.)
func displayColumn(of needle: String, in line: String, last: Bool = false) -> Int? {
    let starts = line.indices.filter { line[$0...].hasPrefix(needle) }
    guard let start = last ? starts.last : starts.first else { return nil }
    return TerminalText.width(ofText: String(line[..<start]))
}

/// The columns of a row whose cells are drawn in reverse video.
func reverseColumns(_ frame: Frame, row y: Int) -> [Int] {
    (0..<frame.width).filter { frame[$0, y].style.reverse }
}

/// Whether any cell holds a control character (C0, DEL, C1) that would reach the terminal raw.
func hasRawControl(_ frame: Frame) -> Bool {
    frame.cells.contains { cell in
        cell.text.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value <= 0x9F) }
    }
}

func spokenTexts(_ requests: [[SpeechRequest]]) -> [String] {
    requests.flatMap { $0.map(\.utterance.text) }
}

/// The settings panel's row of a setting, found by its name: its place in the registry.
func settingRow(_ name: String) -> Int {
    SettingDescriptor.all.firstIndex { $0.name == name }!
}

/// The ↓ presses that move the settings panel's selection from its first row to a setting's.
func downs(to name: String) -> [Key] {
    Array(repeating: .down, count: settingRow(name))
}
