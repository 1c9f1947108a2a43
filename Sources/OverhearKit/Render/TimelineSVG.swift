/// Draws a played scenario's speech as SVG: a bar per utterance on a time axis, coloured by
/// kind, interrupted bars cut with a red mark, hints after a dashed gap (their delay), and a
/// tick per action with its line (`play --svg`, and the timeline of `overhear report`).
///
/// The axis wraps into rows of `rowSeconds`, so a long scenario grows down the page rather
/// than into one line no screen can show; rows in which nothing happens fold into one thin
/// row that says how long nothing is said, so a page grows with what is said, not with waits.
public enum TimelineSVG {
    public static let pixelsPerSecond = 40
    public static let rowSeconds = 30
    static let rowMilliseconds = rowSeconds * 1000
    static let left = 52
    static let top = 34
    static let rowHeight = 84
    static let foldHeight = 24
    static let rowWidth = pixelsPerSecond * rowSeconds
    public static let kindColours: [(UtteranceKind, String)] = [
        (.focus, "#2f6fd0"), (.hint, "#8aa4c8"), (.typed, "#2e9e5b"), (.deleted, "#d9822b"),
        (.cursor, "#1aa3a3"), (.announce, "#8e44ad"), (.sound, "#8d6e63"), (.value, "#a0a020"),
        (.action, "#d6478f"),
    ]

    /// One utterance as the picture places it.
    public struct Bar {
        /// Its place in the transcript, counting from 0 over the whole scenario.
        public var index: Int
        public var entry: SpeechTimeline.Entry
        /// The id of the `<audio>` element that says what was heard of it, when the page has one.
        public var audio: String?
    }

    /// The scenario's bars in transcript order; `audio` names the sound of each, if any.
    public static func bars(_ check: ScenarioCheck, audio: (SpeechTimeline.Entry) -> String? = { _ in nil }) -> [Bar] {
        var bars: [Bar] = []
        for speech in check.speech {
            for entry in speech.entries {
                bars.append(Bar(index: bars.count, entry: entry, audio: audio(entry)))
            }
        }
        return bars
    }

    /// The rows drawn: the 30 s stretches in which something happens, in time order, with a
    /// fold for each run of empty ones between them; and where each drawn row starts.
    struct Rows {
        enum Row { case time(Int), fold(from: Int, through: Int) }
        var drawn: [(row: Row, y: Int)] = []
        /// The drawn place of each stretch that has something in it.
        var place: [Int: Int] = [:]
        var height = TimelineSVG.top

        /// Rows for spans of time (start and end in ms) that must be shown.
        init(_ spans: [(start: Int, end: Int)]) {
            var used: Set<Int> = [0]
            for span in spans {
                for row in (span.start / rowMilliseconds)...(max(span.start, span.end - 1) / rowMilliseconds) { used.insert(row) }
            }
            var previous: Int?
            for row in used.sorted() {
                if let previous, row > previous + 1 {
                    drawn.append((.fold(from: previous + 1, through: row - 1), height))
                    height += foldHeight
                }
                place[row] = drawn.count
                drawn.append((.time(row), height))
                height += rowHeight
                previous = row
            }
        }

        /// The stretch of time from `start` to `end` ms on the rows, split at their ends.
        func pieces(from start: Int, to end: Int) -> [(x: Int, y: Int, width: Int)] {
            var pieces: [(x: Int, y: Int, width: Int)] = []
            var from = start
            repeat {
                let row = from / rowMilliseconds
                let to = min(end, (row + 1) * rowMilliseconds)
                if let index = place[row] {
                    let x = left + (from - row * rowMilliseconds) * pixelsPerSecond / 1000
                    pieces.append((x, drawn[index].y, (to - from) * pixelsPerSecond / 1000))
                }
                from = to
            } while from < end
            return pieces
        }
    }

