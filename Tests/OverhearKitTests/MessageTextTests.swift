import Testing
@testable import OverhearKit

@Suite struct MessageTextTests {
    @Test func shortPlainTextIsQuotedAsItIs() {
        #expect(MessageText.quoted("Zip code") == #""Zip code""#)
        #expect(MessageText.quoted(#"say "hi" \ there"#) == #""say "hi" \ there""#)
        #expect(MessageText.quoted("") == #""""#)
    }

    /// Cut after `limit` characters, whether a character is a byte or not.
    @Test func longTextIsCutAtTheLimit() {
        let ascii = String(repeating: "abcdefghij", count: 5)
        #expect(MessageText.quoted(ascii) == "\"" + String(ascii.prefix(40)) + "…\"")
        #expect(MessageText.quoted(String(ascii.prefix(40))) == "\"" + String(ascii.prefix(40)) + "\"")
        let accented = String(repeating: "é", count: 50)
        #expect(MessageText.quoted(accented) == "\"" + String(repeating: "é", count: 40) + "…\"")
        #expect(MessageText.quoted(ascii, limit: 3) == #""abc…""#)
    }

    /// An unsafe scalar is escaped, and then quotes and backslashes too, so the escapes read back.
    @Test func unsafeTextIsEscapedWithItsQuotes() {
        #expect(MessageText.quoted("a\u{1B}[31m\"b\\") == #""a\u{1B}[31m\"b\\""#)
        #expect(MessageText.quoted("tab\there") == #""tab\there""#)
        #expect(MessageText.quoted("\u{202E}abc") == #""\u{202E}abc""#)
    }
}
