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
                                  skipped: !skipped.isEmpty && !$0.interrupted && skipped.contains($0.utterance))
            }
        }
    }

    /// Plays every action; an action impossible in its state stops with a located error.
    ///
    /// The engine runs step by step as the timeline needs its requests, so a long scenario's
    /// requests are never all held at once.
    public static func play(_ scenario: Scenario, durations: SpeechDurations = .spec) throws(ScenarioError) -> [ActionSpeech] {
        grouped(try runEngine(scenario, durations: durations))
    }

    /// Every utterance of a play in the order it was requested, each tagged with the index of
    /// its action (cancelled hints included, marked): `play` before it groups them by action,
    /// which is all `check` needs of a file that passes.
    public static func entries(_ scenario: Scenario, durations: SpeechDurations = .spec) throws(ScenarioError) -> [SpeechTimeline.Entry] {
        try runEngine(scenario, durations: durations).timeline.entries
    }

    /// `entries`, and when each action happened: all `lint` needs of a play.
    public static func timedEntries(_ scenario: Scenario) throws(ScenarioError) -> (entries: [SpeechTimeline.Entry], times: [Int]) {
        let (timeline, times) = try runEngine(scenario, durations: .spec)
        return (timeline.entries, times)
    }

    /// The scheduling loop with the engine asked for each step's requests as it goes.
    private static func runEngine(_ scenario: Scenario, durations: SpeechDurations) throws(ScenarioError) -> (timeline: SpeechTimeline, times: [Int]) {
        var engine = VoiceOver(screen: scenario.screen, settings: scenario.settings, names: scenario.characterNames)
        return try run(scenario, durations: durations) { (index, time, timeline) throws(ScenarioError) in
            try located(ofAction: index, in: scenario) { () throws(EngineError) in
                try engine.play(scenario.actions[index].command, at: time, tag: index, on: &timeline)
            }
        }
    }

    /// What each action's steps ask to say, in order: the engine's whole part of a play.
    ///
    /// What is said does not depend on time, only what is cut; so the engine runs once, and
    /// the requests can be scheduled with the spec's durations and with real audio's.
    public static func requests(_ scenario: Scenario) throws(ScenarioError) -> [[[SpeechRequest]]] {
        var engine = VoiceOver(screen: scenario.screen, settings: scenario.settings, names: scenario.characterNames)
        var result: [[[SpeechRequest]]] = []
        result.reserveCapacity(scenario.actions.count)
        for (index, action) in scenario.actions.enumerated() {
            var steps: [[SpeechRequest]] = []
            try located(ofAction: index, in: scenario) { () throws(EngineError) in
                try engine.perform(action.command) { _, requests in steps.append(requests) }
            }
            result.append(steps)
        }
        return result
    }

    /// Schedules each action's requests (from `requests`) at the scenario's times.
    public static func schedule(_ scenario: Scenario, _ requests: [[[SpeechRequest]]], durations: SpeechDurations) -> [ActionSpeech] {
        grouped(run(scenario, durations: durations) { index, time, timeline in
            var stepTime = time
            for (step, stepRequests) in requests[index].enumerated() {
                timeline.submit(step: step, stepRequests, time: &stepTime, tag: index)
            }
            return stepTime
        })
    }

    /// The speech of a run of the scheduling loop, grouped by action.
    private static func grouped(_ run: (timeline: SpeechTimeline, times: [Int])) -> [ActionSpeech] {
        let (timeline, times) = run
        let (order, starts) = byAction(timeline.entries, actions: times.count)
        return times.indices.map { action in
            ActionSpeech(time: times[action], entries: order[starts[action]..<starts[action + 1]].map { timeline.entries[$0] })
        }
    }

    /// The entries that are not cancelled hints, grouped by action as `play` groups them: the
    /// indices of action `a`'s entries, in the order asked for, are `order[starts[a]..<starts[a + 1]]`.
    /// Placed by counting, in one pass: each group is made once, at its size.
    public static func byAction(_ entries: [SpeechTimeline.Entry], actions: Int) -> (order: [Int], starts: [Int]) {
        var starts = [Int](repeating: 0, count: actions + 1)
        for index in entries.indices where !entries[index].cancelled { starts[entries[index].tag + 1] += 1 }
        for action in 0..<actions { starts[action + 1] += starts[action] }
        var order = [Int](repeating: 0, count: starts[actions])
        var next = starts
        for index in entries.indices where !entries[index].cancelled {
            order[next[entries[index].tag]] = index
            next[entries[index].tag] += 1
        }
        return (order, starts)
    }

    /// The one scheduling loop: each action played (by `play`, which returns when its last
    /// step began) at the scenario's times; the timeline run until idle, and when each action
    /// happened.
    private static func run<Failure: Error>(_ scenario: Scenario, durations: SpeechDurations,
                                            _ play: (_ action: Int, _ time: Int, _ timeline: inout SpeechTimeline) throws(Failure) -> Int) throws(Failure) -> (timeline: SpeechTimeline, times: [Int]) {
        var timeline = SpeechTimeline(rate: scenario.settings.rate, hintDelay: scenario.settings.hintDelay, durations: durations)
        // About one utterance an action is usual; a long scenario that says more grows the list.
        timeline.reserveEntries(Swift.min(scenario.actions.count, 100_000))
        var times: [Int] = []
        times.reserveCapacity(scenario.actions.count)
        var lastStepStart = 0
        var notBefore = 0
        for index in scenario.actions.indices {
            let time: Int
            if let delay = scenario.actions[index].delay {
                time = lastStepStart + delay
            } else {
                time = Swift.max(timeline.runUntilIdle(), notBefore)
            }
            times.append(time)
            lastStepStart = try play(index, time, &timeline)
            timeline.advance(to: lastStepStart)
            if case .wait(let duration) = scenario.actions[index].command { notBefore = time + duration }
        }
        timeline.runUntilIdle()
        return (timeline, times)
    }

    /// The engine's work for one action, its error located at the action's line.
    private static func located<Result>(ofAction index: Int, in scenario: Scenario,
                                        _ work: () throws(EngineError) -> Result) throws(ScenarioError) -> Result {
        do {
            return try work()
        } catch {
            throw ScenarioError(path: scenario.path, line: scenario.actions[index].line, column: scenario.actions[index].column,
                                message: error.message)
        }
    }
}
