import Testing
@testable import OverhearKit

// Durations at rate 50: 80 + 60 × graphemes. Used below:
//   "a", "X" 140 · "ab" 200 · "Name" 320 · "space", "Saved" 380 · "Zip code" 560
//   "Error: Bad" 680 · "double tap to edit", "5 character limit." 1160

private func focus(_ text: String) -> SpeechRequest {
    SpeechRequest(Utterance(.focus, [Segment(.label, text, in: .english)]), .screenReader)
}

private let hint = SpeechRequest(Utterance(.hint, [Segment(.hint, named: "double tap to edit")]), .hint)

private func typed(_ text: String) -> SpeechRequest {
    SpeechRequest(Utterance(.typed, [Segment(.echo, named: text)]), .screenReader)
}

private func announce(_ text: String, _ priority: SpeechRequest.Priority = .announcement) -> SpeechRequest {
    SpeechRequest(Utterance(.announce, [Segment(.announcement, named: text)]), priority)
}

/// Each entry as `kind text start-end`, with `interrupted`, or `cancelled` (and no times).
private func summary(_ timeline: SpeechTimeline) -> [String] {
    timeline.entries.map { entry in
        let head = "\(entry.utterance.kind.rawValue) \(entry.utterance.text)"
        if entry.cancelled { return head + " cancelled" }
        return head + " \(entry.start)-\(entry.end)" + (entry.interrupted ? " interrupted" : "")
    }
}

/// A timeline with "Zip code" and its hint requested at 0: focus 0-560, hint due at 960, ends 2120.
private func focusedAtZero(rate: Int = 50, hintDelay: Int = 400) -> SpeechTimeline {
    var timeline = SpeechTimeline(rate: rate, hintDelay: hintDelay)
    timeline.submit([focus("Zip code"), hint], at: 0, tag: 0)
    return timeline
}

@Suite struct DurationTests {
    private let normal = SpeechTimeline()

    @Test func eightyPlusSixtyPerGraphemeAtRate50() {
        #expect(normal.duration(of: focus("a").utterance) == 140)
        #expect(normal.duration(of: focus("Zip code").utterance) == 560)
        #expect(normal.duration(of: Utterance(.focus, [])) == 80)
    }

    @Test func graphemesNotScalarsOrUTF16Units() {
        #expect(normal.duration(of: focus("😀").utterance) == 140)
        #expect(normal.duration(of: focus("e\u{301}").utterance) == 140)
        #expect(normal.duration(of: focus("👍🏽").utterance) == 140)
        #expect(normal.duration(of: focus("🇺🇸🇬🇧").utterance) == 200)
    }

    @Test func theTranscriptTextCountsSeparatorsAndNamedControls() {
        let joined = Utterance(.focus, [Segment(.label, named: "Zip code"), Segment(.trait, named: "text field")])
        #expect(normal.duration(of: joined) == 1280)  // "Zip code, text field": 20
        #expect(normal.duration(of: focus("a\tb").utterance) == 500)  // "a tab b": 7
    }

    @Test func aSoundLasts100ms() {
        #expect(normal.duration(of: .sound("boundary")) == 100)
    }

    @Test func rateScalesBy50OverRate() {
        #expect(SpeechTimeline(rate: 100).duration(of: focus("a").utterance) == 70)
        #expect(SpeechTimeline(rate: 100).duration(of: focus("Zip code").utterance) == 280)
        #expect(SpeechTimeline(rate: 25).duration(of: focus("a").utterance) == 280)
        #expect(SpeechTimeline(rate: 25).duration(of: focus("Zip code").utterance) == 1120)
        #expect(SpeechTimeline(rate: 1).duration(of: focus("a").utterance) == 7000)
    }

    @Test func scaledDurationsRoundDown() {
        #expect(SpeechTimeline(rate: 30).duration(of: focus("a").utterance) == 233)         // 233.3
        #expect(SpeechTimeline(rate: 30).duration(of: focus("Zip code").utterance) == 933)  // 933.3
        #expect(SpeechTimeline(rate: 99).duration(of: focus("a").utterance) == 70)          // 70.7
        #expect(SpeechTimeline(rate: 3).duration(of: focus("a").utterance) == 2333)         // 2333.3
    }
}

@Suite struct SequencingTests {
    @Test func aFocusUtteranceThenItsHintAfterTheHintDelay() {
        var timeline = focusedAtZero()
        #expect(timeline.runUntilIdle() == 2120)
        #expect(summary(timeline) == ["focus Zip code 0-560", "hint double tap to edit 960-2120"])
        #expect(timeline.isIdle)
    }

