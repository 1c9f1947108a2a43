import OverhearKit

/// The boxes drawn over the screen: help, settings, app actions and the text prompt.
enum Overlay {
    static let helpLines = [
        "Tab / Shift-Tab   next / previous element",
        "→ / ←             next / previous (insertion point when editing)",
        "Home / End        first / last (insertion point when editing)",
        "Enter             activate: edit a text field, press ⊗ (clear)",
        "Esc               stop editing",
        "Backspace         delete the character before the insertion point",
        "letters, paste    type into the field being edited (paste: at once)",
        "↑ ↓ PgUp PgDn     scroll the transcript",
        "mouse click       touch an element (focus it)",
        "F1 help  F2 settings  F3 mute  F4 app actions (error, announce)",
        "Ctrl-R record a scenario (● REC)   Ctrl-L redraw the screen",
        "F10, Ctrl-Q quit;  q quits when not editing, after y",
        "▶ VoiceOver focus, or speech going on in the caption; ✂ interrupted",
        "The voice is audio only: read the caption and the transcript.",
    ]

    /// Help's last line: how to close it, and how to scroll it when it does not fit.
    static func helpClosing(scrolls: Bool) -> String {
        scrolls ? "↑↓ PgUp PgDn scroll; any other key closes this help." : "Press any key to close this help."
    }

    /// The help's lines wrapped to the box a `width`×`height` screen has room for (a key's
    /// description goes on under itself), and how many of them show at once: the rest are
    /// scrolled into view, so no word is cut.
    static func helpLayout(_ helpLines: [String], width: Int, height: Int) -> (lines: [String], shown: Int) {
        let longest = helpLines.map(TerminalText.width(ofText:)).max() ?? 0
        let text = Swift.min(width - 4, longest + 2) - 2
        let lines = helpLines.flatMap { wrapHelpLine($0, width: text) }
        // The box leaves the header, the status line and the footer in view: its rows, less
        // its borders, the blank line and the closing line under the help.
        let shown = Swift.max(1, Swift.min(lines.count, height - 3 - 2 - 2))
        return (lines, shown)
    }

    /// A help line wrapped to `width`: a key's description (after the 18-column key column)
    /// goes on under itself, other lines under their start.
    private static func wrapHelpLine(_ line: String, width: Int) -> [String] {
        guard TerminalText.width(ofText: line) > width else { return [line] }
        let keyColumn = 18
        let characters = Array(line)
        if characters.count > keyColumn, characters[keyColumn - 1] == " ", characters[keyColumn - 2] == " ", width > keyColumn + 8 {
            let key = String(characters.prefix(keyColumn))
            let wrapped = TranscriptPane.wrap(String(characters.dropFirst(keyColumn)), width: width - keyColumn)
            return wrapped.enumerated().map { ($0.offset == 0 ? key : String(repeating: " ", count: keyColumn)) + $0.element }
        }
        return TranscriptPane.wrap(line, width: width)
    }

    static func help(_ frame: inout Frame, lines helpLines: [String], scroll: Int) {
        let (lines, shown) = helpLayout(helpLines, width: frame.width, height: frame.height)
        let start = Swift.max(0, Swift.min(scroll, lines.count - shown))
        let scrolls = shown < lines.count
        // Scrolled, the row above the closing line says where the help is, so its last row
        // shown is not taken for its end; the box is as wide as all of it, scrolled or not.
        let position = !scrolls ? "" : (start + shown < lines.count ? "↓ more below" : "end of help") + " (lines \(start + 1)–\(start + shown) of \(lines.count))"
        box(&frame, title: "Keys", lines: Array(lines[start..<(start + shown)]) + [position, helpClosing(scrolls: scrolls)], selected: nil,
            fitting: lines + [position])
    }

    static func settings(_ frame: inout Frame, values: [String], selected: Int) {
        let lines = zip(SettingDescriptor.all.map(\.label), values).map { $0.padded(to: 14) + "◀ " + $1 + " ▶" }
        box(&frame, title: "Settings", lines: lines + ["", "↑↓ choose, ←→ change, Esc closes"], selected: selected)
    }

    static func appActions(_ frame: inout Frame, actions: [AppAction.Row], selected: Int, target: String?) {
        let lines = actions.map { $0.available ? $0.label : "\($0.label) (\($0.why))" }
        box(&frame, title: "App actions on \(target ?? "no field")", lines: lines + ["", "↑↓ choose, Enter does it, Esc closes"], selected: selected)
    }

    static func prompt(_ frame: inout Frame, title: String, text: String) {
        box(&frame, title: title, lines: ["> " + text + "▏", "", "Enter confirms, Esc cancels"], selected: nil)
    }

    static func confirmQuit(_ frame: inout Frame) {
        box(&frame, title: "Quit Overhear?", lines: ["y quits; any other key goes back.", "(F10 and Ctrl-Q quit at once.)"], selected: nil)
    }

    /// A centred box with a title; the selected line is inverted.
    /// `fitting`: lines the box is as wide as, besides its own (all of a scrolled text's).
    private static func box(_ frame: inout Frame, title: String, lines: [String], selected: Int?, fitting: [String] = []) {
        var lines = lines
        // Too few rows: the lines that fit, `…`, and the last line, which says how to close the box.
        let room = frame.height - 4
        if lines.count > room && room >= 3 {
            lines = Array(lines.prefix(room - 2)) + ["… (a taller terminal shows the rest)", lines.last!]
        }
        let inner = min(frame.width - 4, max(title.count + 4, (lines + fitting).map { TerminalText.width(ofText: $0) }.max() ?? 0) + 2)
        let height = min(frame.height - 2, lines.count + 2)
        let left = (frame.width - inner - 2) / 2, top = (frame.height - height) / 2
        frame.put("┌" + String(repeating: "─", count: inner) + "┐", x: left, y: top)
        frame.put(" \(title) ", x: left + 2, y: top, style: Style(bold: true))
        for row in 1..<(height - 1) {
            frame.put("│", x: left, y: top + row)
            frame.fill(" ", x: left + 1, y: top + row, count: inner)
            let line = lines[row - 1]
            putTruncated(&frame, line, x: left + 2, y: top + row, maxX: left + inner, style: Style(reverse: row - 1 == selected))
            frame.put("│", x: left + inner + 1, y: top + row)
        }
        frame.put("└" + String(repeating: "─", count: inner) + "┘", x: left, y: top + height - 1)
    }
}
