import Foundation
import Testing

/// What a dump comes wrapped in (issue 34, items 8 and 10): a JSON document that holds the
/// dump somewhere inside, such as sim-use's `{"ok": true, "data": {"entries": [...], "raw":
/// [...]}}`, and the Unicode encodings a file is saved in. One detection reads them all, the
/// one-line account names the path taken inside a wrapper, and the scenario is the same.
@Suite struct ImportWrappersAndEncodingsTests {
    static let simUseScenario = """
    # Imported from page.json (idb) by `overhear import`: the screen only.
    element Back
      label: Back
      traits: button
    element Friends
      label: Friends
      traits: heading
    element one-dog-2
      label: one dog, (2)
      actions: Leave

    """

    /// sim-use's own summary (`data.entries`: `label`, `role`, no AX keys) is not idb's; its
    /// `data.raw` is, and is read whether the format is found or named.
    @Test func simUseOutputIsReadFromDataRaw() throws {
        let folder = try ImportFixtureTests.folder(with: "simuse-wrapped.json", as: "page.json")
        defer { folder.remove() }
        for options in [[], ["--from", "idb"]] {
            let result = try folder.run(arguments: ["import", "page.json"] + options)
            #expect(result.status == 0, "\(result.err)")
            #expect(result.err == "page.json: imported idb from data.raw: wrote 3 elements; read 4 elements: 1 container\n")
            ImportFixtureTests.expectLines(result.out, Self.simUseScenario)
        }
        // `describe` opens the wrapped dump as `import` reads it, with the same account.
        let described = try folder.run("describe", "page.json")
        #expect(described.status == 0, "\(described.err)")
        #expect(described.err == "page.json: imported idb from data.raw: wrote 3 elements; read 4 elements: 1 container\n")
    }

    /// The path names array items by index, and a key that is not a plain name quoted, its
    /// control characters escaped, so that nothing from the file reaches the terminal raw.
    @Test func thePathTakenIsNamedWithIndicesAndQuotedKeys() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let elements = #"[{"AXLabel": "OK", "type": "Button", "AXFrame": "{{0, 0}, {10, 10}}"}]"#
        try folder.write("page.json", #"{"results": [{"skipped": true}, {"screen \u001b[31m": {"elements": \#(elements)}}]}"#)
        let result = try folder.run("import", "page.json")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err == #"page.json: imported idb from results[1]."screen \u{1B}[31m".elements: wrote 1 element; read 1 element"# + "\n")
        #expect(result.out.contains("element OK\n  label: OK\n  traits: button\n"))
    }

    /// The Unicode encodings a dump may be saved in (PowerShell's `>` writes UTF-16LE with a
    /// BOM): with a byte order mark, or without one, told by the zero bytes around the first
    /// character (XML 1.0 Appendix F; RFC 4627 §3).
    static let encodings: [(name: String, mark: [UInt8], encoding: String.Encoding)] = [
        ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF], .utf8),
        ("UTF-16LE with BOM", [0xFF, 0xFE], .utf16LittleEndian),
        ("UTF-16BE with BOM", [0xFE, 0xFF], .utf16BigEndian),
        ("UTF-16LE", [], .utf16LittleEndian),
        ("UTF-16BE", [], .utf16BigEndian),
        ("UTF-32LE with BOM", [0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian),
        ("UTF-32BE", [], .utf32BigEndian),
    ]

    @Test(arguments: ["login-appium.xml", "login-idb.json", "login-snapshot.json", "login-xcuitest.txt"])
    func everyFormatIsReadInEveryUnicodeEncoding(fixture: String) throws {
        let text = try String(contentsOf: ImportFixtureTests.fixtures.appendingPathComponent(fixture), encoding: .utf8)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("dump", text)
        let plain = try folder.run("import", "dump")
        #expect(plain.status == 0, "\(plain.err)")
        for (name, mark, encoding) in Self.encodings {
            try folder.write("dump", bytes: mark + Array(try #require(text.data(using: encoding))))
            let result = try folder.run("import", "dump")
            #expect(result.status == 0, "\(name): \(result.err)")
            #expect(result.err == plain.err, "\(name)")
            #expect(result.out == plain.out, "\(name)")
            // `describe` takes it for a dump, as `import` reads it.
            let described = try folder.run("describe", "dump")
            #expect(described.status == 0 && described.err == plain.err, "\(name): \(described.err)")
        }
    }
}
