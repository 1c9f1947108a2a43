/// `overhear import`: recognises a dump's format (or takes the one named) and reads its screen.
public enum Importer {
    /// Files larger than this are refused before they are read: a real screen's dump is a few
    /// hundred kilobytes, and everything is held in memory.
    public static let sizeLimit = 50 * 1024 * 1024

    /// The screen in `bytes`, read as `format` or as the format the content shows.
    public static func read(_ bytes: [UInt8], path: String, format: ImportFormat? = nil) throws(ImportError) -> ImportedScreen {
        guard bytes.count <= sizeLimit else { throw ImportError(path: path, "cannot read: " + tooLarge) }
        let text = try DumpText(bytes, path: path)
        guard let format else { return try readAs(nil, text, path: path) }
        do {
            return try readAs(format, text, path: path)
        } catch {
            // A --from that does not fit names the format the content looks like (spec §7.7).
            if let detected = try? detect(text, path: path), detected.format != format {
                var mismatch = error
                mismatch.message += "; the file looks like \(detected.format.rawValue) (--from \(detected.format.rawValue)), not \(format.rawValue)"
                throw mismatch
            }
            throw error
        }
    }

    /// A format told from the content, and for JSON the dump inside the document.
    struct Detected {
        var format: ImportFormat
        var json: JSONDump?
    }

    private static func readAs(_ format: ImportFormat?, _ text: DumpText, path: String) throws(ImportError) -> ImportedScreen {
        // A JSON dump is parsed once: to tell its format, and then to read it.
        let detected = if let format { Detected(format: format, json: nil) } else { try detect(text, path: path) }
        func json() throws(ImportError) -> JSONDump {
            if let found = detected.json { return found }
            let document = try JSONValue.parse(text.bytes, path: path)
            return JSONDump.find(in: document, as: [detected.format]) ?? JSONDump(format: detected.format, dump: document)
        }
        var wrapperPath: String?
        let nodes: [SourceNode]
        switch detected.format {
        case .appium:
            nodes = try AppiumReader.nodes(text.bytes, path: path, encodingSettled: text.encodingSettled)
        case .idb:
            let found = try json()
            wrapperPath = found.path
            nodes = IdbReader.nodes(found.dump)
            guard nodes.count <= nodeLimit else { throw tooManyNodes(path: path) }
        case .snapshot:
            let found = try json()
            wrapperPath = found.path
            nodes = SnapshotReader.nodes(found.dump)
            guard nodes.count <= nodeLimit else { throw tooManyNodes(path: path) }
        case .xcuitest:
            guard let string = String(validating: text.bytes, as: UTF8.self) else {
                let (line, column) = TextPosition.lineAndColumn(of: JSONParser.firstInvalidUTF8(text.bytes) ?? 0, in: text.bytes)
                throw ImportError(path: path, line: line, column: column, "not UTF-8 text")
            }
            nodes = try XCUITestReader.nodes(string, path: path)
            guard nodes.count <= nodeLimit else { throw tooManyNodes(path: path) }
        }
        let (blocks, account) = ScreenBuilder.build(nodes, labelledAnyType: detected.format == .idb)
        // An import that keeps nothing is an error, not an empty scenario (spec §7.7).
        guard !blocks.isEmpty else { throw ImportError(path: path, "no element VoiceOver would visit; read \(account.elementsRead)") }
        return ImportedScreen(format: detected.format, wrapperPath: wrapperPath, blocks: blocks, account: account)
    }

    /// Dumps with more elements than this are refused: a real screen has a few thousand, and
    /// a file of nothing but tiny elements would otherwise take gigabytes to hold.
    static let nodeLimit = 200_000

    static func tooManyNodes(path: String) -> ImportError {
        ImportError(path: path, "more than \(nodeLimit) elements; a screen's dump has far fewer")
    }

    /// Why a file over the limit is refused.
    public static let tooLarge = "it is larger than \(sizeLimit >> 20) MB, the most an imported file may be (a screen's dump is far smaller)"

    /// Whether the content is a screen dump rather than a scenario: XML, JSON, or indented
    /// debugDescription element lines (a scenario's lines start with none of these), in any
    /// encoding `import` reads. A UTF-16 or UTF-32 file that does not decode is taken for a
    /// dump, so that `import`'s rules say where (a scenario is UTF-8).
    public static func looksLikeDump(_ bytes: [UInt8]) -> Bool {
        guard let text = try? DumpText(bytes, path: "") else { return true }
        return startsAsDump(text)
    }

    private static func startsAsDump(_ text: DumpText) -> Bool {
        guard let first = text.firstSignificantByte else { return false }
        return [UInt8(ascii: "<"), UInt8(ascii: "["), UInt8(ascii: "{")].contains(first)
            || XCUITestReader.matches(Substring(String(decoding: text.bytes, as: UTF8.self)))
    }

    /// The format the content shows: XML is `appium`, JSON `idb` or `snapshot` by its keys
    /// (of the document, or of a dump inside it), indented `Type, 0x…` lines `xcuitest`.
    static func detect(_ text: DumpText, path: String) throws(ImportError) -> Detected {
        let first = text.firstSignificantByte
        if first == UInt8(ascii: "<") { return Detected(format: .appium) }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
            let document = try JSONValue.parse(text.bytes, path: path)
            guard let found = JSONDump.find(in: document, as: [.idb, .snapshot]) else {
                throw ImportError(path: path, "JSON, but neither idb's (objects with AXLabel, AXFrame) nor AccessibilitySnapshot's (element and container nodes); name the format with --from")
            }
            return Detected(format: found.format, json: found)
        }
        // Lossy here: a debugDescription with a byte that is not UTF-8 is refused at that byte.
        if XCUITestReader.matches(Substring(String(decoding: text.bytes, as: UTF8.self))) { return Detected(format: .xcuitest) }
        throw ImportError(path: path, "not a screen dump of a known format; tried appium (XML page source), idb and snapshot (JSON), xcuitest (debugDescription text)")
    }
}
