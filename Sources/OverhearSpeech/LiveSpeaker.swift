import Foundation
import OverhearKit

/// Speaks utterances live, on the real clock, with the timeline's rules: the first utterance
/// of a step and every announcement interrupt, a hint waits its delay, queued speech waits
/// its turn. Synthesis and playback run on the speaker's own thread.
public final class LiveSpeaker: @unchecked Sendable {
    private struct Item {
        var utterance: Utterance
        var delay: Int
    }

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var queue: [Item] = []
    private var deferred: [(due: Date, utterance: Utterance)] = []
    private var generation = 0
    private var settings: Settings
    private var notices: [String] = []
    private var running = true

    /// Used on the speaker thread only.
    private let audio: UtteranceAudio
    private let output: AudioOutput?
    private var thread: Thread?

    /// Starts the speech worker and opens the audio device. With no device it still runs
    /// (so a crash text is still caught) and leaves a notice saying there is none.
    public init(executable: String, settings: Settings, device: String?) throws(SpeechError) {
        let client = try SpeechWorkerClient(executable: executable)
        self.settings = settings
        var notices: [String] = []
        audio = UtteranceAudio(client: client, settings: settings, voice: nil) { notices.append($0) }
        do {
            output = try AudioOutput(device: device ?? "default", sampleRate: client.sampleRate)
        } catch {
            output = nil
            notices.append(error.description)
        }
        self.notices = notices
        audio.report = { [weak self] line in self?.notice(line) }
        let thread = Thread { [weak self] in self?.run() }
        thread.name = "overhear-speaker"
        self.thread = thread
        thread.start()
    }

    /// Whether there is a device to hear speech on.
    public var hasOutput: Bool { output != nil }

    /// Speaks one step's requests.
    public func submit(_ requests: [SpeechRequest]) {
        condition.lock()
        defer { condition.unlock() }
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
                deferred.append((Date().addingTimeInterval(Double(milliseconds) / 1000), request.utterance))
            }
        }
        condition.broadcast()
    }

    /// Stops speaking at once and forgets what was waiting.
    public func silence() {
        condition.lock()
        interruptLocked()
        deferred.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    public func apply(_ newSettings: Settings) {
        condition.lock()
        settings = newSettings
        condition.unlock()
    }

    /// Lines for the status bar since the last call (no device, a crash of the engine).
    public func takeNotices() -> [String] {
        condition.lock()
        defer { condition.unlock() }
        let taken = notices
        notices = []
        return taken
    }

    public func stop() {
        condition.lock()
        running = false
        interruptLocked()
        condition.broadcast()
        condition.unlock()
    }

    private func notice(_ line: String) {
        condition.lock()
        notices.append(line)
        condition.unlock()
    }

    private func interruptLocked() {
        queue.removeAll()
        generation += 1
    }

    private func isCurrent(_ token: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return running && generation == token
    }

    private func run() {
        while true {
            condition.lock()
            var item: Item?
            while running {
                if let first = deferred.first, first.due <= Date() {
                    deferred.removeFirst()
                    interruptLocked()
                    queue.append(Item(utterance: first.utterance, delay: 0))
                }
                if !queue.isEmpty {
                    item = queue.removeFirst()
                    break
                }
                condition.wait(until: deferred.first?.due ?? Date().addingTimeInterval(3600))
            }
            let token = generation
            let current = settings
            let stillRunning = running
            condition.unlock()
            guard stillRunning, let item else { return }
            if item.delay > 0 {
                let due = Date().addingTimeInterval(Double(item.delay) / 1000)
                condition.lock()
                while running && generation == token && Date() < due { condition.wait(until: due) }
                condition.unlock()
                guard isCurrent(token) else { continue }
            }
            audio.rate = current.rate
            audio.voice = current.voice.isEmpty ? "en-us" : current.voice
            audio.capitals = current.capitals
            guard let samples = try? audio.samples(for: item.utterance), isCurrent(token) else { continue }
            output?.play(samples) { self.isCurrent(token) }
        }
    }
}
