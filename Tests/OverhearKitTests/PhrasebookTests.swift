import Testing
@testable import OverhearKit

@Suite struct PhrasebookNameTests {
    @Test(arguments: [
        (" ", "space"), ("\n", "new line"), ("\t", "tab"),
        (".", "period"), (",", "comma"), ("@", "at"), ("-", "dash"), ("_", "underscore"),
        ("/", "slash"), ("\\", "backslash"), (":", "colon"), (";", "semicolon"),
        ("!", "exclamation mark"), ("?", "question mark"), ("'", "apostrophe"), ("\"", "quote"),
        ("(", "left paren"), (")", "right paren"), ("[", "left bracket"), ("]", "right bracket"),
        ("{", "left brace"), ("}", "right brace"), ("#", "number sign"), ("$", "dollar sign"),
        ("%", "percent"), ("&", "ampersand"), ("*", "star"), ("+", "plus"), ("=", "equals"),
        ("<", "less than"), (">", "greater than"), ("|", "vertical bar"), ("~", "tilde"),
        ("^", "caret"), ("`", "grave accent"),
    ] as [(Character, String)])
    func phrasebookSymbols(_ character: Character, _ name: String) {
        #expect(Phrasebook.english.name(of: character) == name)
    }

    @Test(arguments: ["a", "Z", "7", "é", "e\u{301}", "ж", "日", "٣", "ß", "1\u{FE0F}\u{20E3}"] as [Character])
    func lettersAndDigitsOfAnyScriptAreThemselves(_ character: Character) {
        #expect(Phrasebook.english.name(of: character) == String(character))
    }

    @Test(arguments: [
        ("😀", "grinning face"), ("€", "euro sign"), ("©", "copyright sign"), ("\u{A0}", "no-break space"),
        // Several scalars: the first one's name.
        ("👍🏽", "thumbs up sign"), ("🇺🇸", "regional indicator symbol letter u"),
        // Not exactly a phrasebook character: its Unicode name.
        (".\u{301}", "full stop"),
        // A control character first: its control name.
        ("\r\n", "carriage return"),
    ] as [(Character, String)])
    func otherGraphemesAreTheirUnicodeNameInLowerCase(_ character: Character, _ name: String) {
        #expect(Phrasebook.english.name(of: character) == name)
    }

    @Test(arguments: [("\u{E000}", "U+E000"), ("\u{378}", "U+0378"), ("\u{F0000}", "U+F0000")] as [(Character, String)])
    func scalarsWithNoNameAreTheirCodePoint(_ character: Character, _ name: String) {
        #expect(Phrasebook.english.name(of: character) == name)
    }

    @Test(arguments: [
        ("\u{0}", "null"), ("\u{7}", "bell"), ("\u{8}", "backspace"), ("\r", "carriage return"),
        ("\u{1B}", "escape"), ("\u{7F}", "delete"), ("\u{1}", "control U+0001"), ("\u{85}", "control U+0085"),
        ("\u{9F}", "control U+009F"),
    ] as [(Character, String)])
    func controlCharactersAreNamed(_ character: Character, _ name: String) {
        #expect(Phrasebook.english.name(of: character) == name)
    }
}

@Suite struct PhrasebookClassTests {
    @Test(arguments: [" ", "\n", "\u{3000}", ".", "«", "¿", "—", "_", "$", "+", "<", "=", ">", "^", "|", "~", "`"] as [Character])
    func endsAWord(_ character: Character) {
        #expect(Graphemes.endsWord(character))
    }

    @Test(arguments: ["a", "Z", "5", "é", "日", "€", "😀", "©", "°", "½"] as [Character])
    func doesNotEndAWord(_ character: Character) {
        #expect(!Graphemes.endsWord(character))
    }

