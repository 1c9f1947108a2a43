import OverhearKit

extension Field {
    /// What the field shows under its underline: the error text in error state, else the helper.
    var underlineNote: String { error.map { $0.isEmpty ? "Error" : $0 } ?? helper }
}

/// Draws one field as a Material text field: floating label, text, underline, helper and counter.
struct FieldView {
    let state: AppState
    /// The field's item on the screen, and its index among the screen's fields.
    let item: Int
    let index: Int
    let layout: Layout

    var field: Field { state.screen.fields[index] }

    func draw(_ frame: inout Frame) {
        guard let top = layout.top(ofItem: item) else { return }
        if field.kind.uses(.floatingLabel) { return drawOutlined(&frame, top: top) }
        let left = layout.fieldColumn, width = layout.fieldWidth
        let dim = !field.enabled
        let accent: Style.Color = field.error != nil && field.kind.uses(.error) ? .red : (field.isEditing ? .blue : .normal)
        if field.isEditing || !field.isEmpty {
            frame.put(field.placeholder, x: left, y: top, style: Style(dim: dim, color: accent), maxX: left + width)
        }
        let textWidth = field.showsClearButton ? width - 3 : width
        // A multi-line field has more rows of text, and everything below moves down with them.
        let below = field.kind.rules.isMultiline ? Layout.multilineTextRows - 1 : 0
        if field.isEmpty && !field.isEditing {
            frame.put(field.placeholder, x: left, y: top + 1, style: Style(dim: true), maxX: left + width)
        } else if below > 0 {
            drawLines(&frame, top: top + 1, rows: below + 1, left: left, width: textWidth, dim: dim)
        } else {
            drawText(&frame, row: top + 1, left: left, width: textWidth, dim: dim)
        }
        if field.showsClearButton { frame.put("⊗", x: left + width - 2, y: top + 1, style: Style(dim: dim)) }
        frame.fill(field.isEditing ? "━" : "─", x: left, y: top + 2 + below, count: width, style: Style(dim: dim, color: accent))
        // A kind with underline labels (helper, error, counter) draws them under the underline.
        if field.kind.uses(.helper) {
            let counter = field.counterText
            frame.put(field.underlineNote, x: left, y: top + 3 + below, style: Style(dim: dim, color: field.error != nil ? .red : .normal), maxX: left + width - counter.count - 1)
            frame.put(counter, x: left + width - counter.count, y: top + 3 + below, style: Style(dim: dim))
        }
        drawFocus(&frame)
    }

    /// An MDCBaseTextField as Material draws it. Outlined: a box with the floating label in
    /// its top border. Filled: no box, the floating label above the text and a line under it,
    /// heavy while editing. Inside both, the text (or the placeholder, dim) and the clear
    /// button; the leading and trailing assistive labels under them. The parts sit in the
    /// same cells in both styles (`Layout.outlinedRegion`).
    private func drawOutlined(_ frame: inout Frame, top: Int) {
        let left = layout.fieldColumn, width = layout.fieldWidth
        let dim = !field.enabled
        let border = Style(dim: dim, color: field.isEditing ? .blue : .normal)
        let filled = field.style == .filled
        if !filled {
            frame.put("╭" + String(repeating: "─", count: width - 2) + "╮", x: left, y: top, style: border)
            frame.put("│", x: left, y: top + 1, style: border)
            frame.put("│", x: left + width - 1, y: top + 1, style: border)
        }
        if !field.floatingLabel.isEmpty {
            frame.put(" " + field.floatingLabel + " ", x: left + 1, y: top, style: Style(dim: dim, color: border.color), maxX: left + width - 1)
        }
        let inner = width - 4
        if field.isEmpty && !field.isEditing {
            frame.put(field.placeholder, x: left + 2, y: top + 1, style: Style(dim: true), maxX: left + 2 + inner)
        } else {
            drawText(&frame, row: top + 1, left: left + 2, width: field.showsClearButton ? inner - 2 : inner, dim: dim)
        }
        if field.showsClearButton { frame.put("⊗", x: left + width - 3, y: top + 1, style: Style(dim: dim)) }
        if filled {
            frame.put(String(repeating: field.isEditing ? "━" : "─", count: width), x: left, y: top + 2, style: border)
        } else {
            frame.put("╰" + String(repeating: "─", count: width - 2) + "╯", x: left, y: top + 2, style: border)
        }
        let leading = field.error ?? field.helper
        frame.put(leading, x: left, y: top + 3, style: Style(color: field.error != nil ? .red : .normal), maxX: left + width - field.trailing.count - 1)
        frame.put(field.trailing, x: left + width - field.trailing.count, y: top + 3)
        drawFocus(&frame)
    }

    /// A multi-line text: its lines (broken at newlines, wrapped at the width) with the
    /// insertion point, the rows scrolled to keep the insertion point's line in view.
    private func drawLines(_ frame: inout Frame, top: Int, rows: Int, left: Int, width: Int, dim: Bool) {
        // Each grapheme's line and column; a newline ends its line and is not drawn.
        var places: [(line: Int, column: Int)] = []
        var line = 0, column = 0
        for character in field.characters {
            let shown = TerminalText.visible(character)
            let cells = character == "\n" ? 0 : TerminalText.width(of: shown)
            if column + cells > width { line += 1; column = 0 }
            places.append((line, column))
            if character == "\n" { line += 1; column = 0 } else { column += cells }
        }
        let end = (line: line, column: Swift.min(column, width - 1))
        let insertion = field.insertionPoint < places.count ? places[field.insertionPoint] : end
        let first = Swift.max(0, insertion.line - rows + 1)
        for (index, character) in field.characters.enumerated() where character != "\n" {
            let place = places[index]
            guard (first..<(first + rows)).contains(place.line) else { continue }
            let isInsertion = field.isEditing && index == field.insertionPoint
            frame.put(TerminalText.visible(character), x: left + place.column, y: top + place.line - first, style: Style(dim: dim, reverse: isInsertion))
        }
        if field.isEditing && (field.insertionPoint == places.count || field.characters[field.insertionPoint] == "\n") {
            frame.put(" ", x: left + insertion.column, y: top + insertion.line - first, style: Style(reverse: true))
        }
    }

    /// The text with its insertion point, scrolled sideways to keep the insertion point in view.
    private func drawText(_ frame: inout Frame, row: Int, left: Int, width: Int, dim: Bool) {
        let shown = field.characters.map { field.secure ? "•" : TerminalText.visible($0) }
        let widths = shown.map { TerminalText.width(of: $0) }
        let insertion = field.insertionPoint
        var start = 0
        var used = widths[0..<insertion].reduce(0, +)
        while used > width - 2, start < insertion {
            used -= widths[start]
            start += 1
        }
        var x = left
        for position in start..<shown.count {
            guard x + widths[position] <= left + width else { break }
            let isInsertion = field.isEditing && position == insertion
            frame.put(shown[position], x: x, y: row, style: Style(dim: dim, reverse: isInsertion))
            x += widths[position]
        }
        if field.isEditing && insertion == shown.count && x < left + width {
            frame.put(" ", x: x, y: row, style: Style(reverse: true))
        }
    }

    /// VoiceOver's focus rectangle: the element's cells inverted, and a marker in the margin.
    private func drawFocus(_ frame: inout Frame) {
        guard let focus = state.voiceOver.focus, focus.item == item,
              let region = layout.region(of: focus, in: state.screen) else { return }
        frame.put("▶", x: 1, y: region.row, style: Style(bold: true, color: .cyan))
        frame.restyle(x: region.columns.lowerBound, y: region.row, count: region.columns.count) { $0.reverse.toggle() }
    }
}
