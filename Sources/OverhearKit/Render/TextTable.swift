/// A plain-text table: columns padded to their widest cell as a terminal shows it (a wide
/// Chinese or Japanese character takes two columns), two spaces apart, `-` for an empty
/// cell below the header, and nothing in a cell that could act on the terminal.
enum TextTable {
    static func render(_ rows: [[String]]) -> String {
        let rows = rows.map { $0.map(printable) }
        guard let header = rows.first else { return "" }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = Swift.max(widths[column], Swift.max(CellWidth.of(text: cell), 1)) }
        }
        var output = ""
        for (index, row) in rows.enumerated() {
            var line = ""
            for (column, cell) in row.enumerated() {
                let shown = cell.isEmpty && index > 0 ? "-" : cell
                line += shown
                if column < row.count - 1 { line += String(repeating: " ", count: widths[column] - CellWidth.of(text: shown) + 2) }
            }
            output += line + "\n"
        }
        return output
    }

    /// A cell as printed: controls, bidirectional and invisible format characters
    /// (`MessageText.needsEscape`) are written `\u{HEX}`, as in every other command's output.
    private static func printable(_ cell: String) -> String {
        guard cell.unicodeScalars.contains(where: MessageText.needsEscape) else { return cell }
        var result = ""
        for scalar in cell.unicodeScalars {
            if MessageText.needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
