internal import CLibXML2

/// An XML file read by libxml2's SAX2 parser, handed over element by element with depths and
/// attributes (no document tree is built: a large page source stays small in memory).
///
/// The parser never touches the network (`XML_PARSE_NONET`), loads no DTD and substitutes no
/// entity; a DOCTYPE stops it before its internal subset is read, so entity declarations
/// (the "billion laughs", `SYSTEM "file:///etc/passwd"`) are refused unread. libxml2's own
/// depth limit (256 without `XML_PARSE_HUGE`) bounds nesting, and nothing here recurses.
struct XMLTree {
    struct Element {
        var depth: Int
        var name: String
        /// In the order written.
        var attributes: [(name: String, value: String)]

        subscript(attribute: String) -> String? {
            attributes.first { $0.name == attribute }?.value
        }
    }

    /// Elements with more attributes than this are refused (`AttributeCount`): WebDriverAgent
    /// writes about a dozen.
    static let attributeLimit = 256

    /// Parses `bytes`, calling `each` for every element in document order until it returns
    /// false (then parsing stops there, without an error); malformed XML
    /// throws with libxml2's line and column. With `ignoringDeclaredEncoding` the bytes are
    /// UTF-8 whatever the XML declaration says (`DumpText` converted them).
    static func parse(_ bytes: [UInt8], path: String, ignoringDeclaredEncoding: Bool = false, each: @escaping (Element) -> Bool) throws(ImportError) {
        if let reason = overhear_xml_load_error() {
            throw ImportError(path: path, line: 1, column: 1, "libxml2 could not be loaded (install libxml2): \(String(cString: reason))")
        }
        if let offset = AttributeCount.firstBeyond(attributeLimit, in: bytes) {
            let (line, column) = TextPosition.lineAndColumn(of: offset, in: bytes)
            throw ImportError(path: path, line: line, column: column,
                              "an element with more than \(attributeLimit) attributes; a page source's element has about a dozen")
        }
        let state = ParseState(each: each)
        let parsed = SAXParser.parse(bytes, Self.makeHandler(), user: state, ignoringDeclaredEncoding: ignoringDeclaredEncoding) { state.context = $0 }
        state.context = nil
        if state.doctype {
            // libxml2 stops inside the DOCTYPE; point at its start, which must come before the root.
            let start = Self.offset(of: Array("<!DOCTYPE".utf8), in: bytes) ?? 0
            let (line, column) = TextPosition.lineAndColumn(of: start, in: bytes)
            throw ImportError(path: path, line: line, column: column,
                              "a DOCTYPE is not part of a page source; it is refused so that no entity in it is ever read or expanded")
        }
        if state.stopped { return }
        if let (line, column, message) = state.firstError {
            // The conversion's own words say what went wrong; the parser's error, where.
            throw ImportError(path: path, line: line, column: max(column, 1), "malformed XML: " + Self.trimmed(state.conversionError ?? message))
        }
        guard parsed, state.sawElement else {
            throw ImportError(path: path, line: 1, column: 1, "malformed XML: no root element")
        }
    }

    /// Only elements are collected; text, comments and processing instructions are ignored.
    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { user, name, _, _, _, _, count, _, attributes in
            guard let user, let name else { return }
            let state = Unmanaged<ParseState>.fromOpaque(user).takeUnretainedValue()
            var element = Element(depth: state.depth, name: String(cString: name), attributes: [])
            if let attributes {
                element.attributes.reserveCapacity(Int(count))
                // Five pointers per attribute: name, prefix, URI, value start, value end.
                for index in 0..<Int(count) {
                    guard let attributeName = attributes[index * 5], let start = attributes[index * 5 + 3],
                          let end = attributes[index * 5 + 4] else { continue }
                    let value = SAXParser.attributeValue(from: start, to: end)
                    element.attributes.append((String(cString: attributeName), value))
                }
            }
            state.sawElement = true
            state.depth += 1
            if !state.each(element) {
                state.stopped = true
                if let context = state.context { overhear_xmlStopParser(context) }
            }
        }
        handler.endElementNs = { user, _, _, _ in
            guard let user else { return }
            Unmanaged<ParseState>.fromOpaque(user).takeUnretainedValue().depth -= 1
        }
        // A DOCTYPE is the only way to declare entities: stop at its name, before the subset.
        handler.internalSubset = { user, _, _, _ in
            guard let user else { return }
            let state = Unmanaged<ParseState>.fromOpaque(user).takeUnretainedValue()
            state.doctype = true
            if let context = state.context { overhear_xmlStopParser(context) }
        }
        handler.serror = { user, error in
            guard let user, let error else { return }
            let state = Unmanaged<ParseState>.fromOpaque(user).takeUnretainedValue()
            // Raised outside the parser: an encoding that could not convert the input (the
            // parser then stops where the converted text ends, with an error of its own).
            if error.pointee.domain == Int32(XML_FROM_I18N.rawValue) || error.pointee.domain == Int32(XML_FROM_IO.rawValue) {
                if state.conversionError == nil { state.conversionError = error.pointee.message.map { String(cString: $0) } }
                return
            }
            guard state.firstError == nil, !state.doctype, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
            state.firstError = (Int(error.pointee.line), Int(error.pointee.int2), message)
        }
        return handler
    }

    private static func offset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// libxml2's message on one line (some of its messages have two: `...encoding !` and
    /// `Bytes: 0xFF ...`, joined with `; `), cut short: it may quote a name from the input.
    private static func trimmed(_ message: String) -> String {
        let text = message.split(whereSeparator: \.isNewline)
            .map { String($0).trimmingSpaces }.filter { !$0.isEmpty }.joined(separator: "; ")
        return text.count > 160 ? String(text.prefix(160)) + "…" : text
    }
}

/// What the parser's callbacks need and saw: where elements go, the first error, and whether
/// there was a DOCTYPE.
private final class ParseState {
    let each: (XMLTree.Element) -> Bool
    var stopped = false
    var context: xmlParserCtxtPtr?
    var sawElement = false
    var depth = 0
    var firstError: (line: Int, column: Int, message: String)?
    /// The first error of converting the input from the encoding the XML declaration names.
    var conversionError: String?
    var doctype = false

    init(each: @escaping (XMLTree.Element) -> Bool) {
        self.each = each
    }
}
