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
        #expect(Phrasebook.english.name(of: character, names: .none) == name)
    }

    @Test(arguments: ["a", "Z", "7", "é", "e\u{301}", "ж", "Ω", "ß", "ǅ", "1\u{FE0F}\u{20E3}"] as [Character])
    func latinGreekAndCyrillicLettersAndASCIIDigitsAreThemselves(_ character: Character) {
        #expect(Phrasebook.english.name(of: character, names: .none) == String(character))
    }

    /// Letters and digits a voice would say nothing for are named, never silent (§6.1).
    @Test(arguments: [("٣", "arabic-indic digit three"), ("日", "cjk unified ideograph-65e5"), ("Ｎ", "fullwidth latin capital letter n"),
                      ("१", "devanagari digit one")] as [(Character, String)])
    func otherLettersAndDigitsAreNamed(_ character: Character, _ name: String) {
        for book in Phrasebook.all { #expect(book.name(of: character, names: .none) == name, "\(book.language)") }
    }

    /// CLDR's name, when the edge read one, for the whole grapheme, then without U+FE0F;
    /// never for part of one (§3, §6.3, §6.4).
    @Test func cldrNamesTheWholeGrapheme() {
        let names = CharacterNames(["en": ["👍🏽": "thumbs up: medium skin tone", "❤": "red heart", "1⃣": "keycap: 1", "©": "copyright"],
                                    "de": ["👍🏽": "Daumen hoch: mittlere Hautfarbe", ".": "Punkt"]])
        let english = Phrasebook.english
        #expect(english.name(of: "👍🏽", names: names) == "thumbs up: medium skin tone")
        #expect(english.name(of: "❤\u{FE0F}", names: names) == "red heart")
        #expect(english.name(of: "1\u{FE0F}\u{20E3}", names: names) == "keycap: 1")
        #expect(english.name(of: "©", names: names) == "copyright")
        #expect(english.name(of: ".", names: names) == "period", "English's own ASCII names come first")
        #expect(english.name(of: "👍🏿", names: names) == "thumbs up sign", "no partial look-up: the first scalar's Unicode name")
        #expect(Phrasebook.german.name(of: "👍🏽", names: names) == "Daumen hoch: mittlere Hautfarbe")
        #expect(Phrasebook.german.name(of: ".", names: names) == "Punkt")
        #expect(Phrasebook.russian.name(of: "👍🏽", names: names) == "thumbs up sign", "no Russian names read")
    }

    /// Either variation selector asks for a presentation (U+FE0E text, U+FE0F emoji) of the
    /// same symbol, which CLDR names once without either (issue 35).
    @Test func eitherVariationSelectorIsLeftOutOfTheLookUp() {
        let names = CharacterNames(["de": ["☺": "lächelndes Gesicht", "❤": "rotes Herz"]])
        for grapheme in ["☺", "☺\u{FE0E}", "☺\u{FE0F}"] as [Character] {
            #expect(Phrasebook.german.name(of: grapheme, names: names) == "lächelndes Gesicht", "\(grapheme.unicodeScalars.map(\.value))")
        }
        #expect(Phrasebook.german.name(of: "❤\u{FE0E}", names: names) == "rotes Herz")
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
        #expect(Phrasebook.english.name(of: character, names: .none) == name)
    }

    @Test(arguments: [("\u{E000}", "U+E000"), ("\u{378}", "U+0378"), ("\u{F0000}", "U+F0000")] as [(Character, String)])
    func scalarsWithNoNameAreTheirCodePoint(_ character: Character, _ name: String) {
        #expect(Phrasebook.english.name(of: character, names: .none) == name)
    }

    @Test(arguments: [
        ("\u{0}", "null"), ("\u{7}", "bell"), ("\u{8}", "backspace"), ("\r", "carriage return"),
        ("\u{1B}", "escape"), ("\u{7F}", "delete"), ("\u{1}", "control U+0001"), ("\u{85}", "control U+0085"),
        ("\u{9F}", "control U+009F"),
    ] as [(Character, String)])
    func controlCharactersAreNamed(_ character: Character, _ name: String) {
        #expect(Phrasebook.english.name(of: character, names: .none) == name)
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
        phrases.hints[.edit] = "tap twice t' scribble"
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
        var engine = VoiceOver(screen: Screen(fields: [field]), settings: Settings(), phrases: Self.pirate)
        #expect(said(try engine.perform(.next)) == ["focus: Email, scroll o' text", "hint: tap twice t' scribble"])
        #expect(said(try engine.perform(.activate)) == ["focus: Email, scroll o' text, scribblin', character mode, quill at th' end"])
        #expect(said(try engine.perform(.type("@"))) == ["typed: anchor"])
        #expect(said(try engine.perform(.announce("a\tb", queued: false))) == ["announce: a big gap b"])
    }

    @Test func aSecureValueCountsInThePhrasebooksWords() throws {
        var field = Field(id: "pin", kind: .uitextfield)
        field.apply(.secure(true))
        field.apply(.text("123"))
        let engine = VoiceOver(screen: Screen(fields: [field]), settings: Settings(), phrases: Self.pirate)
        #expect(engine.screen.element(ElementID(item: 0, part: .text), phrases: Self.pirate).value == "3 pieces o' eight")
    }
}

