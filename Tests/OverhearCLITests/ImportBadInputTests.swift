import Foundation
import Testing

/// `overhear import` on files it must refuse: one located error line, exit 2, nothing written
/// (an existing output file is left as it was), and no file outside the input ever read.
@Suite struct ImportBadInputTests {
    /// Imports `bytes` as NAME with `-o out.scenario` over an existing file, and expects `error`.
    private func expectRefused(_ bytes: [UInt8], as name: String = "dump", _ error: String,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(name, bytes: bytes)
        try folder.write("out.scenario", "kept\n")
        let result = try folder.run("import", name, "-o", "out.scenario", timeout: 60)
        #expect(!result.timedOut, sourceLocation: sourceLocation)
        #expect(result.status == 2, sourceLocation: sourceLocation)
        #expect(result.out == "", sourceLocation: sourceLocation)
        #expect(result.err == error + "\n", sourceLocation: sourceLocation)
        #expect(try folder.text("out.scenario") == "kept\n", sourceLocation: sourceLocation)
        #expect(try folder.listing() == [name, "out.scenario"].sorted(), sourceLocation: sourceLocation)
        let toStdout = try folder.run("import", name, timeout: 60)
        #expect(toStdout.status == 2, sourceLocation: sourceLocation)
        #expect(toStdout.out == "", sourceLocation: sourceLocation)
    }

    private func expectRefused(_ text: String, as name: String = "dump", _ error: String,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectRefused(Array(text.utf8), as: name, error, sourceLocation: sourceLocation)
    }

    @Test func fileOfNoKnownFormatSaysWhatWasTried() throws {
        let tried = "not a screen dump of a known format; tried appium (XML page source), idb and snapshot (JSON), xcuitest (debugDescription text)"
        try expectRefused("hello, world\n", "dump: error: " + tried)
        try expectRefused("", "dump: error: " + tried)
        try expectRefused([0xFF, 0xFE, 0x00, 0x41], "dump: error: " + tried)
        try expectRefused("<hierarchy rotation=\"0\"><node class=\"android.widget.FrameLayout\"/></hierarchy>",
                          "dump: error: an XML file but not an Appium page source: it has no XCUIElementType elements")
        try expectRefused("{\"name\": \"not a dump\"}",
                          "dump: error: JSON, but neither idb's (objects with AXLabel, AXFrame) nor AccessibilitySnapshot's (element and container nodes); name the format with --from")
    }

    @Test func truncatedXMLIsLocated() throws {
        let text = "<AppiumAUT>\n  <XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" label=\"A\">\n    <XCUIElementTypeButton label=\"Sign"
        try expectRefused(text, "dump:3:39: error: malformed XML: AttValue: ' expected")
    }

    @Test func malformedXMLIsLocated() throws {
        let text = "<AppiumAUT>\n<XCUIElementTypeButton label=\"a\"></XCUIElementTypeOther>\n</AppiumAUT>\n"
        try expectRefused(text, "dump:2:57: error: malformed XML: Opening and ending tag mismatch: XCUIElementTypeButton line 2 and XCUIElementTypeOther")
        // An entity the file never declares is an error, not text.
        try expectRefused("<AppiumAUT>\n<XCUIElementTypeButton label=\"&foo;\"/>\n</AppiumAUT>\n",
                          "dump:2:36: error: malformed XML: Entity 'foo' not defined")
    }

