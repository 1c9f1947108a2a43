/// A plain-text table: columns padded to their widest cell, two spaces apart, `-` for an
/// empty cell below the header.
enum TextTable {
    static func render(_ rows: [[String]]) -> String {
        guard let header = rows.first else { return "" }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = Swift.max(widths[column], Swift.max(cell.count, 1)) }
        }
        var output = ""
        for (index, row) in rows.enumerated() {
            var line = ""
            for (column, cell) in row.enumerated() {
                let shown = cell.isEmpty && index > 0 ? "-" : cell
                line += shown
                if column < row.count - 1 { line += String(repeating: " ", count: widths[column] - shown.count + 2) }
            }
            output += line + "\n"
        }
        return output
    }
}
