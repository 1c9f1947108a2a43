import Testing
@testable import OverhearKit

@Suite struct AnnouncementNotLocalizedTests {
    static let german = "settings\n  language: de\n"
    static let zip = "field mdc-2018 zip\n  max: 5\n  clear-button: never\n"

    @Test func mdcsAnnouncementsUnderGermanVoiceOver() throws {
        let text = Self.zip + Self.german + "> focus zip\n> activate\n> type 9\n"
        #expect(try lintFindings(text, only: AnnouncementNotLocalized()) == ["7:3 announcement-not-localized", "8:3 announcement-not-localized"])
        #expect(try lintMessages(text, only: AnnouncementNotLocalized()) == [
            "mdc-2018 58.0.0 announces \"5 character limit.\" in English, whatever the language (de)",
            "mdc-2018 58.0.0 announces \"4 characters remaining\" in English, whatever the language (de)",
        ])
        #expect(try lintFindings(Self.zip + "> focus zip\n> activate\n> type 9\n", only: AnnouncementNotLocalized()).isEmpty, "English VoiceOver")
    }

    @Test func anErrorSetByTheAppIsAnnouncedByTheComponent() throws {
        let text = "field mdc zip\n  version: 92.1\n  clear-button: never\nsettings\n  language: ru\n> set zip error: Неверно\n"
        #expect(try lintMessages(text, only: AnnouncementNotLocalized()) == [
            "mdc 92.1.0 announces \"Error: Неверно\" in English, whatever the language (ru)",
        ])
    }

    @Test func mdcBasesClearButtonLabelButNotUIKits() throws {
        let mdc = "field mdc-base zip\n  clear-button: always\n" + Self.german
        #expect(try lintMessages(mdc, only: AnnouncementNotLocalized()) == ["zip.clear's label \"Clear text\" is mdc-base latest's English, whatever the language (de)"])
        let uikit = "field uitextfield name\n  clear-button: always\n" + Self.german
        #expect(try lintFindings(uikit, only: AnnouncementNotLocalized()).isEmpty, "iOS translates UIKit's Clear text")
    }

    @Test func theAppsOwnAnnouncementIsNotJudged() throws {
        #expect(try lintFindings(Self.zip + Self.german + "> announce Saved\n", only: AnnouncementNotLocalized()).isEmpty)
    }
}
