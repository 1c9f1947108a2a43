import Foundation
import OverhearKit
import Testing
@testable import OverhearUI

/// The transcript lines a frame shows are found from the end of the timeline.
@Suite struct TranscriptTailTests {
    @Test func theTailIsTheTranscriptsLastLinesSkippingTheNewest() throws {
        var state = try demoState()
        press(&state, Array(repeating: .tab, count: 12), gap: 300)
        _ = state.update(.tick, realTime: 60_000)
        let all = state.transcript
        #expect(all.count > 10)
        for (count, skipping) in [(3, 0), (3, 2), (5, 7), (0, 0), (4, all.count - 2), (2, all.count + 5)] {
            let expected = Array(all.dropLast(min(skipping, all.count)).suffix(count))
            #expect(state.transcriptTail(count, skipping: skipping).map(\.utterance) == expected.map(\.utterance), "\(count) \(skipping)")
        }
    }

    @Test func theCaptionIsWhatSpeaksNowAndNothingBetweenUtterances() throws {
        var state = try demoState()
        _ = state.update(.key(.tab), realTime: 0)
        // "Zip code" speaks for 80 + 60 × 8 = 560 ms.
        _ = state.update(.tick, realTime: 559)
        #expect(state.caption?.utterance.text == "Zip code")
        _ = state.update(.tick, realTime: 560)
        #expect(state.caption == nil)
    }
}
