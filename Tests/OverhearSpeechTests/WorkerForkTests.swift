import Foundation
import OverhearCorpus
import OverhearKit
import Testing
@testable import OverhearSpeech

/// `play --wav` forks its speech workers from itself where it may (`WorkerFork`); the tests'
/// own workers are spawned, the general path, which holds the forked ones to the same bytes.
@Suite struct WorkerForkTests {
    @Test func aProcessRunningThreadsSpawnsItsWorkers() {
        // This test process runs Swift Testing's threads, and forked, a child would have a
        // copy of none of them.
        #expect(WorkerFork.threadCount() > 1)
        #expect(!WorkerFork.isSafe(for: SpeechWorkerClient.currentExecutable))
    }

    @Test func onlyThisProcesssOwnExecutableIsForked() {
        #expect(WorkerFork.isOwnExecutable(SpeechWorkerClient.currentExecutable))
        #expect(!WorkerFork.isOwnExecutable(overhearBinary), "the tests run in the test bundle, not in overhear")
        #expect(!WorkerFork.isOwnExecutable("/nonexistent/overhear"))
    }

    /// 300 generated actions speak some 40 distinct utterances: both workers take part.
    @Test func forkedWorkersSayWhatSpawnedOnesSay() throws {
        var generator = RandomScenario(seed: 99)
        let text = generator.text(actions: 300)
        let path = temporaryFile("long.scenario", text), wav = temporaryFile("long.wav")
        let play = Process()
        play.executableURL = URL(fileURLWithPath: overhearBinary)
        play.arguments = ["play", path, "--wav", wav]
        play.standardOutput = FileHandle.nullDevice
        play.standardError = FileHandle.nullDevice
        try play.run()
        // A forked worker keeps its parent's command line; a spawned one has its own.
        var forked = Set<Int32>(), spawned = Set<Int32>()
        while play.isRunning {
            for (child, arguments) in Self.children(of: play.processIdentifier) {
                if arguments.contains("speech-worker") { spawned.insert(child) } else if arguments.contains("play") { forked.insert(child) }
            }
            usleep(500)
        }
        #expect(play.terminationStatus == 0)
        #expect(forked.count == 2 && spawned.isEmpty, "forked \(forked.count), spawned \(spawned.count)")

        let scenario = try ScenarioParser.parse(text, path: "long")
        let expected = try ScenarioAudio(scenario, audio: makeAudio(scenario.settings)).samples
        let written = try #require(WAVContents(Array(FileManager.default.contents(atPath: wav) ?? Data())))
        // Compared first, so that a failure does not print both.
        let same = written.samples == expected
        #expect(same, "\(written.samples.count) samples written, \(expected.count) from spawned workers")
    }

    /// The processes whose parent is `parent`, with their command lines.
    private static func children(of parent: Int32) -> [(Int32, [String])] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> (Int32, [String])? in
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let end = stat.lastIndex(of: ")") else { return nil }
            // After the name: state, then the parent's id.
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            guard fields.count > 1, Int32(fields[1]) == parent,
                  let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            return (pid, line.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
        }
    }
}
