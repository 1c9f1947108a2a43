/// How espeak-ng is driven for Overhear's rate 1–100 (50 normal), so that an utterance
/// lasts 50 / rate times as long as at rate 50.
struct SpeakingRate {
    /// Rates measured against espeak-ng 1.51's words per minute (en-us, five UI phrases, trimmed,
    /// geometric mean): its speed is not proportional to the wpm it is given, least of all above
    /// 250, and it does not go below 80 wpm.
    static let measured: [(rate: Double, wordsPerMinute: Double)] = [
        (24, 80), (28.4, 100), (39.9, 140), (50, 175), (69.8, 240), (83.8, 280), (100, 324),
    ]
    /// The rate at espeak-ng's slowest speed; slower rates lengthen the gaps between words.
    static let floorRate = measured[0].rate

    let wordsPerMinute: Int32
    /// How many times longer than at the slowest speed the speech must last (1 from the floor rate up).
    let slowdown: Double

    init(_ rate: Int) {
        let rate = Double(Swift.min(100, Swift.max(1, rate)))
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
