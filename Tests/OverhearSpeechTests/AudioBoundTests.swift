import Foundation
import OverhearKit
import Testing
@testable import OverhearSpeech

/// `play --wav` knows before synthesising whether the audio can fit, and temporary storage
/// of synthesised speech is capped.
@Suite struct AudioBoundTests {
    @Test func theStoreRefusesSamplesBeyondItsCap() throws {
        let store = PCMStore(maximumBytes: 200)
        #expect(try store.append([Int16](repeating: 7, count: 60)) == 0..<60)
        #expect(throws: SpeechError.self) { try store.append([Int16](repeating: 7, count: 60)) }
        #expect(try store.append([Int16](repeating: 8, count: 40)) == 60..<100)
        #expect(store.read(0..<100).filter { $0 == 7 }.count == 60)
    }

    @Test func aScenarioTooLongForAWAVIsRefusedBeforeSynthesis() throws {
        // A 3,900-character text focused 450 times (issue 11, item 20): before the bound it
        // used 8.2 GB of temporary disk over two minutes, then failed.
        let text = String(repeating: "word ", count: 780)
        var source = "field uitextfield a\n  placeholder: \(text)\nfield uitextfield b\n\n"
        for index in 0..<450 { source += "> focus \(index % 2 == 0 ? "a" : "b")\n> set a placeholder: \(index) \(text)\n" }
        let scenario = try ScenarioParser.parse(source, path: "long")
        #expect(throws: SpeechError.self) { try AudioBound.check(scenario, requests: ScenarioPlayer.requests(scenario), sampleRate: 22_050) }
    }

    @Test func anOrdinaryScenarioIsWithinTheBound() throws {
        let scenario = try ScenarioParser.parse("field mdc zip\n  placeholder: Zip code\n> focus zip\n> activate\n> type 12345\n", path: "t")
        try AudioBound.check(scenario, requests: ScenarioPlayer.requests(scenario), sampleRate: 22_050)
        // The bound is above what is heard: real speech of these utterances is shorter.
        let audio = try makeAudio()
        let rendered = try ScenarioAudio(scenario, audio: audio)
        for utterance in Set(try ScenarioPlayer.requests(scenario).flatMap { $0.flatMap { $0.map(\.utterance) } }) {
            #expect(audio.milliseconds(try audio.sampleCount(for: utterance)) <= AudioBound.milliseconds(of: utterance, rate: 50), "\(utterance.text)")
        }
        #expect(rendered.sampleCount > 0)
    }
}
