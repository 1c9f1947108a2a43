/// How long an utterance speaks, in ms: the spec's formula, or measured from real audio.
public enum SpeechDurations: Sendable {
    /// `80 + 60 × C` ms at rate 50 (C the transcript text's characters), scaled by `50 / rate`;
    /// a sound lasts 100 ms (spec §7).
    case spec
    /// The lengths of real synthesised audio; an utterance missing from the table gets the spec's.
    case measured([Utterance: Int])

    public func milliseconds(of utterance: Utterance, rate: Int) -> Int {
        if case .measured(let table) = self, let measured = table[utterance] { return measured }
        if utterance.kind == .sound { return 100 }
        return (80 + 60 * utterance.characterCount) * 50 / rate
    }
}
