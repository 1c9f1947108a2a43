import Dispatch
import Glibc
import OverhearIO
import OverhearKit
import OverhearSpeech
import OverhearUI

/// Runs the interactive UI on the terminal: reads events, updates the state, carries out
/// the effects (speech, recording), draws the frame.
public enum TerminalApp {
    public struct Options {
        /// Colours unless NO_COLOR is set to anything non-empty (no-color.org).
        public var useColor = getenv("NO_COLOR").map { $0.pointee == 0 } ?? true
        public var audioDevice: String?
        /// Starts with speech muted (no speech process at all).
        public var silent = false
        public var recordPath: String?
        /// Logs how long each key took from being read to its frame being drawn.
        public var tracePath: String?
        public init() {}
    }

    /// Runs until the person quits; returns the exit status.
    public static func run(_ initial: AppState, options: Options) throws(TerminalError) -> Int32 {
        var state = initial
        var speaker: LiveSpeaker?
        var notices: [String] = []
        if !options.silent {
            do {
                speaker = try LiveSpeaker(executable: SpeechWorkerClient.currentExecutable, settings: state.settings, device: options.audioDevice)
            } catch {
                notices.append("Speech is off: \(error.description)")
            }
        }
        defer { speaker?.stop() }
        let backend = try TerminalBackend(useColor: options.useColor)
        defer { backend.end() }
        var trace = TraceLog(path: options.tracePath)
        defer { trace.flush() }
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Int { Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000) }

        let (width, height) = backend.size
        _ = state.update(.resize(width: width, height: height), realTime: 0)
        if let path = options.recordPath { perform(state.toggleRecording(path: path), speaker: speaker, state: &state) }
        for line in notices { _ = state.update(.notice(line), realTime: elapsed()) }
        backend.draw(state.view())

        while !state.shouldQuit && !backend.inputEnded {
            let event = backend.readEvent(timeout: 40)
            let began = DispatchTime.now().uptimeNanoseconds
            for line in speaker?.takeNotices() ?? [] { _ = state.update(.notice(line), realTime: elapsed()) }
            let effects = state.update(event ?? .tick, realTime: elapsed())
            perform(effects, speaker: speaker, state: &state)
            backend.draw(state.view())
            if let event { trace.record(event, microseconds: Int((DispatchTime.now().uptimeNanoseconds - began) / 1000)) }
        }
        return 0
    }

    private static func perform(_ effects: [Effect], speaker: LiveSpeaker?, state: inout AppState) {
        for effect in effects {
            switch effect {
            case .speak(let requests): speaker?.submit(requests)
            case .silence: speaker?.silence()
            case .applySettings(let settings): speaker?.apply(settings)
            case .writeRecording(let path, let bytes):
                do {
                    try AtomicFile.write(bytes, to: path)
                } catch {
                    state.status = error.message
                }
            case .quit: break
            }
        }
    }
}

/// Per-event timings for `--trace FILE`: one line per key, paste, click or resize, `EVENT
/// MICROSECONDS µs` from reading it to its frame being drawn.
struct TraceLog {
    let path: String?
    private var lines = ["# event, then the time from reading it to its frame being drawn"]

    init(path: String?) { self.path = path }

    mutating func record(_ event: UIEvent, microseconds: Int) {
        guard path != nil, let name = Self.name(event) else { return }
        lines.append("\(name) \(microseconds) µs")
        if lines.count % 200 == 0 { flush() }
    }

    /// An event as a person would name it; nil for the ticks and notices that are not input.
    static func name(_ event: UIEvent) -> String? {
        switch event {
        case .key(let key): return "key " + keyName(key)
        case .paste(let text): return "paste \(text.count) characters"
        case .click(let x, let y): return "click column \(x) row \(y)"
        case .resize(let width, let height): return "resize \(width)×\(height)"
        case .tick, .notice: return nil
        }
    }

    static func keyName(_ key: Key) -> String {
        switch key {
        case .character(let character):
            let scalars = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            return character.isASCII && !character.isControl ? "'\(character)'" : scalars.joined(separator: " ")
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .left: return "←"
        case .right: return "→"
        case .up: return "↑"
        case .down: return "↓"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .function(let number): return "F\(number)"
        case .control(let letter): return "Ctrl-" + String(letter).uppercased()
        }
    }

    func flush() {
        guard let path else { return }
        try? AtomicFile.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: path)
    }
}
