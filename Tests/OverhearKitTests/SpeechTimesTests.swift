import Testing
@testable import OverhearKit

/// `describe --times`: how long VoiceOver speaks on each element and how long before it
/// (issue 10, item 3). Durations by hand from voiceover-model.md §5: 80 + 60 × C ms at
/// rate 50, scaled by 50 / rate; the hint delay (400 ms) is not scaled.
@Suite struct SpeechTimesTests {
    static let screen = "element a\n  label: Sign in\n  traits: button\nfield uitextfield e\n  placeholder: Email\n"

    @Test func eachPresentElementInSwipeOrderWithWhatCameBefore() throws {
        let scenario = try parseScenario(Self.screen)
        let times = SpeechTimes(scenario.screen, settings: scenario.settings)
        // "Sign in, button": 15 characters, 980 ms, no hint.
        // "Email, text field": 17 characters, 1100 ms; 400 ms; "double tap to edit": 1160 ms.
        #expect(times.rows.map(\.id) == ["a", "e"], "the clear button is not present")
        #expect(times.rows.map(\.speaks) == [980, 2660])
        #expect(times.rows.map(\.reachedAfter) == [0, 980])
        #expect(times.text == "id  speaks (s)  reached after (s)\na   0.98        0.00\ne   2.66        0.98\n")
    }

    @Test func theRateScalesSpeechButNotTheHintDelay() throws {
        let scenario = try parseScenario(Self.screen + "settings\n  rate: 100\n")
        let times = SpeechTimes(scenario.screen, settings: scenario.settings)
        #expect(times.rows.map(\.speaks) == [490, 550 + 400 + 580])
    }

    @Test func secondsAreRoundedToTheNearestHundredth() {
        #expect([0, 4, 5, 994, 995, 2_666, 61_999].map(TimelineSVG.seconds) == ["0.00", "0.00", "0.01", "0.99", "1.00", "2.67", "62.00"])
    }
}
