import OverhearKit

extension AppState {
    /// Handles one event at real time `realTime` (ms since start): the new state is `self`,
    /// and what must happen at the edge is returned.
    public mutating func update(_ event: UIEvent, realTime: Int) -> [Effect] {
        advanceClock(to: realTime)
        // What the clock brought (a hint starting, a deferred post) is heard before the event's own speech.
        return speechEffects() + handle(event)
    }

    /// The screen appears at real time `realTime`: VoiceOver focuses its first element and
    /// reads it, as it does when an app's screen comes up (a scenario starts with nothing
    /// focused instead, as its actions say). Nothing present: nothing is said.
    public mutating func appear(realTime: Int) -> [Effect] {
        advanceClock(to: realTime)
        guard screen.firstPresent(fromEnd: false) != nil else { return speechEffects() }
        return perform(.first)
    }

    private mutating func handle(_ event: UIEvent) -> [Effect] {
        switch event {
        case .tick:
            return []
        case .notice(let line):
            status = Self.forTheUI(line)
            return []
        case .resize(let newWidth, let newHeight):
            width = newWidth
            height = newHeight
            return []
        case .click(let x, let y):
            guard mode == .normal, !isTooSmall, let ref = Layout(self).element(atX: x, y: y, in: screen) else { return [] }
            return perform(.focus(ref))
        case .wheel(let up):
            guard mode == .normal, !isTooSmall else { return [] }
            status = ""
            scrollTranscript(back: up, by: 3)
            return []
        case .paste(let text):
            guard !isTooSmall else { return [] }
            return paste(text)
        case .key(let key):
            // F10, Ctrl-Q and Ctrl-C quit from every panel.
            if key == .function(10) || key == .control("q") || key == .control("c") { return quit() }
            // Unseen, a key could act on what the person cannot see: only quitting works.
            if isTooSmall { return [] }
            switch mode {
            case .normal: return normalKey(key)
            case .help: return helpKey(key)
            case .settings(let selected): return settingsKey(key, selected: selected)
            case .appActions(let selected): return appActionKey(key, selected: selected)
            case .prompt(let purpose, let text): return promptKey(key, purpose: purpose, text: text)
            case .confirmQuit:
                mode = .normal
                if key == .character("y") || key == .character("Y") { return quit() }
                status = "Not quitting."
                return []
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
        case .enter where screen.editingField.map { screen.fields[$0].kind.rules.isMultiline } == true:
            // A text view takes Return as a newline; Esc ends its editing.
            return perform(.type("\n"))
        case .enter:
            // Still performed (and recorded) when it does nothing, as VoiceOver's double tap is.
            let reason = whyActivateDoesNothing
            let chosen = chosenCustomAction
            let answer = appAnswer
            var effects = perform(.activate)
            if let reason { status = reason }
            if let chosen { status = "\(chosen.element): performed its custom action \(chosen.action)." }
            if let answer {
                // The app's scripted answer to the double tap, as F4 plays it, each action recorded.
                effects += answer.commands.flatMap { perform($0) }
                status = "\(answer.element): the app answered (its scripted response)."
            }
            return effects
        case .escape:
            if editing { return perform(.escape) }
            status = "Not editing: Esc stops editing a text field."
            return []
        case .backspace:
            if editing { return perform(.delete(1)) }
            status = "Not editing: Backspace deletes in a text field being edited (Enter on one first)."
            return []
        case .up where focusAdjusts, .down where focusAdjusts:
            // On an adjustable element or one with custom actions ↑ ↓ are VoiceOver's swipes.
            return perform(.swipe(up: key == .up))
        case .up, .pageUp:
            scrollTranscript(back: true, by: key == .up ? 1 : 10)
            return []
        case .down, .pageDown:
            scrollTranscript(back: false, by: key == .down ? 1 : 10)
            return []
        case .character(let character):
            if editing { return perform(.type(String(character))) }
            if character == "q" {
                // No printable key quits at once: a `q` typed while not editing asks first.
                mode = .confirmQuit
                return []
            }
            status = "Not editing: press Enter on a text field to type into it."
            return []
        case .function(1):
            mode = .help
            helpScroll = 0
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
        case .control("r"):
            return toggleRecording(path: nil)
        case .control("l"):
            // The backend has redrawn every cell; nothing else changes.
            return []
        default:
            status = Self.unusedKey(key, editing: editing)
            return []
        }
    }

    /// Scrolls the transcript `lines` back (toward its first entry) or forward, never past
    /// either end; at an end the status line says so.
    private mutating func scrollTranscript(back: Bool, by lines: Int) {
        if back {
            // Never past the top: the oldest entry stops at the top of a full pane.
            let limit = TranscriptPane(self, Layout(self)).maximumScroll(transcript)
            if transcriptScroll >= limit { status = "The transcript's first entry is at the top." }
            transcriptScroll = Swift.min(transcriptScroll + lines, limit)
        } else {
            if transcriptScroll == 0 { status = "The transcript is showing its newest entry." }
            transcriptScroll = Swift.max(0, transcriptScroll - lines)
        }
    }

    /// In help, ↑↓ PgUp PgDn scroll it where it does not fit; any other key closes it.
    private mutating func helpKey(_ key: Key) -> [Effect] {
        let (lines, shown) = Overlay.helpLayout(helpLines, width: width, height: height)
        let last = lines.count - shown
        switch key {
        case .up where last > 0, .pageUp where last > 0:
            helpScroll = Swift.max(0, helpScroll - (key == .up ? 1 : shown))
        case .down where last > 0, .pageDown where last > 0:
            helpScroll = Swift.min(last, helpScroll + (key == .down ? 1 : shown))
        default:
            mode = .normal
        }
        return []
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
        return perform(.paste(pasted))
    }

    /// Starts recording into `path` (or a free name, refused at once where it cannot be
    /// written), or stops the recording going on.
    public mutating func toggleRecording(path: String?) -> [Effect] {
        if var recording {
            status = "Recording saved to \(recording.path)."
            self.recording = nil
            return [recording.writeEffect()]
        }
        let target = path ?? recordingTargets.freeName()
        if path == nil, let problem = recordingTargets.problem(target) {
            status = "Cannot record to \(target): \(problem)."
            return []
        }
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

extension AppState {
    /// The app's scripted answer to a double tap on the focused element (the demo's Sign
    /// up), and the element's name; nil when it has none, is dimmed or has an action chosen.
    var appAnswer: (element: String, commands: [ScenarioCommand])? {
        guard let index = focusedElement, chosenCustomAction == nil else { return nil }
        let element = screen.elements[index]
        guard element.enabled, let commands = appResponses[element.id] else { return nil }
        return (element.label.isEmpty ? element.id : element.label, commands)
    }

    /// The custom action ↑ ↓ chose on the focused element, which Enter performs, and the
    /// element's name; nil when none is chosen.
    var chosenCustomAction: (element: String, action: String)? {
        guard let index = focusedElement else { return nil }
        let element = screen.elements[index]
        guard element.enabled, element.selectedAction > 0 else { return nil }
        return (element.label.isEmpty ? element.id : element.label, element.actions[element.selectedAction - 1])
    }

    /// Whether the focus is on an element that swipes up and down adjust or choose actions on.
    var focusAdjusts: Bool {
        guard let index = focusedElement else { return false }
        let element = screen.elements[index]
        return (element.has(.adjustable) && !element.values.isEmpty) || !element.actions.isEmpty
    }

    /// An edge's message as the UI says it: the speech library's advice names `--wav`, which
    /// the UI has not; the command that writes speech to a file is named instead.
    static func forTheUI(_ notice: String) -> String {
        let advice = " (overhear play FILE --wav OUT.wav writes a WAV)"
        return notice
            .replacingFirst("no audio output device; use --wav FILE to hear it later", with: "no audio device" + advice)
            .replacingFirst("; use --wav FILE to hear it later", with: advice)
            .replacingFirst("; use --wav FILE", with: advice)
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, let start = indices.first(where: { self[$0...].hasPrefix(target) }) else { return self }
        let end = index(start, offsetBy: target.count)
        return String(self[..<start]) + replacement + String(self[end...])
    }

}
