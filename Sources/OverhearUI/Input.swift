import OverhearKit

/// A key the terminal reported, already decoded by the backend.
public enum Key: Equatable, Sendable {
    case character(Character)
    case enter, escape, backspace, tab, backTab
    case left, right, up, down, home, end, pageUp, pageDown
    case function(Int)
    /// Ctrl with a letter, as a lower-case letter (`control("r")` is Ctrl-R).
    case control(Character)
    /// Forward delete and Insert, which the UI gives no meaning.
    case delete, insert
    /// A key held with Shift, Alt or Ctrl, or several (`modified("Ctrl", .left)` is Ctrl-←).
    indirect case modified(String, Key)
    /// Alt (Meta) with a character: the terminal sends ESC and the character together.
    case alt(Character)
    /// A key whose sequence the terminal's description does not name.
    case unknown

    /// The key as the status line and the trace name it: `Ctrl-R`, `Shift-→`, `Alt-x`.
    public var name: String {
        switch self {
        case .character(let character): return String(character)
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .left: return "←"
        case .right: return "→"
        case .up: return "↑"
        case .down: return "↓"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .function(let number): return "F\(number)"
        case .control(let letter): return "Ctrl-" + String(letter).uppercased()
        case .delete: return "Delete"
        case .insert: return "Insert"
        case .modified(let modifiers, let key): return modifiers + "-" + key.name
        case .alt(let character): return "Alt-" + String(character)
        case .unknown: return "This key"
        }
    }
}

/// Something that happens to the UI.
public enum UIEvent: Equatable, Sendable {
    case key(Key)
    /// Text pasted in one go (bracketed paste, or many characters read at once).
    case paste(String)
    case resize(width: Int, height: Int)
    /// A mouse click at a cell.
    case click(x: Int, y: Int)
    /// The mouse wheel turned a notch: up scrolls the transcript back.
    case wheel(up: Bool)
    /// Time passed: redraw the caption, start due hints.
    case tick
    /// A line for the status bar from the edge (speech engine trouble, no audio device).
    case notice(String)
}

/// What the UI asks the edge to do after an update.
public enum Effect: Equatable, Sendable {
    /// Play what the timeline started and cut (the live speaker keeps no rules of its own).
    case speech([SpeechCue])
    /// Stop all speech at once.
    case silence
    /// Bring the recording file up to date: write `bytes` at `offset` and end the file there
    /// (offset 0: the file is new, written whole).
    case writeRecording(path: String, offset: Int, bytes: [UInt8])
    case quit
}

/// One thing the live speaker must do, as the timeline said.
public enum SpeechCue: Equatable, Sendable {
    /// Start the timeline's entry `entry` (after audio still sounding, unless `interrupting`).
    case start(entry: Int, Utterance, settings: Settings, interrupting: Bool)
    /// Cut entry `entry`, and whatever is still sounding.
    case cut(entry: Int)
}
