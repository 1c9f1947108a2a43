/// `announcement-too-long`: an announcement that would speak for more than `longest` ms at
/// the scenario's rate (the spec's durations), whether or not something cuts it.
public struct AnnouncementTooLong: LintRule {
    public let id = "announcement-too-long"
    public let level = LintLevel.warning
    public let summary = "An announcement would be spoken for more than 10 s."
    public let why = "An announcement cannot be reviewed or read again: a long one is cut by the user's next gesture or forgotten by its end."

    /// 10 s: about 165 characters at the default rate, two long sentences.
    public static let longest = 10_000

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        let rate = context.scenario.settings.rate
        return context.utterances.compactMap { spoken in
            let utterance = spoken.entry.utterance
            guard utterance.kind == .announce else { return nil }
            let length = SpeechDurations.spec.milliseconds(of: utterance, rate: rate)
            guard length > Self.longest else { return nil }
            return finding(spoken, "the announcement \(utterance.text.messageQuoted) would speak for \(length) ms, "
                + "over \(Self.longest / 1000) s: put the detail on the screen and announce the gist")
        }
    }
}