/// Every phrasebook is complete, and the engine can speak its own words as they are.
@Suite struct PhrasebookCompletenessTests {
    /// The words each book must have: a phrase for every trait but static text, every hint a
    /// trait gives, and every state.
    static func words(of book: Phrasebook) -> [(what: String, phrase: String?)] {
        let traits = ElementTrait.allCases.filter { $0 != .staticText }.map { ("trait \($0.rawValue)", book.traits[$0]) }
        let hints = TraitHint.allCases.map { ("hint \($0.rawValue)", book.hints[$0]) }
        let states: [(String, String?)] = [
            ("actions available", book.actionsAvailable), ("activate", book.activateAction), ("on", book.on), ("off", book.off),
            ("dimmed", book.dimmed), ("is editing", book.isEditing), ("character mode", book.characterMode),
            ("insertion point at start", book.insertionPointAtStart), ("insertion point at end", book.insertionPointAtEnd),
            ("pasted", book.pasted), ("bullet", book.bullet), ("tab position", book.tabPosition(2, 5)),
            ("character count", book.characterCount(3)), ("capital", book.capitalName("A")),
            ("other control", book.otherControlName("U+0001")),
        ]
        return traits + hints + states + book.symbolNames.map { ("name of \($0.key)", $0.value) }
            + book.controlNames.map { ("name of \(SpokenText.codePoint($0.key))", $0.value) }
    }

    @Test(arguments: Phrasebook.all.map(\.language))
    func namesEveryTraitAndStateWithNoControlCharacter(_ language: String) throws {
        let book = try #require(Phrasebook.named(language))
        for (what, phrase) in Self.words(of: book) {
            let phrase = try #require(phrase, "\(language) has no \(what)")
            #expect(!phrase.isEmpty, "\(language): \(what) is empty")
            #expect(!phrase.unicodeScalars.contains(where: SpokenText.isControl), "\(language): \(what): \(phrase)")
        }
    }

    /// The words a German or Russian book may say in English: those languages.md §2 and
    /// §6.6, 6.7 and 6.10 name, which no source gives.
    static let englishStandIns: Set<String> = [
        "trait back-button", "trait search-field", "character mode", "insertion point at start", "insertion point at end",
        "activate", "pasted", "bullet", "character count", "capital", "other control",
        "name of  ", "name of \n", "name of \t",
    ]

    /// A book records the words it says in English; each is one the spec allows, and English's.
    @Test(arguments: Phrasebook.all.map(\.language))
    func englishStandsInOnlyWhereTheSpecSays(_ language: String) throws {
        let book = try #require(Phrasebook.named(language))
        let english = Dictionary(uniqueKeysWithValues: Self.words(of: .english).map { ($0.what, $0.phrase) })
        let recorded = book.wordsInEnglish.filter { !$0.hasPrefix("name of U+") }
        #expect(recorded.isSubset(of: Self.englishStandIns), "\(language) says in English: \(recorded.subtracting(Self.englishStandIns))")
        for (what, phrase) in Self.words(of: book) where book.wordsInEnglish.contains(what) {
            #expect(phrase == english[what], "\(language): \(what) is \(phrase ?? "missing")")
        }
        #expect(book.controlNames == Phrasebook.english.controlNames, "control characters keep their English names")
    }

