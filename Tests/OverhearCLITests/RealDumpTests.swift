import Foundation
import Testing

/// Every page source in `../shared/real-dumps/` (real apps, captured by other people; see its
/// SOURCES.md), read from there, never copied: it imports, says what it kept on standard
/// error, and a swipe through every block speaks as screen-elements.md §7 says.
///
/// The golden files `Tests/Fixtures/real-dumps/NAME.played` are `overhear play`'s output for
/// the import followed by one `next` per block. How they were checked, line by line, against
/// the dump and the spec (§5, §7; focus utterances §2, fields voiceover-model.md):
/// - 01 sign-up form (no `accessible`, §7.1): the nav bar has no StaticText and visited
///   children, so no heading and no back button (§7.4), and its unlabeled button says only
///   `button`; the title `Other` "Text2" has a label and no visited child, so it is an
///   element; "Enter password." has only a `name` (no label, no value), so it is not
///   visited; the empty invisible error labels inside the window are hidden (8 with the
///   invisible keyboard window's 3 Others); everything from y 699 down lies wholly below
///   the window (height 667) inside the ScrollView and is kept (14: Phone ... Attention),
///   while "CAPTCHA Image" (an Image with no label) is not; the eye buttons inside the
///   secure fields are inside blocks; the status bar's window goes with it (8).
/// - 02 Settings top: the bar's StaticText "Settings" is a heading; each Cell is one element
///   with its label (and "Sign in to your iPhone" its value); "Developer" (y 916) and
///   "app.st" (y 995) are invisible but wholly below the 844-point window: kept (2).
/// - 03 Keyboards: `General, back button` and `Keyboards, heading` (§7.4, the spec's own
///   examples); the cells with one Switch are switches, `on` from the switch's value
///   (`Auto-Correction, switch button, off`, §7.2); "Keyboards" keeps its value 3; section
///   headers are the labelled inner Other; the invisible footer at y 764 lies inside the
///   window, so it is hidden; "Period shortcut", "Emoji", "Memoji Stickers" and the rest
///   below y 844 are kept (7).
/// - 04 Accessibility: `Settings, back button`, `Accessibility, heading`, the intro text and
///   section headers (labelled inner Other), one element per Cell; no cell has a Switch.
/// - 05 Calendar (Japanese, with `accessible`, §5 stands): rows 0:00 to 8:00 end at or above
///   y 0 inside the ScrollView: kept (9); 9:00 overlaps the window's top, 10:00 and 11:00
///   lie inside it: invisible and not scrolled off, so hidden (3); the nav bar has no
///   StaticText, so no heading; the week strip's buttons and the date text follow.
/// - 06 ToDoList: the list behind the bulletin is invisible and inside the window: hidden;
///   the bulletin's two texts and "Continue" are kept, the text field and image inside the
///   button are inside a block.
/// - 07 FooBar: the ~50 `accessible="false"` Others repeating the whole text are containers;
///   the three texts and "Start Now" are kept.
/// - snapshot 01 (The Button Heist's wire message, the hierarchy under `payload.tree`): one
///   button, id from its identifier.
/// - 01's date row (issue 34, reading order): the unit labels "Year", "Month", "Day" sit
///   beside the three fields (their middles above the fields' bottom), so each is read after
///   its field: `text field`, `Year`, `text field`, `Month`, `text field`, `Day`.
/// - axe 02 (LINE Dev search, QWERTY keyboard up; issue 34): SpringBoard's five status-bar
///   items (pid 4187, top 51 points) and the keyboard (its backdrop at y 583, the QuickType
///   bar and 32 keys before it, next-keyboard and dictation inside it: 38) are left out; the
///   unlabeled GenericElement with subrole AXSearchField is a search field (`search field`,
///   its hint); `おすすめ\nミニアプリ` is read with a pause (`おすすめ, ミニアプリ, button`); the
///   empty `タブバー` group and the unlabeled groups are containers.
/// - axe 06 (friends list): the status bar is left out; `検索` (`search text field`, its
///   AXValue repeating the label) is `検索, search field`; the 4 segment tabs and the bar's 5
///   are counted in their own groups, `selected` from AXValue 1, the bar by position
///   (`selected, ホームタブ, tab, 1 of 5` first); the bidi isolates are silent.
@Suite struct RealDumpTests {
    /// `../shared/real-dumps` beside the checkout, else `/work/shared/real-dumps`.
    static let dumps: URL = {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let beside = checkout.deletingLastPathComponent().appendingPathComponent("shared/real-dumps")
        if FileManager.default.fileExists(atPath: beside.path) { return beside }
        return URL(fileURLWithPath: "/work/shared/real-dumps")
    }()
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/real-dumps")

