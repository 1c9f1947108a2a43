/// How long an utterance speaks, in ms: the spec's formula, or measured from real audio.
public enum SpeechDurations: Sendable {
    /// `80 + 60 × C` ms at rate 50 (C the transcript text's characters), scaled by `50 / rate`;
    /// a sound lasts 100 ms (spec §7).
    case spec
    /// The lengths of real synthesised audio; an utterance missing from the table gets the spec's.
    /// Each spoken utterance is followed by `pause` ms of silence before the next may start, as
    /// a real voice pauses between two sentences (the spec's durations have none).
    case measured([Utterance: Int], pause: Int = 0)

    /// How long the utterance takes, its pause after it included.
    public func milliseconds(of utterance: Utterance, rate: Int) -> Int {
        switch self {
        case .spec:
            return Self.specMilliseconds(of: utterance, rate: rate)
        case .measured(let table, _):
            return (table[utterance] ?? Self.specMilliseconds(of: utterance, rate: rate)) + pause(after: utterance)
        }
    }

    private static func specMilliseconds(of utterance: Utterance, rate: Int) -> Int {
        utterance.kind == .sound ? 100 : (80 + 60 * utterance.characterCount) * 50 / rate
    }

    /// The silence at the end of the utterance's time: none after a sound, which is no sentence.
    public func pause(after utterance: Utterance) -> Int {
        guard case .measured(_, let pause) = self, utterance.kind != .sound else { return 0 }
        return pause
    }
}
