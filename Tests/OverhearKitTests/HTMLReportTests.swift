import Testing
@testable import OverhearKit

/// `overhear report`'s page as text: self-contained, every section there, scenario text escaped.
@Suite struct HTMLReportTests {
    static let hostile = "</script><script>alert(1)</script> ]]> <b>bold</b>"

    func page(_ text: String, audio: Bool = false) throws -> String {
        let scenario = try parseScenario(text)
        let check = try ScenarioCheck(scenario)
        let findings = try Lint.findings(scenario)
        guard audio else { return HTMLReport(check: check, findings: findings, timing: "the spec's durations").text }
        return HTMLReport(check: check, findings: findings, timing: "the synthesised audio",
                          audio: [.init(id: "a0", source: "data:audio/wav;base64,UklGRg==")],
                          audioID: { $0.utterance.kind == .focus ? "a0" : nil }).text
    }

    @Test func nothingIsFetchedFromOutside() throws {
        let html = try page("field uitextfield name\n  label: Name\n> next\n", audio: true)
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; media-src data:\">"))
        // The only URL is SVG's namespace; no link, import, or remote source of any kind.
        #expect(html.components(separatedBy: "http").count - 1 == 2, "the CSP's http-equiv and the SVG namespace")
        #expect(html.contains("xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!html.contains("<link") && !html.contains("@import") && !html.contains("src=\"http"))
        #expect(html.contains("<audio id=\"a0\" preload=\"none\" src=\"data:audio/wav;base64,UklGRg==\"></audio>"))
        #expect(html.contains("<script>"))
    }

    @Test func withoutAudioThereIsNoScriptAndNoAudio() throws {
        let html = try page("field uitextfield name\n  label: Name\n> next\n")
        #expect(!html.contains("<script") && !html.contains("<audio"))
        #expect(!html.contains("data-audio=\""))
    }

    @Test func everySectionIsThere() throws {
        // An unlabeled switch is a lint error; the swipe says "switch button, off" (1.16 s at
        // rate 50), then after 400 ms "double tap to toggle setting" (1.76 s): 3.32 s on it.
        let html = try page("element toggle\n  traits: switch\n> next\n")
        for id in ["timeline", "lint", "elements", "transcript"] { #expect(html.contains("<section id=\"\(id)\"")) }
        #expect(html.contains("<code>unlabeled-control</code>: toggle has no label"))
        // 1.16 + 1.76 s spoken, the hint ending at 3.32 s; no expected lines, so the speech differs.
        #expect(html.contains("1 action, 2 utterances, <strong>0 cut</strong>, 2.92 s of speech ending at 3.32 s (times from the spec&apos;s durations); "
                              + "1 lint finding (1 error). <strong>The speech differs from the scenario's expected lines</strong>"))
        #expect(html.contains("<tr><td>toggle</td><td></td><td></td><td>switch</td><td>double tap to toggle setting</td><td>yes</td><td>3.32</td><td>0.00</td></tr>"))
        #expect(html.contains("<li><span class=\"where\">line 3</span> <code>&gt; next</code><ul><li><a href=\"#u0\">focus: "))
    }

    /// VoiceOver's words are in the scenario's language, and the page says so where they are,
    /// so that a screen reader reading the report speaks them in it.
    @Test func theSpeechAndElementsAreMarkedWithTheirLanguage() throws {
        let html = try page("element toggle\n  label: WLAN\n  traits: switch\nsettings\n  language: de\n> next\n")
        #expect(html.contains("<html lang=\"en\">"), "the page's own words are English")
        #expect(html.contains("<tbody lang=\"de\">\n<tr><td>toggle</td><td>WLAN</td><td></td><td>Umschalttaste</td><td>zum Umschalten doppeltippen</td>"))
        #expect(html.contains("<ol class=\"transcript\" lang=\"de\">"))
        #expect(html.contains("focus: WLAN, Umschalttaste, aus"))
    }

    @Test func scenarioTextNeverBecomesMarkup() throws {
        let text = "field uitextfield name\n  label: \(Self.hostile)\n> next\n> announce \(Self.hostile)\n"
        for html in [try page(text), try page(text, audio: true)] {
            #expect(!html.contains("<b>bold</b>"))
            #expect(!html.contains("alert(1)</script>"))
            #expect(!html.contains("]]>"))
            #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; &lt;b&gt;bold&lt;/b&gt;"))
            #expect(html.components(separatedBy: "<script").count - 1 == (html.contains("<audio") ? 1 : 0), "only the page's own script")
        }
    }

    @Test func aFileNameIsEscapedToo() throws {
        let scenario = try ScenarioParser.parse("field uitextfield name\n> next\n", path: "a<b>&\".scenario")
        let html = HTMLReport(check: try ScenarioCheck(scenario), findings: [], timing: "x").text
        #expect(html.contains("<title>Overhear report: a&lt;b&gt;&amp;&quot;.scenario</title>"))
        #expect(!html.contains("a<b>"))
    }
}

