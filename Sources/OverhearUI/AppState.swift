import OverhearKit

/// Everything the interactive UI shows and remembers; `update` changes it, `view` draws it.
public struct AppState {
    /// Which panel has the keyboard.
    public enum Mode: Equatable {
        case normal
        case help
        case settings(selected: Int)
        case appActions(selected: Int)
        /// A line of text being typed for an app action (an error text or an announcement).
        case prompt(PromptPurpose, text: String)
        /// `q` was pressed while not editing: y quits, any other key goes back.
        case confirmQuit
    }

    public enum PromptPurpose: Equatable {
        case error, announcement, label, value, hint, traits, actions, values

        /// The prompt box's title.
        var title: String {
            switch self {
            case .error: return "Error text"
            case .announcement: return "Announcement"
            case .label: return "New label"
            case .value: return "New value"
            case .hint: return "New hint"
            case .traits: return "Traits, a comma list"
            case .actions: return "Custom actions, a comma list"
            case .values: return "Values, a comma list"
            }
        }
    }

    public var voiceOver: VoiceOver
    /// The spec's speech timeline on the UI's clock: the transcript and the caption come from it,
    /// so that a recording replays to exactly what was shown.
    public var timeline: SpeechTimeline
    public var title: String
    public var width: Int
    public var height: Int
    public var mode = Mode.normal
    public var muted = false
    public var recording: Recording?
    /// The line at the bottom that says what just happened.
    public var status = ""
    /// Transcript lines (as wrapped in its pane) scrolled back from the newest; 0 follows new speech.
    public var transcriptScroll = 0
    /// Help's lines scrolled past, where help does not fit the terminal.
    public var helpScroll = 0
    /// The UI clock in ms: real time since start, plus what pastes fast-forwarded.
    public private(set) var now = 0
    public private(set) var clockOffset = 0
    /// When the last action's last step happened, for `+N ms` in recordings.
    public private(set) var lastStepTime = 0
    public private(set) var actionCount = 0
    public var shouldQuit = false
    /// The app's scripted answers to activating an element, by element id (F4 plays them).
    public var appResponses: [String: [ScenarioCommand]] = [:]
    /// The voices the settings panel offers: those installed, or none when audio is off.
    public var voices: [String] = []
    /// Where Ctrl-R may record; with no file system to ask, every name is free and writable.
    public var recordingTargets = RecordingTargets(problem: { _ in nil }, exists: { _ in false })

    /// The smallest terminal the UI lays out in.
    public static let minimumWidth = 60
    public static let minimumHeight = 16
    /// Longer pastes are cut to this many characters, so the UI and its speech stay responsive.
    public static let pasteLimit = 1000

    /// A UI on a screen; `names` are CLDR's names for what is typed, in each language F2 offers.
    public init(screen: Screen, settings: Settings, title: String, width: Int = 80, height: Int = 24, names: CharacterNames = .none) {
        voiceOver = VoiceOver(screen: screen, settings: settings, names: names)
        timeline = SpeechTimeline(rate: settings.rate, hintDelay: settings.hintDelay)
        timeline.recordsEvents = true
        self.title = title
        self.width = width
        self.height = height
    }

    public var screen: Screen { voiceOver.screen }
    /// The settings, kept by the engine; the timeline's rate and hint delay follow them.
    public var settings: Settings {
        get { voiceOver.settings }
        set {
            voiceOver.settings = newValue
            timeline.rate = newValue.rate
            timeline.hintDelay = newValue.hintDelay
        }
    }
    public var isEditing: Bool { screen.editingField != nil }
    public var isTooSmall: Bool { width < Self.minimumWidth || height < Self.minimumHeight }

    /// Moves the UI clock to real time `realTime` (ms since start) and lets speech run to it.
    public mutating func advanceClock(to realTime: Int) {
        now = Swift.max(now, realTime + clockOffset)
        timeline.advance(to: now)
    }

