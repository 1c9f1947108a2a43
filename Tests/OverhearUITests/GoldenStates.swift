import Foundation
import OverhearKit
@testable import OverhearUI

/// The states the golden frame tests draw, shared with their style checks.
enum GoldenStates {
    /// Swiped once: VoiceOver focus on the zip field's placeholder, its focus utterance still speaking.
    static func placeholderFocused() throws -> AppState {
        var state = try demoState()
        apply(&state, [(0, .key(.tab)), (300, .tick)])
        return state
    }

    /// Editing zip with "902", the insertion point moved back onto the "2".
    static func editingZip() throws -> AppState {
        var state = try demoState()
        apply(&state, [(0, .key(.tab)), (5_000, .key(.tab)), (10_000, .key(.enter)),
                       (15_000, .key(.character("9"))), (20_000, .key(.character("0"))), (25_000, .key(.character("2"))),
                       (30_000, .key(.left)), (30_100, .tick)])
        return state
    }

    /// F4 on the zip text element: the app actions menu.
    static func appActionsMenu() throws -> AppState {
        var state = try demoState()
        apply(&state, [(0, .key(.tab)), (5_000, .key(.tab)), (10_000, .key(.function(4)))])
        return state
    }

    /// "Set an error…" chosen and its text typed.
    static func errorPrompt() throws -> AppState {
        var state = try appActionsMenu()
        apply(&state, [(11_000, .key(.enter))])
        typeKeys(&state, "Not a US zip code", at: 12_000)
        return state
    }

    /// The error confirmed: mdc-2018 moves VoiceOver focus to zip.helper.
    static func errorSet() throws -> AppState {
        var state = try errorPrompt()
        apply(&state, [(13_000, .key(.enter)), (13_500, .tick)])
        return state
    }

    /// Typing "ab" into the email field: the clear button shows while editing.
    static func clearButton() throws -> AppState {
        var state = try demoState()
        click(&state, "email", at: 0)
        apply(&state, [(5_000, .key(.enter)), (10_000, .key(.character("a"))), (15_000, .key(.character("b"))), (20_000, .tick)])
        return state
    }

    /// The email field disabled from the app actions menu (the fourth action, reached with ↑).
    static func dimmedEmail() throws -> AppState {
        var state = try demoState()
        click(&state, "email", at: 0)
        apply(&state, [(5_000, .key(.function(4))), (5_100, .key(.up)), (5_200, .key(.enter)), (10_000, .tick)])
        return state
    }

    /// "hunter2" pasted into the secure password field, then editing stopped.
    static func securePassword() throws -> AppState {
        var state = try demoState()
        apply(&state, [(0, .key(.end)), (5_000, .key(.enter)), (10_000, .paste("hunter2")), (20_000, .key(.escape)), (30_000, .tick)])
        return state
    }

    static func help() throws -> AppState {
        var state = try demoState()
        apply(&state, [(0, .key(.function(1)))])
        return state
    }

    /// F2, then ↓ to the hints row.
    static func settings() throws -> AppState {
        var state = try demoState()
        apply(&state, [(0, .key(.function(2)))] + downs(to: "hints").map { (100, .key($0)) })
        return state
    }
}
