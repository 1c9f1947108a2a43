import OverhearKit
import Testing
@testable import OverhearUI

/// A field kind no look in `FieldView` knows: its text element, and a badge under it.
private struct BadgedKind: FieldKindRules {
    static let badge = ElementPart(rawValue: "badge")

    var name: String { "badged" }
    func uses(_ key: FieldKey) -> Bool { key == .placeholder || key == .text }
    func parts(of field: Field) -> [ElementPart] { [.text, Self.badge] }
    func isPresent(_ part: ElementPart, in field: Field) -> Bool { true }

    func content(of part: ElementPart, in field: Field, phrases: Phrasebook) -> ElementContent {
        part == Self.badge ? ElementContent(label: "3 new") : ElementContent(label: field.placeholder, value: field.text)
    }

    func react(to event: FieldEvent, field: inout Field) -> FieldReaction { .none }
}

/// Every part a kind returns is drawn and shows focus, even one the UI has never heard of
/// (issue 21, item 4).
@Suite("A part FieldView has no look for") struct UnplacedPartTests {
    /// A badged field, and a UIKit field after it.
    static func state() -> AppState {
        var badged = Field(id: "inbox", kind: FieldKind(BadgedKind()))
        badged.placeholder = "Inbox"
        var after = Field(id: "after", kind: .uitextfield)
        after.placeholder = "After"
        return AppState(screen: Screen(fields: [badged, after]), settings: Settings(), title: "badge", width: 80, height: 24)
    }

    /// The fields pane's part of a row, after the focus marker's margin, trailing spaces removed.
    static func fieldsPane(_ frame: Frame, _ y: Int) -> String {
        String(String(row(frame, y).dropFirst(3).prefix(30)).reversed().drop { $0 == " " }.reversed())
    }

    /// The row the badge is drawn on.
    static func badgeRow(_ frame: Frame) throws -> Int {
        try #require((0..<frame.height).first { fieldsPane(frame, $0).hasPrefix("3 new") }, "the badge is drawn\n\(frame.text)")
    }

    @Test func thePartIsDrawnOnARowOfItsOwnAndTheNextFieldMovesDown() throws {
        let frame = Self.state().view()
        let badge = try Self.badgeRow(frame)
        let underline = try #require((0..<frame.height).first { row(frame, $0).hasPrefix("   ───") })
        #expect(badge > underline, "under the field's own rows")
        #expect(Self.fieldsPane(frame, badge) == "3 new", "alone on its row")
        let after = try #require((0..<frame.height).first { row(frame, $0).hasPrefix("   After") })
        #expect(after > badge, "the next field is below the badge, not over it")
    }

    @Test func focusOnThePartIsDrawnOnIt() throws {
        var state = Self.state()
        press(&state, [.tab, .tab])
        #expect(state.voiceOver.focus == ElementID(item: 0, part: BadgedKind.badge))
        let frame = state.view()
        let badge = try Self.badgeRow(frame)
        #expect(frame[1, badge].text == "▶", "the focus marker beside it")
        #expect((3..<8).allSatisfy { frame[$0, badge].style.reverse }, "its cells inverted")
        #expect(!frame[8, badge].style.reverse, "and no more than its cells")
        #expect((0..<Layout(state).bodyBottom).filter { frame[1, $0].text == "▶" } == [badge], "focus is nowhere else")
    }

    @Test func aClickOnThePartFocusesIt() throws {
        var state = Self.state()
        click(&state, "inbox.badge", at: 1_000)
        #expect(state.voiceOver.focus == ElementID(item: 0, part: BadgedKind.badge))
    }
}
