import Testing
@testable import OverhearKit

/// Reads a value the way a scenario line's value is read.
private func read(_ text: String) throws(QuotedText.Problem) -> String {
    try QuotedText.read(Substring(text).unicodeScalars)
}

private func problem(_ text: String) -> QuotedText.Problem? {
    do {
        _ = try read(text)
        return nil
    } catch {
        return error
    }
}

private let escapeList = #"expected \", \\, \n, \t or \u{HEX}"#

@Suite struct QuotedTextReadTests {
    @Test func plainTextIsTrimmedOfOuterSpaces() throws {
        #expect(try read("   Zip code   ") == "Zip code")
    }

    @Test func plainTextKeepsBackslashesAndInnerQuotesLiterally() throws {
        #expect(try read(#"a\nb"#) == #"a\nb"#)
        #expect(try read(#"say "hi""#) == #"say "hi""#)
    }

    @Test func emptyPlainValueIsEmpty() throws {
        #expect(try read("") == "")
        #expect(try read("    ") == "")
    }

    @Test func twoQuotesAreTheEmptyText() throws {
        #expect(try read(#""""#) == "")
        #expect(try read(#"  ""  "#) == "")
    }

    @Test func quotesKeepOuterSpaces() throws {
        #expect(try read(#"  "  a b  "  "#) == "  a b  ")
    }

    @Test func hashInsideAValueIsText() throws {
        #expect(try read("# not a comment") == "# not a comment")
        #expect(try read(##""#1""##) == "#1")
    }

    @Test func escapes() throws {
        #expect(try read(#""a\"b""#) == "a\"b")
        #expect(try read(#""a\\b""#) == "a\\b")
        #expect(try read(#""a\nb""#) == "a\nb")
        #expect(try read(#""a\tb""#) == "a\tb")
        #expect(try read(#""\u{1F600}""#) == "😀")
        #expect(try read(#""\u{41}\u{0000042}""#) == "AB")
        #expect(try read(#""\u{d}""#) == "\r")
    }

    @Test func unterminatedQuoteIsReportedAtTheOpeningQuote() {
        #expect(problem(#"  "abc"#) == QuotedText.Problem(offset: 2, message: #"unterminated quoted text; add a closing ""#))
    }

    @Test func backslashAtTheEndLeavesTheQuoteUnterminated() {
        #expect(problem(#""abc\"#) == QuotedText.Problem(offset: 0, message: #"unterminated quoted text; add a closing ""#))
    }

    @Test func unknownEscapeIsReportedAtItsBackslash() {
        #expect(problem(#""a\qb""#) == QuotedText.Problem(offset: 2, message: #"unknown escape "\q"; "# + escapeList))
    }

    @Test func offsetsAfterAUnicodeEscapeStayExact() {
        // " \ u { 4 1 } \ q  →  the second backslash is at offset 7.
        #expect(problem(#""\u{41}\q""#)?.offset == 7)
    }

    @Test func textAfterTheClosingQuoteIsReportedWhereItStarts() {
        #expect(problem(#""ab" cd"#) == QuotedText.Problem(offset: 5, message: "unexpected text after the closing quote"))
    }

    @Test func badUnicodeEscapes() {
        let range = #"expected \u{HEX} with 1 to 8 hex digits naming a Unicode scalar"#
        #expect(problem(#""\u41""#) == QuotedText.Problem(offset: 1, message: #"expected \u{HEX}"#))
        #expect(problem(#""\u{}""#) == QuotedText.Problem(offset: 1, message: range))
        #expect(problem(#""\u{110000}""#) == QuotedText.Problem(offset: 1, message: range))
        #expect(problem(#""\u{D800}""#) == QuotedText.Problem(offset: 1, message: range))
        #expect(problem(#""\u{000000041}""#) == QuotedText.Problem(offset: 1, message: range))
        #expect(problem(#""\u{zz}""#) == QuotedText.Problem(offset: 1, message: range))
        // A sign is no hex digit: `\u{+41}` is not "A", and `\u{-0}` is not NUL.
        #expect(problem(#""\u{+41}""#) == QuotedText.Problem(offset: 1, message: range))
        #expect(problem(#""\u{-0}""#) == QuotedText.Problem(offset: 1, message: range))
    }
}

@Suite struct QuotedTextWriteTests {
    @Test func plainWhenNothingNeedsQuoting() {
        #expect(QuotedText.write("Zip code, 5 digits") == "Zip code, 5 digits")
        #expect(QuotedText.write(#"a\b "c""#) == #"a\b "c""#)
    }

    @Test func quotedWhenEmptyOrWithOuterSpaces() {
        #expect(QuotedText.write("") == #""""#)
        #expect(QuotedText.write(" a") == #"" a""#)
        #expect(QuotedText.write("a ") == #""a ""#)
    }

