/// One self-contained HTML page about a played scenario (`overhear report`): a summary, the
/// speech timeline as SVG whose bars play their audio when clicked, the lint findings, the
/// screen's elements with the time a user waits to reach each, and the transcript.
///
/// Nothing is fetched: styles and the script are inline, the audio is in `data:` URIs, and
/// the page's content security policy forbids any other source. Every piece of text from
/// the scenario goes through `HTMLText.escape`, and none of it reaches the script.
public struct HTMLReport {
    /// One utterance's sound, as the page embeds it.
    public struct Audio {
        public var id: String
        /// A `data:audio/wav;base64,…` URI.
        public var source: String

        public init(id: String, source: String) {
            self.id = id
            self.source = source
        }
    }

    public var check: ScenarioCheck
    public var findings: [LintFinding]
    /// Where the times come from, said in the summary ("the synthesised audio").
    public var timing: String
    /// Whether the scenario's expected lines match its speech with the spec's durations, as
    /// `check` compares them (the page's own times may be the audio's).
    public var passed: Bool
    public var audio: [Audio]
    /// The id of the `Audio` that says what was heard of an utterance, if the page has it.
    public var audioID: (SpeechTimeline.Entry) -> String?
    /// The most utterances a page shows: more would not open in a browser in reasonable time.
    public static let maximumUtterances = 100_000

    public init(check: ScenarioCheck, findings: [LintFinding], timing: String, passed: Bool? = nil,
                audio: [Audio] = [], audioID: @escaping (SpeechTimeline.Entry) -> String? = { _ in nil }) {
        self.check = check
        self.findings = findings
        self.timing = timing
        self.passed = passed ?? check.passed
        self.audio = audio
        self.audioID = audioID
    }

    /// Writes the page a piece at a time, so a long scenario's page is never held whole.
    public func render(into write: (String) throws -> Void) rethrows {
        let path = HTMLText.escape(check.scenario.path)
        try write("""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; media-src data:">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Overhear report: \(path)</title>
        <style>\(Self.css)</style>
        </head>
        <body>
        <header><h1>What VoiceOver says: <span class="file">\(path)</span></h1>
        \(summary)</header>
        <main>
        <section id="timeline" aria-labelledby="timeline-heading"><h2 id="timeline-heading">Timeline</h2>
        <p class="note">A bar per utterance, coloured by kind; a red mark where speech is cut; a dashed gap for the hint delay; a tick per action with its line.\(audio.isEmpty ? "" : " Click a bar, or focus it and press Enter, to hear what the user heard of it (a cut one stops at its cut).")</p>
        <div class="scroll">

        """)
        try TimelineSVG.render(check, audio: audioID, into: write)
        try write("</div></section>\n")
        try write(lintSection)
        try write(elementSection)
        try writeTranscript(into: write)
        try write("</main>\n")
        if !audio.isEmpty {
            try write("<div hidden>\n")
            for sound in audio {
                try write("<audio id=\"\(HTMLText.escape(sound.id))\" preload=\"none\" src=\"\(HTMLText.escape(sound.source))\"></audio>\n")
            }
            try write("</div>\n<script>\(Self.script)</script>\n")
        }
        try write("</body>\n</html>\n")
    }

    /// The whole page as one string (tests and short scenarios).
    public var text: String {
        var whole = ""
        render { whole += $0 }
        return whole
    }

    var summary: String {
        let entries = check.speech.flatMap(\.entries)
        let cut = entries.filter(\.interrupted).count
        let spoken = entries.map { $0.end - $0.start }.reduce(0, +)
        let end = entries.map(\.end).max() ?? 0
        let errors = findings.filter { $0.rule.level == .error }.count
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        var out = "<p class=\"summary\">\(counted(check.scenario.actions.count, "action")), \(counted(entries.count, "utterance")), "
        out += "<strong>\(cut) cut</strong>, \(TimelineSVG.seconds(spoken)) s of speech ending at \(TimelineSVG.seconds(end)) s "
        out += "(times from \(HTMLText.escape(timing))); \(counted(findings.count, "lint finding")) (\(counted(errors, "error"))). "
        if !passed {
            out += "<strong>The speech differs from the scenario's expected lines</strong> (<code>overhear check</code> fails)."
        } else if !check.passed {
            out += "The speech matches the scenario's expected lines with the spec's durations (<code>overhear check</code> passes); "
            out += "<strong>with the audio's durations other utterances are cut</strong>, as the transcript below shows."
        } else {
            out += "The speech matches the scenario's expected lines."
        }
        return out + "</p>"
    }

