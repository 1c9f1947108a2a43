import Testing
import OverhearKit
@testable import OverhearUI

/// A new user's first keys: each key that does nothing says why, and no printable key quits.
@Suite("Update: the first minute")
struct FirstMinuteTests {
    @Test("Enter on the mdc-2018 placeholder label says what it is and where the text field is")
    func enterOnThePlaceholder() throws {
        var state = try demoState()
        press(&state, [.tab])
        let effects = press(&state, [.enter], startingAt: 10_000)
        #expect(spoken(effects).isEmpty)
        #expect(state.status == "Zip code: placeholder label, static text. Its text field is next (Tab).")
        #expect(row(state.view(), 22).contains("placeholder label, static text"))
    }

    @Test("Enter on the helper and the counter says how many swipes back the text field is")
    func enterOnHelperAndCounter() throws {
        var state = try demoState()
        press(&state, [.tab, .tab, .tab, .enter])
        #expect(state.status.hasSuffix("helper text, static text. Its text field is previous (Shift-Tab)."), "\(state.status)")
        press(&state, [.tab, .enter], startingAt: 40_000)
        #expect(state.status == "0 / 5: character counter, static text. Its text field is 2 back (Shift-Tab ×2).")
    }

    @Test("Enter with nothing focused, or on the field being edited, says why it did nothing")
    func enterThatDoesNothing() throws {
        var state = try demoState()
        press(&state, [.enter])
        #expect(state.status == "Nothing is focused yet: Tab moves to the first element.")
        press(&state, [.tab, .tab, .enter, .enter], startingAt: 10_000)
        #expect(state.status == "Already editing zip: type, or Esc stops editing.")
    }

    @Test("Esc, Backspace and unused keys while not editing say why they did nothing")
    func unusedKeys() throws {
        var state = try demoState()
        press(&state, [.escape])
        #expect(state.status == "Not editing: Esc stops editing a text field.")
        press(&state, [.backspace], startingAt: 10_000)
        #expect(state.status.hasPrefix("Not editing: Backspace deletes"))
        press(&state, [.function(7)], startingAt: 20_000)
        #expect(state.status == "F7 does nothing here: F1 lists the keys.")
        press(&state, [.control("t")], startingAt: 30_000)
        #expect(state.status == "Ctrl-T does nothing here: F1 lists the keys.")
    }

    @Test("q while not editing asks first: any key but y goes back, y quits")
    func quitAsksFirst() throws {
        var state = try demoState()
        var effects = press(&state, [.character("q")])
        #expect(!effects.contains(.quit) && !state.shouldQuit)
        #expect(state.view().text.contains("Quit Overhear?"))
        effects = press(&state, [.character("u")], startingAt: 10_000)
        #expect(!effects.contains(.quit) && state.mode == .normal && state.status == "Not quitting.")
        effects = press(&state, [.character("q"), .character("y")], startingAt: 20_000)
        #expect(effects.contains(.quit) && state.shouldQuit)
    }

    @Test("F10 and Ctrl-Q quit at once")
    func quitKeys() throws {
        for key in [Key.function(10), .control("q")] {
            var state = try demoState()
            #expect(press(&state, [key]).contains(.quit))
        }
    }
}
