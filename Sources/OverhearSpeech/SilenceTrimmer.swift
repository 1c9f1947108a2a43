/// Drops the silence espeak-ng puts before and after speech, as the samples stream in, so
/// an utterance lasts as long as it is heard; silence between its words stays.
struct SilenceTrimmer {
    /// Samples no louder than this (−60 dBFS) are silence.
    static let threshold = 32
    private var heardSpeech = false
    /// Silence after the last audible sample, held back until more speech follows it.
    private var quiet: [Int16] = []

    /// The samples of `chunk` that can be passed on now (possibly none).
    mutating func take(_ chunk: [Int16]) -> [Int16] {
        let audible = { (sample: Int16) in abs(Int(sample)) > Self.threshold }
        guard let last = chunk.lastIndex(where: audible) else {
            if heardSpeech { quiet += chunk }
            return []
        }
        let first = heardSpeech ? chunk.startIndex : chunk.firstIndex(where: audible)!
        let passed = quiet + chunk[first...last]
        quiet = Array(chunk[(last + 1)...])
        heardSpeech = true
        return passed
    }
}
