import Foundation
import OverhearKit
import Synchronization
import Testing
@testable import OverhearSpeech
@testable import OverhearUI

/// An audio output that takes audio no faster than it plays (5 ms chunks) and counts it.
final class CountingOutput: PCMOutput, @unchecked Sendable {
    private let written = Mutex(0)
    var samples: Int { written.withLock { $0 } }

    func play(_ samples: [Int16], while keepGoing: () -> Bool, waitingWith wait: (UInt64) -> Void) -> Int {
        var offset = 0
        while offset < samples.count, keepGoing() {
            offset = min(samples.count, offset + 110)
            written.withLock { $0 += 110 }
            wait(Monitor.now + 5_000_000)
        }
        return offset
    }
}

/// What a speaker reported, in order.
final class SpeakerTrace: @unchecked Sendable {
    private let events = Mutex<[LiveSpeaker.Event]>([])
    var all: [LiveSpeaker.Event] { events.withLock { $0 } }
    func record(_ event: LiveSpeaker.Event) { events.withLock { $0.append(event) } }

    /// Waits until `condition` holds of the events, or `seconds` pass.
    func wait(seconds: Double = 10, until condition: ([LiveSpeaker.Event]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(all) { return true }
            usleep(10_000)
        }
        return condition(all)
    }
}

