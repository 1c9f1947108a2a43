import Foundation
import OverhearCorpus
import Testing
@testable import OverhearKit

/// Properties that hold for every screen and action sequence: random ones, seeded, on every kind.
/// `make test` runs a few thousand cases; `make fuzz` sets OVERHEAR_PROPERTY_CASES=100000.
@Suite struct ScenarioPropertyTests {
    static let cases = Int(ProcessInfo.processInfo.environment["OVERHEAR_PROPERTY_CASES"] ?? "") ?? 2000

    @Test func everyStepKeepsTheEnginesInvariants() throws {
        for seed in 0..<UInt64(Self.cases) {
            var generator = RandomScenario(seed: seed)
            let scenario = try ScenarioParser.parse(generator.text(actions: 30), path: "seed-\(seed)")
            var engine = VoiceOver(screen: scenario.screen, settings: scenario.settings, names: .none)
            for action in scenario.actions {
                for step in oneStepEach(action.command) {
                    var requests: [SpeechRequest] = []
                    try engine.perform(step) { _, stepRequests in requests += stepRequests }
                    #expect(requests.allSatisfy { !$0.utterance.text.isEmpty || $0.utterance.kind == .focus }, "seed \(seed): an empty utterance")
                    if let focus = engine.focus {
                        #expect(engine.screen.isPresent(focus), "seed \(seed): focus on an absent element")
                    }
                    #expect(engine.screen.fields.filter(\.isEditing).count <= 1, "seed \(seed): two fields edited")
                    for (index, field) in engine.screen.fields.enumerated() where field.kind == .mdc2018 && !field.secure {
                        // The guide's rule: text (or the placeholder when empty), then the leading underline text.
                        let value = engine.screen.element(ElementID(item: engine.screen.item(ofField: index), part: .text), phrases: engine.phrases).value
                        // The leading underline text, from spec §1 and §2.1: the error phrase, else the override, else the helper.
                        let underline = field.error.map { "Error: \($0)." } ?? (field.helperLabel.isEmpty ? field.helper : field.helperLabel)
                        let parts = [field.text.isEmpty ? field.placeholder : field.text, underline].filter { !$0.isEmpty }
                        #expect(value == parts.joined(separator: ", "), "seed \(seed): \(value)")
                    }
                }
            }
        }
    }

    /// The spec's duration (voiceover-model.md §5), worked out here rather than asked of the
    /// timeline under test: 80 + 60 ms per character at rate 50, scaled by 50 / rate and
    /// rounded down; a sound lasts 100 ms.
    static func specDuration(_ utterance: Utterance, rate: Int) -> Int {
        if utterance.kind == .sound { return 100 }
        return (80 + 60 * utterance.text.count) * 50 / rate
    }

    @Test func timelinesAreOrderedAndDurationsFollowTheSpec() throws {
        for seed in 0..<UInt64(Self.cases) {
            var generator = RandomScenario(seed: seed &+ 1_000_000)
            let scenario = try ScenarioParser.parse(generator.text(actions: 30), path: "seed-\(seed)")
            let entries = try ScenarioPlayer.play(scenario).flatMap(\.entries).sorted { $0.start < $1.start }
            var lastEnd = 0
            for entry in entries {
                #expect(entry.start <= entry.end, "seed \(seed)")
                // Nothing speaks over something else: each utterance starts when the last ended or later.
                #expect(entry.start >= lastEnd || entry.start == entry.end, "seed \(seed): overlap at \(entry.start)")
                if entry.start < entry.end { lastEnd = entry.end }
                if !entry.interrupted {
                    #expect(entry.end - entry.start == Self.specDuration(entry.utterance, rate: scenario.settings.rate), "seed \(seed)")
                } else {
                    #expect(entry.end - entry.start < Self.specDuration(entry.utterance, rate: scenario.settings.rate), "seed \(seed)")
                }
            }
        }
    }

    @Test func playOutputChecksAndPrintingRoundTrips() throws {
        for seed in 0..<UInt64(Self.cases / 4) {
            var generator = RandomScenario(seed: seed &+ 2_000_000)
            let scenario = try ScenarioParser.parse(generator.text(actions: 20), path: "seed-\(seed)")
            // play's output, parsed again, passes check.
            let played = try ScenarioParser.parse(ScenarioCheck(scenario).updatedBytes, path: "played")
            #expect(try ScenarioCheck(played).passed, "seed \(seed)")
            // Printing a parsed scenario and parsing it again gives the same scenario.
            let printed = written(played)
            let reparsed = try ScenarioParser.parse(printed, path: "printed")
            #expect(reparsed.screen.fields == played.screen.fields, "seed \(seed)")
            #expect(reparsed.settings == played.settings, "seed \(seed)")
            #expect(reparsed.actions.map(\.command) == played.actions.map(\.command), "seed \(seed)")
            #expect(reparsed.actions.map(\.delay) == played.actions.map(\.delay), "seed \(seed)")
            #expect(reparsed.actions.map(\.expected) == played.actions.map(\.expected), "seed \(seed)")
        }
    }
}

/// A whole scenario written with the writer's pieces (blocks, settings, actions), as a
/// recording writes one: parsing it must give the scenario back.
private func written(_ scenario: Scenario) -> String {
    var text = ScenarioWriter.blocks(scenario.screen) + ScenarioWriter.settingsBlock(scenario.settings) + "\n"
    for action in scenario.actions {
        text += "> " + (action.delay.map { "+\($0) ms " } ?? "") + ScenarioWriter.actionText(action.command, screen: scenario.screen) + "\n"
        for expected in action.expected { text += "  " + expected.formatted + "\n" }
    }
    return text
}

