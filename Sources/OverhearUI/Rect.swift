/// A rectangle of terminal cells: where a view draws, and where each of its parts is.
struct Rect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The columns it covers.
    var columns: Range<Int> { x..<(x + width) }
    /// The rows it covers.
    var rows: Range<Int> { y..<(y + height) }
    var right: Int { x + width }

    /// One row of cells: `columns` on row `y`.
    init(row y: Int, columns: Range<Int>) {
        self.init(x: columns.lowerBound, y: y, width: columns.count, height: 1)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    func contains(x: Int, y: Int) -> Bool { columns.contains(x) && rows.contains(y) }

    /// The row `offset` rows down from its top, all its width.
    func row(_ offset: Int) -> Rect { Rect(x: x, y: y + offset, width: width, height: 1) }
}