/// The live speaker: its thread, the worker behind it, its notices, and what it plays.
@Suite struct LiveSpeakerTests {
    func waitForNotices(_ speaker: LiveSpeaker, seconds: Double = 5) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var notices: [String] = []
        while notices.isEmpty && Date() < deadline {
            notices = speaker.takeNotices()
            usleep(20_000)
        }
        return notices
    }

    func speaker(_ output: PCMOutput, _ trace: SpeakerTrace) throws -> LiveSpeaker {
        LiveSpeaker(audio: try makeAudio(), output: output, trace: trace.record)
    }

    static func played(_ entry: Int) -> ([LiveSpeaker.Event]) -> Bool {
        { events in events.contains { if case .played(entry, let samples) = $0 { samples > 0 } else { false } } }
    }

    @Test func aCrashTextIsReportedOnceAndSpeechGoesOn() throws {
        let output = CountingOutput(), trace = SpeakerTrace()
        let speaker = try speaker(output, trace)
        defer { speaker.stop() }
        speaker.start(entry: 0, Utterance(.announce, [Segment(.announcement, named: espeakCrashText)]), settings: Settings(), interrupting: true)
        #expect(waitForNotices(speaker) == ["speech engine crashed on announce \"\(espeakCrashText.prefix(30))…\"; skipped it, restarted"])
        #expect(output.samples == 0, "the crash text has no audio")
        // The restarted engine speaks the next utterance: its audio reaches the output.
        speaker.start(entry: 1, Utterance(.focus, [Segment(.value, named: "Zip code")]), settings: Settings(), interrupting: true)
        #expect(trace.wait(until: Self.played(1)))
        #expect(output.samples > 5000)
        #expect(waitForNotices(speaker, seconds: 0.5).isEmpty, "reported once")
    }

    @Test func aCutStopsTheAudioAndWhatWaitsAndLaterSpeechIsHeard() throws {
        let output = CountingOutput(), trace = SpeakerTrace()
        let speaker = try speaker(output, trace)
        defer { speaker.stop() }
        let long = Utterance(.focus, [Segment(.value, named: "text field, is editing, Email, character mode, insertion point at end")])
        speaker.start(entry: 0, long, settings: Settings(), interrupting: true)
        speaker.start(entry: 1, Utterance(.hint, [Segment(.hint, named: "double tap to edit")]), settings: Settings(), interrupting: false)
        #expect(trace.wait { $0.contains { if case .firstSample(0, _) = $0 { true } else { false } } })
        speaker.cut(entry: 0)
        #expect(trace.wait(until: { $0.contains { if case .played(0, _) = $0 { true } else { false } } }))
        let played = trace.all.compactMap { if case .played(0, let samples) = $0 { samples } else { nil } }.first!
        #expect(played < 22050, "cut within its first second (the whole lasts about 5 s)")
        // The waiting hint was dropped with it; speech started after the cut is heard.
        speaker.start(entry: 2, Utterance(.focus, [Segment(.value, named: "Name")]), settings: Settings(), interrupting: true)
        #expect(trace.wait(until: Self.played(2)))
        #expect(!trace.all.contains { if case .played(1, _) = $0 { true } else { false } })
    }

    /// A device that takes a chunk only every 30 s: the speaker's wait for it must end at a
    /// cut, or the next speech waits for the chunk to be heard.
    final class SlowDevice: PCMOutput, @unchecked Sendable {
        func play(_ samples: [Int16], while keepGoing: () -> Bool, waitingWith wait: (UInt64) -> Void) -> Int {
            var offset = 0
            while offset < samples.count, keepGoing() {
                offset = min(samples.count, offset + 110)
                wait(Monitor.now + 30_000_000_000)
            }
            return offset
        }
    }

    @Test func aCutEndsTheWaitForTheDeviceAtOnce() throws {
        let trace = SpeakerTrace()
        let speaker = try speaker(SlowDevice(), trace)
        defer { speaker.stop() }
        speaker.start(entry: 0, Utterance(.focus, [Segment(.value, named: "Zip code")]), settings: Settings(), interrupting: true)
        #expect(trace.wait { $0.contains { if case .firstSample(0, _) = $0 { true } else { false } } })
        speaker.start(entry: 1, Utterance(.focus, [Segment(.value, named: "Email")]), settings: Settings(), interrupting: true)
        // Seconds, not 30: the cut woke the wait, and the next entry reached the device.
        #expect(trace.wait(seconds: 10) { $0.contains { if case .firstSample(1, _) = $0 { true } else { false } } })
        #expect(trace.all.contains(.played(entry: 0, samples: 110)), "entry 0 stopped after its first chunk")
    }

    @Test func noDeviceIsANoticeNotAnError() throws {
        let speaker = try LiveSpeaker(executable: overhearBinary, settings: Settings(), device: "overhear-no-such-device")
        defer { speaker.stop() }
        #expect(speaker.takeNotices() == ["cannot open audio device \"overhear-no-such-device\": No such file or directory; use --wav FILE to hear it later"])
        speaker.start(entry: 0, Utterance(.announce, [Segment(.announcement, named: "hello")]), settings: Settings(), interrupting: true)
        #expect(waitForNotices(speaker, seconds: 1).isEmpty)
    }

    @Test func theNullDeviceOpensAndIsPaced() throws {
        let trace = SpeakerTrace()
        let speaker = try LiveSpeaker(executable: overhearBinary, settings: Settings(), device: "null", trace: trace.record)
        defer { speaker.stop() }
        #expect(speaker.takeNotices().isEmpty, "the null device opens")
        let started = Date()
        speaker.start(entry: 0, Utterance(.focus, [Segment(.value, named: "Zip code")]), settings: Settings(), interrupting: true)
        #expect(trace.wait(until: Self.played(0)))
        #expect(Date().timeIntervalSince(started) > 0.3, "played at the pace it is heard")
    }

    /// Every scenario played by the UI (its timeline, on its clock, waking when the timeline
    /// says) into the live speaker gives, from what the speaker was told to start and cut,
    /// the transcript the virtual timeline gives with the spec's durations.
    @Test func theLiveSpeakerHearsTheVirtualTimelinesTranscript() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".scenario") }.sorted()
        #expect(files.count >= 47)
        for file in files {
            let scenario = try ScenarioParser.parse(try Data(contentsOf: folder.appendingPathComponent(file)).map { $0 }, path: file)
            let virtual = try ScenarioCheck(scenario)
            let trace = SpeakerTrace()
            // A speaker's audio is its thread's alone: a stopped speaker may still be synthesising.
            let speaker = LiveSpeaker(audio: try makeAudio(), output: CountingOutput(), trace: trace.record)
            var state = AppState(screen: scenario.screen, settings: scenario.settings, title: file)
            func forward(_ effects: [Effect]) {
                for case .speech(let cues) in effects {
                    for cue in cues {
                        switch cue {
                        case .start(let entry, let utterance, let settings, let interrupting):
                            speaker.start(entry: entry, utterance, settings: settings, interrupting: interrupting)
                        case .cut(let entry): speaker.cut(entry: entry)
                        }
                    }
                }
            }
            /// Wakes the UI whenever its timeline says, up to UI time `time`.
            func run(until time: Int) {
                while let wake = state.nextWakeTime, wake < time {
                    forward(state.update(.tick, realTime: wake - state.clockOffset))
                }
                forward(state.update(.tick, realTime: time - state.clockOffset))
            }
            for (action, speech) in zip(scenario.actions, virtual.speech) {
                run(until: speech.time)
                forward(state.perform(action.command))
            }
            run(until: .max / 2)
            speaker.stop()
            // The heard transcript: each entry the speaker was told of, cut or not, by action.
            var heard = [[ExpectedUtterance]](repeating: [], count: scenario.actions.count)
            var cut = Set<Int>(), told: [Int] = []
            for event in trace.all {
                switch event {
                case .started(let entry): told.append(entry)
                case .cut(let entry):
                    cut.insert(entry)
                    if !told.contains(entry) { told.append(entry) }
                default: break
                }
            }
            for entry in told.sorted() {
                let timed = state.timeline.entries[entry]
                heard[timed.tag].append(ExpectedUtterance(kind: timed.utterance.kind, interrupted: cut.contains(entry), text: timed.utterance.text))
            }
            #expect(heard == virtual.transcripts, "\(file)")
        }
    }
}
