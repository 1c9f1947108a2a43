/// How long VoiceOver speaks on each element, and how long a user has listened when they
/// reach it by swiping from the first element, waiting each time for the speech (focus
/// utterance, hint delay, hint) to end: `describe --times`.
public struct SpeechTimes: Sendable {
    public struct Row: Sendable {
        public var id: String
        public var elementID: ElementID
        /// The focus utterance, and the hint after its delay, in ms.
        public var speaks: Int
        /// The speech heard on the elements before this one, in ms.
        public var reachedAfter: Int
    }

    public let rows: [Row]

    /// The screen's present elements in swipe order, at the settings' rate and hint delay,
    /// with the spec's durations (or measured ones).
    public init(_ screen: Screen, settings: Settings, durations: SpeechDurations = .spec) {
        // Focus utterances and hints only: no grapheme is named, so no CLDR names are needed.
        let engine = VoiceOver(screen: screen, settings: settings, names: .none)
        var rows: [Row] = []
        var heard = 0
        var next = screen.firstPresent(fromEnd: false)
        while let id = next {
            var speaks = 0
            for request in engine.focusRequests(id) {
                if request.priority == .hint { speaks += settings.hintDelay }
                speaks += durations.milliseconds(of: request.utterance, rate: settings.rate)
            }
            rows.append(Row(id: screen.name(of: id), elementID: id, speaks: speaks, reachedAfter: heard))
            heard += speaks
            next = screen.present(after: id, backward: false)
        }
        self.rows = rows
    }

    /// The table: each element's id, the seconds it speaks, the seconds before it.
    public var text: String {
        var table = [["id", "speaks (s)", "reached after (s)"]]
        // Two decimals, as the report shows them: 2.66 s is not cut to 2.6.
        table += rows.map { [$0.id, TimelineSVG.seconds($0.speaks), TimelineSVG.seconds($0.reachedAfter)] }
        return TextTable.render(table)
    }
}
