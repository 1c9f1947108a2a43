import OverhearKit

extension Field {
    /// What the field shows under its underline: the error text in error state, else the helper.
    var underlineNote: String { error.map { $0.isEmpty ? "Error" : $0 } ?? helper }

    /// Past its character limit MDC's controller shows the field in its error colour, as in error state.
    var isOverLimit: Bool { max > 0 && utf16Count > max }

    /// What names the field on screen where its component has nothing else to (no
    /// placeholder, no floating label): its accessibility label, drawn dimmed; else empty.
    var labelAsName: String { placeholder.isEmpty && floatingLabel.isEmpty ? label : "" }

    /// The counter as drawn: past the limit marked with `!`, which shows without colour too.
    var shownCounter: String { isOverLimit ? "! " + counterText : counterText }
}

/// Draws one field into its area as its component draws it, and says where each of its parts
/// is: drawing, the focus rectangle and clicks all ask `areas`, so what is hit is what is drawn.
///
/// The look comes from the parts the field shows (`shownParts`): with a floating label, the
/// container of MDCBaseTextField; without, a text over an underline. A part the look has no
/// place for gets a row of its own under the others, drawn as an element block of its traits,
/// so that every part a kind returns is drawn and can show focus.
struct FieldView {
    let field: Field
    /// The part VoiceOver's focus is on, when it is on this field.
    let focus: ElementPart?
    /// The cells the field takes: `rows(of:)` rows, the field column wide.
    let area: Rect
    /// What a part drawn as an element block says comes from its kind, in this phrasebook.
    let phrases: Phrasebook
    let look: Look
    /// The parts the field shows that its look has no place for, each on a row of its own.
    let unplacedParts: [ElementPart]

    init(field: Field, focus: ElementPart?, area: Rect, phrases: Phrasebook) {
        self.field = field
        self.focus = focus
        self.area = area
        self.phrases = phrases
        (look, unplacedParts) = Self.look(of: field)
    }

    /// A field's rows: its look's, and one for each part the look has no place for, and a
    /// blank row under them.
    static let rowsPerField = 5
    /// A multi-line field shows this many rows of text.
    static let multilineTextRows = 3

    /// How a field's component draws it.
    enum Look {
        /// A text over an underline: the placeholder above it (or in it, dim, while there is
        /// no text and no editing), the helper (or the error) and the counter under the line.
        case underlined
        /// MDCBaseTextField's container, outlined or filled (the field's `style`): the
        /// floating label in its top border or above the text, the leading and trailing
        /// assistive labels under it.
        case container

        init(showing parts: [ElementPart]) {
            self = parts.contains(.floatingLabel) ? .container : .underlined
        }

        /// The parts this look has a place for; it draws them even when the kind does not
        /// make them elements (MDCTextField's helper is drawn, though VoiceOver reads it
        /// with the text).
        var placedParts: [ElementPart] {
            switch self {
            case .underlined: return [.placeholder, .text, .clear, .helper, .counter]
            case .container: return [.floatingLabel, .text, .clear, .helper, .trailing]
            }
        }
    }

    /// The parts a field shows on screen: those its kind returns for it as separate elements
    /// at the kind's default release, then any other it returns now. An app making the field
    /// one element, or a release whose VoiceOver saw fewer elements, changes what VoiceOver
    /// reads, not what the component draws.
    static func shownParts(of field: Field) -> [ElementPart] {
        var separate = field
        separate.isAccessibilityElement = false
        separate.version = nil
        let parts = field.kind.rules.parts(of: separate)
        return parts + field.kind.rules.parts(of: field).filter { !parts.contains($0) }
    }

    /// A field's look, and the parts it shows that the look has no place for.
    static func look(of field: Field) -> (look: Look, unplaced: [ElementPart]) {
        let shown = shownParts(of: field)
        let look = Look(showing: shown)
        let placed = look.placedParts
        return (look, shown.filter { !placed.contains($0) })
    }

    /// The rows a field's text takes.
    static func textRows(of field: Field) -> Int { field.kind.rules.isMultiline ? multilineTextRows : 1 }

    /// How many rows a field takes, with the blank row under it.
    static func rows(of field: Field) -> Int {
        rowsPerField + textRows(of: field) - 1 + look(of: field).unplaced.count
    }