    @Test func aBookThatLeavesOutATraitRecordsItsEnglishStandIn() {
        let book = Phrasebook.standingInEnglish(language: "xx", voice: "en", traits: [.button: "knopf"], hints: [:], actionsAvailable: "", on: "",
                                                off: "", tabPosition: { _, _ in "" }, dimmed: "", isEditing: "")
        #expect(book.phrase(for: .heading) == Phrasebook.english.phrase(for: .heading))
        #expect(book.wordsInEnglish.contains("trait heading") && !book.wordsInEnglish.contains("trait button"))
    }

    @Test func aBookWithoutATraitIsCaught() {
        var book = Phrasebook.english
        book.traits[.heading] = nil
        #expect(Self.words(of: book).contains { $0.what == "trait heading" && $0.phrase == nil })
    }

    @Test func languagesAreUniqueAndEachIsASettingsChoice() {
        #expect(Set(Phrasebook.all.map(\.language)).count == Phrasebook.all.count)
        let language = SettingDescriptor.named["language"]!
        guard case .language = language.form else { Issue.record("language is not read as a phrasebook's"); return }
        #expect(language.form.syntax == Phrasebook.all.map(\.language).joined(separator: "|"))
    }
}

/// The German and Russian books spoken by the engine (languages.md §2).
@Suite struct LocalizedSpeechTests {
    func engine(_ language: String, _ field: Field) -> VoiceOver {
        var settings = Settings()
        settings.language = language
        return VoiceOver(screen: Screen(fields: [field]), settings: settings, names: .none)
    }

    @Test func aTextFieldInGermanAndRussian() throws {
        var field = Field(id: "name", kind: .uitextfield)
        field.apply(.label("Name"))
        var german = engine("de", field)
        #expect(said(try german.perform(.next)) == ["focus: Name, Textfeld", "hint: zum Bearbeiten doppeltippen"])
        #expect(said(try german.perform(.activate)) == ["focus: Name, Textfeld, bearbeiten, character mode, insertion point at end"])
        var russian = engine("ru", field)
        #expect(said(try russian.perform(.next)) == ["focus: Name, текстовое поле", "hint: коснитесь дважды, чтобы редактировать"])
    }

    /// `cap` goes only before a capital said as itself; a named capital gets none (§6.8).
    @Test func capOnlyBeforeACapitalSaidAsItself() throws {
        var settings = Settings()
        settings.capitals = .speakCap
        settings.typingEcho = .characters
        var engine = VoiceOver(screen: Screen(fields: [Field(id: "f", kind: .uitextfield)]), settings: settings, names: .none)
        _ = try engine.perform(.next)
        _ = try engine.perform(.activate)
        var said: [String] = []
        try engine.perform(.type("ＮЯÉ")) { _, requests in said += requests.map(\.utterance.text) }
        #expect(said == ["fullwidth latin capital letter n", "cap Я", "cap É"])
    }

    /// `describe` and the report list traits and the dimmed state in the language.
    @Test func theElementTableInGerman() throws {
        var settings = Settings()
        settings.language = "de"
        let scenario = try parseScenario("element send\n  label: Senden\n  traits: button\n  enabled: no\nelement note\n  label: Hinweis\n")
        #expect(ElementTable.rows(scenario.screen, settings: settings).map { $0.cells[3] } == ["Taste, grau dargestellt", "static text"])
        #expect(ElementTable.rows(scenario.screen, settings: Settings()).map { $0.cells[3] } == ["button, dimmed", "static text"])
    }

    @Test func theComponentsAnnouncementsStayEnglish() throws {
        var field = Field(id: "zip", kind: .mdc2018)
        field.apply(.placeholder("Postleitzahl"))
        field.apply(.max(5))
        var german = engine("de", field)
        _ = try german.perform(.focus(ElementID(item: 0, part: .text)))
        #expect(said(try german.perform(.activate)) == [
            "focus: Textfeld, bearbeiten, Postleitzahl, character mode, insertion point at end", "announce: 5 character limit.",
        ])
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
