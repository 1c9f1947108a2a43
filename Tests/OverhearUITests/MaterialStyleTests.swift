import OverhearKit
import Testing
@testable import OverhearUI

/// `mdc-base` drawn as Material draws it: MDCOutlinedTextField's box, MDCFilledTextField's
/// underlined container (issue 9, item 6).
@Suite("Outlined and filled mdc-base fields") struct MaterialStyleTests {
    static func state(style: String) throws -> AppState {
        let text = "field mdc-base email\n  style: \(style)\n  floating-label: Email\n  helper: Work address\n  trailing: 0/40\n"
        let scenario = try ScenarioParser.parse(text, path: "style.scenario")
        return AppState(screen: scenario.screen, settings: scenario.settings, title: "style", width: 80, height: 24)
    }

    @Test func outlinedIsABoxWithTheLabelInItsBorder() throws {
        let frame = try Self.state(style: "outlined").view()
        #expect(row(frame, 2).hasPrefix("   ╭ Email ─"))
        #expect(row(frame, 3).hasPrefix("   │ "))
        #expect(row(frame, 4).hasPrefix("   ╰──"))
        #expect(row(frame, 5).hasPrefix("   Work address"))
    }

    @Test func filledHasNoBoxTheLabelAboveAndALineUnderItHeavyWhileEditing() throws {
        var state = try Self.state(style: "filled")
        let frame = state.view()
        #expect(row(frame, 2).hasPrefix("     Email   "), "\(row(frame, 2))")
        #expect(!frame.text.contains("╭") && frame[3, 3].text == " ", "no box")
        #expect(row(frame, 4).hasPrefix("   ─────"))
        #expect(row(frame, 5).hasPrefix("   Work address"))
        // Swipe to the text element, double tap to edit, type: the line turns heavy and blue.
        press(&state, [.tab, .tab, .enter], startingAt: 0)
        typeKeys(&state, "ann", at: 40_000)
        let editing = state.view()
        #expect(row(editing, 3).contains("ann"))
        #expect(row(editing, 4).hasPrefix("   ━━━━━"))
        #expect(editing[3, 4].style.color == .blue)
    }

    @Test func bothStylesSayTheSame() throws {
        func speech(_ style: String) throws -> [String] {
            var state = try Self.state(style: style)
            return spokenTexts(press(&state, [.tab, .tab, .enter], startingAt: 0))
        }
        #expect(try speech("filled") == speech("outlined"))
        #expect(try speech("filled").first == "Email")
    }
}
