import Foundation
import OverhearCorpus
import OverhearKit
import Synchronization
import Testing
@testable import OverhearSpeech

/// `play --speak` plays a scenario's audio while it is made (`ScenarioAudioStream`).
@Suite struct ScenarioAudioStreamTests {
    /// What the stream played, and how many utterances were made when it began.
    final class Heard: Sendable {
        let samples = Mutex<[Int16]>([])
        let stream = Mutex<ScenarioAudioStream?>(nil)
        let madeWhenFirstPlayed = Mutex<Int?>(nil)

        func take(_ piece: [Int16]) {
            if madeWhenFirstPlayed.withLock({ $0 }) == nil {
                let made = stream.withLock { $0 }?.madeCount
                madeWhenFirstPlayed.withLock { $0 = made }
            }
            samples.withLock { $0 += piece }
        }
    }

    private func streamed(_ scenario: Scenario) throws -> (rendered: ScenarioAudio, heard: Heard) {
        let heard = Heard()
        let stream = ScenarioAudioStream { heard.take($0) }
        heard.stream.withLock { $0 = stream }
        let rendered = try ScenarioAudio(scenario, audio: try makeAudio(scenario.settings), playingOn: stream)
        stream.waitUntilPlayed()
        return (rendered, heard)
    }

    /// The scenarios whose speech is cut where real durations say (issue 19, item 20), and a
    /// long one: the stream plays what the WAV holds, sample for sample.
    @Test(arguments: ["31", "32", "36", "37", "85", "long"])
    func theStreamPlaysWhatTheWAVHolds(name: String) throws {
        let scenario = try Self.scenario(name)
        let (rendered, heard) = try streamed(scenario)
        let same = heard.samples.withLock { $0 } == rendered.samples
        #expect(rendered.sampleCount > 0 && same, "\(heard.samples.withLock { $0.count }) samples streamed, \(rendered.sampleCount) in the WAV")
    }

    /// It begins with the first utterances, while the others are still being made.
    @Test func playingStartsBeforeTheLastUtteranceIsMade() throws {
        let scenario = try Self.scenario("long")
        let spoken = Set(try ScenarioPlayer.requests(scenario).joined().joined().map(\.utterance).filter { $0.kind != .sound })
        let (_, heard) = try streamed(scenario)
        let made = try #require(heard.madeWhenFirstPlayed.withLock { $0 })
        #expect(made < spoken.count / 2, "\(made) of \(spoken.count) utterances made when the first sample played")
    }

    static func scenario(_ name: String) throws -> Scenario {
        guard name != "long" else {
            var generator = RandomScenario(seed: 99)
            return try ScenarioParser.parse(generator.text(actions: 300), path: "long")
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios")
        let file = try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix(name + "-") }
        let path = folder.appendingPathComponent(try #require(file)).path
        return try ScenarioParser.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
    }
}
