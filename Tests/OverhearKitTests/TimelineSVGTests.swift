import Testing
@testable import OverhearKit

/// `play --svg` and the report's timeline: bars, cuts, the hint's gap, ticks, rows, escaping.
@Suite struct TimelineSVGTests {
    func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func aBarPerUtteranceAtItsTimesWithTheHintDelayAsAGap() throws {
        // "text field" lasts 680 ms; its hint starts 400 ms after, at 1080, for 1160 ms.
        // At 40 px a second from x = 52: the focus bar is 27 px wide, the hint starts at 95.
        let svg = TimelineSVG.render(try playScenario("field uitextfield name\n> next\n> escape\n"))
        #expect(count("<g class=\"bar ", in: svg) == 2)
        #expect(svg.contains("<g class=\"bar k-focus\" id=\"u0\" data-kind=\"focus\" data-start=\"0\" data-end=\"680\">"))
        #expect(svg.contains("<rect x=\"52\" y=\"50\" width=\"27\" height=\"20\" rx=\"2\"/>"))
        #expect(svg.contains("<g class=\"bar k-hint\" id=\"u1\" data-kind=\"hint\" data-start=\"1080\" data-end=\"2240\">"))
        #expect(svg.contains("<rect x=\"95\" y=\"50\" width=\"46\" height=\"20\" rx=\"2\"/>"))
        #expect(svg.contains("<path class=\"delay\" d=\"M79 60h16\"><title>hint delay 400 ms</title></path>"))
        #expect(count("class=\"cut\"", in: svg) == 1, "only the legend's mark: nothing was cut")
        // One tick per action: `next` at 0 (line 2), `escape` when the hint ended (line 3).
        #expect(count("<g class=\"tick\">", in: svg) == 2)
        #expect(svg.contains("<title>line 3: escape</title><path d=\"M141 46V80\"/><text x=\"143\" y=\"92\">L3</text>"))
    }

    @Test func anInterruptedBarIsCutWithAMark() throws {
        // The second swipe, 100 ms in, cuts the first focus utterance at 100 ms (4 px).
        let svg = TimelineSVG.render(try playScenario("field uitextfield a\nfield uitextfield b\n> next\n> +100 ms next\n"))
        #expect(svg.contains("<g class=\"bar k-focus interrupted\" id=\"u0\" data-kind=\"focus\" data-start=\"0\" data-end=\"100\">"))
        #expect(svg.contains("<title>focus 0.00–0.10 s, cut: text field</title><rect x=\"52\" y=\"50\" width=\"4\""))
        #expect(svg.contains("<path class=\"cut\" d=\"M52 44H60L56 49ZM56 48V74\"/>"))
        #expect(count("class=\"cut\"", in: svg) == 2, "the legend's and the bar's")
    }

    @Test func aLongScenarioWrapsIntoRowsOfThirtySeconds() throws {
        // Each `+20 s` swipe lands 20 s after the one before: 0, 20, 40 s, three bars on two rows.
        let check = try playScenario("field uitextfield a\nfield uitextfield b\n> next\n> +20 s next\n> +20 s previous\n")
        let svg = TimelineSVG.render(check)
        #expect(svg.contains("height=\"202\""), "34 + 2 rows of 84")
        #expect(svg.contains("data-start=\"40000\""))
        #expect(svg.contains("<text x=\"4\" y=\"144\">0:30</text>"), "the second row starts at 0:30")
        // 40 s is 10 s into the second row: x = 52 + 400, y = 34 + 84 + 16.
        #expect(svg.contains("<rect x=\"452\" y=\"134\""))
    }

    @Test func barsWithAudioArePlayableButtons() throws {
        let check = try playScenario("field uitextfield name\n> next\n")
        let svg = TimelineSVG.render(check) { $0.utterance.kind == .focus ? "a0" : nil }
        #expect(svg.contains("data-audio=\"a0\" tabindex=\"0\" role=\"button\" aria-label=\"Play focus 0.00–0.68 s: text field\""))
        #expect(count("data-audio=", in: svg) == 1, "the hint has no sound")
    }

    @Test func textFromTheScenarioIsEscaped() throws {
        let label = "</script><script>alert(1)</script> ]]> & \"q\""
        let check = try playScenario("field uitextfield name\n  label: \(label)\n> next\n")
        let svg = TimelineSVG.render(check)
        #expect(!svg.contains("<script>"))
        #expect(!svg.contains("]]>"))
        #expect(svg.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; &amp; &quot;q&quot;"))
    }

    @Test func secondsHaveTwoDecimalsRoundedToTheNearest() {
        #expect(TimelineSVG.seconds(0) == "0.00")
        #expect(TimelineSVG.seconds(1080) == "1.08")
        #expect(TimelineSVG.seconds(61_994) == "61.99")
        #expect(TimelineSVG.seconds(61_999) == "62.00")
    }
}
