import CLibXML2

/// An XML file read by libxml2 into a flat list of elements with depths and attributes.
///
/// The parser never touches the network (`XML_PARSE_NONET`), loads no DTD and substitutes no
/// entity; a DOCTYPE stops it before its internal subset is read, so entity declarations
/// (the "billion laughs", `SYSTEM "file:///etc/passwd"`) are refused unread. libxml2's own
/// depth limit (256 without `XML_PARSE_HUGE`) bounds nesting, and the walk is iterative.
struct XMLTree {
    struct Element {
        var depth: Int
        var name: String
        var attributes: [String: String]
    }

    var elements: [Element]

    /// Parses `bytes`; malformed XML throws with libxml2's line and column.
    init(_ bytes: [UInt8], path: String) throws(ImportError) {
        guard let context = xmlNewParserCtxt() else { throw ImportError(path: path, "cannot start the XML parser") }
        defer { xmlFreeParserCtxt(context) }
        let state = ParseState()
        let retained = Unmanaged.passRetained(state)
        defer { retained.release() }
        context.pointee._private = retained.toOpaque()
        // A DOCTYPE is the only way to declare entities: stop at its name, before the subset.
        context.pointee.sax.pointee.internalSubset = { context, _, _, _ in
            guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self),
                  let opaque = parser.pointee._private else { return }
            let state = Unmanaged<ParseState>.fromOpaque(opaque).takeUnretainedValue()
            state.doctype = true
            xmlStopParser(parser)
        }
        context.pointee.sax.pointee.serror = { context, error in
            guard let error, let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self),
                  let opaque = parser.pointee._private else { return }
            let state = Unmanaged<ParseState>.fromOpaque(opaque).takeUnretainedValue()
            guard state.firstError == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
            state.firstError = (Int(error.pointee.line), Int(error.pointee.int2), message)
        }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                xmlCtxtReadMemory(context, $0.baseAddress, Int32($0.count), nil, nil, options)
            }
        }
        defer { if let document { xmlFreeDoc(document) } }
        if state.doctype {
            // libxml2 stops inside the DOCTYPE; point at its start, which must come before the root.
            let start = Self.offset(of: Array("<!DOCTYPE".utf8), in: bytes) ?? 0
            let (line, column) = TextPosition.lineAndColumn(of: start, in: bytes)
            throw ImportError(path: path, line: line, column: column,
                              "a DOCTYPE is not part of a page source; it is refused so that no entity in it is ever read or expanded")
        }
        if let (line, column, message) = state.firstError {
            throw ImportError(path: path, line: line, column: max(column, 1), "malformed XML: " + Self.trimmed(message))
        }
        guard let document, context.pointee.wellFormed != 0, let root = xmlDocGetRootElement(document) else {
            throw ImportError(path: path, line: 1, column: 1, "malformed XML: no root element")
        }
        elements = Self.flatten(root)
    }

    /// The elements below and including `root`, in document order, walked with a stack.
    private static func flatten(_ root: xmlNodePtr) -> [Element] {
        var result: [Element] = []
        var stack: [(node: xmlNodePtr, depth: Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            result.append(Element(depth: depth, name: String(cString: node.pointee.name), attributes: attributes(of: node)))
            var children: [xmlNodePtr] = []
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { children.append(current) }
                child = current.pointee.next
            }
            stack += children.reversed().map { ($0, depth + 1) }
        }
        return result
    }

    /// An element's attributes as text; entity references in them are left as they were written.
    private static func attributes(of node: xmlNodePtr) -> [String: String] {
        var result: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            var text = ""
            var part = current.pointee.children
            while let piece = part {
                if piece.pointee.type == XML_TEXT_NODE, let content = piece.pointee.content {
                    text += String(cString: content)
                } else if piece.pointee.type == XML_ENTITY_REF_NODE {
                    text += "&" + String(cString: piece.pointee.name) + ";"
                }
                part = piece.pointee.next
            }
            result[String(cString: current.pointee.name)] = text
            attribute = current.pointee.next
        }
        return result
    }

    private static func offset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    private static func trimmed(_ message: String) -> String {
        var text = message
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}

/// What the parser's callbacks saw: the first error, and whether there was a DOCTYPE.
private final class ParseState {
    var firstError: (line: Int, column: Int, message: String)?
    var doctype = false
}
