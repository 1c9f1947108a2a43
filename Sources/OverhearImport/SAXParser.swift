internal import CLibXML2

/// libxml2's SAX2 parser run over bytes in memory, for every XML file Overhear reads: it never
/// touches the network (`XML_PARSE_NONET`), loads no DTD, substitutes no entity and prints
/// nothing: errors go to the handler's `serror`, those raised outside the parser (an
/// encoding's conversion failing) too, with no line.
enum SAXParser {
    /// Parses `bytes` with `handler`, `user` being every callback's user data; `started` is
    /// handed the parser first, so that a callback may stop it. With `ignoringDeclaredEncoding`
    /// the bytes are UTF-8 whatever the XML declaration says. Whether the document was
    /// well-formed.
    static func parse(_ bytes: [UInt8], _ handler: xmlSAXHandler, user: AnyObject, ignoringDeclaredEncoding: Bool = false,
                      started: (xmlParserCtxtPtr) -> Void = { _ in }) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                guard let context = overhear_xmlCreateMemoryParserCtxt(characters.baseAddress, Int32(characters.count)) else { return false }
                defer { overhear_xmlFreeParserCtxt(context) }
                let retained = Unmanaged.passRetained(user)
                defer { retained.release() }
                context.pointee.sax.pointee = handler
                context.pointee.userData = retained.toOpaque()
                var options = XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
                if ignoringDeclaredEncoding { options |= XML_PARSE_IGNORE_ENC.rawValue }
                _ = overhear_xmlCtxtUseOptions(context, Int32(options))
                overhear_xmlSetStructuredErrorFunc(retained.toOpaque(), handler.serror)
                defer { overhear_xmlSetStructuredErrorFunc(nil, nil) }
                started(context)
                _ = overhear_xmlParseDocument(context)
                return context.pointee.wellFormed != 0
            }
        }
    }

    /// An attribute's value from its start to its end, as `startElementNs` hands them over.
    /// Substituting no entities, libxml2 hands every literal `&` of an attribute over as
    /// `&#38;` (an undeclared entity is an error, and none can be declared): undone here,
    /// for every reader.
    static func attributeValue(from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>) -> String {
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        let escape = Array("&#38;".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), index + escape.count <= bytes.count,
               bytes[index..<(index + escape.count)].elementsEqual(escape) {
                result.append(UInt8(ascii: "&"))
                index += escape.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
