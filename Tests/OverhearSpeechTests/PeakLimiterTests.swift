import Foundation
import Testing
@testable import OverhearSpeech

/// `PeakLimiter` turns down only what is near a sample over its ceiling, the same however
/// the samples come in chunks.
@Suite struct PeakLimiterTests {
    /// A second of a 200 Hz tone at half of full scale, with a 25 ms burst near full scale.
    static let signal: [Int16] = (0..<22_050).map { index in
        let amplitude = (10_000..<10_550).contains(index) ? 32_700.0 : 16_384.0
        return Int16(sin(2 * Double.pi * 200 * Double(index) / 22_050) * amplitude)
    }

    static func limited(_ samples: [Int16], chunk: Int) -> [Int16] {
        var limiter = PeakLimiter(sampleRate: 22_050)
        var out: [Int16] = []
        for start in stride(from: 0, to: samples.count, by: chunk) {
            out += limiter.take(Array(samples[start..<min(start + chunk, samples.count)]))
        }
        return out + limiter.finish()
    }

    @Test(arguments: [1, 100, 4_096, 30_000])
    func peaksGoUnderTheCeilingAndNothingElseChanges(chunk: Int) {
        let output = Self.limited(Self.signal, chunk: chunk)
        #expect(output.count == Self.signal.count)
        #expect(output.map { abs(Int($0)) }.max()! <= PeakLimiter.ceiling)
        #expect(Double(PeakLimiter.ceiling) / 32_768 < pow(10, -1.0 / 20), "under −1 dBFS")
        // 12 ms from the burst on either side, every sample is as it was.
        #expect(output[..<9_700] == Self.signal[..<9_700])
        #expect(output[10_850...] == Self.signal[10_850...])
        #expect(output == Self.limited(Self.signal, chunk: 4_096))
    }

    @Test func speechUnderTheCeilingPassesUntouched() {
        let quiet = Self.signal.map { $0 / 2 }
        #expect(Self.limited(quiet, chunk: 512) == quiet)
    }
}
