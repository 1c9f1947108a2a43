import Testing
@testable import OverhearKit

/// `paste TEXT`: text inserted at once, one step, `typed: pasted` and the kind's counter.
@Suite struct PasteActionTests {
    static let screen = """
    field mdc-2018 zip
      placeholder: Zip code
      max: 5

    > next
    > next
    > activate

    """

    @Test func aPasteSpeaksOnceAndThenTheCounter() throws {
        let lines = try transcripts(Self.screen + "> paste \"9 4\"\n")
        #expect(lines.last == ["typed (interrupted): pasted", "announce: 2 characters remaining"])
        let scenario = try parseScenario(Self.screen + "> paste \"9 4\"\n")
        #expect(scenario.actions.last!.command == .paste("9 4"))
        #expect(scenario.actions.last!.command.stepCount == 1)
    }

    @Test func theWriterWritesWhatTheReaderReads() throws {
        for text in ["ok👩‍👩‍👧x", "line\nbreak", "esc\u{1B}[0m", " lead"] {
            let line = ScenarioWriter.actionText(.paste(text), screen: Screen(fields: []))
            let scenario = try parseScenario(Self.screen + "> " + line + "\n")
            #expect(scenario.actions.last!.command == .paste(text), "\(line)")
        }
    }

    @Test func aPasteNeedsTextAndAFieldBeingEdited() throws {
        #expect(parseError("field\n> paste\n") == located(2, 8, "paste needs text, such as paste \"94110\""))
        #expect(try playError("field\n> paste x\n")?.message.contains("paste needs a field being edited") == true)
    }
}
