import Dispatch
import Glibc
import OverhearKit

/// Where live speech is played: the sound card (`AudioOutput`), or a test's recorder.
public protocol PCMOutput: AnyObject {
    /// Plays samples, blocking, until they end or `keepGoing` says to stop; returns how many
    /// were written. Waiting for the device to take more, it waits with `wait` (until a
    /// monotonic time in ns), which returns early when a stop is asked for: so a cut takes
    /// effect at once, not when the audio written last has been heard.
    @discardableResult
    func play(_ samples: [Int16], while keepGoing: () -> Bool, waitingWith wait: (UInt64) -> Void) -> Int
}

extension AudioOutput: PCMOutput {}

/// Plays what the speech timeline starts, and stops it when the timeline cuts it. It keeps
/// no rules of its own: when speech starts, waits or is cut is the timeline's (the UI's) to
/// say. Synthesis and playback run on the speaker's own thread, in the order started.
public final class LiveSpeaker: @unchecked Sendable {
    /// What the speaker did, for a trace (the transcript of what was heard).
    public enum Event: Equatable, Sendable {
        /// The entry was started (it plays after audio still sounding, unless that was cut).
        case started(entry: Int)
        case cut(entry: Int)
        /// The entry's first samples are handed to the output, at this monotonic time (ns).
        case firstSample(entry: Int, time: UInt64)
        /// The entry's audio went to the output: this many samples, before it ended or was cut.
        case played(entry: Int, samples: Int)
    }

    private struct Item {
        var entry: Int
        var utterance: Utterance
        var settings: Settings
    }

    private let monitor = Monitor()
    // Guarded by `monitor`.
    private var queue: [Item] = []
    /// Counts cuts: audio taken before the latest cut stops.
    private var generation = 0
    private var notices: [String] = []
    private var running = true
    /// Taken an entry and not done with it: a notice may still come.
    private var playing = false

    /// Used on the speaker thread only.
    private let audio: UtteranceAudio
    private let output: PCMOutput?
    private let trace: (@Sendable (Event) -> Void)?

    /// Starts the speech worker and opens the audio device. With no device it still runs
    /// (so a crash text is still caught) and leaves a notice saying there is none.
    ///
    /// ALSA's `null` device takes audio at once; it is paced to real time here, so that it
    /// plays (and is cut) as a sound card would, for tests and the benchmark.
    public convenience init(executable: String, settings: Settings, device: String?,
                            trace: (@Sendable (Event) -> Void)? = nil) throws(SpeechError) {
        let client = try SpeechWorkerClient(executable: executable, voice: settings.spokenVoice)
        client.startsOnCallersCPU = true
        var notices: [String] = []
        var output: PCMOutput?
        do {
            let device = try AudioOutput(device: device ?? "default", sampleRate: client.sampleRate)
            output = device.device == "null" ? PacedOutput(device) : device
        } catch {
            notices.append(error.description)
        }
        self.init(audio: UtteranceAudio(client: client, settings: settings, voice: nil) { _ in }, output: output, trace: trace)
        monitor.withLock { self.notices = notices + self.notices }
    }

    /// A speaker on a given output; `trace` is told each start, cut and play. `audio` is the
    /// speaker thread's alone (it may still be synthesising after `stop`).
    public init(audio: UtteranceAudio, output: PCMOutput?, trace: (@Sendable (Event) -> Void)? = nil) {
        self.audio = audio
        self.output = output
        self.trace = trace
        audio.report = { [weak self] line in self?.notice(line) }
        // The speaker thread runs until `stop`; it holds the speaker as long.
        DispatchQueue(label: "overhear-speaker").async { self.run() }
    }

    /// Plays the timeline's entry `entry` after what is still sounding; `interrupting` cuts
    /// that first (its step interrupted).
    public func start(entry: Int, _ utterance: Utterance, settings: Settings, interrupting: Bool) {
        monitor.withLock {
            if interrupting { interruptLocked() }
            queue.append(Item(entry: entry, utterance: utterance, settings: settings))
            trace?(.started(entry: entry))
            monitor.broadcast()
        }
    }

