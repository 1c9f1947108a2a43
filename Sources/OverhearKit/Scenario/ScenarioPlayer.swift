/// Plays a scenario's actions through the engine on the virtual speech timeline.
public enum ScenarioPlayer {
    /// What one played action said, in the order it was requested.
    public struct ActionSpeech: Sendable {
        /// When the action (its first step) happened, in ms.
        public var time: Int
        public var entries: [SpeechTimeline.Entry]

        /// The speech as transcript lines.
        public var transcript: [ExpectedUtterance] { transcript(skipping: []) }

        /// The speech as transcript lines, marking `skipped` utterances that were not cut.
        public func transcript(skipping skipped: Set<Utterance>) -> [ExpectedUtterance] {
            entries.map {
                ExpectedUtterance(kind: $0.utterance.kind, interrupted: $0.interrupted, text: $0.utterance.text,
                                  skipped: !$0.interrupted && skipped.contains($0.utterance))
            }
        }
    }

    /// Plays every action; an action impossible in its state stops with a located error.
    ///
    /// `measuredDurations` replaces the spec's durations with those of real audio (`--timing audio`).
    public static func play(_ scenario: Scenario, measuredDurations: [Utterance: Int] = [:]) throws(ScenarioError) -> [ActionSpeech] {
        var engine = VoiceOver(screen: scenario.screen, settings: scenario.settings)
        var timeline = SpeechTimeline(rate: scenario.settings.rate, hintDelay: scenario.settings.hintDelay,
                                      measuredDurations: measuredDurations)
        var times: [Int] = []
        times.reserveCapacity(scenario.actions.count)
        var lastStepStart = 0
        var notBefore = 0
        for (index, action) in scenario.actions.enumerated() {
            var time: Int
            if let delay = action.delay {
                time = lastStepStart + delay
            } else {
                time = Swift.max(timeline.runUntilIdle(), notBefore)
            }
            times.append(time)
            for (stepIndex, step) in action.command.steps.enumerated() {
                if stepIndex > 0 { time = timeline.runUntilIdle() }
                timeline.submit(try perform(step, of: action, in: scenario, on: &engine), at: time, tag: index)
            }
            timeline.advance(to: time)
            lastStepStart = time
            if case .wait(let duration) = action.command { notBefore = time + duration }
        }
        timeline.runUntilIdle()
        var result = times.map { ActionSpeech(time: $0, entries: []) }
        for entry in timeline.entries where !entry.cancelled {
            result[entry.tag].entries.append(entry)
        }
        return result
    }

    /// Every utterance the scenario's actions request, whatever the timing makes of them.
    ///
    /// What is said does not depend on time, only what is cut; audio output synthesises
    /// these first to learn their real durations.
    public static func requestedUtterances(_ scenario: Scenario) throws(ScenarioError) -> Set<Utterance> {
        var engine = VoiceOver(screen: scenario.screen, settings: scenario.settings)
        var result = Set<Utterance>()
        for action in scenario.actions {
            for step in action.command.steps {
                for request in try perform(step, of: action, in: scenario, on: &engine) { result.insert(request.utterance) }
            }
        }
        return result
    }

    /// Performs one step of an action; an error is located at the action's line.
    private static func perform(_ step: Step, of action: ScenarioAction, in scenario: Scenario,
                                on engine: inout VoiceOver) throws(ScenarioError) -> [SpeechRequest] {
        do {
            return try engine.perform(step)
        } catch {
            throw ScenarioError(path: scenario.path, line: action.line, column: action.column, message: error.message)
        }
    }
}
