/// `announcement-cut-early`: an announcement or focus utterance cut within its first
/// `heardAfter` ms, and before half of it, by the app or the component (an announcement, a
/// deferred error, a notification), so the user cannot have heard it. A cut by the user's own
/// next gesture is the user's choice and is not reported.
public struct AnnouncementCutEarly: LintRule {
    public let id = "announcement-cut-early"
    public let level = LintLevel.warning
    public let summary = "An announcement or focus utterance is cut by the app within its first 500 ms."
    public let why = "Cut that soon, the user hears at most a syllable and cannot tell what was said."

    /// 500 ms: at the default rate about 7 characters (80 + 60 × 7 ms), a short word; cut
    /// sooner, nothing can be made out.
    public static let heardAfter = 500

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        // The last user gesture written `+DURATION` at each time: it cuts by the user's choice.
        var gestures: [Int: Int] = [:]
        gestures.reserveCapacity(context.scenario.actions.count)
        for (index, action) in context.scenario.actions.enumerated() where action.delay != nil && action.command.isUserGesture {
            gestures[context.actionTimes[index]] = index
        }
        return context.utterances.compactMap { spoken in
            let entry = spoken.entry
            guard entry.interrupted, entry.utterance.kind == .focus || entry.utterance.kind == .announce else { return nil }
            let heard = entry.end - entry.start
            // The length only for speech cut soon enough: most is not.
            guard heard < Self.heardAfter else { return nil }
            let length = SpeechDurations.spec.milliseconds(of: entry.utterance, rate: context.scenario.settings.rate)
            // A short utterance cut near its end was heard all the same.
            guard heard * 2 < length, (gestures[entry.end] ?? -1) <= spoken.action else { return nil }
            let what = entry.utterance.kind == .focus ? "focus speech" : "announcement"
            return finding(spoken, "the \(what) \(entry.utterance.text.messageQuoted) is cut \(heard) ms into its \(length) ms: the user cannot have heard it")
        }
    }
}

extension ScenarioCommand {
    /// Whether the action is the user's gesture (navigation, editing, typing), not the app's
    /// doing (`set`, `notify`, `announce`) or time passing (`wait`).
    var isUserGesture: Bool {
        switch self {
        case .next, .previous, .first, .last, .focus, .activate, .escape, .type, .paste, .delete,
             .moveCursor, .jumpCursor, .swipe:
            return true
        case .set, .setElement, .notify, .announce, .wait:
            return false
        }
    }
}
