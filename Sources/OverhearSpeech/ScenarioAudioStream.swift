import Dispatch
import OverhearKit

/// Plays a scenario's audio while it is still being made: from its first utterance, not once
/// its last is made (`play --speak`).
///
/// The timeline with real durations is certain up to the start of the first utterance heard
/// whose audio is not made yet: nothing before it depends on a duration still missing (an
/// utterance is cut by a later request, whose time depends only on what was said before it).
/// So each time an utterance is made the timeline is run again, with the spec's durations
/// for what is missing, and the audio up to that point is played. What is played is what
/// `ScenarioAudio.render` gives, sample for sample (ScenarioAudioStreamTests).
public final class ScenarioAudioStream: @unchecked Sendable {
    /// Where the audio goes, a piece at a time, on the stream's own thread.
    private let play: ([Int16]) -> Void
    private let monitor = Monitor()
    // Guarded by `monitor`.
    private var made: [Utterance: PCMStore.Location] = [:]
    private var allMade = false
    private var stopped = false
    private var finished = false
    private var newlyMade = false

    public init(play: @escaping ([Int16]) -> Void) {
        self.play = play
    }

    /// Starts playing on a thread of its own; `ScenarioAudio` calls it before synthesis starts.
    func start(_ scenario: Scenario, _ requests: [[[SpeechRequest]]], audio: UtteranceAudio) {
        // Read from the stream's thread only where it is safe while `prepare` runs: the rate,
        // and audio made already (`samples(at:)`).
        nonisolated(unsafe) let audio = audio
        DispatchQueue(label: "overhear-scenario-stream").async {
            self.run(scenario, requests, audio: audio)
            self.monitor.withLock {
                self.finished = true
                self.monitor.broadcast()
            }
        }
    }

    /// How many utterances are made so far.
    var madeCount: Int { monitor.withLock { made.count } }

    /// Tells the stream that an utterance's audio is made (from any thread).
    func made(_ utterance: Utterance, at location: PCMStore.Location) {
        monitor.withLock {
            made[utterance] = location
            newlyMade = true
            monitor.broadcast()
        }
    }

    /// Tells the stream that every utterance is made: the timeline is certain to its end.
    func madeAll() {
        monitor.withLock {
            allMade = true
            monitor.broadcast()
        }
    }

    /// Stops playing (what is in the device's buffer still plays out), and waits for the thread.
    public func stop() {
        monitor.withLock {
            stopped = true
            monitor.broadcast()
        }
        waitUntilPlayed()
    }

    /// Waits until all of the audio has been played (or the stream stopped).
    public func waitUntilPlayed() {
        monitor.withLock {
            while !finished { monitor.wait(until: Monitor.now + 100_000_000) }
        }
    }

    private func run(_ scenario: Scenario, _ requests: [[[SpeechRequest]]], audio: UtteranceAudio) {
        // The sounds are made from their names, never by the worker.
        var sounds: [Utterance: [Int16]] = [:]
        for steps in requests { for step in steps { for request in step where request.utterance.kind == .sound {
            sounds[request.utterance] = Tones.samples(for: request.utterance.text, sampleRate: audio.sampleRate)
        } } }
        func durations(_ made: [Utterance: PCMStore.Location]) -> SpeechDurations {
            var milliseconds = sounds.mapValues { audio.milliseconds($0.count) }
            for (utterance, location) in made { milliseconds[utterance] = audio.milliseconds(location.count) }
            return ScenarioAudio.durations(milliseconds, audio)
        }
        var writer = ScenarioAudio.Writer(sampleRate: audio.sampleRate)
        var played = 0
        while true {
            // What is made now, once something new is (or all is).
            let made: [Utterance: PCMStore.Location]? = monitor.withLock {
                while !newlyMade && !allMade && !stopped { monitor.wait(until: Monitor.now + 100_000_000) }
                newlyMade = false
                return stopped ? nil : self.made
            }
            guard let made else { return }
            let heard = ScenarioAudio.heardEntries(ScenarioPlayer.schedule(scenario, requests, durations: durations(made)))
            // Certain up to the first utterance heard that is not made yet.
            let horizon = heard.first { $0.utterance.kind != .sound && made[$0.utterance] == nil }?.start
            let certain = heard[played...].prefix { horizon == nil || $0.start < horizon! }
            for entry in certain {
                let samples = sounds[entry.utterance]
                let location = made[entry.utterance] ?? PCMStore.Location()
                try? writer.write(entry, total: samples?.count ?? location.count, { offset, buffer in
                    if let samples {
                        _ = buffer.initialize(fromContentsOf: samples[offset..<(offset + buffer.count)])
                    } else {
                        audio.samples(at: location, from: offset, into: buffer)
                    }
                }, to: { play(Array($0)) })
                if monitor.withLock({ stopped }) { return }
            }
            played += certain.count
            guard let horizon else {
                try? writer.silence(until: (heard.map(\.end).max() ?? 0) * audio.sampleRate / 1000) { play(Array($0)) }
                return
            }
            try? writer.silence(until: horizon * audio.sampleRate / 1000) { play(Array($0)) }
        }
    }
}
