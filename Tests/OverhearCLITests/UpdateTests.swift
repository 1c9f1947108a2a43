import Foundation
import Testing

/// `check --update`: only the expected lines change, every other byte is kept.
@Suite struct UpdateTests {
    /// Writes `original`, checks that it fails, updates it, and checks that the file is now
    /// exactly `updated`, passes, and is left alone by a second update.
    private func expectUpdate(_ original: [UInt8], becomes updated: [UInt8],
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", bytes: original)

        let before = try folder.run("check", "s.scenario")
        #expect(before.status == 1, "the original should fail", sourceLocation: sourceLocation)

        let update = try folder.run("check", "--update", "s.scenario")
        #expect(update.status == 0, "\(update.out)\(update.err)", sourceLocation: sourceLocation)
        #expect(update.err == "", sourceLocation: sourceLocation)
        #expect(update.out.hasSuffix("\n1 passed, 0 failed\n"), "\(update.out)", sourceLocation: sourceLocation)
        let bytes = try folder.bytes("s.scenario")
        #expect(bytes == updated, """
            updated file differs:
            \(String(decoding: bytes, as: UTF8.self).debugDescription)
            expected:
            \(String(decoding: updated, as: UTF8.self).debugDescription)
            """, sourceLocation: sourceLocation)
        // No temporary file is left beside it.
        #expect(try folder.listing() == ["s.scenario"], sourceLocation: sourceLocation)

        let after = try folder.run("check", "s.scenario")
        #expect(after.status == 0, "\(after.out)", sourceLocation: sourceLocation)
        #expect(after.out == "PASS s.scenario\n1 passed, 0 failed\n", sourceLocation: sourceLocation)

        // play of the original prints exactly what --update wrote.
        try folder.write("original.scenario", bytes: original)
        let played = try folder.run("play", "original.scenario")
        #expect(Array(played.stdout) == updated, sourceLocation: sourceLocation)
    }

    private func expectUpdate(_ original: String, becomes updated: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectUpdate(Array(original.utf8), becomes: Array(updated.utf8), sourceLocation: sourceLocation)
    }

    /// Expectations written under `--language` would be in a language the file does not set,
    /// which a plain `check` then fails: the two are refused together, the file untouched
    /// (docs/behaviour-decisions.md; issue 35).
    @Test func updateRefusesALanguageOverTheFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", bytes: Array(Fixture.zipFailing.utf8))
        let update = try folder.run("check", "--update", "--language", "de", "s.scenario")
        #expect(update.status == 2)
        #expect(update.out == "")
        #expect(update.err.hasPrefix("overhear: check: --update cannot be used with --language"), "\(update.err)")
        #expect(update.err.contains("language: de"), "\(update.err)")
        #expect(try folder.bytes("s.scenario") == Array(Fixture.zipFailing.utf8))
    }

    @Test func updateFixesWrongLines() throws {
        try expectUpdate(Fixture.zipFailing, becomes: Fixture.zip)
    }

    @Test func updateFillsInAnActionsOnlyFile() throws {
        try expectUpdate(Fixture.zipActionsOnly, becomes: Fixture.zip)
    }

    @Test func updateKeepsCommentsBlankLinesAndOddSpacing() throws {
        let original = """
        # header comment, trailing spaces kept   
        field   mdc-2018   zip
          placeholder:   Zip code


          helper: 5 digits
          max: 5
        settings
          typing-echo:    characters
        >   next
            focus: Wrong
        # between actions

        >    next   
          # comment before the expected lines
          focus: Zip code, 5 digits, text field
        >activate
        # a comment after a silent action
        > type    9
          typed (interrupted): 9

          # a trailing comment in the block
        \u{20}
        """
        let updated = """
        # header comment, trailing spaces kept   
        field   mdc-2018   zip
          placeholder:   Zip code


          helper: 5 digits
          max: 5
        settings
          typing-echo:    characters
        >   next
            focus: Zip code
        # between actions

        >    next   
          # comment before the expected lines
          focus: Zip code, 5 digits, text field
          hint: double tap to edit
        >activate
          focus (interrupted): text field, is editing, Zip code, 5 digits, character mode, insertion point at end
          announce: 5 character limit.
        # a comment after a silent action
        > type    9
          typed (interrupted): 9
          announce: 4 characters remaining

          # a trailing comment in the block
        \u{20}
        """
        try expectUpdate(original, becomes: updated)
    }

    @Test func updateKeepsTheIndentOfTheExpectedLines() throws {
        let original = """
        field zip
        > next
              focus: Wrong
              hint: Wrong too

        """
        let updated = """
        field zip
        > next
              focus: text field
              hint: double tap to edit

        """
        try expectUpdate(original, becomes: updated)
    }

    @Test func updateKeepsCRLFLineEnds() throws {
        try expectUpdate(Fixture.crlf(Fixture.zipFailing), becomes: Fixture.crlf(Fixture.zip))
        // New lines under an action that had none also end in CRLF.
        try expectUpdate(Fixture.crlf(Fixture.zipActionsOnly), becomes: Fixture.crlf(Fixture.zip))
    }

    @Test func updateKeepsAMissingFinalNewline() throws {
        // The last line is a wrong expected line.
        try expectUpdate(String(Fixture.zipFailing.dropLast()), becomes: String(Fixture.zip.dropLast()))
        // The last line is an action with no expected lines: the new lines come after it,
        // and the file still ends without a newline.
        try expectUpdate("field zip\n> escape\n> next", becomes: """
        field zip
        > escape
        > next
          focus: text field
          hint: double tap to edit
        """)
        // A last line that is a comment stays last.
        try expectUpdate("field zip\n> next\n  focus: Wrong\n# end", becomes: """
        field zip
        > next
          focus: text field
          hint: double tap to edit
        # end
        """)
    }

    @Test func updateKeepsCRLFAndAMissingFinalNewlineTogether() throws {
        try expectUpdate(Fixture.crlf(String(Fixture.zipActionsOnly.dropLast())),
                         becomes: Fixture.crlf(String(Fixture.zip.dropLast())))
    }

    @Test func updateKeepsUTF8TextElsewhere() throws {
        let original = """
        # Código postal — 郵便番号 🎙️
        field mdc-2018 zip
          placeholder: Código
        > next
          focus: Wrong

        """
        let updated = """
        # Código postal — 郵便番号 🎙️
        field mdc-2018 zip
          placeholder: Código
        > next
          focus: Código

        """
        try expectUpdate(original, becomes: updated)
    }

    @Test func updateKeepsPassingActionsByteForByte() throws {
        // The first action's lines mean the same as the actual speech but are spelled
        // differently; only the second, wrong, action is rewritten.
        let original = """
        field zip
          placeholder: Zip code
        > next
          focus:     "Zip code"   
        > next
          focus: Wrong

        """
        let updated = """
        field zip
          placeholder: Zip code
        > next
          focus:     "Zip code"   
        > next
          focus: Zip code, text field
          hint: double tap to edit

        """
        try expectUpdate(original, becomes: updated)
    }

    @Test func updateRemovesLinesOfAnActionThatIsSilent() throws {
        try expectUpdate("field zip\n> escape\n  announce: not said\n  hint: nor this\n# end\n",
                         becomes: "field zip\n> escape\n# end\n")
    }

    @Test func updateKeepsACommentThatSitsAmongExpectedLines() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", """
        field zip
          placeholder: Zip code
        > next
          focus: Wrong
          # kept comment
          hint: double tap to edit

        """)
        let result = try folder.run("check", "--update", "s.scenario")
        #expect(result.status == 0)
        let text = try folder.text("s.scenario")
        #expect(text.components(separatedBy: "  # kept comment\n").count == 2)
        #expect(try folder.run("check", "s.scenario").status == 0)
    }

    @Test func alreadyPassingFilesAreNotRewritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let odd = Array(Fixture.crlf("# odd but passing\nfield zip\n>   next\n   focus:  \"text field\"  \n   hint: double tap to edit").utf8)
        try folder.write("zip.scenario", Fixture.zip)
        try folder.write("odd.scenario", bytes: odd)
        let zipInode = try folder.inode("zip.scenario")
        let oddInode = try folder.inode("odd.scenario")

        let result = try folder.run("check", "--update", "zip.scenario", "odd.scenario")
        #expect(result.status == 0)
        #expect(result.out == "PASS zip.scenario\nPASS odd.scenario\n2 passed, 0 failed\n")
        #expect(try folder.text("zip.scenario") == Fixture.zip)
        #expect(try folder.bytes("odd.scenario") == odd)
        // Not even replaced by an identical copy: a rewrite goes through a new file and a rename.
        #expect(try folder.inode("zip.scenario") == zipInode)
        #expect(try folder.inode("odd.scenario") == oddInode)
        #expect(try folder.listing() == ["odd.scenario", "zip.scenario"])
    }

    @Test func updateOfAFolderUpdatesOnlyFailingFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("suite/pass.scenario", Fixture.zip)
        try folder.write("suite/fail.scenario", Fixture.zipFailing)
        let passInode = try folder.inode("suite/pass.scenario")
        let result = try folder.run("check", "--update", "suite")
        #expect(result.status == 0)
        #expect(result.out.hasSuffix("2 passed, 0 failed\n"))
        #expect(try folder.text("suite/fail.scenario") == Fixture.zip)
        #expect(try folder.inode("suite/pass.scenario") == passInode)
        #expect(try folder.run("check", "suite").status == 0)
    }

    @Test func updateKeepsTheFileMode() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("s.scenario", Fixture.zipFailing)
        chmod(folder.path("s.scenario"), 0o640)
        #expect(try folder.run("check", "--update", "s.scenario").status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path("s.scenario"))[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o640)
    }

    // MARK: Nothing is written to a file that failed

    @Test(arguments: [
        ("field zip\n> next\n  focus: Wrong\n> wiggle\n", "s.scenario:4:3: error: unknown action \"wiggle\"; expected one of \(RegistryNames.actions)"),
        ("field zip\n> next\n  focus: Wrong\n  shout: hi\n", "s.scenario:4:3: error: unknown utterance kind \"shout\"; expected one of focus, hint, typed, deleted, cursor, announce, sound, value, action"),
        ("field zip\n> next\n  focus: Wrong\n> type 9\n", "s.scenario:4:3: error: type needs a field being edited; activate a text field first"),
        ("field zip\n> next\n  focus: Wrong\n> focus nope\n", "s.scenario:4:9: error: unknown element \"nope\"; expected one of zip.placeholder, zip, zip.clear, zip.helper, zip.counter"),
        ("field uitextfield name\n> next\n  focus: Wrong\n> set helper: hi\n", "s.scenario:4:7: error: key \"helper\" is not used by the uitextfield kind"),
    ])
    func updateWritesNothingOnAnError(_ text: String, _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for bytes in [Array(text.utf8), Array(Fixture.crlf(text).utf8)] {
            try folder.write("s.scenario", bytes: bytes)
            let inode = try folder.inode("s.scenario")
            let result = try folder.run("check", "--update", "s.scenario")
            #expect(result.status == 2)
            #expect(result.err == message + "\n")
            #expect(result.out == "FAIL s.scenario\n0 passed, 1 failed\n")
            #expect(try folder.bytes("s.scenario") == bytes)
            #expect(try folder.inode("s.scenario") == inode)
            #expect(try folder.listing() == ["s.scenario"])
        }
    }

    @Test func updateStillFixesOtherFilesWhenOneHasAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bad = "field zip\n> next\n  focus: Wrong\n> wiggle\n"
        try folder.write("suite/a-bad.scenario", bad)
        try folder.write("suite/b-fail.scenario", Fixture.zipFailing)
        let result = try folder.run("check", "--update", "suite")
        #expect(result.status == 2)
        #expect(try folder.text("suite/a-bad.scenario") == bad)
        #expect(try folder.text("suite/b-fail.scenario") == Fixture.zip)
    }
}
