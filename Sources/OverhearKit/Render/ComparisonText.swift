/// Renders a comparison as columns side by side, action by action, fitted to `width`
/// columns; `≠` marks the rows where the variants said different things.
public enum ComparisonText {
    public static func render(_ comparison: Comparison, width: Int) -> String {
        let columns = comparison.columns
        let count = Swift.max(1, columns.count)
        let cellWidth = Swift.max(12, (width - 2 - 3 * (count - 1)) / count)
        var output = "field \(comparison.scenario.screen.fields[comparison.field].id) of \(comparison.scenario.path)\n"
        for column in columns {
            for note in column.notes { output += "  \(column.variant.name): \(note)\n" }
            if let error = column.error { output += "  \(column.variant.name): did not play: \(error.description)\n" }
        }
        output += "\n" + row(columns.map(\.variant.name), marker: " ", width: cellWidth)
        output += "  " + Array(repeating: String(repeating: "─", count: cellWidth), count: count).joined(separator: "─┼─") + "\n"
        var differing = 0
        for (index, action) in comparison.scenario.actions.enumerated() {
            output += "> \(action.text)\n"
            let lines = columns.map { column in column.transcripts.map { $0[index].map(\.formatted) } }
            if comparison.differs(at: index) { differing += 1 }
            for position in 0..<(lines.map { $0?.count ?? 0 }.max() ?? 0) {
                let cells = lines.map { $0.map { position < $0.count ? $0[position] : "" } }
                let played = cells.compactMap { $0 }
                let shown = cells.map { $0 ?? (position == 0 ? "(did not play)" : "") }
                output += row(shown, marker: played.contains { $0 != played[0] } ? "≠" : " ", width: cellWidth)
            }
        }
        output += "\n\(differing) of \(comparison.scenario.actions.count) actions differ\n"
        return output
    }

    /// One row of cells, each wrapped to `width` characters, the marker on its first line.
    private static func row(_ cells: [String], marker: String, width: Int) -> String {
        let wrapped = cells.map { wrap(Array($0), width: width) }
        var text = ""
        for line in 0..<(wrapped.map(\.count).max() ?? 0) {
            let parts = wrapped.map { line < $0.count ? String($0[line]).padded(to: width) : String(repeating: " ", count: width) }
            var joined = (line == 0 ? marker : " ") + " " + parts.joined(separator: " │ ")
            while joined.last == " " { joined.removeLast() }
            text += joined + "\n"
        }
        return text
    }

    /// The text in lines of at most `width` characters, broken after a space where one is near.
    private static func wrap(_ characters: [Character], width: Int) -> [[Character]] {
        var lines: [[Character]] = []
        var rest = characters[...]
        while rest.count > width {
            let window = rest.prefix(width)
            let breakAt = window.lastIndex(of: " ").map { $0 + 1 - rest.startIndex } ?? width
            let cut = breakAt > width / 2 ? breakAt : width
            lines.append(Array(rest.prefix(cut)))
            rest = rest.dropFirst(cut)
        }
        lines.append(Array(rest))
        return lines
    }
}

/// Renders a comparison as JSON for tools: the columns, then each action with each column's
/// utterances (null where the column did not play) and whether they differ.
public enum ComparisonJSON {
    public static func render(_ comparison: Comparison) -> String {
        let scenario = comparison.scenario
        var out = "{\n  \"file\": \(JSONWriter.quoted(scenario.path)),\n  \"field\": \(JSONWriter.quoted(scenario.screen.fields[comparison.field].id)),\n  \"columns\": ["
        out += comparison.columns.map { column in
            let version = column.variant.version.map { JSONWriter.quoted($0.description) } ?? "null"
            let error = column.error.map { JSONWriter.quoted($0.description) } ?? "null"
            return "\n    {\"as\": \(JSONWriter.quoted(column.variant.name)), \"kind\": \(JSONWriter.quoted(column.variant.kind.name)), "
                + "\"version\": \(version), \"notes\": [\(column.notes.map(JSONWriter.quoted).joined(separator: ", "))], \"error\": \(error)}"
        }.joined(separator: ",")
        out += "\n  ],\n  \"actions\": ["
        out += scenario.actions.enumerated().map { index, action in
            let transcripts = comparison.columns.map { column -> String in
                guard let transcripts = column.transcripts else { return "null" }
                return "[" + transcripts[index].map { line in
                    "{\"kind\": \"\(line.kind.rawValue)\", \"text\": \(JSONWriter.quoted(line.text)), \"interrupted\": \(line.interrupted)}"
                }.joined(separator: ", ") + "]"
            }
            return "\n    {\"line\": \(action.line), \"action\": \(JSONWriter.quoted(action.text)), \"differs\": \(comparison.differs(at: index)), "
                + "\"transcripts\": [\(transcripts.joined(separator: ", "))]}"
        }.joined(separator: ",")
        out += "\n  ]\n}\n"
        return out
    }
}
