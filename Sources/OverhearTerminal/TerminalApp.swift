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
        // After a recording starts, so that its file has this `first`: a scenario's replay
        // starts with nothing focused.
        perform(state.appear(realTime: 0), speaker: speaker, file: recordingFile, state: &state, realTime: 0)
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
            if let event { trace.record(event, microseconds: Int((DispatchTime.now().uptimeNanoseconds - began) / 1000)) }
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
