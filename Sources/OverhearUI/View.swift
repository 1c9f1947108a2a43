import OverhearKit

extension AppState {
    /// Draws the whole screen for this state.
    public func view() -> Frame {
        var frame = Frame(width: width, height: height)
        if isTooSmall {
            let lines = [width >= 18 ? "Terminal too small" : "Too small", "have \(width)×\(height)", "need \(Self.minimumWidth)×\(Self.minimumHeight)", "F10 quits"]
            for (offset, line) in lines.enumerated() {
                frame.put(line, x: Swift.max(0, (width - line.count) / 2), y: height / 2 - 1 + offset, style: Style(bold: offset == 0))
            }
            return frame
        }
        let layout = Layout(self)
        drawHeader(&frame)
        for view in layout.views { view.draw(&frame) }
        drawTranscript(&frame, layout)
        drawCaption(&frame, layout)
        putTruncated(&frame, statusLine, x: 1, y: layout.statusRow, maxX: width - 1, style: Style(color: .yellow))
        putTruncated(&frame, Self.footer(fitting: width - 2, enterMakesNewLine: enterMakesNewLine), x: 1, y: layout.footerRow, maxX: width - 1, style: Style(dim: true))
        switch mode {
        case .normal: break
        case .help: Overlay.help(&frame, lines: helpLines, scroll: helpScroll)
        case .settings(let selected): Overlay.settings(&frame, values: settingValues, selected: selected)
        case .appActions(let selected): Overlay.appActions(&frame, actions: appActionRows, selected: selected, target: appActionTarget)
        case .prompt(let purpose, let text): Overlay.prompt(&frame, title: purpose.title, text: text)
        case .confirmQuit: Overlay.confirmQuit(&frame)
        }
        return frame
    }

    /// The key footer, long and short, for wide and narrow terminals; what Enter does is
    /// put in (`activate`, or `new line` while a multi-line field is edited).
    static func footers(enter long: String, _ short: String) -> [String] {
        [
            "Tab ←→ move · Enter \(long) · Esc stop · F1 help · F2 settings · F3 mute · F4 app · ^R rec · q quit",
            "Tab ←→ move · ⏎ \(long) · Esc stop · F1 help · F2 set · F3 mute · F4 app · ^R rec · q quit",
            "Tab move  ⏎ \(short)  Esc stop  F1 help  F2 set  F3 mute  F4 app  ^R rec  q quit",
        ]
    }

    static let activateFooters = footers(enter: "activate", "act")
    static let newLineFooters = footers(enter: "new line", "line")
    /// The footers' widths, measured once rather than every frame.
    static let activateFooterWidths = activateFooters.map(TerminalText.width(ofText:))
    static let newLineFooterWidths = newLineFooters.map(TerminalText.width(ofText:))

    /// The short footer's keys, most needed last: a narrow terminal drops keys in
    /// `footerDropOrder` first, so help, quit and recording (which nothing else shows) stay.
    static let footerKeys = ["Tab move", "⏎ act", "Esc stop", "F1 help", "F2 set", "F3 mute", "F4 app", "^R rec", "q quit"]
    static let footerDropOrder = ["F3 mute", "F2 set", "F4 app", "Esc stop", "⏎ act", "Tab move", "^R rec"]

    /// The longest footer that fits in `room` columns; with keys left out, `…` says so.
    static func footer(fitting room: Int, enterMakesNewLine: Bool = false) -> String {
        let (footers, widths) = enterMakesNewLine ? (newLineFooters, newLineFooterWidths) : (activateFooters, activateFooterWidths)
        if let index = widths.firstIndex(where: { $0 <= room }) { return footers[index] }
        var keys = footerKeys.map { $0 == "⏎ act" && enterMakesNewLine ? "⏎ line" : $0 }
        for dropped in footerDropOrder {
            keys.removeAll { $0 == dropped || (dropped == "⏎ act" && $0 == "⏎ line") }
            var shown = keys
            shown.insert("…", at: shown.count - 1)
            let footer = shown.joined(separator: "  ")
            if TerminalText.width(ofText: footer) <= room { return footer }
        }
        return "F1 help  q quit"
    }

    /// Whether Enter types a new line: a multi-line field is being edited.
    var enterMakesNewLine: Bool {
        mode == .normal && screen.editingField.map { screen.fields[$0].kind.rules.isMultiline } == true
    }

    /// The number the 2018 counter says when the text is longer than its limit: it subtracts
    /// in an unsigned 64-bit integer, which wraps (spec §2.1), to 2^64 − 1 one over the limit,
    /// and to a number no signed one holds however far over.
    static func counterWrap(_ text: String) -> Substring? {
        guard text.hasSuffix(" characters remaining") else { return nil }
        let number = text.prefix { $0.isASCII && $0.isNumber }
        guard let value = UInt64(number), value > UInt64(Int64.max) else { return nil }
        return number
    }

    private var statusLine: String {
        if !status.isEmpty { return status }
        if let keys = panelKeys { return keys }
        if let shown = caption ?? transcriptTail(1, skipping: 0).first, let number = Self.counterWrap(shown.utterance.text) {
            return "\(number): the 2018 counter wraps past its limit (spec §2.1)."
        }
        if let editing = screen.editingField { return "Editing \(screen.fields[editing].id): type, ←→ move the insertion point, Esc stops." }
        return "Swipe with Tab or ←→; Enter activates."
    }

