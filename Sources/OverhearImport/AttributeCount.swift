/// The number of attributes on each element of an XML text, counted in one pass before libxml2
/// reads it: libxml2 (2.9) checks every attribute of a start tag against all the ones before
/// it, a time that grows with the square of their number, so an element with too many is
/// refused before libxml2 sees it.
///
/// Only the markup that can hold a `<` or a quote is told apart (comments, CDATA, processing
/// instructions, end tags, quoted values); the count stops where the text is not well-formed
/// or at a DOCTYPE, and libxml2 says what is wrong there. Every byte is looked at once; the
/// delimiters are ASCII, as they are in every encoding libxml2 reads without a byte order
/// mark (`DumpText` has decoded UTF-16 and UTF-32).
enum AttributeCount {
    /// The offset of the first attribute past `limit` on one element; nil when there is none.
    static func firstBeyond(_ limit: Int, in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let text = buffer.baseAddress else { return nil }
            return firstBeyond(limit, in: text, count: buffer.count)
        }
    }

    private static func firstBeyond(_ limit: Int, in text: UnsafePointer<UInt8>, count: Int) -> Int? {
        var index = 0
        while index < count {
            guard text[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let markup: (prefix: StaticString, end: StaticString)? =
                starts("<!--", text, index, count) ? ("<!--", "-->")
                : starts("<![CDATA[", text, index, count) ? ("<![CDATA[", "]]>")
                : starts("<?", text, index, count) ? ("<?", "?>")
                : starts("</", text, index, count) ? ("</", ">") : nil
            if let markup {
                guard let end = offset(of: markup.end, text, from: index + markup.prefix.utf8CodeUnitCount, count) else { return nil }
                index = end + markup.end.utf8CodeUnitCount
                continue
            }
            // A DOCTYPE, which libxml2 refuses; nothing after it is read.
            if starts("<!", text, index, count) { return nil }
            // A start tag: its name, then `name = "value"` pairs up to `>` or `/>`.
            index += 1
            while index < count, !isSpace(text[index]), text[index] != UInt8(ascii: ">"), text[index] != UInt8(ascii: "/") { index += 1 }
            var attributes = 0
            while true {
                while index < count, isSpace(text[index]) { index += 1 }
                guard index < count else { return nil }
                if text[index] == UInt8(ascii: ">") || text[index] == UInt8(ascii: "/") { break }
                let start = index
                while index < count, !isSpace(text[index]), text[index] != UInt8(ascii: "="), text[index] != UInt8(ascii: ">") { index += 1 }
                while index < count, isSpace(text[index]) { index += 1 }
                guard index < count, text[index] == UInt8(ascii: "=") else { return nil }
                index += 1
                while index < count, isSpace(text[index]) { index += 1 }
                guard index < count, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") else { return nil }
                let quote = text[index]
                index += 1
                while index < count, text[index] != quote { index += 1 }
                guard index < count else { return nil }
                index += 1
                attributes += 1
                if attributes > limit { return start }
            }
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func starts(_ prefix: StaticString, _ text: UnsafePointer<UInt8>, _ index: Int, _ count: Int) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard index + length <= count else { return false }
        for offset in 0..<length where text[index + offset] != prefix.utf8Start[offset] { return false }
        return true
    }

    /// The offset of the next `needle` from `start`; nil when the text ends first.
    private static func offset(of needle: StaticString, _ text: UnsafePointer<UInt8>, from start: Int, _ count: Int) -> Int? {
        var index = start
        while index < count {
            if text[index] == needle.utf8Start[0], starts(needle, text, index, count) { return index }
            index += 1
        }
        return nil
    }
}