    static let accounts = [
        "appium/01-shirates-signup-form.xml": "wrote 10 fields, 22 elements; read 71 elements: 20 containers, 3 inside blocks, 8 hidden, 8 status bar; kept 14 scrolled off",
        "appium/02-shirates-ios-settings-top.xml": "wrote 16 elements; read 94 elements: 12 containers, 66 inside blocks; kept 2 scrolled off",
        "appium/03-shirates-ios-settings-keyboards.xml": "wrote 25 elements; read 94 elements: 22 containers, 43 inside blocks, 4 hidden; kept 7 scrolled off",
        "appium/04-shirates-ios-settings-accessibility.xml": "wrote 12 elements; read 61 elements: 19 containers, 27 inside blocks, 3 hidden",
        "appium/05-shirates-ios-calendar-ja.xml": "wrote 36 elements; read 96 elements: 55 containers, 2 inside blocks, 3 hidden; kept 9 scrolled off",
        "appium/06-alumnium-todolist.xml": "wrote 3 elements; read 77 elements: 13 containers, 3 inside blocks, 58 hidden",
        "appium/07-alumnium-foobar-onboarding.xml": "wrote 4 elements; read 59 elements: 50 containers, 5 hidden",
        "snapshot/01-buttonheist-interface-wire-example.json": "wrote 1 element; read 1 element",
        "axe/02-simuse-line-keyboard-qwerty.axe.json": "wrote 1 field, 10 elements; read 57 elements: 3 containers, 38 keyboard keys, 5 status bar",
        "axe/06-simuse-line-keyboard-no-keyboard.axe.json": "wrote 1 field, 13 elements; read 23 elements: 4 containers, 5 status bar",
    ]
    /// The format each folder's dumps are read as (AXe writes idb's JSON).
    static func format(of dump: String) -> String {
        let folder = String(dump.split(separator: "/")[0])
        return folder == "axe" ? "idb" : folder
    }

    /// Where a dump inside a JSON wrapper was found, which the account names.
    static let wrapperPaths = ["snapshot/01-buttonheist-interface-wire-example.json": "payload.tree"]

    /// Every file of the folder has a golden file and an account here: a new dump is not skipped.
    @Test func everyDumpIsCovered() throws {
        var found: [String] = []
        for folder in ["appium", "snapshot", "idb", "xcuitest", "axe"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.dumps.appendingPathComponent(folder).path)) ?? []
            found += names.map { "\(folder)/\($0)" }
        }
        #expect(found.sorted() == Self.accounts.keys.sorted())
    }

    @Test(arguments: accounts.keys.sorted())
    func importsAndSpeaksAsTheSpecSays(dump: String) throws {
        let imported = try OverhearProcess.run(["import", dump], in: Self.dumps)
        #expect(imported.status == 0, "\(imported.err)")
        let format = Self.format(of: dump) + (Self.wrapperPaths[dump].map { " from " + $0 } ?? "")
        #expect(imported.err == "\(dump): imported \(format): \(Self.accounts[dump]!)\n")
        let blocks = imported.out.split(separator: "\n").filter { $0.hasPrefix("element ") || $0.hasPrefix("field ") }.count
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("swipe.scenario", imported.out + "\n" + String(repeating: "> next\n", count: blocks))
        let played = try folder.run("play", "swipe.scenario")
        #expect(played.status == 0, "\(played.err)")
        let name = (dump as NSString).lastPathComponent.split(separator: ".")[0]
        let expected = try String(contentsOf: Self.golden.appendingPathComponent("\(name).played"), encoding: .utf8)
        ImportFixtureTests.expectLines(played.out, expected)
    }
}
