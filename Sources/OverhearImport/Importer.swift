/// `overhear import`: recognises a dump's format (or takes the one named) and reads its screen.
public enum Importer {
    /// Files larger than this are refused before they are read: a real screen's dump is a few
    /// hundred kilobytes, and everything is held in memory.
    public static let sizeLimit = 50 * 1024 * 1024

    /// The screen in `bytes`, read as `format` or as the format the content shows.
    public static func read(_ bytes: [UInt8], path: String, format: ImportFormat? = nil) throws(ImportError) -> ImportedScreen {
        guard bytes.count <= sizeLimit else { throw ImportError(path: path, "cannot read: " + tooLarge) }
        guard let format else { return try readAs(nil, bytes, path: path) }
        do {
            return try readAs(format, bytes, path: path)
        } catch {
            // A --from that does not fit names the format the content looks like (spec §7.7).
            if let (detected, _) = try? detect(bytes, path: path), detected != format {
                var mismatch = error
                mismatch.message += "; the file looks like \(detected.rawValue) (--from \(detected.rawValue)), not \(format.rawValue)"
                throw mismatch
            }
            throw error
        }
    }

    private static func readAs(_ format: ImportFormat?, _ bytes: [UInt8], path: String) throws(ImportError) -> ImportedScreen {
        // A JSON dump is parsed once: to tell its format, and then to read it.
        let (format, detected): (ImportFormat, JSONValue?) = if let format { (format, nil) } else { try detect(bytes, path: path) }
        func json() throws(ImportError) -> JSONValue {
            if let detected { return detected }
            return try JSONValue.parse(bytes, path: path)
        }
        let nodes: [SourceNode]
        switch format {
        case .appium:
            nodes = try AppiumReader.nodes(bytes, path: path)
        case .idb:
            nodes = IdbReader.nodes(try json())
            guard nodes.count <= nodeLimit else { throw tooManyNodes(path: path) }
        case .snapshot:
            nodes = SnapshotReader.nodes(try json())
            guard nodes.count <= nodeLimit else { throw tooManyNodes(path: path) }
        case .xcuitest:
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw ImportError(path: path, "not UTF-8 text")
            }
            nodes = try XCUITestReader.nodes(text, path: path)
            guard nodes.count <= nodeLimit else { throw tooManyNodes(path: path) }
        }
        let (blocks, account) = ScreenBuilder.build(nodes, labelledAnyType: format == .idb)
        // An import that keeps nothing is an error, not an empty scenario (spec §7.7).
        guard !blocks.isEmpty else { throw ImportError(path: path, "no element VoiceOver would visit; read \(account.elementsRead)") }
        return ImportedScreen(format: format, blocks: blocks, account: account)
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
    /// debugDescription element lines (a scenario's lines start with none of these).
    public static func looksLikeDump(_ bytes: [UInt8]) -> Bool {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        guard start < bytes.count else { return false }
        if [UInt8(ascii: "<"), UInt8(ascii: "["), UInt8(ascii: "{")].contains(bytes[start]) { return true }
        guard let text = String(validating: bytes, as: UTF8.self) else { return false }
        return XCUITestReader.matches(Substring(text))
    }

    /// The format the content shows: XML is `appium`, JSON `idb` or `snapshot` by its keys,
    /// indented `Type, 0x…` lines `xcuitest`; and the document, when it is JSON.
    static func detect(_ bytes: [UInt8], path: String) throws(ImportError) -> (ImportFormat, JSONValue?) {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        let first = start < bytes.count ? bytes[start] : 0
        if first == UInt8(ascii: "<") { return (.appium, nil) }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
            let json = try JSONValue.parse(bytes, path: path)
            if IdbReader.matches(json) { return (.idb, json) }
            if SnapshotReader.matches(json) { return (.snapshot, json) }
            throw ImportError(path: path, "JSON, but neither idb's (objects with AXLabel, AXFrame) nor AccessibilitySnapshot's (element and container nodes); name the format with --from")
        }
        if let text = String(validating: bytes, as: UTF8.self), XCUITestReader.matches(Substring(text)) { return (.xcuitest, nil) }
        throw ImportError(path: path, "not a screen dump of a known format; tried appium (XML page source), idb and snapshot (JSON), xcuitest (debugDescription text)")
    }
}
