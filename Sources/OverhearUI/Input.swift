import OverhearKit

/// A key the terminal reported, already decoded by the backend.
public enum Key: Equatable, Sendable {
    case character(Character)
    case enter, escape, backspace, tab, backTab
    case left, right, up, down, home, end, pageUp, pageDown
    case function(Int)
    /// Ctrl with a letter, as a lower-case letter (`control("r")` is Ctrl-R).
    case control(Character)
}

/// Something that happens to the UI.
public enum UIEvent: Equatable, Sendable {
    case key(Key)
    /// Text pasted in one go (bracketed paste, or many characters read at once).
    case paste(String)
    case resize(width: Int, height: Int)
    /// A mouse click at a cell.
    case click(x: Int, y: Int)
    /// Time passed: redraw the caption, start due hints.
    case tick
    /// A line for the status bar from the edge (speech engine trouble, no audio device).
    case notice(String)
}

/// What the UI asks the edge to do after an update.
public enum Effect: Equatable, Sendable {
    /// Speak one step's requests live (interrupting as the requests say).
    case speak([SpeechRequest])
    /// Stop all speech at once.
    case silence
    /// Tell the speaker about new settings (rate, hint delay, voice).
    case applySettings(Settings)
    /// Replace the recording file with these bytes (atomically).
    case writeRecording(path: String, bytes: [UInt8])
    case quit
}