/// What the report's summary says about the expected lines, and the report's escaper.
@Suite struct HTMLReportSummaryTests {
    static let matching = "field uitextfield name\n> next\n  focus: text field\n  hint: double tap to edit\n"

    @Test func aPassingScenarioMatches() throws {
        let check = try playScenario(Self.matching)
        #expect(HTMLReport(check: check, findings: [], timing: "x").text.contains("The speech matches the scenario's expected lines.</p>"))
    }

    @Test func audioTimesThatCutOtherUtterancesAreSaidSo() throws {
        // `check` passes (spec durations), while the page's own times cut something else.
        let check = try playScenario(Self.matching + "> next\n")
        let html = HTMLReport(check: check, findings: [], timing: "the synthesised audio", passed: true).text
        #expect(html.contains("(<code>overhear check</code> passes); <strong>with the audio's durations other utterances are cut</strong>"))
    }

    @Test func bidiAndControlCharactersAreShownNotObeyed() {
        #expect(HTMLText.escape("a\u{202E}cba\u{2066}\u{1B}[31m<'&\"\n") == "a\\u{202E}cba\\u{2066}\\u{1B}[31m&lt;&apos;&amp;&quot;\n")
    }
}

/// Rows with nothing in them fold, so a page grows with what is said, not with waits.
@Suite struct TimelineFoldTests {
    @Test func hoursOfWaitingFoldIntoThinRows() throws {
        // Two swipes an hour apart: row 0 and the row of 3600 s (its 120th), one fold between.
        let check = try playScenario("field uitextfield a\n> next\n> wait 3600 s\n> next\n")
        let svg = TimelineSVG.render(check)
        #expect(svg.components(separatedBy: "<g class=\"axis\">").count - 1 == 2)
        #expect(svg.contains("<g class=\"fold\"><text x=\"4\" y=\"133\">⋯ 0:30–1:00:00: nothing happens</text></g>"))
        // 34 + 84 for row 0, 24 for the fold, 84 for the hour's row.
        #expect(svg.contains("height=\"226\""))
    }

    @Test func aHintDelayAcrossARowsEndIsDrawnOnBothRows() throws {
        // The focus (20 characters, 1280 ms) from 28.5 s ends at 29.78 s; the hint starts
        // 400 ms later, at 30.18 s: 220 ms of the delay on row 0 (x = 52 + 1191, 8 px) and
        // 180 ms on row 1 (7 px), whose top is 34 + 84.
        let check = try playScenario("element x\n  label: Aaaaaaaaaaaaaaaaaaaa\n  hint: Opens it\n> wait 28500 ms\n> first\n")
        #expect(TimelineSVG.render(check).contains("<path class=\"delay\" d=\"M1243 60h8M52 144h7\"><title>hint delay 400 ms</title></path>"))
    }
}