    /// Where each part is drawn: every part the look has a place for (drawn empty where the
    /// field has nothing to show there), and every other part the field shows.
    func areas() -> [ElementPart: Rect] {
        let top = area.y, left = area.x, width = area.width, right = area.right
        var areas: [ElementPart: Rect]
        var nextRow: Int
        switch look {
        case .container:
            // Inside the outline (or the filled container): two columns in from each side.
            let note = TerminalText.width(ofText: field.error ?? field.helper)
            areas = [
                .floatingLabel: Rect(row: top, columns: (left + 1)..<(left + 1 + Swift.min(TerminalText.width(ofText: field.floatingLabel) + 2, width - 2))),
                .text: Rect(row: top + 1, columns: (left + 2)..<(field.showsClearButton ? right - 4 : right - 2)),
                .clear: Rect(row: top + 1, columns: (right - 3)..<(right - 2)),
                .helper: Rect(row: top + 3, columns: left..<(left + Swift.max(1, Swift.min(note, width - field.trailing.count - 1)))),
                .trailing: Rect(row: top + 3, columns: (right - field.trailing.count)..<right),
            ]
            nextRow = 4
        case .underlined:
            // A multi-line field's rows below its text are further down by its extra text rows.
            let below = Self.textRows(of: field) - 1
            let floating = field.isEditing || !field.isEmpty
            let counter = TerminalText.width(ofText: field.shownCounter)
            let note = TerminalText.width(ofText: field.underlineNote)
            let name = TerminalText.width(ofText: field.placeholder.isEmpty ? field.labelAsName : field.placeholder)
            areas = [
                .placeholder: Rect(row: floating ? top : top + 1, columns: left..<(left + Swift.min(name, width))),
                .text: Rect(row: top + 1, columns: left..<(field.showsClearButton ? right - 3 : right)),
                .clear: Rect(row: top + 1, columns: (right - 2)..<right),
                .helper: Rect(row: top + 3 + below, columns: left..<(left + Swift.max(1, Swift.min(note, width - counter - 1)))),
                .counter: Rect(row: top + 3 + below, columns: (right - counter)..<right),
            ]
            nextRow = 4 + below
        }
        for part in unplacedParts {
            areas[part] = ElementView.areas(of: block(for: part), in: area.row(nextRow), phrases: phrases)[.text]
            nextRow += 1
        }
        return areas
    }

    func draw(_ frame: inout Frame) {
        let areas = areas()
        switch look {
        case .container: drawContainer(&frame, areas)
        case .underlined: drawUnderlined(&frame, areas)
        }
        for part in unplacedParts {
            guard let partArea = areas[part] else { continue }
            ElementView(element: block(for: part), isFocused: false, area: partArea, phrases: phrases).draw(&frame)
        }
        if let focus, let focused = areas[focus] { drawFocus(&frame, on: focused) }
    }

    /// A part the look has no place for, as an element block: what its kind says it is now,
    /// with its traits, named by its element id when it has no label.
    func block(for part: ElementPart) -> ScreenElement {
        let content = field.kind.rules.content(of: part, in: field, phrases: phrases)
        var block = ScreenElement(id: field.id + part.idSuffix)
        block.label = content.label
        block.value = content.value
        block.traits = Self.traits(of: content)
        block.enabled = !content.isDimmed
        return block
    }

    /// A part's traits as element blocks name them: a text field's own are drawn as the
    /// field, not as an element.
    static func traits(of content: ElementContent) -> [ElementTrait] {
        content.traits.filter { !$0.row.isTextEntry }
    }

