import OverhearKit

/// Where things go on the screen for a state: the panes, each screen item's rows, and the
/// view that draws each item shown into its area.
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
    /// The view of each item drawn, in the order of `placed`.
    let views: [ItemView]

    static let fieldIndent = 3
    /// The column of the marker beside the focused element, in the margin left of the fields.
    static let focusMarkerColumn = 1

    init(_ state: AppState) {
        width = state.width
        height = state.height
        fieldsWidth = Swift.max(34, Swift.min(48, state.width * 2 / 5))
        bodyBottom = state.height - 5
        let screen = state.screen
        // The columns the items are drawn in, between the focus marker's margin and the separator.
        let columns = Self.fieldIndent..<(fieldsWidth - 2)
        let (tabColumn, tabBarStart) = Self.tabBars(in: screen, width: columns.count, phrases: state.voiceOver.phrases)
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
        let focus = state.voiceOver.focus
        views = placed.map { item, top in
            let focused = focus?.item == item ? focus?.part : nil
            switch screen.items[item] {
            case .field(let index):
                let area = Rect(x: columns.lowerBound, y: top, width: columns.count, height: rows[item])
                return .field(FieldView(field: screen.fields[index], focus: focused, area: area, phrases: state.voiceOver.phrases))
            case .element(let index):
                // A tab in a tab bar starts at its column in the bar, on the bar's row.
                let x = columns.lowerBound + (tabColumn[item] ?? 0)
                let area = Rect(x: x, y: top, width: Swift.max(0, columns.upperBound - x), height: ElementView.rows)
                return .element(ElementView(element: screen.elements[index], isFocused: focused != nil, area: area, phrases: state.voiceOver.phrases))
            }
        }
    }

    /// How many rows an item takes, as its view says: a hidden element none.
    static func rows(ofItem item: Int, in screen: Screen) -> Int {
        switch screen.items[item] {
        case .field(let index): return FieldView.rows(of: screen.fields[index])
        case .element(let index): return screen.elements[index].hidden ? 0 : ElementView.rows
        }
    }

    /// The tab bars of a screen: runs of visible tabs of one group with nothing but hidden
    /// elements between them, each tab's column in its bar (two spaces apart), and its bar's
    /// first item. A tab that would not fit in `width` starts a row of its own.
    static func tabBars(in screen: Screen, width: Int, phrases: Phrasebook) -> (column: [Int: Int], start: [Int: Int]) {
        var column: [Int: Int] = [:], start: [Int: Int] = [:]
        var bar: (first: Int, width: Int, group: String)?
        for item in screen.items.indices {
            guard case .element(let index) = screen.items[item] else { bar = nil; continue }
            let element = screen.elements[index]
            if element.hidden { continue }
            guard element.has(.tab) else { bar = nil; continue }
            let tabWidth = TerminalText.width(ofText: ElementView.look(of: element, in: phrases).text)
            if let current = bar, current.width + tabWidth > width || current.group != element.group { bar = nil }
            if let current = bar { start[item] = current.first }
            column[item] = bar?.width ?? 0
            bar = (bar?.first ?? item, (bar?.width ?? 0) + tabWidth + 2, element.group)
        }
        return (column, start)
    }

    var visibleItems: [Int] { placed.map(\.item) }

    /// The top row of an item (a field's floating label row); nil when it is scrolled out of view.
    func top(ofItem item: Int) -> Int? {
        placed.first { $0.item == item }?.top
    }

    var captionRow: Int { height - 3 }
    var statusRow: Int { height - 2 }
    var footerRow: Int { height - 1 }

    /// The cells an element takes, as the view that draws it reports them; nil when it is
    /// scrolled out of view.
    func area(of id: ElementID) -> Rect? {
        guard let index = placed.firstIndex(where: { $0.item == id.item }) else { return nil }
        return views[index].areas()[id.part]
    }

    /// The present element drawn at a cell, for touch exploration with the mouse.
    func element(atX x: Int, y: Int, in screen: Screen) -> ElementID? {
        let present = visibleItems.flatMap { item in
            screen.parts(ofItem: item).map { ElementID(item: item, part: $0) }.filter(screen.isPresent)
        }
        let candidates = present.filter { area(of: $0)?.contains(x: x, y: y) ?? false }
        // The placeholder drawn inline sits on the text row: the smaller area wins.
        return candidates.min { (area(of: $0)?.width ?? 0) < (area(of: $1)?.width ?? 0) }
    }
}
