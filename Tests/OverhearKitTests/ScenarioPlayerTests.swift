import Testing
@testable import OverhearKit

// Durations at rate 50 (80 + 60 × graphemes) used below:
//   "Name, text field" (16) 1040 · "double tap to edit" (18) 1160 · "text field" (10) 680
//   "text field, is editing, character mode, insertion point at end" (62) 3800
//   "Zip code" (8) 560 · "Zip code, 5 digits, text field" (30) 1880 · "5 character limit." (18) 1160
//   "4 characters remaining" (22) 1400 · "Code, 0 / 4, text field" (23) 1460
//   "4 character limit." (18) 1160 · "1 of 4 characters" (17) 1100 · "Error: Bad" (10) 680
//   "a", "b", "c", "9", "1" 140 · "Hi" 200 · "Done" 320 · "Hello", "Saved" 380 · "Next" 320

/// A UITextField with a placeholder only: its focus utterance is "Name, text field".
private let nameScreen = """
field uitextfield name
  placeholder: Name

"""

private func times(_ check: ScenarioCheck) -> [Int] {
    check.speech.map(\.time)
}

/// Each utterance's `start-end` for one action.
private func spans(_ speech: ScenarioPlayer.ActionSpeech) -> [String] {
    speech.entries.map { "\($0.start)-\($0.end)" }
}

@Suite struct GuideScenarioTests {
    static let guide = """
    # The guide's zip code example: the value joins placeholder and helper text.
    field mdc-2018 zip
      placeholder: Zip code
      helper: 5 digits
      max: 5

    settings
      typing-echo: characters

    > next
      focus: Zip code
    > next
      focus: Zip code, 5 digits, text field
      hint: double tap to edit
    > activate
      focus (interrupted): text field, is editing, Zip code, 5 digits, character mode, insertion point at end
      announce: 5 character limit.
    > type 9
      typed (interrupted): 9
      announce: 4 characters remaining

    """

    @Test func theSpecExamplePasses() throws {
        let check = try playScenario(Self.guide)
        #expect(check.transcripts.map { $0.map(transcriptLine) } == [
            ["focus: Zip code"],
            ["focus: Zip code, 5 digits, text field", "hint: double tap to edit"],
            ["focus (interrupted): text field, is editing, Zip code, 5 digits, character mode, insertion point at end",
             "announce: 5 character limit."],
            ["typed (interrupted): 9", "announce: 4 characters remaining"],
        ])
        #expect(check.passed)
        #expect(check.diff == "")
    }

    @Test func actionsWaitForAllSpeechIncludingHints() throws {
        let check = try playScenario(Self.guide)
        #expect(times(check) == [0, 560, 4000, 5160])
        #expect(spans(check.speech[1]) == ["560-2440", "2840-4000"])
        #expect(spans(check.speech[2]) == ["4000-4000", "4000-5160"])
        #expect(spans(check.speech[3]) == ["5160-5160", "5160-6560"])
    }

    @Test func aWrongExpectationFails() throws {
        let check = try playScenario(Self.guide.replacing("typed (interrupted): 9", with: "typed: 9"))
        #expect(!check.passed)
    }
}

@Suite struct DelayAndWaitTests {
    @Test func aDelayedActionInterruptsAndWaitLetsTimePass() throws {
        let check = try playScenario(nameScreen + """
        > next
        > +200 ms next
        > wait 1 s
        > announce Hello

        """)
        #expect(check.transcripts.map { $0.map(transcriptLine) } == [
            ["focus (interrupted): Name, text field"],
            ["sound: boundary"],
            [],
            ["announce: Hello"],
        ])
        #expect(times(check) == [0, 200, 300, 1300])
        #expect(spans(check.speech[1]) == ["200-300"])
        #expect(spans(check.speech[3]) == ["1300-1680"])
    }

    @Test func aDelayCountsFromTheLastStepOfTheActionBefore() throws {
        let check = try playScenario("""
        field uitextfield name
        settings
          typing-echo: characters
        > first
        > activate
        > type ab
        > +50 ms type c

        """)
        #expect(check.transcripts.map { $0.map(transcriptLine) } == [
            ["focus: text field", "hint: double tap to edit"],
            ["focus: text field, is editing, character mode, insertion point at end"],
            ["typed: a", "typed (interrupted): b"],
            ["typed: c"],
        ])
        #expect(times(check) == [0, 2240, 6040, 6230])
        #expect(spans(check.speech[2]) == ["6040-6180", "6180-6230"])
    }

    @Test func aDelayAfterAWaitCountsFromTheWait() throws {
        let check = try playScenario(nameScreen + """
        > wait 500 ms
        > +100 ms announce Hi
        > announce Done

        """)
        #expect(times(check) == [0, 100, 500])
        #expect(spans(check.speech[1]) == ["100-300"])
    }

    @Test func theHintIsCutWhileSpeaking() throws {
        #expect(try transcripts(nameScreen + "> next\n> +1500 ms announce Hi\n")
                == [["focus: Name, text field", "hint (interrupted): double tap to edit"], ["announce: Hi"]])
    }

    @Test func theHintIsCancelledAtTheMillisecondItIsDue() throws {
        #expect(try transcripts(nameScreen + "> next\n> +1440 ms announce Hi\n")
                == [["focus: Name, text field"], ["announce: Hi"]])
    }

    @Test func anUtteranceEndingWhenTheActionHappensIsNotInterrupted() throws {
        #expect(try transcripts(nameScreen + "> next\n> +1040 ms announce Hi\n")
                == [["focus: Name, text field"], ["announce: Hi"]])
        #expect(try transcripts(nameScreen + "> next\n> +1039 ms announce Hi\n")
                == [["focus (interrupted): Name, text field"], ["announce: Hi"]])
    }

    @Test func aQueuedAnnouncementWaitsBehindTheHint() throws {
        let check = try playScenario(nameScreen + """
        > next
        > +100 ms announce queued Saved
        > announce Next

        """)
        #expect(check.transcripts.map { $0.map(transcriptLine) }
                == [["focus: Name, text field", "hint: double tap to edit"], ["announce: Saved"], ["announce: Next"]])
        #expect(times(check) == [0, 100, 2980])
        #expect(spans(check.speech[1]) == ["2600-2980"])
    }

    @Test func multiStepActionsWaitForEachStepsSpeech() throws {
        let check = try playScenario("""
        field uitextfield name
          text: ab
        > first
        > activate
        > delete 2

        """)
        #expect(check.transcripts[2].map(transcriptLine) == ["deleted: b", "deleted: a"])
        // "text field, is editing, ab, character mode, insertion point at end" (66) is 4040 ms.
        #expect(spans(check.speech[2]) == ["6520-6660", "6660-6800"])
    }

    @Test func typeEmptyDoesNothing() throws {
        #expect(try transcripts("field\n> type \"\"\n") == [[]])
    }
}