    /// A Material text field with an underline: the placeholder floating above the text once
    /// there is text or editing, else inline and dim; the helper (or error) and the counter under it.
    private func drawUnderlined(_ frame: inout Frame, _ areas: [ElementPart: Rect]) {
        let left = area.x, width = area.width
        let dim = !field.enabled
        let overLimit = field.isOverLimit
        let accent: Style.Color = field.error != nil || overLimit ? .red : (field.isEditing ? .blue : .normal)
        let placeholder = areas[.placeholder]!, text = areas[.text]!
        let floating = field.isEditing || !field.isEmpty
        let below = Self.textRows(of: field) - 1
        if !floating || field.placeholder.isEmpty {
            // Where no placeholder names the field, its label does, dimmed, in the same place.
            let name = field.placeholder.isEmpty ? field.labelAsName : field.placeholder
            putTruncated(&frame, name, x: left, y: placeholder.y, maxX: placeholder.right, style: Style(dim: true))
        } else {
            putTruncated(&frame, field.placeholder, x: left, y: placeholder.y, maxX: placeholder.right, style: Style(dim: dim, color: accent))
        }
        if floating {
            if below > 0 {
                drawLines(&frame, top: text.y, rows: below + 1, left: left, width: text.width, dim: dim)
            } else {
                drawText(&frame, row: text.y, left: left, width: text.width, dim: dim)
            }
        }
        if field.showsClearButton, let clear = areas[.clear] { frame.put("⊗", x: clear.x, y: clear.y, style: Style(dim: dim)) }
        frame.fill(field.isEditing ? "━" : "─", x: left, y: text.y + 1 + below, count: width, style: Style(dim: dim, color: accent))
        // The underline labels: empty for a kind without helper, error or counter.
        if let helper = areas[.helper], let counter = areas[.counter] {
            putTruncated(&frame, field.underlineNote, x: left, y: helper.y, maxX: counter.x - 1, style: Style(dim: dim, color: field.error != nil ? .red : .normal))
            frame.put(field.shownCounter, x: counter.x, y: counter.y, style: Style(dim: dim, color: overLimit ? .red : .normal))
        }
    }

    /// An MDCBaseTextField as Material draws it. Outlined: a box with the floating label in
    /// its top border. Filled: no box, the floating label above the text and a line under it,
    /// heavy while editing. Inside both, the text (or the placeholder, dim) and the clear
    /// button; the leading and trailing assistive labels under them, in the same cells.
    private func drawContainer(_ frame: inout Frame, _ areas: [ElementPart: Rect]) {
        let left = area.x, top = area.y, width = area.width
        let dim = !field.enabled
        let border = Style(dim: dim, color: field.isEditing ? .blue : .normal)
        let filled = field.style == .filled
        let text = areas[.text]!, label = areas[.floatingLabel]!, helper = areas[.helper]!, trailing = areas[.trailing]!
        if !filled {
            frame.put("╭" + String(repeating: "─", count: width - 2) + "╮", x: left, y: top, style: border)
            frame.put("│", x: left, y: text.y, style: border)
            frame.put("│", x: left + width - 1, y: text.y, style: border)
        }
        if !field.floatingLabel.isEmpty {
            putTruncated(&frame, " " + field.floatingLabel + " ", x: label.x, y: label.y, maxX: label.right, style: Style(dim: dim, color: border.color))
        } else if !field.labelAsName.isEmpty {
            putTruncated(&frame, " " + field.labelAsName + " ", x: label.x, y: label.y, maxX: left + width - 1, style: Style(dim: true))
        }
        if field.isEmpty && !field.isEditing {
            putTruncated(&frame, field.placeholder, x: text.x, y: text.y, maxX: text.right, style: Style(dim: true))
        } else {
            drawText(&frame, row: text.y, left: text.x, width: text.width, dim: dim)
        }
        if field.showsClearButton, let clear = areas[.clear] { frame.put("⊗", x: clear.x, y: clear.y, style: Style(dim: dim)) }
        if filled {
            frame.put(String(repeating: field.isEditing ? "━" : "─", count: width), x: left, y: text.y + 1, style: border)
        } else {
            frame.put("╰" + String(repeating: "─", count: width - 2) + "╯", x: left, y: text.y + 1, style: border)
        }
        putTruncated(&frame, field.error ?? field.helper, x: left, y: helper.y, maxX: trailing.x - 1, style: Style(color: field.error != nil ? .red : .normal))
        frame.put(field.trailing, x: trailing.x, y: trailing.y)
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
        guard field.isEditing else {
            // Not being edited, UIKit shows the text's start, cut with … at its end: the
            // characters that fit and the one that does not, for `putTruncated` to cut.
            var start = "", used = 0
            for position in characters.indices {
                let text = shown(position)
                start += text
                used += TerminalText.width(of: text)
                if used > width { break }
            }
            putTruncated(&frame, start, x: left, y: row, maxX: left + width, style: Style(dim: dim))
            return
        }
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
}