/// `check`'s fast test of a file, on the play's entries in the order they were requested,
/// must judge every file as the grouped comparison and the full check do.
@Suite struct PassesFromEntriesTests {
    /// Expected lines filled in, then spoiled one way or another (a line dropped, added,
    /// moved to the next action, its kind or its interrupted mark changed): the two
    /// judgements agree on each, and the unspoiled file passes.
    @Test func agreesWithTheGroupedCheckOnFilledAndSpoiledScenarios() throws {
        var spoiledOnes = 0
        for seed in 0..<UInt64(400) {
            var generator = RandomScenario(seed: seed)
            let played = try ScenarioParser.parse(generator.text(actions: 30), path: "seed-\(seed)")
            let filled = try ScenarioParser.parse(try ScenarioCheck(played).updatedBytes, path: "seed-\(seed)")
            #expect(ScenarioCheck.passes(filled, entries: try ScenarioPlayer.entries(filled)), "seed \(seed)")
            var spoiled = filled
            guard let action = spoiled.actions.indices.first(where: { !spoiled.actions[$0].expected.isEmpty }) else { continue }
            switch seed % 5 {
            case 0: spoiled.actions[action].expected.removeLast()
            case 1: spoiled.actions[action].expected.append(spoiled.actions[action].expected[0])
            case 2:
                let line = spoiled.actions[action].expected.removeFirst()
                if action + 1 < spoiled.actions.count { spoiled.actions[action + 1].expected.insert(line, at: 0) }
            case 3: spoiled.actions[action].expected[0].kind = spoiled.actions[action].expected[0].kind == .hint ? .focus : .hint
            default: spoiled.actions[action].expected[0].interrupted.toggle()
            }
            // The full check groups the speech by action and compares transcript lines.
            let grouped = try ScenarioCheck(spoiled).passed
            #expect(ScenarioCheck.passes(spoiled, entries: try ScenarioPlayer.entries(spoiled)) == grouped, "seed \(seed)")
            if !grouped { spoiledOnes += 1 }
        }
        // Most spoilings do spoil: the comparison compared failing files too.
        #expect(spoiledOnes > 300)
    }

    /// A deferred announcement (the `mdc` error, after its delay) may be requested after a
    /// later action's speech; it still belongs to its own action.
    @Test func aDeferredAnnouncementCountsForItsOwnAction() throws {
        // The error is announced 50 ms after it is set (spec §2.6), the next action comes 10 ms after.
        let text = """
        field mdc zip
          placeholder: Zip code
        > focus zip
        > set zip error: Invalid zip
        > +10 ms focus zip

        """
        let scenario = try ScenarioParser.parse(text, path: "deferred")
        let entries = try ScenarioPlayer.entries(scenario)
        let grouped = try ScenarioCheck(scenario).passed
        #expect(ScenarioCheck.passes(scenario, entries: entries) == grouped)
        let filled = try ScenarioParser.parse(try ScenarioCheck(scenario).updatedBytes, path: "deferred")
        let filledEntries = try ScenarioPlayer.entries(filled)
        #expect(ScenarioCheck.passes(filled, entries: filledEntries))
        // The announcement was requested after the next action's speech, tagged with its own action.
        let tags = filledEntries.filter { !$0.cancelled }.map(\.tag)
        #expect(tags != tags.sorted(), "the scenario must show speech out of its actions' order: \(tags)")
    }
}

/// An action as actions of one step each (a `type` as one `type` a grapheme), so a property
/// can be checked between the steps the engine plays.
func oneStepEach(_ command: ScenarioCommand) -> [ScenarioCommand] {
    switch command {
    case .type(let text): return text.map { .type(String($0)) }
    case .delete(let count): return Array(repeating: .delete(1), count: count)
    case .moveCursor(let forward, let count): return Array(repeating: .moveCursor(forward: forward, count: 1), count: count)
    default: return [command]
    }
}

/// A scenario that needs no CLDR names says the same with names for every grapheme it holds:
/// the edge may leave them unread (languages.md §3).
@Suite struct CharacterNamesNeededTests {
    @Test func aScenarioNeedingNoNamesSpeaksTheSameWithThem() throws {
        var unneeded = 0, needed = 0
        for seed in 0..<UInt64(ScenarioPropertyTests.cases / 4) {
            var generator = RandomScenario(seed: seed)
            let language = ["en", "de", "ru"][Int(seed % 3)]
            var scenario = try ScenarioParser.parse(generator.text(actions: 30, language: language), path: "seed-\(seed)")
            guard scenario.characterNamesNeeded.isEmpty else { needed += 1; continue }
            unneeded += 1
            let text = String(decoding: scenario.sourceBytes, as: UTF8.self)
            let everything = Dictionary(text.map { (String($0), "named") }, uniquingKeysWith: { first, _ in first })
            let without = try ScenarioPlayer.play(scenario).map(\.transcript)
            scenario.characterNames = CharacterNames([language: everything])
            #expect(try ScenarioPlayer.play(scenario).map(\.transcript) == without, "seed \(seed)")
        }
        #expect(unneeded > 0 && needed > 0, "both cases: \(unneeded) without names, \(needed) with")
    }
}
