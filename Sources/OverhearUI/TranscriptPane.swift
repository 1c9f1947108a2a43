import OverhearKit

/// How transcript entries are laid out in their pane: each entry's text wrapped to the
/// pane's width under its time and kind, so that a long utterance can be read whole.
struct TranscriptPane {
    /// Rows for entries (below the pane's title).
    let rows: Int
    /// The column where an entry's text starts, and how many columns it may use.
    let textColumn: Int
    let textWidth: Int

    /// Columns before an entry's text: the time (7), a space and the kind (10), the ✂ mark (2).
    static let prefixWidth = 1 + 7 + 10 + 2
    /// Fewer columns than this beside the time and kind, and the text goes under them instead.
    static let narrowestText = 16
    /// Whether the text starts on the row under the time and kind, across the whole pane.
    let textBelow: Bool

    init(_ state: AppState, _ layout: Layout) {
        rows = Swift.max(0, layout.bodyBottom - layout.bodyTop - 1)
        textBelow = state.width - 1 - (layout.fieldsWidth + Self.prefixWidth) < Self.narrowestText
        textColumn = layout.fieldsWidth + (textBelow ? 2 : Self.prefixWidth)
        textWidth = Swift.max(1, state.width - 1 - textColumn)
    }

    /// The lines an entry takes from its time and kind's row on: its text wrapped, after an
    /// empty first line when the text goes under them.
    func lines(_ entry: SpeechTimeline.Entry) -> [String] {
        (textBelow ? [""] : []) + Self.wrap(entry.utterance.text, width: textWidth)
    }

    /// One row of the pane: an entry's line (0 is the row of its time and kind).
    struct Row {
        var entry: SpeechTimeline.Entry
        var line: Int
        var text: String
    }

    /// The pane's rows with the transcript scrolled `scroll` lines back from its newest, and
    /// how many entries are below them (partly or wholly). Entries are wrapped from the newest
    /// back only as far as the rows need, so a long session costs no more to draw.
    func window(_ state: AppState, scroll: Int) -> (rows: [Row], newer: Int) {
        var below: [Row] = []   // newest last, reversed as they are found
        var newer = 0
        let wanted = scroll + rows
        for entry in state.timeline.entries.reversed() where state.isShown(entry) {
            guard below.count < wanted else { break }
            let entryLines = lines(entry)
            if below.count < scroll { newer += 1 }
            for (index, text) in entryLines.enumerated().reversed() where below.count < wanted {
                below.append(Row(entry: entry, line: index, text: text))
            }
        }
        let shown = below.dropFirst(Swift.min(scroll, below.count))
        return (Array(shown.reversed()), newer)
    }

    /// The most lines the transcript can be scrolled back: its oldest entry's first line then
    /// sits at the top of a full pane.
    func maximumScroll(_ transcript: [SpeechTimeline.Entry]) -> Int {
        let total = transcript.reduce(0) { $0 + lines($1).count }
        return Swift.max(0, total - rows)
    }

    /// Word-wraps text to `width` display columns; a word longer than a line is cut across
    /// lines. Stops once it has more than `limit` lines.
    static func wrap(_ text: String, width: Int, limit: Int = .max) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        // Printable ASCII is split on its bytes: a space is then always a character of its own.
        let words = PrintableASCII.check(text)
            ? text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map { Substring($0) }
            : text.split(separator: " ", omittingEmptySubsequences: false)
        for word in words {
            var word = String(word)
            var wordWidth = TerminalText.width(ofText: word)
            if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 || !lines.isEmpty || !line.isEmpty { lines.append(line) }
            if lines.count > limit { return lines }
            line = ""
            lineWidth = 0
            while wordWidth > width {
                var head = ""
                var headWidth = 0
                for character in word {
                    let characterWidth = TerminalText.width(of: TerminalText.visible(character))
                    if headWidth + characterWidth > width { break }
                    head.append(character)
                    headWidth += characterWidth
                }
                guard !head.isEmpty else { break }
                lines.append(head)
                if lines.count > limit { return lines }
                word.removeFirst(head.count)
                wordWidth -= headWidth
            }
            line = word
            lineWidth = wordWidth
        }
        lines.append(line)
        return lines
    }
}