    /// libxml2 quotes names from the input; a long one is cut, so the error stays one short line.
    @Test func longNamesInXMLErrorsAreCut() throws {
        let name = "XCUIElementType" + String(repeating: "A", count: 5_000)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("long.xml", "<AppiumAUT><\(name)></AppiumAUT>")
        let result = try folder.run("import", "long.xml")
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("long.xml:1:"))
        #expect(result.err.count < 300)
        #expect(result.err.hasSuffix("…\n"))
    }

    /// libxml2 writes some messages on two lines; the error is still one.
    @Test func aTwoLineXMLMessageIsOneLine() throws {
        let bytes = Array("<AppiumAUT><XCUIElementTypeButton label=\"a".utf8) + [0xFF] + Array("b\"/></AppiumAUT>".utf8)
        try expectRefused(bytes, "dump:1:43: error: malformed XML: Input is not proper UTF-8, indicate encoding !; Bytes: 0xFF 0x62 0x22 0x2F")
    }

    @Test func malformedJSONIsLocated() throws {
        try expectRefused("[\n  {\"AXLabel\": \"Sign in\",\n   \"type\": Button}\n]\n", "dump:3:12: error: malformed JSON: unexpected 'B'")
        try expectRefused("[{\"AXLabel\": \"Sign in\", \"type\": \"Butt", "dump:1:33: error: malformed JSON: unterminated string")
        try expectRefused("[{\"AXLabel\": \"Sign in\"},\n", "dump:2:1: error: malformed JSON: unexpected end of file (is it truncated?)")
        try expectRefused("[{\"AXLabel\": \"é\" \"x\"}]", "dump:1:18: error: malformed JSON: unexpected '\"'")
        try expectRefused(Array("[{\"AXLabel\": \"a".utf8) + [0xFF] + Array("b\"}]".utf8), "dump:1:16: error: malformed JSON: not UTF-8 text")
        try expectRefused(#"[{"AXLabel": "\ud800"}]"#, "dump:1:15: error: malformed JSON: a \\u surrogate without its pair")
    }

    /// Nesting 10,000 levels deep is an error from the parsers' own limits, not a stack overflow.
    @Test func deepNestingIsAnError() throws {
        let depth = 10_000
        let xml = "<AppiumAUT>" + String(repeating: "<XCUIElementTypeOther>", count: depth)
            + String(repeating: "</XCUIElementTypeOther>", count: depth) + "</AppiumAUT>"
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("deep.xml", xml)
        let result = try folder.run("import", "deep.xml", timeout: 60)
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("deep.xml:1:"))
        #expect(result.err.contains("error: malformed XML: Excessive depth in document: 256"))
        try expectRefused(String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
                          "dump:1:513: error: malformed JSON: nested more than 512 levels deep")
        try expectRefused("[" + String(repeating: "{\"children\": [", count: depth),
                          "dump:1:3585: error: malformed JSON: nested more than 512 levels deep")
    }

    /// The billion laughs: a DOCTYPE is refused at its start, before any entity is declared.
    @Test func entityExpansionIsRefused() throws {
        var lol = "<?xml version=\"1.0\"?>\n<!DOCTYPE AppiumAUT [\n <!ENTITY lol0 \"lol\">\n"
        for level in 1...9 { lol += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n" }
        lol += "]>\n<AppiumAUT><XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" label=\"&lol9;\" accessible=\"true\" visible=\"true\"/></AppiumAUT>\n"
        try expectRefused(lol, "dump:2:1: error: a DOCTYPE is not part of a page source; it is refused so that no entity in it is ever read or expanded")
    }

    /// An external entity is never read: the file it names does not reach the output or the error.
    @Test func externalEntityIsNeverRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("secret.txt", "TOP-SECRET-CONTENT")
        let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE AppiumAUT [ <!ENTITY x SYSTEM "file://\(folder.path("secret.txt"))"> ]>
        <AppiumAUT><XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="&x;" accessible="true" visible="true"/>&x;</AppiumAUT>

        """
        try folder.write("page.xml", xml)
        let result = try folder.run("import", "page.xml")
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(!result.err.contains("TOP-SECRET"))
        #expect(result.err == "page.xml:2:1: error: a DOCTYPE is not part of a page source; it is refused so that no entity in it is ever read or expanded\n")
        try expectRefused("<!DOCTYPE AppiumAUT SYSTEM \"file:///etc/passwd\">\n<AppiumAUT/>\n",
                          "dump:1:1: error: a DOCTYPE is not part of a page source; it is refused so that no entity in it is ever read or expanded")
    }

    /// A 100 MB file is refused from its size, before it is read (a sparse file: nothing to read fast).
    @Test func hugeFileIsRefusedBeforeReading() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("huge.xml")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("<AppiumAUT>".utf8)))
        #expect(truncate(path, 100 * 1024 * 1024) == 0)
        let result = try folder.run("import", "huge.xml", "-o", "out.scenario")
        #expect(result.status == 2)
        #expect(result.err == "huge.xml: error: cannot read: it is larger than 50 MB, the most an imported file may be (a screen's dump is far smaller)\n")
        #expect(try folder.listing() == ["huge.xml"])
        // Through a pipe the size is not known beforehand: reading stops at the limit.
        let piped = try OverhearProcess.run(["import", "-"], input: .pipe(Data(count: 50 * 1024 * 1024 + 1)))
        #expect(piped.status == 2)
        #expect(piped.err == "<stdin>: error: cannot read: it is larger than 50 MB, the most an imported file may be (a screen's dump is far smaller)\n")
    }

    /// A small file of nothing but tiny elements is refused by count, before it is all held.
    @Test func tooManyElementsAreRefused() throws {
        let xml = "<AppiumAUT>" + String(repeating: "<XCUIElementTypeOther/>", count: 200_001) + "</AppiumAUT>"
        try expectRefused(xml, "dump: error: more than 200000 elements; a screen's dump has far fewer")
    }

    @Test func badDebugDescriptionLineIsLocated() throws {
        try expectRefused("Attributes: Application, 0x1, pid: 1\nElement subtree:\nthis is not an element\n",
                          "dump:3:1: error: not an element line of a debugDescription (expected TYPE, 0xADDRESS, ...)")
    }

    /// XCTest indents debugDescription with spaces, two a level (the queried element marked
    /// ` →`): a line whose depth cannot be read so is refused where it is, not glued to the
    /// label before it nor read at another depth (issue 34, item 9).
    @Test func debugDescriptionIndentationThatCannotBeReadIsLocated() throws {
        let fixture = try String(contentsOf: ImportFixtureTests.fixtures.appendingPathComponent("login-xcuitest.txt"), encoding: .utf8)
        let lines = fixture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func edited(_ number: Int, _ change: (String) -> String) -> String {
            var copy = lines
            copy[number - 1] = change(copy[number - 1])
            return copy.joined(separator: "\n")
        }
        let tabs = "a tab in an element line's indentation (debugDescription indents with spaces, two a level), so its depth cannot be read"
        // Line 13, `Button ... 'Sign in'`, indented with tabs instead of its 8 spaces.
        try expectRefused(edited(13) { "\t\t\t\t" + $0.trimmingCharacters(in: .whitespaces) }, "dump:13:1: error: " + tabs)
        // Every two spaces of indentation a tab: the first element line indented so is named.
        let allTabs = lines.map { line in
            let spaces = line.prefix { $0 == " " }.count
            return String(repeating: "\t", count: spaces / 2) + String(repeating: " ", count: spaces % 2) + line.dropFirst(spaces)
        }
        try expectRefused(allTabs.joined(separator: "\n"), "dump:4:1: error: " + tabs)
        // Line 8, `StaticText ... 'Welcome back'`, moved to column 0: before the first element
        // line (` →Application`, which holds all the others), in line with no element around it.
        let unaligned = "an element line indented less than the one before it but in line with no element around it, so its depth cannot be read"
        try expectRefused(edited(8) { $0.trimmingCharacters(in: .whitespaces) }, "dump:8:1: error: " + unaligned)
        // Line 14 moved from 8 spaces to 5: between the levels of 4 and 6.
        try expectRefused(edited(14) { "     " + $0.trimmingCharacters(in: .whitespaces) }, "dump:14:6: error: " + unaligned)
    }

    /// Text that is not what its byte order mark (or its zero bytes) says: one line, at the
    /// character, whatever the format (issue 34, item 10).
    @Test func malformedUnicodeIsOneLocatedLine() throws {
        func utf16LE(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let highSurrogate: [UInt8] = [0x00, 0xD8]
        try expectRefused([0xFF, 0xFE] + utf16LE("<AppiumAUT>\n<XCUIElementTypeButton label=\"Sign") + highSurrogate + utf16LE("in\"/>\n</AppiumAUT>\n"),
                          "dump:2:35: error: malformed UTF-16LE: a surrogate 0xD800 without its pair")
        try expectRefused(utf16LE("[{\"AXLabel\":\n \"") + [0x00, 0xDC] + utf16LE("\"}]"),
                          "dump:2:3: error: malformed UTF-16LE: a surrogate 0xDC00 without its pair")
        try expectRefused([0xFE, 0xFF, 0x00, 0x5B, 0x00], "dump:1:2: error: malformed UTF-16BE: the file ends inside a character (is it truncated?)")
        try expectRefused([0xFF, 0xFE, 0x00, 0x00, 0x5B, 0x00, 0x00, 0x00, 0x00, 0x00, 0x11, 0x00],
                          "dump:1:2: error: malformed UTF-32LE: 0x110000 is not a Unicode character")
        // A debugDescription's bad UTF-8 is located, as JSON's is.
        try expectRefused(Array("Element subtree:\n \u{2192}Application, 0x1, pid: 1, label: 'A".utf8) + [0xFF] + Array("'\n".utf8),
                          "dump:2:38: error: not UTF-8 text")
        // libxml2 converts an encoding the XML declaration names; bytes that are not in it are
        // one line with the place the parser stopped, not three more lines from libxml2.
        try expectRefused(Array("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>\n<AppiumAUT><XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"a".utf8) + [0x81, 0x20] + Array("b\"/></AppiumAUT>\n".utf8),
                          "dump:2:72: error: malformed XML: input conversion failed due to input error, bytes 0x81 0x20 0x62 0x22")
    }

    /// libxml2 checks each attribute of a start tag against every one before it, so one element
    /// of 400,000 attributes took most of a minute: more than 256 on one element are refused,
    /// before libxml2 reads the tag, at the first one too many (issue 34, item 11).
    @Test func tooManyAttributesOnOneElementAreRefusedWhereTheyStart() throws {
        let limit = 256
        let start = #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" accessible="true" visible="true""#
        /// An element of `count` attributes on line 2, and the column of its attribute number `limit + 1`.
        func page(_ count: Int, then rest: String = "") -> (text: String, column: Int) {
            let added = (0..<(count - 4)).map { #" a\#($0)="x""# }
            let column = start.count + added.prefix(limit - 4).joined().count + 2
            return ("<AppiumAUT>\n" + start + added.joined() + rest + "/>\n</AppiumAUT>\n", column)
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("page.xml", page(limit).text)
        let most = try folder.run("import", "page.xml")
        #expect(most.status == 0, "\(most.err)")
        #expect(most.out.contains("element OK\n"))
        let message = "an element with more than \(limit) attributes; a page source's element has about a dozen"
        for count in [limit + 1, 400_000] {
            let (text, column) = page(count)
            try expectRefused(text, "dump:2:\(column): error: " + message)
        }
        // Refused before libxml2 reads the tag: its own error further on is not reached.
        let (text, column) = page(limit + 1, then: #" a0="again""#)
        try expectRefused(text, "dump:2:\(column): error: " + message)
    }

    @Test func unreadableInputAndOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = try folder.run("import", "nothing.xml")
        #expect(missing.status == 2)
        #expect(missing.err == "nothing.xml: error: cannot read: no such file\n")
        try folder.write("page.xml", "<AppiumAUT><XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"OK\" accessible=\"true\" visible=\"true\"/></AppiumAUT>")
        let noFolder = try folder.run("import", "page.xml", "-o", "missing/out.scenario")
        #expect(noFolder.status == 2)
        #expect(noFolder.err.hasPrefix("overhear: cannot write missing/out.scenario: "))
        #expect(try folder.listing() == ["page.xml"])
    }
}