@Suite struct RateTests {
    private func check(rate: Int) throws -> ScenarioCheck {
        try playScenario("field uitextfield name\n  placeholder: Name\nsettings\n  rate: \(rate)\n> next\n> next\n")
    }

    @Test func rate25DoublesDurationsButNotTheHintDelayOrSounds() throws {
        let slow = try check(rate: 25)
        #expect(spans(slow.speech[0]) == ["0-2080", "2480-4800"])
        #expect(spans(slow.speech[1]) == ["4800-4900"])
    }

    @Test func rate100HalvesDurations() throws {
        let fast = try check(rate: 100)
        #expect(spans(fast.speech[0]) == ["0-520", "920-1500"])
    }

    @Test func scaledDurationsRoundDown() throws {
        let odd = try check(rate: 30)
        #expect(spans(odd.speech[0]) == ["0-1733", "2133-4066"])
    }

    @Test func hintSettings() throws {
        let shortDelay = try playScenario(nameScreen + "settings\n  hint-delay: 100 ms\n> next\n> next\n")
        #expect(spans(shortDelay.speech[0]) == ["0-1040", "1140-2300"])
        let off = try playScenario(nameScreen + "settings\n  hints: off\n> next\n> next\n")
        #expect(off.transcripts[0].map(transcriptLine) == ["focus: Name, text field"])
        #expect(times(off) == [0, 1040])
    }
}

@Suite struct KindScenarioTests {
    @Test func mdcErrorIsDeferred50msAndCutsTheCounter() throws {
        let check = try playScenario("""
        field mdc code
          placeholder: Code
          max: 4
        settings
          typing-echo: characters
        > first
        > activate
        > type 1
        > +0 ms set error: Bad
        > +50 ms announce Done

        """)
        #expect(check.transcripts.map { $0.map(transcriptLine) } == [
            ["focus: Code, 0 / 4, text field", "hint: double tap to edit"],
            ["focus (interrupted): Code, 0 / 4, text field, is editing, character mode, insertion point at end",
             "announce: 4 character limit."],
            ["typed (interrupted): 1", "announce (interrupted): 1 of 4 characters"],
            ["announce (interrupted): Error: Bad"],
            ["announce: Done"],
        ])
        #expect(times(check) == [0, 3020, 4180, 4180, 4230])
        #expect(spans(check.speech[2]) == ["4180-4180", "4180-4230"])
        #expect(spans(check.speech[3]) == ["4230-4230"])
    }

    @Test func mdcErrorPlaysInFullWhenNothingCutsIt() throws {
        let check = try playScenario("""
        field mdc code
          max: 4
        > first
        > activate
        > type 1
        > set error: Bad
        > next

        """)
        #expect(check.transcripts[3].map(transcriptLine) == ["announce: Error: Bad"])
        let setTime = check.speech[3].time
        #expect(spans(check.speech[3]) == ["\(setTime + 50)-\(setTime + 730)"])
        // The next action waits for the deferred announcement to finish.
        #expect(check.speech[4].time == setTime + 730)
    }

    @Test func mdc2018CounterWrapsAndTheErrorMovesFocus() throws {
        let check = try playScenario("""
        field mdc-2018 zip
          placeholder: Zip code
          helper: 5 digits
          max: 5
        settings
          typing-echo: none
        > focus zip
        > activate
        > type 123456
        > set error: Not a US zip code
        > next

        """)
        #expect(check.transcripts[2].map(transcriptLine) == [
            "announce: 4 characters remaining", "announce: 3 characters remaining", "announce: 2 characters remaining",
            "announce: 1 characters remaining", "announce: 0 characters remaining",
            "announce: 18446744073709551615 characters remaining",
        ])
        #expect(check.transcripts[3].map(transcriptLine) == ["focus: Error: Not a US zip code."])
        #expect(check.transcripts[4].map(transcriptLine) == ["focus: 6 / 5"])
    }
}
