import Testing
@testable import OverhearKit

@Suite struct AnnouncementTooLongTests {
    /// An announcement of `count` characters.
    func announce(_ count: Int, settings: String = "\n") -> String {
        "element a\n  label: A\n" + settings + "> announce " + String(repeating: "a", count: count) + "\n"
    }

    @Test func anAnnouncementOver10SecondsAtTheScenariosRate() throws {
        // 80 + 60 × 165 = 9980 ms; 80 + 60 × 166 = 10040 ms.
        #expect(try lintFindings(announce(165), only: AnnouncementTooLong()).isEmpty)
        #expect(try lintFindings(announce(166), only: AnnouncementTooLong()) == ["4:3 announcement-too-long"])
        let message = try #require(try lintMessages(announce(166), only: AnnouncementTooLong()).first)
        #expect(message.hasSuffix("would speak for 10040 ms, over 10 s: put the detail on the screen and announce the gist"))
        // At rate 100 the same announcement lasts half as long.
        #expect(try lintFindings(announce(166, settings: "settings\n  rate: 100\n"), only: AnnouncementTooLong()).isEmpty)
    }

    @Test func itCountsWhatWouldBeSpokenEvenWhenCut() throws {
        #expect(try lintFindings(announce(200) + "> +100 ms announce Done\n", only: AnnouncementTooLong()) == ["4:3 announcement-too-long"])
    }
}
