import Dispatch
import OverhearKit

/// Speaks utterances live, on the real clock, with the timeline's rules: the first utterance
/// of a step and every announcement interrupt, a hint waits its delay, queued speech waits
/// its turn. Synthesis and playback run on the speaker's own thread.
public final class LiveSpeaker: @unchecked Sendable {
    private struct Item {
        var utterance: Utterance
        var delay: Int
    }

    private let monitor = Monitor()
    // Guarded by `monitor`.
    private var queue: [Item] = []
    private var deferred: [(due: UInt64, utterance: Utterance)] = []
    private var generation = 0
    private var settings: Settings
    private var notices: [String] = []
    private var running = true

    /// Used on the speaker thread only.
    private let audio: UtteranceAudio
    private let output: AudioOutput?

    /// Starts the speech worker and opens the audio device. With no device it still runs
    /// (so a crash text is still caught) and leaves a notice saying there is none.
    public init(executable: String, settings: Settings, device: String?) throws(SpeechError) {
        let client = try SpeechWorkerClient(executable: executable)
        self.settings = settings
        audio = UtteranceAudio(client: client, settings: settings, voice: nil) { _ in }
        do {
            output = try AudioOutput(device: device ?? "default", sampleRate: client.sampleRate)
        } catch {
            output = nil
            notices.append(error.description)
        }
        audio.report = { [weak self] line in self?.notice(line) }
        // The speaker thread runs until `stop`; it holds the speaker as long.
        DispatchQueue(label: "overhear-speaker").async { self.run() }
    }

    /// Speaks one step's requests.
    public func submit(_ requests: [SpeechRequest]) {
        monitor.withLock {
            var stepHasStarted = false
            for request in requests {
                switch request.priority {
                case .screenReader:
                    if !stepHasStarted { interruptLocked() }
                    stepHasStarted = true
                    queue.append(Item(utterance: request.utterance, delay: 0))
                case .hint:
                    queue.append(Item(utterance: request.utterance, delay: settings.hintDelay))
                case .announcement:
                    interruptLocked()
                    queue.append(Item(utterance: request.utterance, delay: 0))
                case .queuedAnnouncement:
                    queue.append(Item(utterance: request.utterance, delay: 0))
                case .deferredAnnouncement(let milliseconds):
                    deferred.append((Monitor.now + UInt64(milliseconds) * 1_000_000, request.utterance))
                }
            }
            monitor.broadcast()
        }
    }

    /// Stops speaking at once and forgets what was waiting.
    public func silence() {
        monitor.withLock {
            interruptLocked()
            deferred.removeAll()
            monitor.broadcast()
        }
    }

    public func apply(_ newSettings: Settings) {
        monitor.withLock { settings = newSettings }
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

    /// Whether the item taken with `token` may go on: nothing has interrupted it, and no
    /// deferred announcement has come due (which interrupts it now).
    private func isCurrent(_ token: Int) -> Bool {
        monitor.withLock {
            promoteDueDeferredLocked()
            return running && generation == token
        }
    }

    /// A deferred announcement whose time has come interrupts and goes to the queue.
    private func promoteDueDeferredLocked() {
        let now = Monitor.now
        while let index = deferred.firstIndex(where: { $0.due <= now }) {
            let due = deferred.remove(at: index)
            interruptLocked()
            queue.append(Item(utterance: due.utterance, delay: 0))
        }
    }

    /// The speaker thread: take the next item, wait out its delay, synthesise, play.
    private func run() {
        while true {
            var next: (item: Item, token: Int, settings: Settings)?
            let stillRunning: Bool = monitor.withLock {
                while running {
                    promoteDueDeferredLocked()
                    if !queue.isEmpty {
                        next = (queue.removeFirst(), generation, settings)
                        return true
                    }
                    monitor.wait(until: deferred.map(\.due).min() ?? Monitor.now + 3_600_000_000_000)
                }
                return false
            }
            guard stillRunning, let (item, token, current) = next else { return }
            if item.delay > 0 {
                let due = Monitor.now + UInt64(item.delay) * 1_000_000
                monitor.withLock {
                    while running && generation == token && Monitor.now < due {
                        monitor.wait(until: min(due, deferred.map(\.due).min() ?? due))
                        promoteDueDeferredLocked()
                    }
                }
                guard isCurrent(token) else { continue }
            }
            audio.rate = current.rate
            audio.voice = current.voice.isEmpty ? "en-us" : current.voice
            audio.capitals = current.capitals
            let samples: [Int16]
            do {
                samples = try audio.samples(for: item.utterance)
            } catch {
                notice(error.description)
                continue
            }
            guard isCurrent(token) else { continue }
            output?.play(samples) { self.isCurrent(token) }
        }
    }
}