    /// Writes the picture a piece at a time. With `audio`, bars that have a sound are
    /// focusable buttons a page's script can play.
    public static func render(_ check: ScenarioCheck, audio: (SpeechTimeline.Entry) -> String? = { _ in nil },
                              into write: (String) throws -> Void) rethrows {
        let bars = bars(check, audio: audio)
        // A hint's delay: the gap from the end of what was said before it to its start.
        var delays: [Int: (start: Int, end: Int)] = [:]
        for (previous, bar) in zip(bars, bars.dropFirst()) where bar.entry.utterance.kind == .hint && previous.entry.end < bar.entry.start {
            delays[bar.index] = (previous.entry.end, bar.entry.start)
        }
        let rows = Rows(bars.map { ($0.entry.start, $0.entry.end) } + Array(delays.values) + check.speech.map { ($0.time, $0.time) })
        let width = left + rowWidth + 16
        try write("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\" width=\"\(width)\" height=\"\(rows.height)\" "
              + "viewBox=\"0 0 \(width) \(rows.height)\" font-family=\"sans-serif\" font-size=\"11\">\n"
              + "<title>\(HTMLText.escape("Speech timeline of " + check.scenario.path))</title>\n" + style + legend)
        for (row, y) in rows.drawn { try write(axis(row, y: y)) }
        for bar in bars {
            let gap = delays[bar.index].map { delay(rows.pieces(from: $0.start, to: $0.end), milliseconds: $0.end - $0.start) } ?? ""
            try write(gap + draw(bar, rows.pieces(from: bar.entry.start, to: bar.entry.end)))
        }
        // Labels of ticks close together go on a second line, then only in the tooltip.
        var labelEnds = [Int.min, Int.min]
        for (action, speech) in zip(check.scenario.actions, check.speech) {
            guard let piece = rows.pieces(from: speech.time, to: speech.time).first else { continue }
            let x = piece.y * 10_000 + piece.x
            let level = labelEnds.firstIndex { $0 <= x }
            if let level { labelEnds[level] = x + 8 + 7 * String(action.line).count }
            try write(tick(action, at: piece, labelLevel: level))
        }
        try write("</svg>\n")
    }

    /// The whole picture as one string (tests and short scenarios).
    public static func render(_ check: ScenarioCheck, audio: (SpeechTimeline.Entry) -> String? = { _ in nil }) -> String {
        var whole = ""
        render(check, audio: audio) { whole += $0 }
        return whole
    }

    static let style: String = {
        var css = ".bar rect{stroke:#0003} .bar text{fill:#fff;pointer-events:none} .bar.interrupted rect{stroke-dasharray:3 2}"
        css += " .bar[data-audio]{cursor:pointer} .bar:focus rect,.bar.playing rect{stroke:#000;stroke-width:2}"
        css += " .cut{stroke:#d00;stroke-width:2;fill:#d00} .delay{stroke:#667;stroke-dasharray:2 2}"
        css += " .tick{stroke:#333} .tick text{fill:#333;stroke:none} .axis{stroke:#ccc} .axis text,.fold text{fill:#666;stroke:none}"
        for (kind, colour) in kindColours { css += " .k-\(kind.rawValue) rect{fill:\(colour)}" }
        return "<style>\(css)</style>\n"
    }()

    static let legend: String = {
        var out = "<g class=\"legend\">"
        for (position, (kind, colour)) in kindColours.enumerated() {
            let x = left + position * 84
            out += "<rect x=\"\(x)\" y=\"6\" width=\"12\" height=\"12\" fill=\"\(colour)\"/>"
            out += "<text x=\"\(x + 16)\" y=\"16\">\(kind.rawValue)</text>"
        }
        let x = left + kindColours.count * 84
        return out + "<path class=\"cut\" d=\"M\(x + 6) 4V20\"/><text x=\"\(x + 12)\" y=\"16\">cut</text></g>\n"
    }()

    /// A row's time line, with a mark each second and the time every five; or a fold, saying
    /// how long nothing happens.
    static func axis(_ row: Rows.Row, y: Int) -> String {
        guard case .time(let row) = row else {
            guard case .fold(let from, let through) = row else { return "" }
            return "<g class=\"fold\"><text x=\"4\" y=\"\(y + 15)\">⋯ \(clock(from * rowSeconds))–\(clock((through + 1) * rowSeconds)): nothing happens</text></g>\n"
        }
        var out = "<g class=\"axis\"><text x=\"4\" y=\"\(y + 26)\">\(clock(row * rowSeconds))</text>"
        out += "<path d=\"M\(left) \(y + 6)H\(left + rowWidth)"
        for second in 0...rowSeconds {
            let x = left + second * pixelsPerSecond
            out += "M\(x) \(y + 6)V\(y + (second % 5 == 0 ? 12 : 9))"
        }
        out += "\"/>"
        for second in stride(from: 5, to: rowSeconds, by: 5) {
            out += "<text x=\"\(left + second * pixelsPerSecond - 8)\" y=\"\(y + 4)\">\(clock(row * rowSeconds + second))</text>"
        }
        return out + "</g>\n"
    }