    @Test func hintDelayIsASetting() {
        var timeline = focusedAtZero(hintDelay: 250)
        #expect(timeline.runUntilIdle() == 1970)
        #expect(summary(timeline) == ["focus Zip code 0-560", "hint double tap to edit 810-1970"])
    }

    @Test func hintDelayIsNotScaledByRate() {
        var slow = focusedAtZero(rate: 25)
        slow.runUntilIdle()
        #expect(summary(slow) == ["focus Zip code 0-1120", "hint double tap to edit 1520-3840"])
        var fast = focusedAtZero(rate: 100)
        fast.runUntilIdle()
        #expect(summary(fast) == ["focus Zip code 0-280", "hint double tap to edit 680-1260"])
    }

    @Test func aTypedCharacterThenTheWordItEnds() {
        var timeline = SpeechTimeline()
        timeline.submit([typed("space"), typed("ab")], at: 0, tag: 0)
        #expect(timeline.runUntilIdle() == 580)
        #expect(summary(timeline) == ["typed space 0-380", "typed ab 380-580"])
    }

    @Test func isIdleOnlyWhenNothingSpeaksWaitsOrIsDeferred() {
        var timeline = SpeechTimeline()
        #expect(timeline.isIdle)
        timeline.submit([announce("X", .deferredAnnouncement(50))], at: 0, tag: 0)
        #expect(!timeline.isIdle)
        timeline.advance(to: 50)
        #expect(!timeline.isIdle)
        #expect(timeline.runUntilIdle() == 190)
        #expect(timeline.isIdle)
    }
}

@Suite struct InterruptionTests {
    @Test func aLaterStepInterruptsAndCancelsTheWaitingHint() {
        var timeline = focusedAtZero()
        timeline.submit([focus("Name")], at: 300, tag: 1)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["focus Zip code 0-300 interrupted", "hint double tap to edit cancelled", "focus Name 300-620"])
        #expect(timeline.entries.map(\.tag) == [0, 0, 1])
    }

    @Test func anAnnouncementInterrupts() {
        var timeline = focusedAtZero()
        timeline.submit([announce("Saved")], at: 300, tag: 1)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["focus Zip code 0-300 interrupted", "hint double tap to edit cancelled", "announce Saved 300-680"])
    }

    @Test func anAnnouncementInTheSameStepCutsTheUtteranceBeforeIt() {
        var timeline = SpeechTimeline()
        timeline.submit([focus("Zip code"), announce("5 character limit.")], at: 0, tag: 0)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["focus Zip code 0-0 interrupted", "announce 5 character limit. 0-1160"])
    }

    @Test func utterancesCutBeforeTheyBeganAreInterrupted() {
        var timeline = SpeechTimeline()
        timeline.submit([typed("space"), typed("ab")], at: 0, tag: 0)
        timeline.submit([typed("c")], at: 100, tag: 1)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["typed space 0-100 interrupted", "typed ab 100-100 interrupted", "typed c 100-240"])
    }

    @Test func aHintWaitingAfterItsFocusEndedIsCancelled() {
        var timeline = focusedAtZero()
        timeline.submit([focus("Name")], at: 700, tag: 1)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["focus Zip code 0-560", "hint double tap to edit cancelled", "focus Name 700-1020"])
    }

    @Test func aHintCutWhileSpeakingIsInterrupted() {
        var timeline = focusedAtZero()
        timeline.submit([focus("Name")], at: 1000, tag: 1)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["focus Zip code 0-560", "hint double tap to edit 960-1000 interrupted", "focus Name 1000-1320"])
    }

    @Test func aStepThatSaysNothingInterruptsNothing() {
        var timeline = focusedAtZero()
        timeline.submit([], at: 100, tag: 1)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["focus Zip code 0-560", "hint double tap to edit 960-2120"])
    }
}

