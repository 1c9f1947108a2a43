import Testing
@testable import OverhearKit

@Suite struct ElementTableTests {
    @Test func everyElementWithItsColumnsPaddedAndDashesForEmptyCells() {
        let screen = Screen(fields: [makeField("name", .uitextfield, .placeholder("Name"))])
        #expect(ElementTable.render(screen, settings: Settings()) == """
        id          label       value  traits      hint                present
        name        -           Name   text field  double tap to edit  yes
        name.clear  Clear text  -      button      -                   no

        """)
    }

    @Test func dimmedElementsAndNamedControls() {
        let screen = Screen(fields: [makeField("code", .mdc, .label("a\tb"), .enabled(false))])
        #expect(ElementTable.render(screen, settings: Settings()) == """
        id          label    value  traits              hint  present
        code        a tab b  -      text field, dimmed  -     yes
        code.clear  -        -      button, dimmed      -     no

        """)
    }
}
