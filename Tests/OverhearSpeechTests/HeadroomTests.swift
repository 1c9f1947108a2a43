import Foundation
import OverhearKit
import Testing
@testable import OverhearSpeech

/// Every voice keeps its peaks under −1 dBFS (issue 35: the Russian voice reached 0.9996 of
/// full scale), without becoming quieter.
@Suite struct HeadroomTests {
    /// −1 dBFS as a 16-bit sample.
    static let minusOneDBFS = Int(32_768 * pow(10, -1.0 / 20))

    /// Utterances whose audio reached full scale or near it, in each language's voice.
    static let loudest: [(language: String, text: String)] = [
        ("ru", "коснитесь дважды, чтобы редактировать"), ("ru", "character mode, insertion point at end"),
        ("de", "Postleitzahl, Textfeld, bearbeiten"), ("en", "Zip code, text field, double tap to edit"),
    ]

    @Test(arguments: 0..<loudest.count)
    func peaksStayUnderMinusOneDBFS(_ index: Int) throws {
        var settings = Settings()
        settings.language = Self.loudest[index].language
        let samples = try makeAudio(settings).samples(for: Utterance(.announce, [Segment(.announcement, named: Self.loudest[index].text)]))
        #expect(!samples.isEmpty)
        let peak = samples.map { abs(Int($0)) }.max() ?? 0
        #expect(peak <= Self.minusOneDBFS, "\(Self.loudest[index].language): peak \(Double(peak) / 32_768) of full scale")
    }
}
