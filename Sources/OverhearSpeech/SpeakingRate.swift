import OverhearKit

/// How espeak-ng is driven for Overhear's rate 1–100 (50 normal), so that an utterance
/// lasts 50 / rate times as long as at rate 50.
struct SpeakingRate {
    /// Rates measured against espeak-ng 1.51's words per minute (en-us; six UI utterances of one
    /// to four segments, their pauses `segmentPause` at each rate; trimmed; geometric mean):
    /// its speed is not proportional to the wpm it is given, least of all above 250, and it
    /// does not go below 80 wpm. Rate 100 is 347 wpm, twice as fast as rate 50's 175.
    ///
    /// `sentencePause` is the pause espeak-ng itself makes between two sentences at that speed
    /// (in ms: the length of `A. B.` less those of `A` and `B`, trimmed, the median over four
    /// pairs of UI phrases); it shrinks far faster than the words do.
    static let measured: [(rate: Double, wordsPerMinute: Double, sentencePause: Double)] = [
        (24.5, 80, 905), (30, 104, 686), (40, 139, 450), (50, 175, 312), (60, 210, 224), (70, 246, 161),
        (80, 280, 110), (90, 318, 81), (100, 347, 43),
    ]
    /// The rate at espeak-ng's slowest speed; slower rates lengthen the gaps between words.
    static let floorRate = measured[0].rate

    let wordsPerMinute: Int32
    /// How many times longer than at the slowest speed the speech must last (1 from the floor rate up).
    let slowdown: Double

    /// The pause between an utterance's segments, in ms: `SSMLRenderer.segmentPause` at rate
    /// 50, scaled as the speech is (espeak-ng keeps a `<break>` as long at any speed). Below
    /// the floor rate it stays at the floor's: the word gaps that stretch the utterance stretch
    /// the pause with it.
    let segmentPause: Int

    /// The silence left after an utterance before the next may start, in ms: espeak-ng's own
    /// pause between two sentences at this speed (below the floor rate, the floor's, as much
    /// longer as the speech is).
    let utterancePause: Int

    init(_ rate: Int) {
        let rate = Double(Swift.min(100, Swift.max(1, rate)))
        segmentPause = Int((Double(SSMLRenderer.segmentPause) * 50 / Swift.max(rate, Self.floorRate)).rounded())
        slowdown = Swift.max(1, Self.floorRate / rate)
        let upper = Self.measured.firstIndex { $0.rate >= rate } ?? Self.measured.count - 1
        guard upper > 0 else {
            wordsPerMinute = Int32(Self.measured[0].wordsPerMinute)
            utterancePause = Int((Self.measured[0].sentencePause * slowdown).rounded())
            return
        }
        let (low, high) = (Self.measured[upper - 1], Self.measured[upper])
        let along = (rate - low.rate) / (high.rate - low.rate)
        wordsPerMinute = Int32((low.wordsPerMinute + along * (high.wordsPerMinute - low.wordsPerMinute)).rounded())
        utterancePause = Int((low.sentencePause + along * (high.sentencePause - low.sentencePause)).rounded())
    }
}
