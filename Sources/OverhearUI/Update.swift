import OverhearKit

extension AppState {
    /// Handles one event at real time `realTime` (ms since start): the new state is `self`,
    /// and what must happen at the edge is returned.
    public mutating func update(_ event: UIEvent, realTime: Int) -> [Effect] {
        advanceClock(to: realTime)
        // What the clock brought (a hint starting, a deferred post) is heard before the event's own speech.
        return speechEffects() + handle(event)
    }

    private mutating func handle(_ event: UIEvent) -> [Effect] {
        switch event {
        case .tick:
            return []
        case .notice(let line):
            status = line
            return []
        case .resize(let newWidth, let newHeight):
            width = newWidth
            height = newHeight
            return []
        case .click(let x, let y):
            guard mode == .normal, !isTooSmall, let ref = Layout(self).element(atX: x, y: y, in: screen) else { return [] }
            return perform(.focus(ref))
        case .paste(let text):
            return paste(text)
        case .key(let key):
            switch mode {
            case .normal: return normalKey(key)
            case .help:
                mode = .normal
                return []
            case .settings(let selected): return settingsKey(key, selected: selected)
            case .appActions(let selected): return appActionKey(key, selected: selected)
            case .prompt(let purpose, let text): return promptKey(key, purpose: purpose, text: text)
            }
        }
    }

    private mutating func normalKey(_ key: Key) -> [Effect] {
        let editing = isEditing
        // A status line stays until the next key; the action may set a new one.
        status = ""
        switch key {
        case .tab: return perform(.next)
        case .backTab: return perform(.previous)
        case .right: return editing ? perform(.moveCursor(forward: true, count: 1)) : perform(.next)
        case .left: return editing ? perform(.moveCursor(forward: false, count: 1)) : perform(.previous)
        case .home: return editing ? perform(.jumpCursor(toEnd: false)) : perform(.first)
        case .end: return editing ? perform(.jumpCursor(toEnd: true)) : perform(.last)
        case .enter: return perform(.activate)
        case .escape: return editing ? perform(.escape) : []
        case .backspace: return editing ? perform(.delete(1)) : []
        case .up, .pageUp:
            transcriptScroll = Swift.min(transcriptScroll + (key == .up ? 1 : 10), Swift.max(0, transcript.count - 1))
            return []
        case .down, .pageDown:
            transcriptScroll = Swift.max(0, transcriptScroll - (key == .down ? 1 : 10))
            return []
        case .character(let character):
            if editing { return perform(.type(String(character))) }
            if character == "q" { return quit() }
            status = "Not editing: press Enter on a text field to type into it."
            return []
        case .function(1):
            mode = .help
            return []
        case .function(2):
            guard recording == nil else {
                status = "Stop recording (Ctrl-R) to change settings: a scenario has one settings block."
                return []
            }
            mode = .settings(selected: 0)
            return []
        case .function(3):
            muted.toggle()
            status = muted ? "Speech muted (F3 to unmute)." : "Speech on."
            return muted ? [.silence] : []
        case .function(4):
            mode = .appActions(selected: 0)
            return []
        case .function(10), .control("q"), .control("c"):
            return quit()
        case .control("r"):
            return toggleRecording(path: nil)
        default:
            return []
        }
    }

    private mutating func paste(_ text: String) -> [Effect] {
        if case .prompt = mode {
            pasteIntoPrompt(text)
            return []
        }
        guard mode == .normal, !text.isEmpty else { return [] }
        guard isEditing else {
            status = "Not editing: press Enter on a text field to paste into it."
            return []
        }
        var pasted = text
        if pasted.count > Self.pasteLimit {
            pasted = String(pasted.prefix(Self.pasteLimit))
            status = "Paste cut to its first \(Self.pasteLimit) characters."
        }
        return perform(.type(pasted))
    }

    /// Starts recording into `path` (or the default name), or stops the recording going on.
    public mutating func toggleRecording(path: String?) -> [Effect] {
        if var recording {
            status = "Recording saved to \(recording.path)."
            self.recording = nil
            return [recording.writeEffect()]
        }
        let target = path ?? "overhear-recording.scenario"
        // A recording starts from silence, as its replay will: speech still due (a hint, an
        // mdc error announcement) is played out on the timeline first.
        let silence = fastForwardToSilence()
        recording = Recording(path: target, state: voiceOver)
        status = "Recording to \(target) (Ctrl-R stops)."
        return silence + [recording!.writeEffect()]
    }

    private mutating func quit() -> [Effect] {
        shouldQuit = true
        var effects: [Effect] = [.silence]
        // The recording's last write: its file is replayed, so the last action's speech is complete.
        if recording != nil { effects.append(recording!.writeEffect()) }
        effects.append(.quit)
        return effects
    }
}
