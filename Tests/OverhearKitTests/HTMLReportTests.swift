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
                          audioID: { $0.kind == .focus ? "a0" : nil }).text
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
        #expect(html.contains("1 action, 2 utterances, <strong>0 cut</strong>, 3.32 s of speech (times from the spec&apos;s durations); 1 lint finding (1 error)"))
        #expect(html.contains("<tr><td>toggle</td><td></td><td></td><td>switch</td><td>double tap to toggle setting</td><td>yes</td><td>3.32</td><td>0.00</td></tr>"))
        #expect(html.contains("<li><span class=\"where\">line 3</span> <code>&gt; next</code><ul><li><a href=\"#u0\">focus: "))
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
