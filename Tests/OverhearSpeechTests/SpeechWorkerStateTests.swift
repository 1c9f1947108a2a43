import Foundation
import OverhearCorpus
import OverhearKit
import Testing
@testable import OverhearSpeech

/// The worker serves its own voice in place and puts espeak-ng's globals back after each
/// request (`SpeechWorker.Isolation.restoredState`); these hold that, byte for byte, to a
/// worker that forks a fresh child for every request (`.forkPerRequest`).
@Suite struct SpeechWorkerStateTests {
    /// Every distinct utterance of `Scenarios/` as SSML, in the scenarios' order.
    static let scenarioSSML: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".scenario") }.sorted() ?? []
        var seen = Set<String>(), all: [String] = []
        for file in files {
            guard let bytes = try? Data(contentsOf: folder.appendingPathComponent(file)),
                  let scenario = try? ScenarioParser.parse([UInt8](bytes), path: file),
                  let requests = try? ScenarioPlayer.requests(scenario) else { continue }
            for request in requests.joined().joined() where request.utterance.kind != .sound {
                let ssml = SSMLRenderer.render(request.utterance, capitals: scenario.settings.capitals,
                                               pause: SpeakingRate(scenario.settings.rate).segmentPause, pitch: ESpeakPitch.parameter)
                if seen.insert(ssml).inserted { all.append(ssml) }
            }
        }
        return all
    }()

    /// Both workers say the same requests in the same order; every one must match.
    private func expectSameSamples(_ requests: [(ssml: String, voice: String, rate: Int)], ownVoice: String = "en-us") throws {
        let restoring = try SpeechWorkerClient(executable: overhearBinary, voice: ownVoice, isolation: .restoredState)
        let forking = try SpeechWorkerClient(executable: overhearBinary, voice: ownVoice, isolation: .forkPerRequest)
        var differing: [String] = []
        for request in requests {
            let restored = restoring.samples(ssml: request.ssml, voice: request.voice, rate: request.rate)
            let forked = forking.samples(ssml: request.ssml, voice: request.voice, rate: request.rate)
            #expect(restored.outcome == .completed && forked.outcome == .completed)
            // Compared as a Bool: a failed #expect on two long arrays diffs them for minutes.
            if restored.samples != forked.samples { differing.append("\(request.voice) \(request.rate): \(request.ssml.prefix(60))") }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(requests.count) differ: \(differing.prefix(5))")
    }

    @Test func everyScenarioUtteranceSoundsAsInAFreshFork() throws {
        let ssml = Self.scenarioSSML
        #expect(ssml.count > 300)
        // Each text after a different one than in the scenarios: a seeded shuffle.
        var generator = SeededGenerator(seed: 19)
        try expectSameSamples(ssml.shuffled(using: &generator).map { ($0, "en-us", 50) })
    }

    /// Rates that take other paths: espeak-ng's fastest, and below its floor, where each request
    /// measures word gaps with three syntheses before its own.
    @Test(arguments: [5, 23, 100])
    func otherRatesSoundAsInAFreshFork(rate: Int) throws {
        var generator = SeededGenerator(seed: UInt64(rate))
        try expectSameSamples(Self.scenarioSSML.shuffled(using: &generator).prefix(15).map { ($0, "en-us", rate) })
    }

    /// Requests for other voices are forked in either worker, between ones served in place;
    /// a worker whose own voice is German restores it as well.
    @Test func otherVoicesAndAnotherOwnVoice() throws {
        let texts = Array(Self.scenarioSSML.prefix(30))
        try expectSameSamples(texts.enumerated().map { ($1, ["en-us", "de", "ru"][$0 % 3], 50) })
        try expectSameSamples(texts.map { ($0, "de", 50) }, ownVoice: "de")
    }

    /// A `</speak>` that reaches espeak-ng (here: not at the very end) makes it load the voice
    /// again, freeing blocks the saved state points to: the worker then starts afresh in
    /// place instead of restoring, and every request still sounds as in a fresh fork.
    @Test func aRequestThatFreesSavedMemoryStartsTheWorkerAfresh() throws {
        let plain = Array(Self.scenarioSSML.prefix(8))
        let reloading = plain.prefix(4).map { $0 + " " }
        try expectSameSamples(zip(reloading, plain.suffix(4)).flatMap { [($0, "en-us", 50), ($1, "en-us", 50)] })
    }

    /// SSML that changes the language is served by a fork, and what comes after it is unchanged.
    @Test func ssmlNamingAVoiceIsForked() throws {
        #expect(SpeechWorker.namesVoiceOrLanguage("<speak><voice name=\"de\">Hallo</voice></speak>"))
        #expect(SpeechWorker.namesVoiceOrLanguage("<speak xml:lang=\"de\">Hallo</speak>"))
        #expect(!SpeechWorker.namesVoiceOrLanguage(SSMLRenderer.render(Utterance(.announce, [Segment(.announcement, named: "<voice name=\"de\">")]),
                                                                       capitals: .pitch, pitch: ESpeakPitch.parameter)))
        let plain = Array(Self.scenarioSSML.prefix(6))
        try expectSameSamples([("<speak><voice name=\"de\">Guten Tag</voice> and hello</speak>", "en-us", 50)] + plain.map { ($0, "en-us", 50) })
    }
}