    @Test func letterOrDigitScalarsOfAnyScript() {
        for scalar in ["a", "Ж", "٣", "Ⅻ", "½", "ʰ"] as [Unicode.Scalar] { #expect(Graphemes.isLetterOrDigit(scalar)) }
        for scalar in ["_", " ", "😀", "€", "\u{301}"] as [Unicode.Scalar] { #expect(!Graphemes.isLetterOrDigit(scalar)) }
    }

    @Test func capitals() {
        #expect(Graphemes.isCapital("A"))
        #expect(Graphemes.isCapital("É"))
        #expect(!Graphemes.isCapital("a"))
        #expect(!Graphemes.isCapital("1"))
        #expect(!Graphemes.isCapital("日"))
    }
}

/// The engine speaks whatever phrasebook it is handed: a language is one `Phrasebook` value.
@Suite struct PhrasebookValueTests {
    static var pirate: Phrasebook {
        var phrases = Phrasebook.english
        phrases.language = "en-pirate"
        phrases.traits[.textField] = "scroll o' text"
        phrases.defaultHints[.textField] = "tap twice t' scribble"
        phrases.isEditing = "scribblin'"
        phrases.insertionPointAtEnd = "quill at th' end"
        phrases.symbolNames["@"] = "anchor"
        phrases.controlNames["\t"] = "big gap"
        phrases.characterCount = { "\($0) pieces o' eight" }
        return phrases
    }

    @Test func focusHintEditingAndEchoComeFromThePhrasebook() throws {
        var field = Field(id: "email", kind: .mdc)
        field.apply(.placeholder("Email"))
        var engine = VoiceOver(screen: Screen(fields: [field]), phrases: Self.pirate)
        #expect(said(try engine.perform(.next)) == ["focus: Email, scroll o' text", "hint: tap twice t' scribble"])
        #expect(said(try engine.perform(.activate)) == ["focus: Email, scroll o' text, scribblin', character mode, quill at th' end"])
        #expect(said(try engine.perform(.type("@"))) == ["typed: anchor"])
        #expect(said(try engine.perform(.announce("a\tb", queued: false))) == ["announce: a big gap b"])
    }

    @Test func aSecureValueCountsInThePhrasebooksWords() throws {
        var field = Field(id: "pin", kind: .uitextfield)
        field.apply(.secure(true))
        field.apply(.text("123"))
        let engine = VoiceOver(screen: Screen(fields: [field]), phrases: Self.pirate)
        #expect(engine.screen.element(ElementID(item: 0, part: .text), phrases: Self.pirate).value == "3 pieces o' eight")
    }
}

/// The engine speaks the phrasebook's own words without naming control characters in them
/// (`VoiceOver.phraseSegment`), so no phrase may hold one.
@Suite struct PhrasebookPhraseTests {
    @Test func noPhraseHoldsAControlCharacter() {
        let book = Phrasebook.english
        let phrases = Array(book.traits.values) + Array(book.defaultHints.values) + Array(book.elementTraits.values)
            + Array(book.elementTraitHints.values)
            + [book.actionsAvailable, book.activateAction, book.on, book.off, book.dimmed, book.isEditing, book.characterMode,
               book.insertionPointAtStart, book.insertionPointAtEnd, book.pasted, book.bullet]
        #expect(phrases.count > 20)
        for phrase in phrases {
            #expect(SpokenText.naming(phrase, with: book) == phrase, "\(phrase)")
            #expect(!phrase.unicodeScalars.contains(where: SpokenText.isControl), "\(phrase)")
        }
    }
}

@Suite struct GraphemeASCIITests {
    /// ASCII is judged by its ranges, without the property table: the same answer for each.
    @Test func asciiLettersAndDigitsAsTheirCategorySays() {
        for value in 0..<128 {
            let scalar = Unicode.Scalar(UInt8(value))
            let byCategory: Bool
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber: byCategory = true
            default: byCategory = false
            }
            #expect(Graphemes.isLetterOrDigit(scalar) == byCategory, "U+\(String(value, radix: 16))")
        }
    }
}