    /// The keys of the panel that is open, for the status line; nil on the main screen.
    private var panelKeys: String? {
        switch mode {
        case .normal: return nil
        case .help:
            let (lines, shown) = Overlay.helpLayout(helpLines, width: width, height: height)
            return shown < lines.count ? "Help: ↑↓ PgUp PgDn scroll it; any other key closes it." : "Help: any key closes it."
        case .settings: return "Settings: ↑↓ choose, ←→ change (applied at once), Esc closes."
        case .appActions: return "App actions: ↑↓ choose, Enter does it, Esc closes."
        case .prompt(let purpose, _): return "Type the \(purpose.title.lowercased().replacingFirst(", a comma list", with: "")); Enter confirms, Esc cancels."
        case .confirmQuit: return "Quit? y quits; any other key goes back."
        }
    }

    /// The title on the left, the flags on the right; a narrow header drops the least needed
    /// flags (with `…`) and then cuts the title with `…`.
    private func drawHeader(_ frame: inout Frame) {
        frame.fill(" ", x: 0, y: 0, count: width, style: Style(reverse: true))
        let titleText = " Overhear · \(title)"
        var flags: [String] = []
        if recording != nil { flags.append("● REC") }
        if muted { flags.append("muted") }
        let kept = flags.count
        // The focused field's kind and release come before the settings, which the settings
        // panel (F2) shows too: a narrow header drops those first.
        if let index = focusedField {
            let field = screen.fields[index]
            flags.append(field.kind.name + (field.kind.uses(.version) ? " \(field.release)" : ""))
        }
        flags += [settings.language, "rate \(settings.rate)", "echo \(settings.typingEcho.rawValue)", "hints \(settings.hints ? "on" : "off")"]
        let titleRoom = Swift.min(TerminalText.width(ofText: titleText), 24)
        var right = flags.joined(separator: " · ") + " "
        while flags.count > kept && TerminalText.width(ofText: right) + titleRoom + 2 > width {
            flags.removeLast()
            right = (flags + ["…"]).joined(separator: " · ") + " "
        }
        let start = Swift.max(0, width - TerminalText.width(ofText: right))
        putTruncated(&frame, titleText, x: 0, y: 0, maxX: Swift.max(1, start - 1), style: Style(bold: true, reverse: true))
        frame.put(right, x: start, y: 0, style: Style(reverse: true, color: recording != nil ? .red : .normal))
    }

    private func drawTranscript(_ frame: inout Frame, _ layout: Layout) {
        let left = layout.fieldsWidth
        for row in layout.bodyTop..<layout.bodyBottom { frame.put("│", x: left, y: row, style: Style(dim: true)) }
        frame.put("Transcript", x: left + 2, y: layout.bodyTop, style: Style(bold: true))
        let pane = TranscriptPane(self, layout)
        // The newest lines that fit, scrolled back by lines: a long entry can be read whole.
        let (rows, newer) = pane.window(self, scroll: transcriptScroll)
        for (offset, row) in rows.enumerated() {
            let y = layout.bodyTop + 1 + offset
            if row.line == 0 {
                let entry = row.entry
                let seconds = String(entry.start / 1000) + "." + String(entry.start % 1000 / 10 + 100).dropFirst()
                var x = frame.put(String(repeating: " ", count: Swift.max(0, 7 - seconds.count)) + seconds, x: left + 1, y: y, style: Style(dim: true))
                x = frame.put(" " + entry.utterance.kind.rawValue.padded(to: 9), x: x, y: y, style: Style(color: kindColor(entry.utterance.kind)))
                frame.put(entry.interrupted ? "✂ " : "  ", x: x, y: y, style: Style(color: .red))
            }
            putTruncated(&frame, row.text, x: pane.textColumn, y: y, maxX: width - 1, style: .plain)
        }
        if transcriptScroll > 0 {
            frame.put("↓ \(Swift.max(1, newer)) newer", x: width - 14, y: layout.bodyBottom - 1, style: Style(reverse: true))
        }
    }

    private func kindColor(_ kind: UtteranceKind) -> Style.Color {
        switch kind {
        case .focus: return .cyan
        case .hint: return .blue
        case .typed, .deleted, .cursor, .value, .action: return .green
        case .announce: return .magenta
        case .sound: return .yellow
        }
    }

    /// The caption shows the utterance being spoken, and after it ends the last one spoken,
    /// until the next begins, as VoiceOver's caption panel does.
    private func drawCaption(_ frame: inout Frame, _ layout: Layout) {
        frame.fill("─", x: 0, y: layout.captionRow - 1, count: width, style: Style(dim: true))
        frame.put(" Caption ", x: 2, y: layout.captionRow - 1, style: Style(bold: true))
        let speaking = caption
        guard let shown = speaking ?? transcriptTail(1, skipping: 0).first else {
            frame.put(muted ? "(muted)" : "(silent)", x: 3, y: layout.captionRow, style: Style(dim: true))
            return
        }
        if speaking != nil { frame.put("▶ ", x: 1, y: layout.captionRow, style: Style(color: .cyan)) }
        var x = 3
        if muted { x = frame.put("(muted) ", x: x, y: layout.captionRow, style: Style(dim: true)) }
        putTruncated(&frame, shown.utterance.text, x: x, y: layout.captionRow, maxX: width - 1, style: Style(bold: speaking != nil))
    }
}

/// Writes text cut to fit with a trailing ellipsis.
func putTruncated(_ frame: inout Frame, _ text: String, x: Int, y: Int, maxX: Int, style: Style) {
    let room = maxX - x
    guard room > 0 else { return }
    if TerminalText.width(ofText: text) <= room {
        frame.put(text, x: x, y: y, style: style, maxX: maxX)
    } else {
        let end = frame.put(text, x: x, y: y, style: style, maxX: maxX - 1)
        frame.put("…", x: end, y: y, style: style)
    }
}
