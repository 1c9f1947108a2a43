/// `XCUIApplication().debugDescription` text: one line per element, indented by depth —
/// `TextField, 0x…, {{x, y}, {w, h}}, identifier: '…', label: '…', placeholderValue: '…',
/// value: …, Disabled, Selected` — between `Element subtree:` and `Path to element:`.
///
/// The format has no grammar of its own: quoted values are not escaped (a label may hold
/// `'`), `value:` is not quoted, and a label may run over several lines. A value ends where
/// the next known attribute begins, or at the end of the element's text.
enum XCUITestReader {
    /// Whether the text looks like a debugDescription.
    static func matches(_ text: Substring) -> Bool {
        text.contains("Element subtree:") || text.split(maxSplits: 50) { $0 == "\n" || $0 == "\r\n" }.contains { parseHead($0) != nil }
    }

    static func nodes(_ text: String, path: String) throws(ImportError) -> [SourceNode] {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        var start = 0
        if let header = lines.firstIndex(where: { $0.trimmingSpaces == "Element subtree:" }) { start = header + 1 }
        // Each element's text (a label may hold line breaks) with its line number.
        var end = lines[start...].firstIndex { ["Path to element:", "Query chain:"].contains($0.trimmingSpaces) } ?? lines.count
        // Blank lines before the footer or the end are not part of the last label.
        while end > start, lines[end - 1].trimmingSpaces.isEmpty { end -= 1 }
        var entries: [(line: Int, indent: Int, type: String, rest: String)] = []
        for number in start..<end {
            let line = lines[number]
            let trimmed = line.trimmingSpaces
            if let head = parseHead(line) {
                if let tab = head.tab {
                    throw ImportError(path: path, line: number + 1, column: tab + 1,
                                      "a tab in an element line's indentation (debugDescription indents with spaces, two a level), so its depth cannot be read")
                }
                entries.append((number + 1, head.indent, head.type, String(head.rest)))
            } else if !entries.isEmpty {
                entries[entries.count - 1].rest += "\n" + line
            } else if !trimmed.isEmpty, !trimmed.hasPrefix("Attributes:") {
                throw ImportError(path: path, line: number + 1, column: 1,
                                  "not an element line of a debugDescription (expected TYPE, 0xADDRESS, ...)")
            }
        }
        guard !entries.isEmpty else { throw ImportError(path: path, "no element lines in the debugDescription") }
        // The indentations of the elements that enclose the line read, outermost first. A line
        // indented less than the one before it must be in line with one of them: anything
        // else (a line moved to the left, a stray space) would put it at a depth it is not.
        var indents: [Int] = []
        var nodes: [SourceNode] = []
        nodes.reserveCapacity(entries.count)
        for entry in entries {
            var closed = false
            while let last = indents.last, last > entry.indent {
                indents.removeLast()
                closed = true
            }
            if indents.last == entry.indent {
                indents.removeLast()
            } else if closed {
                throw ImportError(path: path, line: entry.line, column: entry.indent + 1,
                                  "an element line indented less than the one before it but in line with no element around it, so its depth cannot be read")
            }
            var node = SourceNode(depth: indents.count)
            indents.append(entry.indent)
            node.type = entry.type
            read(entry.rest, into: &node)
            nodes.append(node)
        }
        return nodes
    }

    /// The indent (in characters: XCTest writes spaces, and ` →` before the queried element),
    /// type and the text after the address of an element line; nil for other lines. `tab` is
    /// the offset of the first tab in the indentation, which XCTest never writes.
    private static func parseHead(_ line: Substring) -> (indent: Int, tab: Int?, type: String, rest: Substring)? {
        var index = line.startIndex
        var indent = 0
        var tab: Int?
        while index < line.endIndex, line[index] == " " || line[index] == "→" || line[index] == "\t" {
            if line[index] == "\t", tab == nil { tab = indent }
            indent += 1
            index = line.index(after: index)
        }
        let typeStart = index
        while index < line.endIndex, line[index].isASCII, line[index].isLetter { index = line.index(after: index) }
        guard index > typeStart, line[typeStart].isUppercase else { return nil }
        let type = String(line[typeStart..<index])
        var rest = line[index...]
        if rest.hasPrefix(" (") {
            guard let close = rest.firstIndex(of: ")") else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        guard rest.hasPrefix(", 0x") else { return nil }
        rest = rest.dropFirst(4)
        guard let first = rest.first, first.isHexDigit else { return nil }
        rest = rest.drop { $0.isHexDigit }
        return (indent, tab, type, rest)
    }

    private static let quotedKeys = ["identifier", "label", "placeholderValue", "title"]
    private static let flags = ["Selected", "Disabled", "Focused", "Keyboard Focused", "Hittable", "Not Hittable"]

    /// Whether an attribute starts at `text` (after a `, `).
    private static func startsAttribute(_ text: Substring) -> Bool {
        if text.hasPrefix("{{") || text.hasPrefix("value: ") || text.hasPrefix("pid: ") { return true }
        if quotedKeys.contains(where: { text.hasPrefix($0 + ": '") }) { return true }
        return flags.contains { flag in
            text.hasPrefix(flag) && (text.dropFirst(flag.count).isEmpty || text.dropFirst(flag.count).hasPrefix(","))
        }
    }

    /// The end of a value starting at `start`: the next `, ` that begins an attribute, or the end.
    /// A quoted value must also end in `'` there.
    private static func valueEnd(_ text: Substring, from start: Substring.Index, quoted: Bool) -> Substring.Index {
        var index = start
        while index < text.endIndex {
            if text[index...].hasPrefix(", "), startsAttribute(text[text.index(index, offsetBy: 2)...]),
               !quoted || (index > start && text[text.index(before: index)] == "'") {
                return index
            }
            index = text.index(after: index)
        }
        return text.endIndex
    }

    private static func read(_ rest: String, into node: inout SourceNode) {
        var text = Substring(rest)
        while text.hasPrefix(", ") {
            text = text.dropFirst(2)
            if text.hasPrefix("{{") {
                var end = text.endIndex
                if let close = text.indices.first(where: { text[$0...].hasPrefix("}}") }) { end = text.index(close, offsetBy: 2) }
                node.frame = frame(String(text[..<end]))
                text = text[end...]
            } else if let key = quotedKeys.first(where: { text.hasPrefix($0 + ": '") }) {
                let start = text.index(text.startIndex, offsetBy: key.count + 3)
                let end = valueEnd(text, from: start, quoted: true)
                var value = text[start..<end]
                if value.hasSuffix("'") { value = value.dropLast() }
                switch key {
                case "identifier": node.identifier = String(value)
                case "label": node.label = String(value)
                case "placeholderValue": node.placeholder = String(value)
                default: if node.label.isEmpty { node.label = String(value) }
                }
                text = text[end...]
            } else {
                let end = valueEnd(text, from: text.startIndex, quoted: false)
                let attribute = text[..<end]
                if attribute.hasPrefix("value: ") {
                    var value = attribute.dropFirst(7)
                    if value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") { value = value.dropFirst().dropLast() }
                    node.value = String(value)
                } else if attribute == "Disabled" {
                    node.enabled = false
                } else if attribute == "Selected" {
                    node.selected = true
                }
                text = text[end...]
            }
        }
    }

    /// `{{x, y}, {w, h}}` as a frame; nil if it is not one.
    static func frame(_ text: String) -> Frame? {
        let numbers = text.split { "{}, ".contains($0) }.compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