    @Test func quotedWithEscapesWhenItStartsWithAQuoteOrHoldsControls() {
        #expect(QuotedText.write("\"hi\"") == #""\"hi\"""#)
        #expect(QuotedText.write("a\tb\\") == #""a\tb\\""#)
        #expect(QuotedText.write("a\nb") == #""a\nb""#)
        #expect(QuotedText.write("bell\u{7}") == #""bell\u{7}""#)
        #expect(QuotedText.write("\u{9B}") == #""\u{9B}""#)
    }

    @Test func needsQuotes() {
        #expect(QuotedText.needsQuotes(""))
        #expect(QuotedText.needsQuotes(" x"))
        #expect(QuotedText.needsQuotes("x "))
        #expect(QuotedText.needsQuotes("\"x"))
        #expect(QuotedText.needsQuotes("x\u{1}"))
        #expect(!QuotedText.needsQuotes("x\"y"))
        #expect(!QuotedText.needsQuotes("😀 #1"))
    }

    @Test(arguments: ["", " ", "plain", "  spaced  ", "\"", "a\"b", "\\", "tab\there", "line\nbreak",
                      "\u{0}\u{1B}\u{7F}\u{85}", "😀 and \u{301}", "# hash"])
    func writeThenReadGivesTheTextBack(_ text: String) throws {
        #expect(try read(QuotedText.write(text)) == text)
    }
}

/// The byte-level reader of plain quoted values must read what the general one reads, and
/// leave to it (nil) every value it does not read the same way.
@Suite struct QuotedASCIIFastPathTests {
    private func fastPath(_ text: String) throws -> String? {
        let line = try ScenarioLine(bytes: ArraySlice(Array(text.utf8)), number: 1, path: "t")
        return ValueReader.quotedASCII(line.slice.droppingSpaces)
    }

    @Test func agreesWithTheGeneralReaderOnGeneratedValues() throws {
        let pieces = [#"a"#, #" "#, #"\""#, #"\\"#, #"\n"#, #"\t"#, #"\u{41}"#, #"\q"#, #"""#, #"\"#, "é", "~", "zip code"]
        var generator = SystemRandomNumberGenerator()
        var readSame = 0
        for _ in 0..<5_000 {
            let body = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let tail = ["", " ", "  ", " x", "\""].randomElement(using: &generator)!
            let text = "  \"" + body + "\"" + tail
            guard let line = try? ScenarioLine(bytes: ArraySlice(Array(text.utf8)), number: 1, path: "t") else { continue }
            let general = try? QuotedText.read(Substring(text).unicodeScalars)
            if let fast = ValueReader.quotedASCII(line.slice.droppingSpaces) {
                #expect(fast == general, "\(text)")
                readSame += 1
            }
        }
        // Most generated values are plain enough for the fast path: the comparison compared.
        #expect(readSame > 1_000)
    }

    @Test func leavesTheUnusualToTheGeneralReader() throws {
        #expect(try fastPath(#""tab\there""#) == "tab\there")
        #expect(try fastPath(#""""#) == "")
        #expect(try fastPath(#"" spaced "  "#) == " spaced ")
        #expect(try fastPath(#""\u{41}""#) == nil)
        #expect(try fastPath(#""café""#) == nil)
        #expect(try fastPath(#""open"#) == nil)
        #expect(try fastPath(#""a" b"#) == nil)
        #expect(try fastPath(#""\q""#) == nil)
    }
}

/// Printable ASCII is quoted and judged on its bytes: it must come out as the scalar-by-scalar
/// path writes the same text with a non-ASCII letter in it (which that path takes).
@Suite struct QuotedTextWriteFastPathTests {
    /// Printable ASCII strings of 0 to 11 characters, quotes, backslashes and spaces among them.
    static let samples: [String] = {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array(#"  "\\ab#:,Z~0{}"#) + (0x20...0x7E).map { Character(Unicode.Scalar($0)!) }
        return ["", " ", "\"", "\\", "a", "a b", " a", "a ", "\"a", "a\"", #"say "hi" \ there"#]
            + (0..<3_000).map { _ in String((0..<Int.random(in: 0...11, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }) }
    }()

    @Test func quotingAgreesWithTheGeneralPath() {
        for text in Self.samples {
            let general = QuotedText.quoted(text + "é")
            #expect(QuotedText.quoted(text) == String(general.dropLast(2)) + "\"", "\(text)")
        }
    }

    @Test func needingQuotesAgreesWithTheGeneralPath() {
        for text in Self.samples where text.count >= 2 {
            // é inside keeps the ends, which decide; it is safe, so it asks for no quotes itself.
            let middle = text.index(after: text.startIndex)
            #expect(QuotedText.needsQuotes(text) == QuotedText.needsQuotes(String(text[..<middle]) + "é" + String(text[middle...])), "\(text)")
        }
        #expect(QuotedText.needsQuotes(""))
        #expect(QuotedText.needsQuotes(" "))
        #expect(!QuotedText.needsQuotes("a"))
    }
}