    /// The timeline cut entry `entry`: everything started so far (it and what came before,
    /// still sounding or waiting) stops at once.
    public func cut(entry: Int) {
        monitor.withLock {
            interruptLocked()
            trace?(.cut(entry: entry))
            monitor.broadcast()
        }
    }

    /// Stops speaking at once and forgets what was waiting (mute).
    public func silence() {
        monitor.withLock {
            interruptLocked()
            monitor.broadcast()
        }
    }

    /// Whether speech is waiting or playing (a notice may still come), or a notice waits.
    public var isBusy: Bool {
        monitor.withLock { playing || !queue.isEmpty || !notices.isEmpty }
    }

    /// Lines for the status bar since the last call (no device, a crash of the engine).
    public func takeNotices() -> [String] {
        monitor.withLock {
            let taken = notices
            notices = []
            return taken
        }
    }

    public func stop() {
        monitor.withLock {
            running = false
            interruptLocked()
            monitor.broadcast()
        }
    }

    private func notice(_ line: String) {
        monitor.withLock { notices.append(line) }
    }

    private func interruptLocked() {
        queue.removeAll()
        generation += 1
    }

    /// Whether audio taken with `token` may go on: no cut since, and not stopped.
    private func isCurrent(_ token: Int) -> Bool {
        monitor.withLock { running && generation == token }
    }

    /// Waits until `deadline` (monotonic ns), or less: until audio taken with `token` is cut.
    private func wait(until deadline: UInt64, token: Int) {
        monitor.withLock {
            while running && generation == token && Monitor.now < deadline { monitor.wait(until: deadline) }
        }
    }

    /// The speaker thread: take the next started entry, synthesise it, play it.
    private func run() {
        while true {
            var next: (item: Item, token: Int)?
            let stillRunning: Bool = monitor.withLock {
                playing = false
                while running {
                    if !queue.isEmpty {
                        next = (queue.removeFirst(), generation)
                        playing = true
                        return true
                    }
                    monitor.wait(until: Monitor.now + 3_600_000_000_000)
                }
                return false
            }
            guard stillRunning, let (item, token) = next else { return }
            audio.rate = item.settings.rate
            audio.voice = item.settings.spokenVoice
            audio.capitals = item.settings.capitals
            // Each chunk is played as it comes from the engine; after a cut the rest is still
            // made (and kept), but not played.
            var first = true
            var written = 0
            do {
                try audio.stream(item.utterance) { chunk in
                    guard isCurrent(token) else { return false }
                    written += output?.play(chunk, while: {
                        if first, let trace = self.trace { trace(.firstSample(entry: item.entry, time: Monitor.now)) }
                        first = false
                        return self.isCurrent(token)
                    }, waitingWith: { self.wait(until: $0, token: token) }) ?? 0
                    return isCurrent(token)
                }
            } catch {
                notice(error.description)
                continue
            }
            guard !first || isCurrent(token) else { continue }
            trace?(.played(entry: item.entry, samples: written))
        }
    }
}

/// An output that takes audio no faster than it plays: a chunk at a time, each written when
/// the one before it would have been heard.
final class PacedOutput: PCMOutput {
    private let output: AudioOutput

    init(_ output: AudioOutput) { self.output = output }

    func play(_ samples: [Int16], while keepGoing: () -> Bool, waitingWith wait: (UInt64) -> Void) -> Int {
        let chunk = AudioOutput.chunkLength(sampleRate: output.sampleRate)
        let start = Monitor.now
        var offset = 0
        while offset < samples.count, keepGoing() {
            let end = Swift.min(samples.count, offset + chunk)
            offset += output.play(Array(samples[offset..<end]))
            wait(start + UInt64(offset) * 1_000_000_000 / UInt64(output.sampleRate))
        }
        return offset
    }
}
