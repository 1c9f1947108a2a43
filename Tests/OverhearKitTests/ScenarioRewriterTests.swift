import Testing
@testable import OverhearKit

/// A scenario whose first action is right and whose second expects the wrong speech
/// (`next` on the last element gives `sound: boundary`).
private let sample = """
# Demo
field uitextfield name
  placeholder: Name

> next
  focus: Name, text field
  hint: double tap to edit

# second
> next
  focus: wrong

"""

private let sampleUpdated = """
# Demo
field uitextfield name
  placeholder: Name

> next
  focus: Name, text field
  hint: double tap to edit

# second
> next
  sound: boundary

"""

/// What `check --update` writes for `text`, as text.
private func updated(_ text: String) throws -> String {
    String(decoding: try playScenario(text).updatedBytes, as: UTF8.self)
}

private func dropFinalNewline(_ text: String) -> String {
    String(text.dropLast())
}

@Suite struct ScenarioRewriterTests {
    @Test func onlyTheChangedActionsExpectedLinesChange() throws {
        #expect(try updated(sample) == sampleUpdated)
    }

    @Test func crlfLineEndsAreKeptAndUsedForNewLines() throws {
        #expect(try updated(sample.replacingLineFeeds(with: "\r\n")) == sampleUpdated.replacingLineFeeds(with: "\r\n"))
    }

    @Test func aMissingFinalNewlineStaysMissing() throws {
        #expect(try updated(dropFinalNewline(sample)) == dropFinalNewline(sampleUpdated))
        let crlf = dropFinalNewline(sample).replacingLineFeeds(with: "\r\n")
        #expect(try updated(crlf) == dropFinalNewline(sampleUpdated).replacingLineFeeds(with: "\r\n"))
    }

    @Test func linesAddedAfterALastLineWithoutNewlineUseTheFilesLineEnd() throws {
        let text = "field uitextfield name\r\n  placeholder: Name\r\n> next"
        #expect(try updated(text)
                == "field uitextfield name\r\n  placeholder: Name\r\n> next\r\n  focus: Name, text field\r\n  hint: double tap to edit")
    }

    @Test func aPassingFileIsRewrittenByteForByte() throws {
        let text = """
        # odd spacing, quoting and comments stay as written
        field uitextfield name   
          placeholder:   Name  

        settings
          typing-echo:  none
        >   next   
          focus:   "Name, text field"  
            # a comment among expected lines
          hint:  double tap to edit
        > escape
        \u{20}
        """
        let crlfMix = text.replacing("> escape", with: "> escape\r")
        for source in [text, text + "\n", text.replacingLineFeeds(with: "\r\n"), crlfMix] {
            let check = try playScenario(source)
            #expect(check.passed)
            #expect(check.updatedBytes == Array(source.utf8))
        }
    }

    @Test func anActionWithNoExpectedLinesGetsThemRightAfterIt() throws {
        let text = """
        field uitextfield name
          placeholder: Name
        > next

        # comment
        > escape

        """
        #expect(try updated(text) == """
        field uitextfield name
          placeholder: Name
        > next
          focus: Name, text field
          hint: double tap to edit

        # comment
        > escape

        """)
    }

    @Test func newLinesTakeTheIndentationOfTheOldOnesAndUnchangedLinesStay() throws {
        let text = "field uitextfield name\n  placeholder: Name\n> next\n    focus: Name, text field\n"
        let check = try playScenario(text)
        let edits = ScenarioRewriter.edits(of: check.scenario, with: check.transcripts)
        #expect(edits.map(\.operation) == [.same, .same, .same, .same, .added])
        #expect(try updated(text) == text + "    hint: double tap to edit\n")
    }

    @Test func commentsAmongOldExpectedLinesAreKept() throws {
        let text = "field uitextfield name\n  placeholder: Name\n> next\n  focus: old\n  # keep me\n  hint: old\n"
        #expect(try updated(text)
                == "field uitextfield name\n  placeholder: Name\n> next\n  focus: Name, text field\n  hint: double tap to edit\n  # keep me\n")
    }

    @Test func aCommentBetweenAKeptLineAndAChangedOneKeepsItsPlace() throws {
        let text = "field uitextfield name\n  placeholder: Name\n> next\n  focus: Name, text field\n  # keep me here\n  hint: old\n"
        #expect(try updated(text)
                == "field uitextfield name\n  placeholder: Name\n> next\n  focus: Name, text field\n  # keep me here\n  hint: double tap to edit\n")
    }

    @Test func interruptedMarksAndQuotingAreWrittenAsTheFormatSaysTheyAre() throws {
        let text = "field uitextfield name\n  placeholder: Name\n> next\n> +10 ms announce \"  Hi\"\n"
        #expect(try updated(text) == """
        field uitextfield name
          placeholder: Name
        > next
          focus (interrupted): Name, text field
        > +10 ms announce "  Hi"
          announce: "  Hi"

        """)
    }

    @Test func rewrittenFileReadsBackAsPassing() throws {
        let check = try playScenario(try updated(sample))
        #expect(check.passed)
    }

    @Test func linesOfTheRewriteCarryTheirTerminators() throws {
        let check = try playScenario(dropFinalNewline(sample).replacingLineFeeds(with: "\r\n"))
        let lines = ScenarioRewriter.lines(of: check.scenario, with: check.transcripts)
        #expect(lines.count == 11)
        #expect(lines.dropLast().allSatisfy { $0.terminator == [13, 10] })
        #expect(lines.last == ScenarioRewriter.Line(content: Array("  sound: boundary".utf8), terminator: []))
    }
}
