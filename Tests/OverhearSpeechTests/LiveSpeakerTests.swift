import Foundation
import OverhearKit
import Testing
@testable import OverhearSpeech

/// The live speaker on ALSA's null device: its thread, the worker behind it, and its notices.
@Suite struct LiveSpeakerTests {
    func waitForNotices(_ speaker: LiveSpeaker, seconds: Double = 5) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var notices: [String] = []
        while notices.isEmpty && Date() < deadline {
            notices = speaker.takeNotices()
            usleep(20_000)
        }
        return notices
    }

    @Test func aCrashTextIsReportedOnceAndSpeechGoesOn() throws {
        let speaker = try LiveSpeaker(executable: overhearBinary, settings: Settings(), device: "null")
        defer { speaker.stop() }
        #expect(speaker.takeNotices().isEmpty, "the null device opens")
        speaker.submit([SpeechRequest(Utterance(.announce, [Segment(.announcement, espeakCrashText)]), .announcement)])
        #expect(waitForNotices(speaker) == ["speech engine crashed on announce \"\(espeakCrashText.prefix(30))…\"; skipped it, restarted"])
        speaker.submit([SpeechRequest(Utterance(.focus, [Segment(.value, "Zip code")]), .screenReader),
                        SpeechRequest(Utterance(.hint, [Segment(.hint, "double tap to edit")]), .hint)])
        speaker.silence()
        speaker.apply(Settings())
        #expect(waitForNotices(speaker, seconds: 1).isEmpty)
    }

    @Test func noDeviceIsANoticeNotAnError() throws {
        let speaker = try LiveSpeaker(executable: overhearBinary, settings: Settings(), device: "overhear-no-such-device")
        defer { speaker.stop() }
        #expect(speaker.takeNotices() == ["no audio output device; use --wav FILE to hear it later"])
        speaker.submit([SpeechRequest(Utterance(.announce, [Segment(.announcement, "hello")]), .announcement)])
        #expect(waitForNotices(speaker, seconds: 1).isEmpty)
    }
}