    /// A bar, in one piece per row it crosses; speech cut before it began is a thin sliver.
    static func draw(_ bar: Bar, _ pieces: [(x: Int, y: Int, width: Int)]) -> String {
        let entry = bar.entry
        let kind = entry.utterance.kind.rawValue
        var out = "<g class=\"bar k-\(kind)\(entry.interrupted ? " interrupted" : "")\" id=\"u\(bar.index)\" data-kind=\"\(kind)\" "
        out += "data-start=\"\(entry.start)\" data-end=\"\(entry.end)\""
        if let audio = bar.audio {
            out += " data-audio=\"\(HTMLText.escape(audio))\" tabindex=\"0\" role=\"button\""
            out += " aria-label=\"\(HTMLText.escape("Play " + description(entry)))\""
        }
        out += "><title>\(HTMLText.escape(description(entry)))</title>"
        for piece in pieces {
            let width = max(2, piece.width)
            out += "<rect x=\"\(piece.x)\" y=\"\(piece.y + 16)\" width=\"\(width)\" height=\"20\" rx=\"2\"/>"
            let room = (width - 6) * 10 / 66
            if room >= 3 {
                out += "<text x=\"\(piece.x + 3)\" y=\"\(piece.y + 30)\">\(HTMLText.escape(shortened(entry.utterance.text, to: room)))</text>"
            }
        }
        if entry.interrupted, let last = pieces.last {
            let x = last.x + max(2, last.width)
            out += "<path class=\"cut\" d=\"M\(x - 4) \(last.y + 10)H\(x + 4)L\(x) \(last.y + 15)ZM\(x) \(last.y + 14)V\(last.y + 40)\"/>"
        }
        return out + "</g>\n"
    }

    /// The hint's delay: a dashed line over the gap before it, on each row it crosses.
    static func delay(_ pieces: [(x: Int, y: Int, width: Int)], milliseconds: Int) -> String {
        let lines = pieces.filter { $0.width > 0 }.map { "M\($0.x) \($0.y + 26)h\($0.width)" }
        guard !lines.isEmpty else { return "" }
        return "<path class=\"delay\" d=\"\(lines.joined())\"><title>hint delay \(milliseconds) ms</title></path>\n"
    }

    /// An action: a tick at its time with its line number (on `labelLevel`, or only on
    /// hover when there is no room), its text on hover.
    static func tick(_ action: ScenarioAction, at piece: (x: Int, y: Int, width: Int), labelLevel: Int?) -> String {
        var out = "<g class=\"tick\"><title>\(HTMLText.escape("line \(action.line): \(action.text)"))</title>"
            + "<path d=\"M\(piece.x) \(piece.y + 12)V\(piece.y + 46 + 12 * (labelLevel ?? 0))\"/>"
        if let level = labelLevel {
            out += "<text x=\"\(piece.x + 2)\" y=\"\(piece.y + 58 + 12 * level)\">L\(action.line)</text>"
        }
        return out + "</g>\n"
    }

    /// What a bar's tooltip and label say: kind, times, whether it was cut, the words.
    public static func description(_ entry: SpeechTimeline.Entry) -> String {
        "\(entry.utterance.kind.rawValue) \(seconds(entry.start))–\(seconds(entry.end)) s"
            + (entry.interrupted ? ", cut" : "") + ": " + entry.utterance.text
    }

    /// Milliseconds as seconds with two decimals, rounded to the nearest hundredth.
    public static func seconds(_ milliseconds: Int) -> String {
        let hundredths = (milliseconds + 5) / 10
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Seconds as `m:ss`, or `h:mm:ss` from an hour on.
    static func clock(_ seconds: Int) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let minutes = seconds / 60
        return minutes < 60 ? "\(minutes):\(two(seconds % 60))" : "\(minutes / 60):\(two(minutes % 60)):\(two(seconds % 60))"
    }

    static func shortened(_ text: String, to count: Int) -> String {
        text.count <= count ? text : String(text.prefix(count - 1)) + "…"
    }
}
