import OverhearKit

/// How espeak-ng is driven for Overhear's rate 1–100 (50 normal), so that an utterance
/// lasts 50 / rate times as long as at rate 50.
struct SpeakingRate {
    /// Rates measured against espeak-ng 1.51's words per minute (en-us; six UI utterances of one
    /// to four segments, their pauses `segmentPause` at each rate; trimmed; geometric mean):
    /// its speed is not proportional to the wpm it is given, least of all above 250, and it
    /// does not go below 80 wpm. Rate 100 is 347 wpm, twice as fast as rate 50's 175.
    static let measured: [(rate: Double, wordsPerMinute: Double)] = [
        (24.5, 80), (30, 104), (40, 139), (50, 175), (60, 210), (70, 246), (80, 280), (90, 318), (100, 347),
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

    init(_ rate: Int) {
        let rate = Double(Swift.min(100, Swift.max(1, rate)))
        segmentPause = Int((Double(SSMLRenderer.segmentPause) * 50 / Swift.max(rate, Self.floorRate)).rounded())
        slowdown = Swift.max(1, Self.floorRate / rate)
        let upper = Self.measured.firstIndex { $0.rate >= rate } ?? Self.measured.count - 1
        guard upper > 0 else {
            wordsPerMinute = Int32(Self.measured[0].wordsPerMinute)
            return
        }
        let (low, high) = (Self.measured[upper - 1], Self.measured[upper])
        let along = (rate - low.rate) / (high.rate - low.rate)
        wordsPerMinute = Int32((low.wordsPerMinute + along * (high.wordsPerMinute - low.wordsPerMinute)).rounded())
    }
}
