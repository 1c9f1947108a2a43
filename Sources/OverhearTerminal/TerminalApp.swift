import Dispatch
import Glibc
import OverhearKit
import OverhearSpeech
import OverhearUI
import Synchronization

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
        let sounds = SoundTrace()
        var speaker: LiveSpeaker?
        var notices: [String] = []
        if !options.silent {
            do {
                speaker = try LiveSpeaker(executable: SpeechWorkerClient.currentExecutable, settings: state.settings, device: options.audioDevice,
                                          trace: options.tracePath == nil ? nil : sounds.record)
            } catch {
                notices.append("Speech is off: \(error.description)")
            }
        }
        defer { speaker?.stop() }
        let backend = try TerminalBackend(useColor: options.useColor)
        defer { backend.end() }
        var trace = TraceLog(path: options.tracePath)
        defer { trace.flush(sounds: sounds) }
        let recordingFile = RecordingFile()
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Int { Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000) }

        let (width, height) = backend.size
        _ = state.update(.resize(width: width, height: height), realTime: 0)
        if let path = options.recordPath { perform(state.toggleRecording(path: path), speaker: speaker, file: recordingFile, state: &state, realTime: 0) }
        for line in notices { _ = state.update(.notice(line), realTime: elapsed()) }
        backend.draw(state.view())

        while !state.shouldQuit && !backend.inputEnded {
            // Sleep until a key, a signal (a resize), or the timeline's next event; while the
            // speaker is busy, also look for its notices now and then.
            let timeout = RunLoopWake.timeout(sleep: state.sleepTime(atRealTime: elapsed()), speakerBusy: speaker?.isBusy ?? false)
            let event = backend.readEvent(timeout: timeout ?? -1)
            let began = DispatchTime.now().uptimeNanoseconds
            for line in speaker?.takeNotices() ?? [] { _ = state.update(.notice(line), realTime: elapsed()) }
            let effects = state.update(event ?? .tick, realTime: elapsed())
            if options.tracePath != nil, let event, case .key = event { sounds.expect(effects, key: trace.count, began: began) }
            perform(effects, speaker: speaker, file: recordingFile, state: &state, realTime: elapsed())
            backend.draw(state.view())
            if let event, case .key(let key) = event {
                trace.record(key, microseconds: Int((DispatchTime.now().uptimeNanoseconds - began) / 1000))
            }
        }
        return 0
    }

    private static func perform(_ effects: [Effect], speaker: LiveSpeaker?, file: RecordingFile, state: inout AppState, realTime: Int) {
        for effect in effects {
            switch effect {
            case .speech(let cues):
                for cue in cues {
                    switch cue {
                    case .start(let entry, let utterance, let settings, let interrupting):
                        speaker?.start(entry: entry, utterance, settings: settings, interrupting: interrupting)
                    case .cut(let entry): speaker?.cut(entry: entry)
                    }
                }
            case .silence: speaker?.silence()
            case .writeRecording(let path, let offset, let bytes):
                do {
                    try file.write(path: path, offset: offset, bytes: bytes)
                } catch {
                    _ = state.update(.notice(error.message), realTime: realTime)
                }
            case .quit: break
            }
        }
    }
}

/// How long the run loop waits for input.
enum RunLoopWake {
    /// The UI's own sleep (nil: nothing due), cut to 100 ms while the speaker may still
    /// report something; nil means wait for the next key or signal only.
    static func timeout(sleep: Int?, speakerBusy: Bool) -> Int? {
        guard speakerBusy else { return sleep }
        return Swift.min(sleep ?? 100, 100)
    }
}

/// Per-key timings for `--trace FILE`: one line per key, `KEY MICROSECONDS` (read to frame
/// drawn), and at the end, for keys that made a sound, `sound N MICROSECONDS` (read to the
/// first sample of its speech handed to the audio device; N counts keys from 0). Lines are
/// appended 200 at a time, so a long session's trace costs no more per key than a short one's.
struct TraceLog {
    let path: String?
    private var pending: [String] = []
    private(set) var count = 0

    init(path: String?) {
        self.path = path
        if let path { Self.append("", to: path, truncating: true) }
    }

    mutating func record(_ key: Key, microseconds: Int) {
        guard path != nil else { return }
        pending.append("\(key) \(microseconds)")
        count += 1
        if pending.count == 200 { flush() }
    }

    /// Appends the lines not yet written (and the sound lines, at the end of a session).
    mutating func flush(sounds: SoundTrace? = nil) {
        guard let path else { return }
        let lines = pending + (sounds?.lines ?? [])
        pending = []
        if !lines.isEmpty { Self.append(lines.joined(separator: "\n") + "\n", to: path, truncating: false) }
    }

    private static func append(_ text: String, to path: String, truncating: Bool) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (truncating ? O_TRUNC : O_APPEND), 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// When each key's first sound reached the audio device: the speaker thread reports first
/// samples, the run loop says which key started which entry.
final class SoundTrace: Sendable {
    private struct State {
        var keyOfEntry: [Int: (key: Int, began: UInt64)] = [:]
        var firstSound: [Int: UInt64] = [:]
    }
    private let state = Mutex(State())

    func expect(_ effects: [Effect], key: Int, began: UInt64) {
        state.withLock { state in
            for case .speech(let cues) in effects {
                for case .start(let entry, _, _, _) in cues { state.keyOfEntry[entry] = (key, began) }
            }
        }
    }

    func record(_ event: LiveSpeaker.Event) {
        guard case .firstSample(let entry, let time) = event else { return }
        state.withLock { state in
            guard let (key, began) = state.keyOfEntry.removeValue(forKey: entry), time >= began else { return }
            state.firstSound[key] = Swift.min(state.firstSound[key] ?? .max, time - began)
        }
    }

    var lines: [String] {
        state.withLock { state in state.firstSound.sorted { $0.key < $1.key }.map { "sound \($0.key) \($0.value / 1000)" } }
    }
}
