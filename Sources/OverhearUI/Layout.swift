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
    /// The first item drawn, so that the focused one is always visible.
    let firstItem: Int
    let itemCount: Int
    /// How many items fit in the body.
    let visibleCount: Int

    static let rowsPerItem = 5
    static let fieldIndent = 3

    init(_ state: AppState) {
        width = state.width
        height = state.height
        fieldsWidth = Swift.max(34, Swift.min(48, state.width * 2 / 5))
        bodyBottom = state.height - 5
        let screen = state.screen
        itemCount = screen.items.count
        visibleCount = Swift.max(1, (bodyBottom - bodyTop) / Self.rowsPerItem)
        let focused = state.voiceOver.focus?.item ?? screen.editingField.map(screen.item(ofField:)) ?? 0
        firstItem = Swift.max(0, Swift.min(focused - visibleCount + 1, itemCount - visibleCount))
    }

    var visibleItems: Range<Int> {
        firstItem..<Swift.min(itemCount, firstItem + visibleCount)
    }

    /// The top row of an item (a field's floating label row); nil when it is scrolled out of view.
    func top(ofItem item: Int) -> Int? {
        guard visibleItems.contains(item) else { return nil }
        return bodyTop + 1 + (item - firstItem) * Self.rowsPerItem
    }

    var fieldColumn: Int { Self.fieldIndent }
    var fieldWidth: Int { fieldsWidth - Self.fieldIndent - 2 }
    var captionRow: Int { height - 3 }
    var statusRow: Int { height - 2 }
    var footerRow: Int { height - 1 }

    /// The cells an element takes: a row and a column range.
    func region(of id: ElementID, in screen: Screen) -> (row: Int, columns: Range<Int>)? {
        guard let top = top(ofItem: id.item), let index = screen.fieldIndex(ofItem: id.item) else { return nil }
        let field = screen.fields[index]
        let left = fieldColumn, right = fieldColumn + fieldWidth
        switch id.part {
        case .placeholder:
            let floating = field.isEditing || !field.isEmpty
            let length = Swift.min(TerminalText.width(ofText: field.placeholder), fieldWidth)
            return (floating ? top : top + 1, left..<(left + length))
        case .text:
            return (top + 1, left..<(field.showsClearButton ? right - 3 : right))
        case .clear:
            return (top + 1, (right - 2)..<right)
        case .helper:
            let length = Swift.min(TerminalText.width(ofText: field.underlineNote), fieldWidth - field.counterText.count - 1)
            return (top + 3, left..<(left + Swift.max(1, length)))
        case .counter:
            let length = field.counterText.count
            return (top + 3, (right - length)..<right)
        default:
            return nil
        }
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
