import OverhearKit

/// How a cell is drawn: a few attributes and a colour, which a monochrome terminal ignores.
public struct Style: Hashable, Sendable {
    public enum Color: UInt8, Sendable { case normal, red, green, yellow, blue, magenta, cyan }

    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false
    public var color = Color.normal

    public init(bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false, color: Color = .normal) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.color = color
    }

    public static let plain = Style()
}

/// One terminal cell: a grapheme that is safe to draw, or empty where a wide one spills over.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var style: Style

    public static let blank = Cell(text: " ", style: .plain)
}

/// A screenful of cells: what `view(state)` returns and a backend draws.
public struct Frame: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Writes text from (x, y), clipped to `maxX`; returns the column after it.
    /// Control characters become visible placeholders and wide characters take two cells.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain, maxX: Int? = nil) -> Int {
        guard y >= 0, y < height else { return x }
        let limit = min(maxX ?? width, width)
        var column = x
        // Printable ASCII, most of what is drawn, is a cell a byte: no grapheme to look at.
        if PrintableASCII.check(text) {
            for byte in text.utf8 {
                guard column < limit else { break }
                if column >= 0 { set(Cell(text: String(Unicode.Scalar(byte)), style: style), x: column, y: y) }
                column += 1
            }
            return column
        }
        for character in text {
            let shown = TerminalText.visible(character)
            let cellWidth = TerminalText.width(of: shown)
            guard column + cellWidth <= limit else { break }
            if column >= 0 {
                set(Cell(text: shown, style: style), x: column, y: y)
                if cellWidth == 2 { set(Cell(text: "", style: style), x: column + 1, y: y) }
            }
            column += cellWidth
        }
        return column
    }

    /// Fills a run of cells with one character.
    public mutating func fill(_ character: Character, x: Int, y: Int, count: Int, style: Style = .plain) {
        guard y >= 0, y < height else { return }
        let cell = Cell(text: String(character), style: style)
        for column in max(0, x)..<min(width, x + count) { set(cell, x: column, y: y) }
    }

    /// Writes one cell; a wide character whose other half it overwrites is blanked, so that
    /// no half of one is left to shift the rest of the row.
    private mutating func set(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        if cells[index].text.isEmpty, x > 0, cell.text != "" {
            cells[index - 1] = Cell(text: " ", style: cells[index - 1].style)
        }
        if x + 1 < width, cells[index + 1].text.isEmpty, !cells[index].text.isEmpty, TerminalText.width(of: cells[index].text) == 2 {
            cells[index + 1] = Cell(text: " ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Changes the style of a run of cells, keeping their text.
    public mutating func restyle(x: Int, y: Int, count: Int, _ change: (inout Style) -> Void) {
        guard y >= 0, y < height else { return }
        for column in max(0, x)..<min(width, x + count) { change(&cells[y * width + column].style) }
    }

    /// The frame as plain text, one line per row with trailing spaces removed: for golden tests.
    public var text: String {
        var lines: [String] = []
        for y in 0..<height {
            var line = ""
            for x in 0..<width { line += cells[y * width + x].text }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
