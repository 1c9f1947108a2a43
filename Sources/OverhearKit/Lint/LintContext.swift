/// A scenario prepared once for all lint rules: its screen's elements with the lines of their
/// blocks, and the speech its actions produce, played once.
public struct LintContext: Sendable {
    /// One element of the screen as its blocks declare it, before any action.
    ///
    /// A class: every rule walks the one list of them, sharing each part.
    public final class ScreenPart: Sendable {
        public let element: Element
        /// The field the element belongs to, if it is part of one.
        public let field: Field?
        /// The hint the app set on the element's field or element block; empty when none.
        public let appHint: String
        /// The 1-based line of the block that declares it.
        public let line: Int
        /// Its place in swipe order among all elements.
        public let place: Int

        init(element: Element, field: Field?, appHint: String, line: Int, place: Int) {
            self.element = element
            self.field = field
            self.appHint = appHint
            self.line = line
            self.place = place
        }
    }

    /// One utterance an action asked for, and what became of it on the timeline.
    public struct Spoken: Sendable {
        public var entry: SpeechTimeline.Entry
        /// The action that asked for it: its index, line and column.
        public var action: Int
        public var line: Int
        public var column: Int
        /// Its place in that action's speech.
        public var place: Int
    }

    public let scenario: Scenario
    public let options: LintOptions
    /// Every element of the screen in swipe order, present or not.
    public let parts: [ScreenPart]
    /// When each action happened, in ms (with the spec's durations).
    public let actionTimes: [Int]
    /// Every utterance the actions asked for and that was not a cancelled hint, action by
    /// action, each action's in the order asked for (as `ScenarioPlayer.play` groups them).
    public let utterances: [Spoken]

    public var screen: Screen { scenario.screen }

    /// Plays the scenario; an action impossible in its state stops with a located error.
    public init(_ scenario: Scenario, options: LintOptions = LintOptions()) throws(ScenarioError) {
        self.scenario = scenario
        self.options = options
        let screen = scenario.screen
        parts = screen.allElements(phrases: scenario.settings.phrases).enumerated().map { place, element in
            let item = element.elementID.item
            let field = screen.fieldIndex(ofItem: item).map { screen.fields[$0] }
            let hint = field?.hint ?? screen.elementIndex(ofItem: item).map { screen.elements[$0].hint } ?? ""
            let line = scenario.blockLines.indices.contains(item) ? scenario.blockLines[item] : 1
            return ScreenPart(element: element, field: field, appHint: hint, line: line, place: place)
        }
        let (entries, times) = try ScenarioPlayer.timedEntries(scenario)
        actionTimes = times
        // Grouped by action as `play` groups them, straight into the rules' list.
        let (order, starts) = ScenarioPlayer.byAction(entries, actions: times.count)
        var utterances: [Spoken] = []
        utterances.reserveCapacity(order.count)
        for action in times.indices {
            let (line, column) = (scenario.actions[action].line, scenario.actions[action].column)
            for position in starts[action]..<starts[action + 1] {
                utterances.append(Spoken(entry: entries[order[position]], action: action, line: line, column: column, place: position - starts[action]))
            }
        }
        self.utterances = utterances
    }
}
