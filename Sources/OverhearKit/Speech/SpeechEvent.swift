/// What a live player must do, and when, for the timeline's speech to be heard.
public enum SpeechEvent: Equatable, Sendable {
    /// Entry `entry` starts speaking at `at`; `interrupting` when its step cut what came
    /// before, so audio still sounding (real audio may outlast its scheduled duration) stops.
    case start(entry: Int, at: Int, interrupting: Bool)
    /// Entry `entry` is cut at `at`, while speaking or before it began.
    case cut(entry: Int, at: Int)
}
