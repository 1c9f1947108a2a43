import Foundation
import FoundationXML
import Testing

/// `overhear report` loaded in a real browser (headless Chromium), and `play --svg`
/// (issue 10, item 4). The screenshot stays in `.build/artifacts/` for a person to look at.
@Suite(.serialized) struct BrowserReportTests {
    /// A sign-in screen whose label is hostile markup; the second swipe cuts the first
    /// focus utterance and the typing cuts a hint.
    static let scenario = """
    # A report's test screen.
    element title
      label: Sign in
      traits: heading
    field uitextfield email
      label: Email </script><script>alert(1)</script> ]]>
    element remember
      label: Remember me
      traits: switch
    > next
    > +300 ms next
    > activate
    > type a@b
    > next
    > activate

    """

    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static let artifacts: URL = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root.appendingPathComponent(".build/artifacts")
    }()

    /// Runs headless Chromium on `arguments` with a profile in `folder` and temporary files in
    /// a folder of its own, removed after, so it leaves nothing behind. That folder is short
    /// and in /tmp: Chromium's socket in it must fit a socket address's 108 bytes.
    func browser(_ folder: TemporaryFolder, _ arguments: [String], timeout: TimeInterval = 180) throws -> OverhearProcess.Result {
        let chromium = try #require(Self.chromium, "Chromium is not installed; .ci/install-deps installs it")
        var template = Array("/tmp/overhear-browser-XXXXXX".utf8CString)
        let made = try #require(mkdtemp(&template), "cannot make a folder in /tmp")
        let scratch = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        return try OverhearProcess.run(program: "/usr/bin/env", [
            "TMPDIR=\(scratch)", "HOME=\(scratch)", chromium,
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(folder.path("browser-profile"))",
        ] + arguments, in: folder.url, timeout: timeout)
    }

    /// How many utterances `play --format json` says the scenario has.
    func utteranceCount(_ folder: TemporaryFolder, _ file: String) throws -> Int {
        let played = try folder.run("play", file, "--format", "json")
        let json = try #require(try JSONSerialization.jsonObject(with: played.stdout) as? [String: Any])
        let actions = try #require(json["actions"] as? [[String: Any]])
        return actions.map { ($0["utterances"] as? [Any])?.count ?? 0 }.reduce(0, +)
    }

    func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let expression = try NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { group in Range(match.range(at: group), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    @Test func theBrowserShowsABarPerUtteranceEachWithItsAudio() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("sign-in.scenario", Self.scenario)
        let made = try folder.run("report", "sign-in.scenario", "-o", "report.html")
        #expect(made.status == 0, "\(made.err)")
        let dom = try browser(folder, ["--dump-dom", "file://" + folder.path("report.html")])
        #expect(dom.status == 0, "\(dom.err.suffix(400))")
        let page = dom.out
        #expect(page.contains("<section id=\"transcript\""), "the browser read the page to its end")

        let bars = try matches(#"<g class="bar k-(\w+)( interrupted)?" id="u(\d+)"[^>]*data-audio="(a\d+)""#, in: page)
        // The page's times are the audio's, which may cut other utterances than the spec's:
        // its own transcript counts them. Each line links to its bar.
        let lines = try matches(##"<a href="#u(\d+)">"##, in: page)
        #expect(bars.count == lines.count && bars.count >= 10)
        #expect(bars.map { $0[3] } == lines.map { $0[1] })
        #expect(bars.contains { $0[2] == " interrupted" }, "the second swipe cuts the first focus utterance")
        let sources = Dictionary(try matches(#"<audio id="(a\d+)" preload="none" src="data:audio/wav;base64,([A-Za-z0-9+/=]+)""#, in: page)
            .map { ($0[1], $0[2]) }, uniquingKeysWith: { first, _ in first })
        let times = Dictionary(try matches(#"id="u(\d+)" data-kind="\w+" data-start="(\d+)" data-end="(\d+)""#, in: page)
            .map { ($0[1], Int($0[3])! - Int($0[2])!) }, uniquingKeysWith: { first, _ in first })
        for bar in bars {
            let source = try #require(sources[bar[4]], "bar u\(bar[3]) has the audio it names")
            let wav = try #require(Data(base64Encoded: source))
            #expect(wav.prefix(4) == Data("RIFF".utf8) && wav.count > 1000, "a WAV with sound in it")
            // A cut bar's sound is what was heard: as long as the bar, 22,050 samples a second.
            if bar[2] == " interrupted" {
                let heard = try #require(times[bar[3]])
                #expect((wav.count - 44) / 2 == heard * 22_050 / 1000, "bar u\(bar[3]): \(heard) ms")
            }
        }
        // The hostile label is text in the page, not markup: one script, the page's own.
        #expect(page.components(separatedBy: "<script").count - 1 == 1)
        #expect(page.contains("Email &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt;"))

        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        let screenshot = Self.artifacts.appendingPathComponent("report.png")
        try? FileManager.default.removeItem(at: screenshot)
        let shot = try browser(folder, ["--hide-scrollbars", "--window-size=1360,1000", "--screenshot=\(screenshot.path)",
                                        "file://" + folder.path("report.html")])
        #expect(shot.status == 0, "\(shot.err.suffix(400))")
        let png = try Data(contentsOf: screenshot)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) && png.count > 20_000)
    }

    /// What the test's probe saw, clicking bars in the page as a user would.
    static let probe = """
    <script>
    var log = [];
    function state(bar) { var audio = document.getElementById(bar.getAttribute('data-audio'));
      return (bar.classList.contains('playing') ? 'playing' : 'stopped') + '/' + (audio.paused ? 'paused' : 'sounding'); }
    var cut = document.querySelector('.bar.interrupted[data-audio]');
    var whole = document.querySelector('.bar:not(.interrupted)[data-audio]');
    var other = document.querySelectorAll('.bar:not(.interrupted)[data-audio]')[1];
    cut.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    log.push('cut:' + state(cut));
    // A second click at once stops the first and plays the second.
    whole.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    log.push('first:' + state(cut));
    setTimeout(function () {
      log.push('second:' + state(whole));
      other.focus();
      other.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
      log.push('enter:' + state(other) + ',' + state(whole));
      document.body.setAttribute('data-probe', log.join(' '));
    }, 400);
    </script>
    """

    @Test func clickingABarPlaysItsSoundAndTheNextClickStopsIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("sign-in.scenario", Self.scenario)
        #expect(try folder.run("report", "sign-in.scenario", "-o", "report.html").status == 0)
        // The page as written, with the probe run after it has loaded (its own policy lets inline scripts run).
        let page = try folder.text("report.html").replacingOccurrences(of: "</body>", with: Self.probe + "</body>")
        try folder.write("probed.html", page)
        let dom = try browser(folder, ["--autoplay-policy=no-user-gesture-required", "--virtual-time-budget=3000",
                                       "--dump-dom", "file://" + folder.path("probed.html")])
        let probe = try #require(try matches(#"data-probe="([^"]*)""#, in: dom.out).first?[1], "\(dom.err.suffix(400))")
        // A click plays a bar; a click on another stops it and plays that one, which is still
        // playing 400 ms later; Enter on a third bar plays it and stops the second.
        #expect(probe == "cut:playing/sounding first:stopped/paused second:playing/sounding enter:playing/sounding,stopped/paused", "\(probe)")
    }

    @Test func aTenThousandActionReportStillOpens() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var text = "field uitextfield a\n  label: A\nfield uitextfield b\n  label: B\n"
        for index in 0..<10_000 { text += index % 2 == 0 ? "> next\n" : "> +200 ms previous\n" }
        try folder.write("long.scenario", text)
        let made = try folder.run("report", "long.scenario", "-o", "report.html", "--no-audio")
        #expect(made.status == 0, "\(made.err)")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: folder.path("report.html"))[.size] as? Int)
        #expect(size < 16_000_000, "\(size) bytes")
        let dom = try browser(folder, ["--dump-dom", "file://" + folder.path("report.html")], timeout: 300)
        #expect(dom.status == 0, "\(dom.err.suffix(400))")
        #expect(dom.out.components(separatedBy: "<g class=\"bar ").count - 1 == (try utteranceCount(folder, "long.scenario")))
        #expect(dom.out.contains("<section id=\"transcript\""))
    }

    @Test func playWritesTheTimelineAsWellFormedSVG() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("sign-in.scenario", Self.scenario)
        let played = try folder.run("play", "sign-in.scenario", "--svg", "timeline.svg")
        #expect(played.status == 0, "\(played.err)")
        #expect(played.out.hasPrefix("# A report's test screen."), "the transcript is printed as usual")
        let document = try XMLDocument(contentsOf: folder.url.appendingPathComponent("timeline.svg"))
        let bars = try document.nodes(forXPath: "//*[local-name()='g'][starts-with(@class, 'bar ')]")
        #expect(bars.count == (try utteranceCount(folder, "sign-in.scenario")))
        #expect(try document.nodes(forXPath: "//*[local-name()='g'][@class='tick']").count == 6, "one tick per action")
    }

    @Test func anUnwritablePageIsRefusedAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("sign-in.scenario", Self.scenario)
        let result = try folder.run("report", "sign-in.scenario", "-o", "no/such/folder/report.html")
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("overhear: cannot write no/such/folder/report.html"), "\(result.err)")
        let svg = try folder.run("play", "sign-in.scenario", "--svg", "no/such/folder/t.svg")
        #expect(svg.status == 2 && svg.out.isEmpty, "refused before anything was played")
        #expect(try folder.listing() == ["sign-in.scenario"])
    }

    @Test func theScenarioItselfIsNeverOverwrittenAndDashIsStandardOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("sign-in.scenario", Self.scenario)
        let same = try folder.run("report", "sign-in.scenario", "-o", "./sign-in.scenario", "--no-audio")
        #expect(same.status == 2 && same.err.contains("is the scenario itself"), "\(same.err)")
        #expect(try folder.text("sign-in.scenario") == Self.scenario)
        let piped = try folder.run("report", "sign-in.scenario", "-o", "-", "--no-audio")
        #expect(piped.status == 0 && piped.out.hasPrefix("<!DOCTYPE html>"))
        let voice = try folder.run("report", "sign-in.scenario", "-o", "r.html", "--no-audio", "--voice", "en-gb")
        #expect(voice.status == 2 && voice.err.contains("--voice picks the voice of the audio"))
        #expect(try folder.listing() == ["sign-in.scenario"])
    }

    @Test func hoursOfWaitingMakeAPageAsSmallAsItsSpeech() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("waits.scenario", "field uitextfield a\n> next\n" + String(repeating: "> wait 3600 s\n", count: 1000) + "> next\n")
        let made = try folder.run("report", "waits.scenario", "-o", "report.html")
        #expect(made.status == 0, "\(made.err)")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: folder.path("report.html"))[.size] as? Int)
        #expect(size < 3_000_000, "1,002 actions over 1,000 hours: \(size) bytes")
    }

    @Test func aBrokenScenarioGivesALocatedErrorAndNoPage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("bad.scenario", "field uitextfield a\n# lint: ignore no-such-rule\n> next\n")
        let result = try folder.run("report", "bad.scenario", "-o", "report.html", "--no-audio")
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("bad.scenario:2:1: error: unknown lint rule"), "\(result.err)")
        #expect(try folder.listing() == ["bad.scenario"])
    }
}