    /// Moves the UI clock forward to `time` (a paste's last step, or silence) if it is later.
    private mutating func moveClock(to time: Int) {
        guard time > now else { return }
        clockOffset += time - now
        now = time
    }

    /// Lets all pending speech finish at once on the timeline, and the clock follow; what
    /// still sounds is stopped, since on the timeline it is over.
    mutating func fastForwardToSilence() -> [Effect] {
        let wasIdle = timeline.isIdle
        moveClock(to: timeline.runUntilIdle())
        lastStepTime = now
        _ = timeline.takeEvents()
        return wasIdle || muted ? [] : [.silence]
    }

    /// When the UI must next look at the clock (ms, UI time): the next start, end or post on
    /// the timeline; nil when all is silent, so an idle UI sleeps until the next key.
    public var nextWakeTime: Int? { timeline.nextDueTime }

    /// How long the run loop may sleep at real time `realTime` (ms since start) before the
    /// caption, the transcript or the speaker needs it; nil: until the next key or signal.
    public func sleepTime(atRealTime realTime: Int) -> Int? {
        nextWakeTime.map { Swift.max(0, $0 - clockOffset - realTime) }
    }

    /// What the live speaker must do for the timeline's new events (nothing while muted):
    /// the timeline decides what is heard, the speaker only plays it.
    mutating func speechEffects() -> [Effect] {
        let events = timeline.takeEvents()
        guard !muted && !events.isEmpty else { return [] }
        let settings = self.settings
        return [.speech(events.map { event in
            switch event {
            case .start(let entry, _, let interrupting):
                return .start(entry: entry, timeline.entries[entry].utterance, settings: settings, interrupting: interrupting)
            case .cut(let entry, _):
                return .cut(entry: entry)
            }
        })]
    }

    /// The utterance being spoken now, for the caption panel.
    public var caption: SpeechTimeline.Entry? {
        timeline.speaking.flatMap { $0.start <= now && now < $0.end ? $0 : nil }
    }

    /// The transcript: every utterance that has started (or was cut before it could), in the
    /// order requested; speech still waiting, and hints that never started, are not in it.
    public var transcript: [SpeechTimeline.Entry] {
        timeline.entries.filter(isShown)
    }

    /// The last `count` transcript lines, skipping the newest `skipping`: found from the end,
    /// so drawing a frame does not walk a long session's whole transcript.
    func transcriptTail(_ count: Int, skipping: Int) -> [SpeechTimeline.Entry] {
        guard count > 0 else { return [] }
        var found: [SpeechTimeline.Entry] = []
        var skipped = 0
        for entry in timeline.entries.reversed() where isShown(entry) {
            if skipped < skipping {
                skipped += 1
                continue
            }
            found.append(entry)
            if found.count == count { break }
        }
        return found.reversed()
    }

    func isShown(_ entry: SpeechTimeline.Entry) -> Bool {
        !entry.cancelled && entry.start >= 0 && entry.start <= now
    }

    /// Performs an action as the scenario format would, speaks it, and records it.
    mutating func perform(_ command: ScenarioCommand) -> [Effect] {
        timeline.advance(to: now)
        var effects = speechEffects()
        let wasIdle = timeline.isIdle
        let actionTime = now
        let firstEntry = timeline.entries.count
        let stepTime: Int
        do {
            stepTime = try voiceOver.play(command, at: now, tag: actionCount, on: &timeline)
        } catch {
            status = error.message
            return effects + speechEffects()
        }
        effects += speechEffects()
        moveClock(to: stepTime)
        if recording != nil {
            recording!.append(ScenarioWriter.actionText(command, screen: screen), delay: wasIdle ? nil : actionTime - lastStepTime,
                              tag: actionCount, firstEntry: firstEntry)
            recording!.update(from: timeline)
            effects.append(recording!.writeEffect())
        }
        lastStepTime = stepTime
        actionCount += 1
        transcriptScroll = 0
        return effects
    }
}
