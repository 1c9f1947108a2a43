import Foundation
import Testing
@testable import OverhearKit

/// Limits and escapes that keep hostile or huge input harmless.
@Suite struct InputLimitTests {
    @Test func errorMessagesEscapeControlCharactersFromTheFile() throws {
        let error = #expect(throws: ScenarioError.self) {
            _ = try ScenarioParser.parse("field\nsettings\n  rate: \"\\u{1B}[2J\"\n", path: "t")
        }
        #expect(error?.message == "rate must be a whole number from 1 to 100, not \"\\u{1B}[2J\"")
        #expect(error.map { !$0.description.unicodeScalars.contains(where: SpokenText.isControl) } == true)
    }

    @Test func bidiAndInvisibleControlsAreRefusedRawEvenInComments() throws {
        for (text, column) in [("field\n# an \u{202E}evil comment\n", 6), ("field\n  label: a\u{2028}b\n", 11), ("field\n> type x\u{FEFF}\n", 9)] {
            let error = #expect(throws: ScenarioError.self) { _ = try ScenarioParser.parse(text, path: "t") }
            #expect(error?.line == 2 && error?.column == column, "\(text.debugDescription)")
            #expect(error?.message.hasPrefix("invisible or bidirectional control U+") == true, "\(error?.message ?? "")")
        }
        // Written as escapes they are fine, and so are the joiners of emoji sequences.
        #expect(throws: Never.self) { _ = try ScenarioParser.parse("field\n  label: \"a\\u{202E}b\"\n> activate\n> type 👩‍👩‍👧\n", path: "t") }
    }

    @Test func textWithBidiControlsIsWrittenSoThatItReadsBack() throws {
        // A recording or an update writes values and speech with QuotedText: what the parser
        // refuses raw must come out escaped.
        let text = "a\u{202E}b\u{2028}c\u{FEFF}"
        #expect(QuotedText.write(text) == "\"a\\u{202E}b\\u{2028}c\\u{FEFF}\"")
        let scenario = try ScenarioParser.parse("field\n  label: \(QuotedText.write(text))\n", path: "t")
        #expect(scenario.screen.fields[0].label == text)
    }

    @Test func voiceNamesAreRestrictedToASafeAlphabet() throws {
        #expect(try ScenarioParser.parse("field\nsettings\n  voice: gmw/en-US+f3\n", path: "t").settings.voice == "gmw/en-US+f3")
        let error = #expect(throws: ScenarioError.self) {
            _ = try ScenarioParser.parse("field\nsettings\n  voice: \"en<x>\"\n", path: "t")
        }
        #expect(error?.line == 3 && error?.column == 10)
    }

    @Test func aScenarioMayPlayAtMostAMillionSteps() throws {
        let text = "field\n> focus field\n> activate\n" + String(repeating: "> delete 100000\n", count: 11)
        let error = #expect(throws: ScenarioError.self) { _ = try ScenarioParser.parse(text, path: "t") }
        #expect(error?.line == 13 && error?.column == 3)
        #expect(error?.message == "the scenario plays more than 1000000 steps by this action; split it into several scenarios")
        #expect(throws: Never.self) { _ = try ScenarioParser.parse(text.replacingOccurrences(of: "100000", with: "90000"), path: "t") }
    }

    @Test func aWaitCountsAsAStep() throws {
        let text = "field\n> activate\n> type " + String(repeating: "a", count: 999_999) + "\n> wait 1 ms\n"
        let error = #expect(throws: ScenarioError.self) { _ = try ScenarioParser.parse(text, path: "t") }
        #expect(error?.line == 4 && error?.column == 3)
        #expect(throws: Never.self) { _ = try ScenarioParser.parse(text.replacingOccurrences(of: "> wait 1 ms\n", with: ""), path: "t") }
    }

    @Test func theTimelineIsRenderedAnActionAtATime() throws {
        let scenario = try ScenarioParser.parse("field\n> next\n> next\n> wait 1 s\n", path: "t")
        let check = try ScenarioCheck(scenario)
        var pieces: [String] = []
        TimelineJSON.render(check) { pieces.append($0) }
        // The opening, one piece per action, the closing: never the whole document at once.
        #expect(pieces.count == 2 + scenario.actions.count)
        #expect(pieces.joined() == TimelineJSON.render(check))
    }

    @Test func aHugeChangedBlockIsReplacedWholeNotDiffedQuadratically() {
        func lines(_ prefix: String, _ count: Int) -> [ScenarioRewriter.Line] {
            (0..<count).map { ScenarioRewriter.Line(content: Array("\(prefix)\($0)".utf8), terminator: [0x0A]) }
        }
        let shared = lines("same", 3)
        let edits = LineEdit.diff(old: shared + lines("old", 2000) + shared, new: shared + lines("new", 1500) + shared)
        #expect(edits.count == 3 + 2000 + 1500 + 3)
        #expect(edits.prefix(3).allSatisfy { $0.operation == .same } && edits.suffix(3).allSatisfy { $0.operation == .same })
        #expect(edits.filter { $0.operation == .removed }.count == 2000)
        #expect(edits.filter { $0.operation == .added }.count == 1500)
    }
}