    var lintSection: String {
        var out = "<section id=\"lint\" aria-labelledby=\"lint-heading\"><h2 id=\"lint-heading\">Lint findings</h2>\n"
        guard !findings.isEmpty else { return out + "<p>None.</p></section>\n" }
        out += "<ul class=\"findings\">\n"
        for finding in findings {
            let level = finding.rule.level.rawValue
            out += "<li class=\"\(level)\"><span class=\"where\">line \(finding.line), column \(finding.column)</span> "
                + "<span class=\"level\">\(level)</span> <code>\(finding.rule.rawValue)</code>: \(HTMLText.escape(finding.message))</li>\n"
        }
        return out + "</ul></section>\n"
    }

    var elementSection: String {
        let screen = check.scenario.screen
        let times = SpeechTimes(screen, settings: check.scenario.settings)
        let reached = Dictionary(times.rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var out = "<section id=\"elements\" aria-labelledby=\"elements-heading\"><h2 id=\"elements-heading\">Elements</h2>\n"
        out += "<p class=\"note\">The screen before any action, in swipe order. “Reached after” is the speech a user hears swiping from the first element, waiting each time for it to end; both times at the spec's durations, as <code>overhear describe --times</code> gives them.</p>\n"
        let header = ElementTable.header + ["speaks (s)", "reached after (s)"]
        out += "<table><thead><tr>" + header.map { "<th scope=\"col\">\(HTMLText.escape($0))</th>" }.joined() + "</tr></thead><tbody lang=\"\(HTMLText.escape(check.scenario.settings.language))\">\n"
        for row in ElementTable.rows(screen, settings: check.scenario.settings) {
            let time = reached[row.id]
            let cells = row.cells + [time.map { TimelineSVG.seconds($0.speaks) } ?? "", time.map { TimelineSVG.seconds($0.reachedAfter) } ?? ""]
            out += "<tr>" + cells.map { "<td>\(HTMLText.escape($0))</td>" }.joined() + "</tr>\n"
        }
        return out + "</tbody></table></section>\n"
    }

    /// Each action with its line and what was said, each utterance linked to its bar.
    func writeTranscript(into write: (String) throws -> Void) rethrows {
        try write("<section id=\"transcript\" aria-labelledby=\"transcript-heading\"><h2 id=\"transcript-heading\">Transcript</h2>\n<ol class=\"transcript\" lang=\"\(HTMLText.escape(check.scenario.settings.language))\">\n")
        var index = 0
        for (action, lines) in zip(check.scenario.actions, check.transcripts) {
            var out = "<li><span class=\"where\">line \(action.line)</span> <code>&gt; \(HTMLText.escape(action.text))</code>"
            if !lines.isEmpty {
                out += "<ul>"
                for line in lines {
                    out += "<li\(line.interrupted ? " class=\"cut\"" : "")><a href=\"#u\(index)\">\(HTMLText.escape(line.formatted))</a></li>"
                    index += 1
                }
                out += "</ul>"
            }
            try write(out + "</li>\n")
        }
        try write("</ol></section>\n")
    }

    static let css = """
    body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1320px;padding:0 16px 48px;color:#1b1b1b;background:#fff}
    h1{font-size:1.4em;margin:20px 0 4px}h2{font-size:1.15em;margin:28px 0 6px;border-bottom:1px solid #ddd}
    .file{font-family:ui-monospace,monospace}.note{color:#555;margin:4px 0 8px}.scroll{overflow:auto;max-height:70vh;border:1px solid #ddd}
    table{border-collapse:collapse;font-size:13px}th,td{border:1px solid #ddd;padding:3px 6px;text-align:left;vertical-align:top}
    th{background:#f3f3f3}.findings li.error .level{color:#b00;font-weight:bold}.findings li.warning .level{color:#8a5a00}
    .where{color:#666;font-size:12px}.transcript ul{margin:2px 0 6px;padding-left:20px;font-family:ui-monospace,monospace;font-size:13px}
    .transcript li.cut a{color:#b00}a{color:#1d4fa0}
    """

    /// Plays a bar's sound on click or Enter (a cut bar's sound is already cut), stopping
    /// whatever was playing.
    static let script = """
    (function(){var current=null;
    function stop(){if(current){current.audio.pause();current.bar.classList.remove('playing');current=null}}
    function play(bar){stop();var audio=document.getElementById(bar.getAttribute('data-audio'));if(!audio)return;
    var mine={audio:audio,bar:bar};current=mine;bar.classList.add('playing');audio.currentTime=0;
    audio.onended=function(){if(current===mine)stop()};
    var played=audio.play();if(played&&played.catch)played.catch(function(){if(current===mine)stop()})}
    document.addEventListener('click',function(e){var bar=e.target.closest&&e.target.closest('.bar[data-audio]');if(bar)play(bar)});
    document.addEventListener('keydown',function(e){if((e.key==='Enter'||e.key===' ')&&e.target.matches&&e.target.matches('.bar[data-audio]')){e.preventDefault();play(e.target)}});
    })();
    """
}
