/// One thing that happens to the screen: a gesture, a keystroke or an app action.
///
/// Multi-grapheme actions (`type abc`, `delete 3`) are played as one step per grapheme.
public enum Step: Equatable, Sendable {
    case next, previous, first, last
    case focus(ElementID)
    case activate, escape
    case type(Character)
    /// Text inserted at once (a paste): one step, one echo.
    case paste(String)
    case deleteBackward
    case moveCursor(forward: Bool)
    case jumpCursor(toEnd: Bool)
    case set(item: Int, FieldChange)
    case setElement(item: Int, ElementChange)
    /// A one-finger swipe up (`up`) or down: adjust a value, or choose a custom action.
    case swipe(up: Bool)
    case notify(AppNotification, ElementID?)
    case announce(String, queued: Bool)
}

/// The notifications an app posts to VoiceOver (screen-elements.md §4).
public enum AppNotification: String, CaseIterable, Sendable {
    /// UIAccessibilityLayoutChangedNotification.
    case layoutChanged = "layout-changed"
    /// UIAccessibilityScreenChangedNotification.
    case screenChanged = "screen-changed"
}

/// An action that cannot happen in the current state, such as typing with no field edited.
public struct EngineError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
