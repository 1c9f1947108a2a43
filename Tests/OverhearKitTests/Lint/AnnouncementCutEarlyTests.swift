import Testing
@testable import OverhearKit

@Suite struct AnnouncementCutEarlyTests {
    @Test func theComponentsAnnouncementCutsTheFocusSpeechOfItsOwnStep() throws {
        // mdc-2018 announces "5 character limit." at the ms editing begins (spec 2.1).
        let text = "field mdc-2018 zip\n  label: Zip\n  max: 5\n  clear-button: never\n> focus zip\n> activate\n"
        #expect(try lintFindings(text, only: AnnouncementCutEarly()) == ["6:3 announcement-cut-early"])
        // "Zip, text field, is editing, character mode, insertion point at end": 67 characters.
        #expect(try lintMessages(text, only: AnnouncementCutEarly())
            == ["the focus speech \"Zip, text field, is editing, character m…\" is cut 0 ms into its 4100 ms: the user cannot have heard it"])
        #expect(try lintFindings(text.replacingOccurrences(of: "  max: 5\n", with: ""), only: AnnouncementCutEarly()).isEmpty)
    }

    @Test func anAnnouncementCutByTheAppWithinItsFirst500Ms() throws {
        // "Saving your changes" is 19 characters: 80 + 60 × 19 = 1220 ms at rate 50.
        let first = "element a\n  label: A\n> announce Saving your changes\n"
        #expect(try lintFindings(first + "> +100 ms announce Saved\n", only: AnnouncementCutEarly()) == ["3:3 announcement-cut-early"])
        #expect(try lintMessages(first + "> +499 ms announce Saved\n", only: AnnouncementCutEarly())
            == ["the announcement \"Saving your changes\" is cut 499 ms into its 1220 ms: the user cannot have heard it"])
        #expect(try lintFindings(first + "> +500 ms announce Saved\n", only: AnnouncementCutEarly()).isEmpty, "500 ms heard is enough")
        #expect(try lintFindings(first + "> +100 ms announce queued Saved\n", only: AnnouncementCutEarly()).isEmpty, "a queued one waits its turn")
    }

    @Test func aShortUtteranceCutNearItsEndWasHeard() throws {
        // "First" is 80 + 60 × 5 = 380 ms: cut at 200 ms, more than half of it was heard.
        let first = "element a\n  label: A\n> announce First\n"
        #expect(try lintFindings(first + "> +200 ms announce Second\n", only: AnnouncementCutEarly()).isEmpty)
        #expect(try lintFindings(first + "> +180 ms announce Second\n", only: AnnouncementCutEarly()) == ["3:3 announcement-cut-early"])
    }

    @Test func aCutByTheUsersOwnGestureIsTheirChoice() throws {
        let screen = "element a\n  label: Save\n  traits: button\nelement b\n  label: Next\n  traits: button\n> focus a\n"
        #expect(try lintFindings(screen + "> +100 ms next\n", only: AnnouncementCutEarly()).isEmpty)
        #expect(try lintFindings(screen + "> +100 ms notify layout-changed b\n", only: AnnouncementCutEarly()) == ["7:3 announcement-cut-early"],
                "the app moving focus is not the user's choice")
    }

    @Test func hintsAndTypingEchoAreNotItsConcern() throws {
        let text = "element a\n  label: Save\n  hint: Saves the form\n  traits: button\n> focus a\n> +1500 ms announce Saved\n"
        #expect(try lintFindings(text, only: AnnouncementCutEarly()).isEmpty, "the hint is cut, not focus speech or an announcement")
    }
}
