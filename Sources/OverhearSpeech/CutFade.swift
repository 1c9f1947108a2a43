import Glibc

/// The short fade where speech is cut (interrupted, or stopped live), so that it ends
/// without the click a step to zero makes.
enum CutFade {
    /// 3 ms: long enough not to click, too short to be heard as a fade, and short enough that
    /// live speech still falls silent within 10 ms of a stop (see `make bench`, P3b).
    static func length(sampleRate: Int) -> Int {
        Swift.max(1, sampleRate * 3 / 1000)
    }

    /// `samples` with their last `length` ramped down to silence along a half cosine.
    static func fadingOut(_ samples: ArraySlice<Int16>, sampleRate: Int) -> [Int16] {
        var faded = Array(samples)
        let count = Swift.min(length(sampleRate: sampleRate), faded.count)
        let start = faded.count - count
        for index in 0..<count {
            // From just under 1 to exactly 0 at the last sample.
            let gain = 0.5 * (1 + cos(Double.pi * Double(index + 1) / Double(count)))
            faded[start + index] = Int16((Double(faded[start + index]) * gain).rounded())
        }
        return faded
    }
}