@Suite struct SameMillisecondTests {
    @Test func anUtteranceEndingAtTIsNotInterruptedByAnActionAtT() {
        var timeline = focusedAtZero()
        timeline.submit([focus("Name")], at: 560, tag: 1)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["focus Zip code 0-560", "hint double tap to edit cancelled", "focus Name 560-880"])
    }

    @Test func aHintDueAtTIsCancelledBySpeechAtT() {
        var timeline = focusedAtZero()
        timeline.submit([focus("Name")], at: 960, tag: 1)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["focus Zip code 0-560", "hint double tap to edit cancelled", "focus Name 960-1280"])
    }

    @Test func aDeferredAnnouncementAtTComesAfterAnEndAtT() {
        var timeline = focusedAtZero()
        timeline.submit([announce("Error: Bad", .deferredAnnouncement(50))], at: 510, tag: 1)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["focus Zip code 0-560", "hint double tap to edit cancelled", "announce Error: Bad 560-1240"])
    }

    @Test func aDeferredAnnouncementAtTComesBeforeAnActionAtT() {
        var timeline = SpeechTimeline()
        timeline.submit([announce("Error: Bad", .deferredAnnouncement(50))], at: 0, tag: 0)
        timeline.submit([announce("X")], at: 50, tag: 1)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["announce Error: Bad 50-50 interrupted", "announce X 50-190"])
    }

    @Test func aHintDueAtTheDeferredAnnouncementIsCancelled() {
        var timeline = focusedAtZero()
        timeline.submit([announce("Error: Bad", .deferredAnnouncement(50))], at: 910, tag: 1)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["focus Zip code 0-560", "hint double tap to edit cancelled", "announce Error: Bad 960-1640"])
    }
}

@Suite struct QueuedAndDeferredTests {
    @Test func aQueuedAnnouncementWaitsBehindTheHint() {
        var timeline = focusedAtZero()
        timeline.submit([announce("Saved", .queuedAnnouncement)], at: 100, tag: 1)
        #expect(timeline.runUntilIdle() == 2500)
        #expect(summary(timeline) == ["focus Zip code 0-560", "hint double tap to edit 960-2120", "announce Saved 2120-2500"])
    }

    @Test func aQueuedAnnouncementStartsAtOnceWhenNothingSpeaks() {
        var timeline = SpeechTimeline()
        timeline.submit([announce("Saved", .queuedAnnouncement)], at: 50, tag: 0)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["announce Saved 50-430"])
    }

    @Test func aWaitingQueuedAnnouncementIsCutByALaterStep() {
        var timeline = focusedAtZero()
        timeline.submit([announce("Saved", .queuedAnnouncement)], at: 100, tag: 1)
        timeline.submit([focus("Name")], at: 200, tag: 2)
        timeline.runUntilIdle()
        #expect(summary(timeline) == [
            "focus Zip code 0-200 interrupted", "hint double tap to edit cancelled",
            "announce Saved 200-200 interrupted", "focus Name 200-520",
        ])
    }

    @Test func aDeferredAnnouncementWaitsItsDelayThenInterrupts() {
        var timeline = focusedAtZero()
        timeline.submit([announce("Error: Bad", .deferredAnnouncement(50))], at: 100, tag: 1)
        timeline.advance(to: 149)
        #expect(timeline.entries.count == 2)
        timeline.runUntilIdle()
        #expect(summary(timeline) == ["focus Zip code 0-150 interrupted", "hint double tap to edit cancelled", "announce Error: Bad 150-830"])
        #expect(timeline.entries.map(\.tag) == [0, 0, 1])
    }
}

/// What a live player is told (`SpeechEvent`s), and when a run loop must wake (`nextDueTime`).
@Suite struct EventTests {
    private func recording(_ timeline: SpeechTimeline = SpeechTimeline()) -> SpeechTimeline {
        var timeline = timeline
        timeline.recordsEvents = true
        return timeline
    }

    @Test func aFocusStartsAtOnceAndItsHintOnlyOnceTheClockIsPastItsStart() {
        var timeline = recording()
        timeline.submit([focus("Zip code"), hint], at: 0, tag: 0)
        #expect(timeline.takeEvents() == [.start(entry: 0, at: 0, interrupting: true)])
        #expect(timeline.nextDueTime == 560, "the focus ends")
        timeline.advance(to: 560)
        #expect(timeline.takeEvents().isEmpty)
        #expect(timeline.nextDueTime == 960, "the caption shows the hint from 960")
        timeline.advance(to: 960)
        #expect(timeline.takeEvents().isEmpty, "an action at 960 would still cancel it")
        #expect(timeline.nextDueTime == 961)
        timeline.advance(to: 961)
        #expect(timeline.takeEvents() == [.start(entry: 1, at: 960, interrupting: false)])
        #expect(timeline.nextDueTime == 2120)
        timeline.advance(to: 2120)
        #expect(timeline.nextDueTime == nil, "idle: nothing to wake for")
    }

