/// Keeps speech under −1 dBFS, as the samples stream in: espeak-ng's voices peak differently
/// (its Russian voice at full scale, English under −1 dBFS), and a peak at full scale clips
/// on playback. Only the samples near a louder one are turned down, by just enough, so a
/// voice keeps its loudness and speech with no such peak keeps every sample as it was.
///
/// The gain is a look-ahead envelope: each sample over the ceiling asks for its own gain
/// (ceiling / its size) over `hold` samples either side, rising back to 1 over `ramp` more,
/// and every sample takes the least gain asked of it. A sample is passed on once every
/// sample that could ask something of it has come, so the output is the same however the
/// input is cut into chunks.
struct PeakLimiter {
    /// The loudest sample passed on: 29,000 of 32,768, −1.06 dBFS.
    static let ceiling = 29_000

    private let hold: Int, ramp: Int
    /// Samples taken but not yet passed on; the first is sample number `pendingStart`.
    private var pending: [Int16] = []
    private var pendingStart = 0
    /// The samples over the ceiling that may still ask something of a pending one: their
    /// number and the gain each asks for, in order.
    private var peaks: [(index: Int, gain: Double)] = []

    /// The envelope for `sampleRate`: held 2 ms either side of a peak, back to 1 over 10 ms.
    init(sampleRate: Int) {
        hold = sampleRate / 500
        ramp = sampleRate / 100
    }

    /// How far a peak's gain reaches either side of it.
    private var reach: Int { hold + ramp }

    /// The samples of `chunk` (and before it) that can be passed on now.
    mutating func take(_ chunk: [Int16]) -> [Int16] {
        let first = pendingStart + pending.count
        for (offset, sample) in chunk.enumerated() where abs(Int(sample)) > Self.ceiling {
            peaks.append((first + offset, Double(Self.ceiling) / Double(abs(Int(sample)))))
        }
        pending += chunk
        return passOn(upTo: pendingStart + pending.count - reach)
    }

    /// What is still held, once the speech has ended.
    mutating func finish() -> [Int16] {
        passOn(upTo: pendingStart + pending.count)
    }

    /// Passes on the pending samples before sample number `end`, each at its gain.
    private mutating func passOn(upTo end: Int) -> [Int16] {
        guard end > pendingStart else { return [] }
        var out = Array(pending[..<(end - pendingStart)])
        if !peaks.isEmpty {
            var firstPeak = 0
            for index in pendingStart..<end {
                while firstPeak < peaks.count && peaks[firstPeak].index < index - reach { firstPeak += 1 }
                var gain = 1.0
                var peak = firstPeak
                while peak < peaks.count && peaks[peak].index <= index + reach {
                    gain = min(gain, self.gain(askedBy: peaks[peak], at: index))
                    peak += 1
                }
                if gain < 1 {
                    // Toward zero: a peak's own sample lands on the ceiling, never over it.
                    out[index - pendingStart] = Int16((Double(out[index - pendingStart]) * gain).rounded(.towardZero))
                }
            }
            let stillReaching = end - reach
            peaks.removeAll { $0.index < stillReaching }
        }
        pending.removeFirst(end - pendingStart)
        pendingStart = end
        return out
    }

    /// The gain a peak asks of the sample `index`: its own within `hold`, then rising
    /// linearly to 1 at `reach`.
    private func gain(askedBy peak: (index: Int, gain: Double), at index: Int) -> Double {
        let distance = abs(index - peak.index)
        guard distance > hold else { return peak.gain }
        return peak.gain + (1 - peak.gain) * Double(distance - hold) / Double(ramp)
    }
}
