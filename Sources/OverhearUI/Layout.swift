import OverhearKit

/// Where things go on the screen for a state: the panes, and each screen item's rows.
struct Layout {
    let width: Int
    let height: Int
    /// Columns of the fields pane; the transcript pane starts after a separator.
    let fieldsWidth: Int
    let bodyTop = 1
    /// Rows of the body: between the header and the caption panel.
    let bodyBottom: Int
    /// The items drawn, top to bottom, each with its top row; the focused one is always among them.
    let placed: [(item: Int, top: Int)]
    /// Tabs next to each other make one tab bar on one row: each tab's first column in it,
    /// and for every tab after the bar's first, that first tab's item (whose row they share).
    let tabColumn: [Int: Int]
    let tabBarStart: [Int: Int]

    static let rowsPerField = 5
    /// A multi-line field shows this many rows of text.
    static let multilineTextRows = 3
    static let rowsPerMultilineField = rowsPerField + multilineTextRows - 1
    /// An element block takes one row, and a blank row under it.
    static let rowsPerElement = 2
    static let fieldIndent = 3

    init(_ state: AppState) {
        width = state.width
        height = state.height
        fieldsWidth = Swift.max(34, Swift.min(48, state.width * 2 / 5))
        bodyBottom = state.height - 5
        let screen = state.screen
        let (tabColumn, tabBarStart) = Self.tabBars(in: screen, width: fieldsWidth - Self.fieldIndent - 2)
        self.tabColumn = tabColumn
        self.tabBarStart = tabBarStart
        let rows = screen.items.indices.map { tabBarStart[$0] == nil ? Self.rows(ofItem: $0, in: screen) : 0 }
        let focusedItem = state.voiceOver.focus?.item ?? screen.editingField.map(screen.item(ofField:)) ?? 0
        let focused = tabBarStart[focusedItem] ?? focusedItem
        let room = bodyBottom - bodyTop
        // The focused item with as many before it as fit, then as many after it as still fit.
        var first = Swift.min(focused, Swift.max(0, rows.count - 1))
        var used = rows.isEmpty ? 0 : rows[first]
        while first > 0, used + rows[first - 1] <= room {
            first -= 1
            used += rows[first]
        }
        var placed: [(item: Int, top: Int)] = []
        var top = bodyTop + 1
        var item = first
        while item < rows.count, top + rows[item] <= bodyTop + 1 + room || (placed.isEmpty && rows[item] > 0) {
            if rows[item] > 0 {
                placed.append((item, top))
            } else if let start = tabBarStart[item], let row = placed.last(where: { $0.item == start })?.top {
                placed.append((item, row))
            }
            top += rows[item]
            item += 1
        }
        self.placed = placed
    }

    /// How many rows an item takes: a hidden element none.
    static func rows(ofItem item: Int, in screen: Screen) -> Int {
        switch screen.items[item] {
        case .field(let index): return screen.fields[index].kind.rules.isMultiline ? rowsPerMultilineField : rowsPerField
        case .element(let index): return screen.elements[index].hidden ? 0 : rowsPerElement
        }
    }

    /// The tab bars of a screen: runs of visible tabs with nothing but hidden elements
    /// between them, each tab's column in its bar (two spaces apart), and its bar's first
    /// item. A tab that would not fit in `width` starts a row of its own.
    static func tabBars(in screen: Screen, width: Int) -> (column: [Int: Int], start: [Int: Int]) {
        var column: [Int: Int] = [:], start: [Int: Int] = [:]
        var bar: (first: Int, width: Int)?
        for item in screen.items.indices {
            guard case .element(let index) = screen.items[item] else { bar = nil; continue }
            let element = screen.elements[index]
            if element.hidden { continue }
            guard element.has(.tab) else { bar = nil; continue }
            let tabWidth = TerminalText.width(ofText: ElementView.look(of: element).text)
            if let current = bar, current.width + tabWidth > width { bar = nil }
            if let current = bar { start[item] = current.first }
            column[item] = bar?.width ?? 0
            bar = (bar?.first ?? item, (bar?.width ?? 0) + tabWidth + 2)
        }
        return (column, start)
    }

    var visibleItems: [Int] { placed.map(\.item) }

    /// The top row of an item (a field's floating label row); nil when it is scrolled out of view.
    func top(ofItem item: Int) -> Int? {
        placed.first { $0.item == item }?.top
    }

    var fieldColumn: Int { Self.fieldIndent }
    var fieldWidth: Int { fieldsWidth - Self.fieldIndent - 2 }
    var captionRow: Int { height - 3 }
    var statusRow: Int { height - 2 }
    var footerRow: Int { height - 1 }

    /// A row and the columns on it: where a part is drawn.
    typealias Region = (row: Int, columns: Range<Int>)

    /// The cells an element takes, as the view that draws it reports them; nil when it is
    /// scrolled out of view.
    func region(of id: ElementID, in screen: Screen) -> Region? {
        guard let top = top(ofItem: id.item) else { return nil }
        if let index = screen.elementIndex(ofItem: id.item) {
            return ElementView.area(of: screen.elements[index], top: top, left: fieldColumn + (tabColumn[id.item] ?? 0), right: fieldColumn + fieldWidth)
        }
        guard let index = screen.fieldIndex(ofItem: id.item) else { return nil }
        return FieldView.areas(of: screen.fields[index], top: top, left: fieldColumn, width: fieldWidth)[id.part]
    }

    /// The present element drawn at a cell, for touch exploration with the mouse.
    func element(atX x: Int, y: Int, in screen: Screen) -> ElementID? {
        let present = visibleItems.flatMap { item in
            screen.parts(ofItem: item).map { ElementID(item: item, part: $0) }.filter(screen.isPresent)
        }
        let candidates = present.filter { region(of: $0, in: screen).map { $0.row == y && $0.columns.contains(x) } ?? false }
        // The placeholder drawn inline sits on the text row: the smaller region wins.
        return candidates.min { (region(of: $0, in: screen)?.columns.count ?? 0) < (region(of: $1, in: screen)?.columns.count ?? 0) }
    }
}