    @Test func aStepCutsWhatSpeaksAndWhatWaitsBeforeItStarts() {
        var timeline = recording()
        timeline.submit([typed("space"), typed("ab")], at: 0, tag: 0)
        timeline.submit([typed("c")], at: 100, tag: 1)
        #expect(timeline.takeEvents() == [.start(entry: 0, at: 0, interrupting: true), .cut(entry: 0, at: 100),
                                          .cut(entry: 1, at: 100), .start(entry: 2, at: 100, interrupting: true)])
    }

    @Test func aHintCutBeforeItStartedIsNeverStartedOrCut() {
        var timeline = recording()
        timeline.submit([focus("Zip code"), hint], at: 0, tag: 0)
        timeline.submit([focus("Name")], at: 960, tag: 1)
        #expect(timeline.takeEvents() == [.start(entry: 0, at: 0, interrupting: true), .start(entry: 2, at: 960, interrupting: true)])
    }

    @Test func aHintCutWhileSpeakingIsStartedThenCut() {
        var timeline = recording()
        timeline.submit([focus("Zip code"), hint], at: 0, tag: 0)
        timeline.submit([focus("Name")], at: 1000, tag: 1)
        #expect(timeline.takeEvents() == [.start(entry: 0, at: 0, interrupting: true), .start(entry: 1, at: 960, interrupting: false),
                                          .cut(entry: 1, at: 1000), .start(entry: 2, at: 1000, interrupting: true)])
    }

    @Test func aDeferredAnnouncementIsDueAtItsPostAndInterrupts() {
        var timeline = recording()
        timeline.submit([announce("Error: Bad", .deferredAnnouncement(50))], at: 0, tag: 0)
        #expect(timeline.takeEvents().isEmpty)
        #expect(timeline.nextDueTime == 50)
        timeline.advance(to: 50)
        #expect(timeline.takeEvents() == [.start(entry: 0, at: 50, interrupting: true)])
    }

    @Test func aQueuedAnnouncementFollowsWithoutInterrupting() {
        var timeline = recording()
        timeline.submit([focus("a"), announce("Saved", .queuedAnnouncement)], at: 0, tag: 0)
        timeline.runUntilIdle()
        #expect(timeline.takeEvents() == [.start(entry: 0, at: 0, interrupting: true), .start(entry: 1, at: 140, interrupting: false)])
    }

    @Test func noEventsAreKeptUnlessAsked() {
        var timeline = focusedAtZero()
        timeline.runUntilIdle()
        #expect(timeline.takeEvents().isEmpty)
    }

    @Test func measuredDurationsReplaceTheSpecsForTheUtterancesMeasured() {
        let timeline = SpeechTimeline(durations: .measured([focus("Zip code").utterance: 1033]))
        #expect(timeline.duration(of: focus("Zip code").utterance) == 1033)
        #expect(timeline.duration(of: focus("a").utterance) == 140)
    }
}

/// What may still change (for recording), and how it ends if nothing more is said.
@Suite struct PendingTests {
    @Test func runOutGivesTheEndWithoutChangingTheTimeline() {
        var timeline = focusedAtZero()
        timeline.submit([announce("Error: Bad", .deferredAnnouncement(50))], at: 100, tag: 1)
        #expect(timeline.firstPendingEntry == 0)
        #expect(timeline.oldestPendingTag == 0)
        let before = timeline.entries
        let ended = timeline.runOut(from: timeline.firstPendingEntry)
        #expect(timeline.entries == before)
        var played = timeline
        played.runUntilIdle()
        #expect(ended == played.entries)
        #expect(summary(played) == ["focus Zip code 0-150 interrupted", "hint double tap to edit cancelled", "announce Error: Bad 150-830"])
    }

    @Test func entriesBeforeTheFirstPendingOneAreFinal() {
        var timeline = focusedAtZero()
        timeline.advance(to: 700)
        #expect(timeline.firstPendingEntry == 1, "the focus has ended; its hint waits")
        timeline.submit([focus("Name")], at: 2200, tag: 1)
        #expect(timeline.firstPendingEntry == 2)
        #expect(timeline.oldestPendingTag == 1)
        #expect(timeline.runOut(from: 2).map(\.end) == [2520])
        timeline.advance(to: 2520)
        #expect(timeline.oldestPendingTag == nil)
        #expect(timeline.firstPendingEntry == 3)
    }
}
