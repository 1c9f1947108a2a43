import Foundation
import Testing

/// `overhear compare`: one field as several kinds and releases, side by side (issue 9).
@Suite struct CompareTests {
    static let zip = """
    field mdc zip
      placeholder: Zip code
      helper: 5 digits
      max: 5

    > next
    > activate
    > type 12
    > set zip error: Not a zip

    """

    @Test func columnsSideBySideWithTheDifferencesMarked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Self.zip)
        let result = try OverhearProcess.run(["compare", "zip.scenario", "--as", "mdc@84,mdc", "--width", "100"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.err == "")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "field zip of zip.scenario")
        #expect(lines.contains { $0.hasPrefix("  mdc@84.0.0") && $0.contains("│ mdc") })
        #expect(lines.allSatisfy { $0.count <= 100 }, "fits the width")
        // The counter announcement changed in 94.3.0: the rows that say it are marked.
        #expect(lines.contains { $0.hasPrefix("≠ announce: 4 characters remaining") && $0.hasSuffix("│ announce: 1 of 5 characters") })
        // The focus utterance is the same at both releases: not marked.
        #expect(lines.contains { $0.hasPrefix("  focus: Zip code, 5 digits, 0 / 5, text field") })
        #expect(lines.last(where: { !$0.isEmpty }) == "1 of 4 actions differ", "the error comes later at 84, but says the same")
    }

    @Test func keysAKindDoesNotUseAreLeftOutWithANoteAndAColumnThatCannotPlayShowsItsError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Self.zip + "> focus zip.clear\n")
        let result = try OverhearProcess.run(["compare", "zip.scenario", "--as", "mdc-base,mdc-2018", "--format", "json"], in: folder.url)
        #expect(result.status == 1, "a column could not play")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let columns = try #require(json["columns"] as? [[String: Any]])
        #expect(columns.map { $0["as"] as? String } == ["mdc-base", "mdc-2018"])
        #expect(columns[0]["notes"] as? [String] == ["max left out: mdc-base does not use it"])
        #expect(columns[0]["error"] is NSNull)
        // mdc-2018's first swipe lands on the placeholder label, so its `activate` edits nothing.
        #expect((columns[1]["error"] as? String)?.hasPrefix("zip.scenario:8:3: error: type needs a field being edited") == true)
        let actions = try #require(json["actions"] as? [[String: Any]])
        #expect(actions.count == 5)
        #expect(actions[0]["differs"] as? Bool == false, "one column played: nothing to differ from")
        let transcripts = try #require(actions[0]["transcripts"] as? [Any])
        #expect(transcripts[1] is NSNull)
        #expect((transcripts[0] as? [[String: Any]])?.first?["text"] as? String == "Zip code, text field")
    }

    @Test("bad --as lists: one line, exit 2", arguments: [
        ("mdc,banana", "overhear: compare: --as: unknown kind \"banana\"; expected one of \(RegistryNames.kinds)"),
        ("mdc@58", "overhear: compare: --as: \"mdc@58\": version 58.0.0 is outside the mdc kind's range: 84.0.0 and later"),
        ("mdc@banana", "overhear: compare: --as: \"mdc@banana\": a release is written 84, 92.1, 107.2.0 or latest"),
        ("uitextfield@84", "overhear: compare: --as: the uitextfield kind has no version"),
        ("mdc,,mdc-base", "overhear: compare: --as: unknown kind \"\"; expected one of \(RegistryNames.kinds)"),
    ])
    func badVariantLists(list: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Self.zip)
        let result = try OverhearProcess.run(["compare", "zip.scenario", "--as", list], in: folder.url)
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err.split(separator: "\n").count == 1)
        #expect(result.err.hasPrefix(message + " (run `overhear --help` for usage)"))
    }

    @Test func anUnknownFieldIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Self.zip)
        let result = try OverhearProcess.run(["compare", "zip.scenario", "--as", "mdc", "--field", "nope"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("overhear: compare: --field: no field \"nope\" in zip.scenario; its fields: zip"))
    }

    @Test func aScenarioWithNoTextFieldSaysWhatCompareNeeds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("e.scenario", "element a\n  label: A\n> next\n")
        let result = try OverhearProcess.run(["compare", "e.scenario", "--as", "mdc"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err.split(separator: "\n").count == 1)
        #expect(result.err.hasPrefix("overhear: compare: e.scenario has no text field; compare plays one field as other kinds"), "\(result.err)")
    }

    /// The field compared changes kind; the element blocks around it stay, item for item, so
    /// actions on them play in every column.
    @Test func elementBlocksBesideTheFieldStayOnTheScreen() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("form.scenario", """
        element title
          label: Sign up
          traits: heading
        field mdc zip
          placeholder: Zip code
        element go
          label: Go
          traits: button
        > focus go
        > set zip error: Not a zip
        > previous

        """)
        let result = try OverhearProcess.run(["compare", "form.scenario", "--as", "mdc,mdc-base", "--format", "json"], in: folder.url)
        #expect(result.status == 0, "\(result.out)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let columns = try #require(json["columns"] as? [[String: Any]])
        #expect(columns.allSatisfy { $0["error"] is NSNull })
        let actions = try #require(json["actions"] as? [[String: Any]])
        let first = try #require(actions[0]["transcripts"] as? [[[String: Any]]])
        #expect(first.map { $0.first?["text"] as? String } == ["Go, button", "Go, button"])
    }
}
