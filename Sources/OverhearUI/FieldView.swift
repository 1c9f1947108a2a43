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
    /// The field, taken from the screen once (drawing reads it for every character).
    let field: Field

    init(state: AppState, item: Int, index: Int, layout: Layout) {
        self.state = state
        self.item = item
        self.index = index
        self.layout = layout
        field = state.screen.fields[index]
    }

    func draw(_ frame: inout Frame) {
        guard let top = layout.top(ofItem: item) else { return }
        let areas = Self.areas(of: field, top: top, left: layout.fieldColumn, width: layout.fieldWidth)
        if field.kind.uses(.floatingLabel) {
            drawOutlined(&frame, top: top, areas)
        } else {
            drawUnderlined(&frame, top: top, areas)
        }
        drawFocus(&frame, areas)
    }

    /// Where each part of a field is drawn, for a field whose rows start at `top`: drawing
    /// puts the parts there, and focus and touch exploration find them there
    /// (`Layout.region`), so what is hit is always what is drawn.
    static func areas(of field: Field, top: Int, left: Int, width: Int) -> [ElementPart: Layout.Region] {
        let right = left + width
        if field.kind.uses(.floatingLabel) {
            // Inside the outline (or the filled container): two columns in from each side.
            let note = TerminalText.width(ofText: field.error ?? field.helper)
            return [
                .floatingLabel: (top, (left + 1)..<(left + 1 + Swift.min(TerminalText.width(ofText: field.floatingLabel) + 2, width - 2))),
                .text: (top + 1, (left + 2)..<(field.showsClearButton ? right - 4 : right - 2)),
                .clear: (top + 1, (right - 3)..<(right - 2)),
                .helper: (top + 3, left..<(left + Swift.max(1, Swift.min(note, width - field.trailing.count - 1)))),
                .trailing: (top + 3, (right - field.trailing.count)..<right),
            ]
        }
        // A multi-line field's rows below its text are further down by its extra text rows.
        let below = field.kind.rules.isMultiline ? Layout.multilineTextRows - 1 : 0
        let floating = field.isEditing || !field.isEmpty
        let counter = field.counterText.count
        let note = TerminalText.width(ofText: field.underlineNote)
        return [
            .placeholder: (floating ? top : top + 1, left..<(left + Swift.min(TerminalText.width(ofText: field.placeholder), width))),
            .text: (top + 1, left..<(field.showsClearButton ? right - 3 : right)),
            .clear: (top + 1, (right - 2)..<right),
            .helper: (top + 3 + below, left..<(left + Swift.max(1, Swift.min(note, width - counter - 1)))),
            .counter: (top + 3 + below, (right - counter)..<right),
        ]
    }

    /// A Material text field with an underline: the placeholder floating above the text once
    /// there is text or editing, else inline and dim; the helper (or error) and the counter under it.
    private func drawUnderlined(_ frame: inout Frame, top: Int, _ areas: [ElementPart: Layout.Region]) {
        let left = layout.fieldColumn, width = layout.fieldWidth
        let dim = !field.enabled
        // Past its character limit MDC's controller shows the field in its error colour, as in error state.
        let overLimit = field.kind.uses(.max) && field.max > 0 && field.utf16Count > field.max
        let accent: Style.Color = (field.error != nil && field.kind.uses(.error)) || overLimit ? .red : (field.isEditing ? .blue : .normal)
        let placeholder = areas[.placeholder]!, text = areas[.text]!
        let floating = field.isEditing || !field.isEmpty
        let below = field.kind.rules.isMultiline ? Layout.multilineTextRows - 1 : 0
        if !floating {
            putTruncated(&frame, field.placeholder, x: left, y: placeholder.row, maxX: placeholder.columns.upperBound, style: Style(dim: true))
        } else {
            putTruncated(&frame, field.placeholder, x: left, y: placeholder.row, maxX: placeholder.columns.upperBound, style: Style(dim: dim, color: accent))
            if below > 0 {
                drawLines(&frame, top: text.row, rows: below + 1, left: left, width: text.columns.count, dim: dim)
            } else {
                drawText(&frame, row: text.row, left: left, width: text.columns.count, dim: dim)
            }
        }
        if field.showsClearButton, let clear = areas[.clear] { frame.put("⊗", x: clear.columns.lowerBound, y: clear.row, style: Style(dim: dim)) }
        frame.fill(field.isEditing ? "━" : "─", x: left, y: text.row + 1 + below, count: width, style: Style(dim: dim, color: accent))
        // A kind with underline labels (helper, error, counter) draws them under the underline.
        if field.kind.uses(.helper), let helper = areas[.helper], let counter = areas[.counter] {
            putTruncated(&frame, field.underlineNote, x: left, y: helper.row, maxX: counter.columns.lowerBound - 1, style: Style(dim: dim, color: field.error != nil ? .red : .normal))
            frame.put(field.counterText, x: counter.columns.lowerBound, y: counter.row, style: Style(dim: dim, color: overLimit ? .red : .normal))
        }
    }

    /// An MDCBaseTextField as Material draws it. Outlined: a box with the floating label in
    /// its top border. Filled: no box, the floating label above the text and a line under it,
    /// heavy while editing. Inside both, the text (or the placeholder, dim) and the clear
    /// button; the leading and trailing assistive labels under them, in the same cells.
    private func drawOutlined(_ frame: inout Frame, top: Int, _ areas: [ElementPart: Layout.Region]) {
        let left = layout.fieldColumn, width = layout.fieldWidth
        let dim = !field.enabled
        let border = Style(dim: dim, color: field.isEditing ? .blue : .normal)
        let filled = field.style == .filled
        let text = areas[.text]!, label = areas[.floatingLabel]!, helper = areas[.helper]!, trailing = areas[.trailing]!
        if !filled {
            frame.put("╭" + String(repeating: "─", count: width - 2) + "╮", x: left, y: top, style: border)
            frame.put("│", x: left, y: text.row, style: border)
            frame.put("│", x: left + width - 1, y: text.row, style: border)
        }
        if !field.floatingLabel.isEmpty {
            putTruncated(&frame, " " + field.floatingLabel + " ", x: label.columns.lowerBound, y: label.row, maxX: label.columns.upperBound, style: Style(dim: dim, color: border.color))
        }
        if field.isEmpty && !field.isEditing {
            putTruncated(&frame, field.placeholder, x: text.columns.lowerBound, y: text.row, maxX: text.columns.upperBound, style: Style(dim: true))
        } else {
            drawText(&frame, row: text.row, left: text.columns.lowerBound, width: text.columns.count, dim: dim)
        }
        if field.showsClearButton, let clear = areas[.clear] { frame.put("⊗", x: clear.columns.lowerBound, y: clear.row, style: Style(dim: dim)) }
        if filled {
            frame.put(String(repeating: field.isEditing ? "━" : "─", count: width), x: left, y: text.row + 1, style: border)
        } else {
            frame.put("╰" + String(repeating: "─", count: width - 2) + "╯", x: left, y: text.row + 1, style: border)
        }
        putTruncated(&frame, field.error ?? field.helper, x: left, y: helper.row, maxX: trailing.columns.lowerBound - 1, style: Style(color: field.error != nil ? .red : .normal))
        frame.put(field.trailing, x: trailing.columns.lowerBound, y: trailing.row)
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

    /// The text with its insertion point, scrolled sideways to keep the insertion point in
    /// view. Only the characters that show are measured, so a long text costs no more to draw.
    private func drawText(_ frame: inout Frame, row: Int, left: Int, width: Int, dim: Bool) {
        let characters = field.characters
        func shown(_ position: Int) -> String { field.secure ? "•" : TerminalText.visible(characters[position]) }
        let insertion = field.insertionPoint
        // The first character shown: as far back from the insertion point as leaves it, and
        // the cell after it, in view.
        var start = insertion
        var used = 0
        while start > 0 {
            let cells = TerminalText.width(of: shown(start - 1))
            guard used + cells <= width - 2 else { break }
            used += cells
            start -= 1
        }
        var x = left
        for position in start..<characters.count {
            let text = shown(position)
            let cells = TerminalText.width(of: text)
            guard x + cells <= left + width else { break }
            frame.put(text, x: x, y: row, style: Style(dim: dim, reverse: field.isEditing && position == insertion))
            x += cells
        }
        if field.isEditing && insertion == characters.count && x < left + width {
            frame.put(" ", x: x, y: row, style: Style(reverse: true))
        }
    }

    /// VoiceOver's focus rectangle: the element's cells inverted, and a marker in the margin.
    private func drawFocus(_ frame: inout Frame, _ areas: [ElementPart: Layout.Region]) {
        guard let focus = state.voiceOver.focus, focus.item == item, let region = areas[focus.part] else { return }
        frame.put("▶", x: 1, y: region.row, style: Style(bold: true, color: .cyan))
        frame.restyle(x: region.columns.lowerBound, y: region.row, count: region.columns.count) { $0.reverse.toggle() }
    }
}
