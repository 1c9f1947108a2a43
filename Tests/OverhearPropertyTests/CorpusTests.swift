import OverhearCorpus
import Testing
@testable import OverhearKit

/// The generator behind the properties must produce scenarios worth testing.
@Suite struct CorpusTests {
    @Test func generatedScenariosReachEveryKindAndEditTheirFields() throws {
        var kinds = Set<FieldKind>()
        var typedUtterances = 0, interrupted = 0, actions = 0, elementActions = 0
        for seed in UInt64(0)..<200 {
            var generator = RandomScenario(seed: seed)
            let scenario = try ScenarioParser.parse(generator.text(actions: 30), path: "seed")
            kinds.formUnion(scenario.screen.fields.map(\.kind))
            actions += scenario.actions.count
            elementActions += scenario.actions.filter {
                switch $0.command {
                case .swipe, .notify, .setElement: return true
                default: return false
                }
            }.count
            for speech in try ScenarioPlayer.play(scenario) {
                typedUtterances += speech.entries.filter { $0.utterance.kind == .typed }.count
                interrupted += speech.entries.filter(\.interrupted).count
            }
        }
        #expect(kinds == Set(FieldKind.all))
        #expect(actions == 200 * 30)
        #expect(typedUtterances > 400)
        #expect(interrupted > 400)
        #expect(elementActions > 200, "gestures and changes on elements beside the fields")
    }

    @Test func theSameSeedGivesTheSameScenario() {
        var first = RandomScenario(seed: 42), second = RandomScenario(seed: 42), other = RandomScenario(seed: 43)
        let text = first.text(actions: 40)
        #expect(text == second.text(actions: 40))
        #expect(text != other.text(actions: 40))
    }
}
