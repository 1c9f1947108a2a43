/// The notifications an app posts to VoiceOver (screen-elements.md §4).
public enum AppNotification: String, CaseIterable, Sendable {
    /// UIAccessibilityLayoutChangedNotification.
    case layoutChanged = "layout-changed"
    /// UIAccessibilityScreenChangedNotification.
    case screenChanged = "screen-changed"
}
