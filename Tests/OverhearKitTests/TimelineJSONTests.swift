import Testing
@testable import OverhearKit

@Suite struct TimelineJSONTests {
    @Test func actionsWithTheirTimedUtterancesAndSegments() throws {
        // "text field" (10) lasts 680 ms; its hint is due 400 ms later and lasts 1160 ms.
        let check = try playScenario("field uitextfield name\n> next\n> escape\n")
        #expect(TimelineJSON.render(check) == """
        {
          "file": "t",
          "actions": [
            {"line": 2, "action": "next", "time": 0, "utterances": [
              {"kind": "focus", "text": "text field", "start": 0, "end": 680, "interrupted": false, "segments": [{"role": "trait", "text": "text field"}]},
              {"kind": "hint", "text": "double tap to edit", "start": 1080, "end": 2240, "interrupted": false, "segments": [{"role": "hint", "text": "double tap to edit"}]}
            ]},
            {"line": 3, "action": "escape", "time": 2240, "utterances": []}
          ]
        }

        """)
    }

    @Test func capitalsAreFlagged() throws {
        let check = try playScenario("field uitextfield name\nsettings\n  typing-echo: characters\n> first\n> activate\n> type A\n")
        #expect(TimelineJSON.render(check).contains(#"{"role": "echo", "text": "A", "capital": true}"#))
    }

    @Test func stringsAreEscaped() {
        #expect(JSONWriter.quoted("a\"b\\c\nd\te\rf\u{1}\u{7F}\u{2028}") == #""a\"b\\c\nd\te\rf\u0001\u007f\u2028""#)
    }
}
