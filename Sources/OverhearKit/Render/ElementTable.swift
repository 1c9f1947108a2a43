/// The table `describe` prints: every element of a screen, as an accessibility inspector shows it.
public enum ElementTable {
    public static func render(_ screen: Screen) -> String {
        let header = ["id", "label", "value", "traits", "hint", "present"]
        var rows: [[String]] = [header]
        for element in screen.allElements() {
            var traits = element.trait.rawValue
            if element.isDimmed { traits += ", dimmed" }
            rows.append([element.id, SpokenText.naming(element.label), SpokenText.naming(element.value),
                         traits, SpokenText.naming(element.hint), element.isPresent ? "yes" : "no"])
        }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = Swift.max(widths[column], cell.count) }
        }
        var output = ""
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                let shown = cell.isEmpty && row != header ? "-" : cell
                line += shown
                if column < row.count - 1 { line += String(repeating: " ", count: widths[column] - shown.count + 2) }
            }
            output += line + "\n"
        }
        return output
    }
}
