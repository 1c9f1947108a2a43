import Foundation
import Testing

/// `play`, in text and JSON, from a file and from standard input.
@Suite struct PlayTests {
    @Test func playingAPassingScenarioPrintsItUnchanged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Fixture.zip)
        let result = try folder.run("play", "zip.scenario")
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out == Fixture.zip)
    }

    @Test func playFillsInTheSpeechOfAnActionsOnlyScenario() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("actions.scenario", Fixture.zipActionsOnly)
        #expect(!Fixture.zipActionsOnly.contains("focus:"))
        let result = try folder.run("play", "actions.scenario")
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out == Fixture.zip)
        // play never writes the file.
        #expect(try folder.text("actions.scenario") == Fixture.zipActionsOnly)
    }

    @Test func playReplacesWrongExpectedLines() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("fail.scenario", Fixture.zipFailing)
        let result = try folder.run("play", "fail.scenario")
        #expect(result.status == 0)
        #expect(result.out == Fixture.zip)
    }

    @Test func playTextFormatIsTheDefault() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Fixture.zip)
        let plain = try folder.run("play", "zip.scenario")
        let text = try folder.run("play", "--format", "text", "zip.scenario")
        #expect(text.status == 0)
        #expect(text.stdout == plain.stdout)
    }

    @Test func playReadsStandardInputFromAPipe() throws {
        let result = try OverhearProcess.run(["play", "-"], input: .pipe(Data(Fixture.zipActionsOnly.utf8)))
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out == Fixture.zip)
    }

    @Test func playReadsStandardInputFromAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("input.scenario", Fixture.zipActionsOnly)
        let result = try OverhearProcess.run(["play", "-"], input: .file(file))
        #expect(result.status == 0)
        #expect(result.out == Fixture.zip)
    }

    @Test func standardInputIsNamedStdinInErrors() throws {
        let input = "field zip\n> wiggle\n"
        let result = try OverhearProcess.run(["play", "-"], input: .pipe(Data(input.utf8)))
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err == "<stdin>:2:3: error: unknown action \"wiggle\"; expected one of \(RegistryNames.actions)\n")
    }

    @Test func emptyStandardInputIsAnErrorAtOneOne() throws {
        let result = try OverhearProcess.run(["play", "-"], input: .pipe(Data()))
        #expect(result.status == 2)
        #expect(result.out == "")
        let error = try #require(LocatedError(stderr: result.err), "stderr: \(result.err)")
        #expect(error.path == "<stdin>")
        #expect(error.line == 1 && error.column == 1)
    }

    @Test func runtimeActionErrorStopsPlay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("type.scenario", "field zip\n> next\n> type 9\n")
        let result = try folder.run("play", "type.scenario")
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err == "type.scenario:3:3: error: type needs a field being edited; activate a text field first\n")
    }

    // MARK: JSON

    private func json(_ data: Data) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: data)
        return try #require(object as? [String: Any], "top level is not an object")
    }

    @Test func jsonTimelineHasTheDocumentedShape() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Fixture.zip)
        let result = try folder.run("play", "--format", "json", "zip.scenario")
        #expect(result.status == 0)
        #expect(result.err == "")
        let top = try json(result.stdout)
        #expect(Set(top.keys) == ["file", "actions"])
        // `interrupted` is a JSON boolean, not a number.
        let marks = result.out.components(separatedBy: "\"interrupted\": ").dropFirst()
        #expect(marks.count == 7)
        #expect(marks.allSatisfy { $0.hasPrefix("true") || $0.hasPrefix("false") })
        #expect(top["file"] as? String == "zip.scenario")
        let actions = try #require(top["actions"] as? [[String: Any]])
        #expect(actions.count == 4)
        for action in actions {
            #expect(Set(action.keys) == ["line", "action", "time", "utterances"])
            #expect(action["line"] is Int && action["action"] is String && action["time"] is Int)
            let utterances = try #require(action["utterances"] as? [[String: Any]])
            for utterance in utterances {
                #expect(Set(utterance.keys) == ["kind", "text", "start", "end", "interrupted", "segments"])
                #expect(utterance["kind"] is String && utterance["text"] is String)
                #expect(utterance["start"] is Int && utterance["end"] is Int)
                #expect(utterance["interrupted"] is Bool)
                let segments = try #require(utterance["segments"] as? [[String: Any]])
                #expect(!segments.isEmpty)
                for segment in segments {
                    #expect(Set(segment.keys).isSubset(of: ["role", "text", "capital"]))
                    #expect(segment["role"] is String && segment["text"] is String)
                }
            }
        }
    }

    /// Values of one utterance, as JSON gives them.
    struct Spoken: Equatable, CustomStringConvertible {
        var kind: String
        var text: String
        var start: Int
        var end: Int
        var interrupted: Bool
        var segments: [[String]]   // [role, text]

        init(_ kind: String, _ text: String, _ start: Int, _ end: Int, _ interrupted: Bool, _ segments: [[String]]) {
            (self.kind, self.text, self.start, self.end, self.interrupted, self.segments) = (kind, text, start, end, interrupted, segments)
        }

        init?(_ object: [String: Any]) {
            guard let kind = object["kind"] as? String, let text = object["text"] as? String,
                  let start = object["start"] as? Int, let end = object["end"] as? Int,
                  let interrupted = object["interrupted"] as? Bool,
                  let segments = object["segments"] as? [[String: Any]] else { return nil }
            self.init(kind, text, start, end, interrupted,
                      segments.map { [$0["role"] as? String ?? "?", $0["text"] as? String ?? "?"] })
        }

        var description: String { "\(kind) \(start)-\(end)\(interrupted ? " interrupted" : ""): \(text) \(segments)" }
    }

    @Test func jsonTimelineValuesForTheZipScenario() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Fixture.zip)
        let result = try folder.run("play", "--format", "json", "zip.scenario")
        #expect(result.status == 0)
        let actions = try #require(try json(result.stdout)["actions"] as? [[String: Any]])
        try #require(actions.count == 4)

        #expect(actions.map { $0["line"] as? Int } == [10, 12, 15, 18])
        #expect(actions.map { $0["action"] as? String } == ["next", "next", "activate", "type 9"])
        #expect(actions.map { $0["time"] as? Int } == [0, 560, 4000, 5160])

        func spoken(_ index: Int) -> [Spoken?] {
            (actions[index]["utterances"] as? [[String: Any]] ?? []).map(Spoken.init)
        }
        // "Zip code": 80 ms + 60 ms × 8 characters.
        #expect(spoken(0) == [Spoken("focus", "Zip code", 0, 560, false, [["label", "Zip code"]])])
        #expect(spoken(1) == [
            Spoken("focus", "Zip code, 5 digits, text field", 560, 2440, false,
                   [["value", "Zip code, 5 digits"], ["trait", "text field"]]),
            Spoken("hint", "double tap to edit", 2840, 4000, false, [["hint", "double tap to edit"]]),
        ])
        #expect(spoken(2) == [
            Spoken("focus", "text field, is editing, Zip code, 5 digits, character mode, insertion point at end",
                   4000, 4000, true,
                   [["trait", "text field"], ["state", "is editing"], ["value", "Zip code, 5 digits"],
                    ["state", "character mode"], ["state", "insertion point at end"]]),
            Spoken("announce", "5 character limit.", 4000, 5160, false, [["announcement", "5 character limit."]]),
        ])
        #expect(spoken(3) == [
            Spoken("typed", "9", 5160, 5160, true, [["echo", "9"]]),
            Spoken("announce", "4 characters remaining", 5160, 6560, false, [["announcement", "4 characters remaining"]]),
        ])
    }

    @Test func jsonFromStandardInputNamesStdin() throws {
        let result = try OverhearProcess.run(["play", "-", "--format", "json"], input: .pipe(Data(Fixture.plain.utf8)))
        #expect(result.status == 0)
        let top = try json(result.stdout)
        #expect(top["file"] as? String == "<stdin>")
        let actions = try #require(top["actions"] as? [[String: Any]])
        #expect(actions.count == 1)
        #expect(actions.first?["line"] as? Int == 2)
    }

    @Test func jsonOfAScenarioWithoutActions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("still.scenario", "field zip\n")
        let result = try folder.run("play", "--format", "json", "still.scenario")
        #expect(result.status == 0)
        let top = try json(result.stdout)
        #expect(top["file"] as? String == "still.scenario")
        #expect((top["actions"] as? [Any])?.isEmpty == true)
    }

    @Test func jsonEscapesQuotesBackslashesAndControlCharacters() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let action = #"announce "say \"hi\"\n\tthere \u{e9}""#
        try folder.write("quote.scenario", "field zip\n> \(action)\n> escape\n")
        let result = try folder.run("play", "--format", "json", "quote.scenario")
        #expect(result.status == 0)
        let actions = try #require(try json(result.stdout)["actions"] as? [[String: Any]])
        try #require(actions.count == 2)
        #expect(actions[0]["action"] as? String == action)
        let utterances = try #require(actions[0]["utterances"] as? [[String: Any]])
        #expect(utterances.count == 1)
        #expect(utterances.first?["kind"] as? String == "announce")
        #expect(utterances.first?["text"] as? String == "say \"hi\" new line tab there \u{e9}")
        // An action that says nothing has an empty list.
        #expect((actions[1]["utterances"] as? [Any])?.isEmpty == true)
    }

    @Test func quotedTextRoundTripsThroughPlayAndCheck() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = """
        field zip
        > announce "\\"hi\\" there"
        > announce "  spaced  "

        """
        try folder.write("quote.scenario", source)
        let played = try folder.run("play", "quote.scenario")
        #expect(played.status == 0)
        #expect(played.out == """
        field zip
        > announce "\\"hi\\" there"
          announce: "\\"hi\\" there"
        > announce "  spaced  "
          announce: "  spaced  "

        """)
        try folder.write("played.scenario", played.out)
        let check = try folder.run("check", "played.scenario")
        #expect(check.status == 0)
        #expect(check.out == "PASS played.scenario\n1 passed, 0 failed\n")
    }
}

/// `describe` and `demo`.
@Suite struct DescribeAndDemoTests {
    @Test func describePrintsTheElementTable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Fixture.zip)
        let result = try folder.run("describe", "zip.scenario")
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out == """
        field  kind      version  mode
        zip    mdc-2018  58.0.0   -

        id               label     value               traits       hint                present
        zip.placeholder  Zip code  -                   static text  -                   yes
        zip              -         Zip code, 5 digits  text field   double tap to edit  yes
        zip.clear        -         -                   button       -                   no
        zip.helper       5 digits  -                   static text  -                   yes
        zip.counter      0 / 5     -                   static text  -                   yes

        """)
    }

    @Test func describeHeaderAndOneRowPerElement() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("two.scenario", """
        field mdc-2018 zip
          placeholder: Zip code
        field uitextfield name
          placeholder: Name

        """)
        let result = try folder.run("describe", "two.scenario")
        #expect(result.status == 0)
        // The fields first, a blank line, then the elements.
        let parts = result.out.components(separatedBy: "\n\n")
        #expect(parts.count == 2)
        #expect(parts[0].split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
                == ["field kind version mode", "zip mdc-2018 58.0.0 -", "name uitextfield - -"])
        let elements = parts[1]
        let rows = elements.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(rows.first == "id label value traits hint present")
        let ids = elements.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }
        #expect(ids.contains("zip") && ids.contains("name"))
        #expect(Set(ids).count == ids.count, "one row per element")
        // Every row has its columns at the header's positions.
        let header = String(elements.split(separator: "\n")[0])
        let presentColumn = header.distance(from: header.startIndex, to: try #require(header.range(of: "present")).lowerBound)
        for row in elements.split(separator: "\n").dropFirst() {
            #expect(["yes", "no"].contains(String(row.dropFirst(presentColumn))), "row \(row)")
        }
    }

    @Test func describeReadsStandardInput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Fixture.zip)
        let fromFile = try folder.run("describe", "zip.scenario")
        let fromStdin = try OverhearProcess.run(["describe", "-"], input: .pipe(Data(Fixture.zip.utf8)))
        #expect(fromStdin.status == 0)
        #expect(fromStdin.stdout == fromFile.stdout)
    }

    @Test func describeReportsParseErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("bad.scenario", "field zip zap zop\n")
        let result = try folder.run("describe", "bad.scenario")
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err == "bad.scenario:1:15: error: unexpected \"zop\"; expected field [KIND] [ID]\n")
    }

    @Test func demoPlaysTheZipFieldPastItsLimit() throws {
        let result = try OverhearProcess.run(["demo"])
        #expect(result.status == 0)
        #expect(result.err == "")
        // voiceover-model.md §2.1: MAX - N as an unsigned 64-bit subtraction.
        #expect(result.out.contains("  announce: 18446744073709551615 characters remaining\n"))
        #expect(result.out.contains("field mdc-2018 zip\n"))
    }

    @Test func demoIsItsSourcePlayed() throws {
        let source = try OverhearProcess.run(["demo", "--source"])
        #expect(source.status == 0)
        #expect(source.err == "")
        #expect(!source.out.contains("18446744073709551615"))
        let played = try OverhearProcess.run(["play", "-"], input: .pipe(source.stdout))
        let demo = try OverhearProcess.run(["demo"])
        #expect(played.status == 0)
        #expect(played.stdout == demo.stdout)
    }
}
