import OverhearKit

/// Draws one element block into its area as an iOS screen shows it, on the area's first
/// row, and says where it is: a heading in bold, a button bordered, a switch with its state,
/// an adjustable element as a bar with its value, a tab marked when selected (tabs side by
/// side share a row, a tab bar), an image as a labelled box, a link underlined.
struct ElementView {
    let element: ScreenElement
    /// Whether VoiceOver's focus is on it.
    let isFocused: Bool
    /// The cells it may take: from where it starts to the end of the field column.
    let area: Rect
    /// The words of VoiceOver's language it shows (a switch's `on`, German `ein`).
    let phrases: Phrasebook

    /// An element block takes one row, and a blank row under it.
    static let rows = 2

    /// What the element shows, and the style it shows it in: its label, between what marks
    /// its kind before it (`[ `, `▣ `) and after it (a switch's state, a slider's track and
    /// value, ` ]`), which a label too long for its room never pushes out.
    static func look(of element: ScreenElement, in phrases: Phrasebook) -> (text: String, style: Style, before: String, label: String, after: String) {
        // An element with no label shows none: its id is the scenario's name for it, not the app's.
        let label = element.label
        let dim = !element.enabled
        // The custom action ↑ ↓ chose, which Enter performs, is shown after the element.
        let chosen = element.selectedAction > 0 && element.selectedAction <= element.actions.count ? "  ▸ " + element.actions[element.selectedAction - 1] : ""
        func look(_ before: String, _ after: String, _ style: Style) -> (text: String, style: Style, before: String, label: String, after: String) {
            (before + label + after + chosen, style, before, label, after + chosen)
        }
        switch element.drawnTrait?.row.look {
        case .toggle: return look("", "  \(element.on ? "(  ●) " + phrases.on : "(●  ) " + phrases.off)", Style(dim: dim))
        case .slider:
            let (knob, length) = slider(position: element.values.firstIndex(of: element.value) ?? 0, of: element.values.count)
            return look("", " " + String(repeating: "━", count: knob) + "○" + String(repeating: "─", count: length - knob) + " \(element.value)", Style(dim: dim))
        case .tab:
            let selected = element.has(.selected)
            return look(selected ? "▣ " : "□ ", "", Style(bold: selected, dim: dim, underline: selected))
        case .marked(let before, let after, let emphasis):
            return look(before, after, Style(bold: emphasis.contains(.bold), dim: dim, underline: emphasis.contains(.underline),
                                             color: emphasis.contains(.accent) ? .blue : .normal))
        case nil: break
        }
        return look("", element.value.isEmpty ? "" : ": " + element.value, Style(dim: dim))
    }

    /// What the element shows in `room` cells: the whole look if it fits; else its label cut
    /// with `…` between what comes before and after it (a value after a static text's label
    /// is cut with it).
    static func shown(_ element: ScreenElement, room: Int, in phrases: Phrasebook) -> String {
        let look = look(of: element, in: phrases)
        guard TerminalText.width(ofText: look.text) > room else { return look.text }
        let plain = element.drawnTrait != nil || element.selectedAction > 0 ? look.after : ""
        let labelRoom = room - TerminalText.width(ofText: look.before) - TerminalText.width(ofText: plain) - 1
        guard labelRoom > 0 else { return TerminalText.prefix(look.text, width: room - 1) + "…" }
        let label = plain.isEmpty ? look.label + look.after : look.label
        return look.before + TerminalText.prefix(label, width: labelRoom) + "…" + plain
    }

    /// Where a slider's knob is (cells of track before it) and the track's length in cells
    /// besides the knob, at value `position` of `count`: the first value at the left end, the
    /// last at the right, each step the same number of cells (the track is up to 10 cells, a
    /// multiple of the steps; with more than 10 steps, a cell is more than one step).
    static func slider(position: Int, of count: Int) -> (knob: Int, length: Int) {
        let steps = count - 1
        guard steps > 0 else { return (0, 10) }
        guard steps <= 10 else { return (position * 10 / steps, 10) }
        let cellsPerStep = 10 / steps
        return (position * cellsPerStep, steps * cellsPerStep)
    }

    /// The cells an element drawn in `area` takes, on its first row: where it is drawn, what
    /// the focus rectangle and a click cover; none when none of it fits.
    static func areas(of element: ScreenElement, in area: Rect, phrases: Phrasebook) -> [ElementPart: Rect] {
        guard area.width > 0 else { return [:] }
        let width = Swift.max(1, Swift.min(area.width, TerminalText.width(ofText: look(of: element, in: phrases).text)))
        return [.text: Rect(x: area.x, y: area.y, width: width, height: 1)]
    }

    func areas() -> [ElementPart: Rect] { Self.areas(of: element, in: area, phrases: phrases) }

    func draw(_ frame: inout Frame) {
        guard let shown = areas()[.text] else { return }
        frame.put(Self.shown(element, room: shown.width, in: phrases), x: shown.x, y: shown.y,
                  style: Self.look(of: element, in: phrases).style, maxX: shown.right)
        if isFocused { drawFocus(&frame, on: shown) }
    }
}

extension ScreenElement {
    /// The trait whose look the element is drawn with: one that shows a state (a switch, a
    /// slider, a tab) before one that only marks the label, each in speaking order.
    var drawnTrait: ElementTrait? {
        let drawn = ElementTrait.spoken(among: traits).filter { $0.row.look != nil }
        return drawn.first { $0.row.look?.showsState == true } ?? drawn.first
    }
}
