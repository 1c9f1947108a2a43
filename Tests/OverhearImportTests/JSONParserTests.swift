import Testing
@testable import OverhearImport

/// `JSONParser`: RFC 8259's grammar, its escapes, numbers as written, and the first mistake's place.
@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func mistake(_ text: String) -> JSONParser.SyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesOfEveryKind() throws {
        let value = try parse(#" {"a": [1, -2.5e3, true, false, null, "x"], "b": {}, "c": []} "#)
        #expect(value == .object(["a": .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null, .string("x")]),
                                  "b": .object([:]), "c": .array([])]))
    }

    @Test func escapesAreRead() throws {
        let value = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u0041", "\ud83d\udc4d", "é👍"]"#)
        #expect(value == .array([.string("a\"b\\c/d\u{8}\u{C}\n\r\t"), .string("éA"), .string("👍"), .string("é👍")]))
    }

    @Test func anIntegerKeepsEveryDigitAndOtherNumbersReadAsBefore() throws {
        let value = try parse(#"[9007199254740993, 12.0, 0.5, 1e3, 1e400]"#)
        #expect(value.items.map(\.text) == ["9007199254740993", "12", "0.5", "1000", "1e400"])
        #expect(value.items[4].number == nil, "out of a Double's range: no coordinate")
        #expect(value.items[2].number == 0.5)
    }

    @Test("mistakes, at their first byte", arguments: [
        ("[1, 2,]", 6, "unexpected ']'"),
        (#"{"a": 1,}"#, 8, "unexpected '}'"),
        ("[01]", 1, "not a JSON value (a number is written as -12, 0.5 or 1e3)"),
        ("[1.]", 1, "not a JSON value (a number is written as -12, 0.5 or 1e3)"),
        ("[+1]", 1, "not a JSON value (a number is written as -12, 0.5 or 1e3)"),
        ("[.5]", 1, "not a JSON value (a number is written as -12, 0.5 or 1e3)"),
        ("[1e]", 1, "not a JSON value (a number is written as -12, 0.5 or 1e3)"),
        ("[tru]", 1, "not a JSON value (a number is written as -12, 0.5 or 1e3)"),
        ("[1] 2", 4, "unexpected text after the end of the document"),
        ("", 0, "unexpected end of file (is it truncated?)"),
        (#"["a\x"]"#, 3, "unknown escape in a string"),
        (#"["\u12"]"#, 2, "\\u needs four hex digits"),
        (#"["\udc00"]"#, 2, "a \\u surrogate without its pair"),
        ("[\"a\u{1}\"]", 3, "a control character inside a string must be escaped"),
    ])
    func mistakes(text: String, offset: Int, reason: String) {
        #expect(mistake(text) == JSONParser.SyntaxError(offset: offset, reason: reason))
    }

    @Test func nestingIsBoundedAndCostsNoRecursion() throws {
        let deep = String(repeating: "[", count: JSONParser.depthLimit) + String(repeating: "]", count: JSONParser.depthLimit)
        var value = try parse(deep)
        for _ in 1..<JSONParser.depthLimit { value = value.items[0] }
        #expect(value == .array([]))
        #expect(mistake("[" + deep + "]") == JSONParser.SyntaxError(offset: JSONParser.depthLimit, reason: "nested more than 512 levels deep"))
    }

    @Test func aLaterKeyReplacesAnEarlierOne() throws {
        #expect(try parse(#"{"a": 1, "a": 2}"#)["a"] == .number("2"))
    }
}
