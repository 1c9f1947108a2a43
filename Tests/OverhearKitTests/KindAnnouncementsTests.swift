import Testing
@testable import OverhearKit

/// A screen reader that has focused and activated the one field (echo off, to hear only announcements).
private func editing(_ field: Field, echo: Settings.TypingEcho = .none) throws -> (VoiceOver, [String]) {
    var voiceOver = makeVoiceOver(field, settings: voiceOverSettings(echo: echo))
    _ = try voiceOver.perform(.focus(ref(0, .text)))
    let began = try voiceOver.say(.activate)
    return (voiceOver, began)
}

@Suite struct MDC2018CounterTests {
    @Test func editingBeganAnnouncesTheLimit() throws {
        let (_, began) = try editing(makeField("zip", .mdc2018, .max(5)))
        #expect(began == ["focus: text field, is editing, character mode, insertion point at end", "announce: 5 character limit."])
    }

    @Test func remainingCountWrapsAsUnsigned64BitPastTheLimit() throws {
        var (voiceOver, _) = try editing(makeField("zip", .mdc2018, .max(5)))
        #expect(try voiceOver.typeSteps("123456") == [
            ["announce: 4 characters remaining"],
            ["announce: 3 characters remaining"],
            ["announce: 2 characters remaining"],
            ["announce: 1 characters remaining"],
            ["announce: 0 characters remaining"],
            ["announce: 18446744073709551615 characters remaining"],
        ])
        #expect(try voiceOver.say(.type("7")) == ["announce: 18446744073709551614 characters remaining"])
        #expect(try voiceOver.say(.delete(1)) == ["deleted: 7", "announce: 18446744073709551615 characters remaining"])
        #expect(try voiceOver.say(.delete(1)) == ["deleted: 6", "announce: 0 characters remaining"])
    }

    @Test func remainingCountsUTF16Units() throws {
        var (voiceOver, _) = try editing(makeField("zip", .mdc2018, .max(5)))
        #expect(try voiceOver.say(.type("😀")) == ["announce: 3 characters remaining"])
    }

    @Test func theAnnouncementFollowsTheEchoAndInterruptsIt() throws {
        var (voiceOver, _) = try editing(makeField("zip", .mdc2018, .max(5)), echo: .charactersAndWords)
        _ = try voiceOver.perform(.type("a"))
        let requests = try voiceOver.perform(.type(" "))
        #expect(said(requests) == ["typed: space", "typed: a", "announce: 3 characters remaining"])
        #expect(requests.map(\.priority) == [.screenReader, .screenReader, .announcement])
    }

    @Test func noChangeNoAnnouncement() throws {
        var (voiceOver, _) = try editing(makeField("zip", .mdc2018, .max(5), .text("1")))
        #expect(try voiceOver.say(.moveCursor(forward: false, count: 1)) == ["cursor: 1"])
        #expect(try voiceOver.say(.delete(1)) == ["sound: boundary"])
        #expect(try voiceOver.say(.jumpCursor(toEnd: true)) == ["cursor: insertion point at end"])
    }
}

@Suite struct MDCCounterTests {
    @Test func editingBeganAnnouncesTheLimit() throws {
        let (_, began) = try editing(makeField("code", .mdc, .max(10)))
        #expect(began == ["focus: 0 / 10, text field, is editing, character mode, insertion point at end", "announce: 10 character limit."])
    }

    @Test func countOfMaxCharactersInUTF16Units() throws {
        var (voiceOver, _) = try editing(makeField("code", .mdc, .max(10)))
        #expect(try voiceOver.say(.type("😀")) == ["announce: 2 of 10 characters"])
        #expect(try voiceOver.say(.type("a")) == ["announce: 3 of 10 characters"])
        #expect(try voiceOver.say(.delete(1)) == ["deleted: a", "announce: 2 of 10 characters"])
        #expect(try voiceOver.say(.delete(1)) == ["deleted: grinning face", "announce: 0 of 10 characters"])
    }

    @Test func overTheLimitKeepsCounting() throws {
        var (voiceOver, _) = try editing(makeField("code", .mdc, .max(1)))
        #expect(try voiceOver.typeSteps("ab") == [["announce: 1 of 1 characters"], ["announce: 2 of 1 characters"]])
    }
}

@Suite struct NoCounterTests {
    @Test func noLimitNoAnnouncements() throws {
        var (voiceOver, began) = try editing(makeField("zip", .mdc2018))
        #expect(began == ["focus: text field, is editing, character mode, insertion point at end"])
        #expect(try voiceOver.typeSteps("12") == [[], []])
        var (mdc, mdcBegan) = try editing(makeField("code", .mdc))
        #expect(mdcBegan.count == 1)
        #expect(try mdc.typeSteps("12") == [[], []])
    }

    @Test func uitextfieldNeverAnnounces() throws {
        var (voiceOver, began) = try editing(makeField("name", .uitextfield, .text("Ann")))
        #expect(began == ["focus: text field, is editing, Ann, character mode, insertion point at end"])
        #expect(try voiceOver.say(.type("e")) == [])
        #expect(try voiceOver.say(.delete(1)) == ["deleted: e"])
    }
}
