import Testing
@testable import OverhearKit

@Suite struct GraphemesTests {
    static let belowU0300 = (0..<0x300).compactMap(Unicode.Scalar.init)

    /// Every scalar below U+0300 after every one of a spread of them (CR and LF among them):
    /// counted as scalars, the count is `String`'s, so no pair of them joins but CR LF.
    @Test func scalarsBelowU0300CountAsStringCountsThem() {
        let neighbours = Self.belowU0300.enumerated().filter { $0.offset % 5 == 0 || $0.element == "\r" || $0.element == "\n" }.map(\.element)
        for first in Self.belowU0300 {
            for second in neighbours {
                var text = ""
                text.unicodeScalars.append(contentsOf: [first, second, "a"])
                #expect(Graphemes.countBelowU0300(text) == text.count, "U+\(String(first.value, radix: 16)) U+\(String(second.value, radix: 16))")
            }
        }
    }

    @Test func aScalarFromU0300OnIsLeftToString() {
        for text in ["e\u{300}", "\u{301}", "a\u{200D}b", "中", "😀", "\u{1100}\u{1161}", "ok\u{0300}"] {
            #expect(Graphemes.countBelowU0300(text) == nil, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(Graphemes.countBelowU0300("") == 0)
        #expect(Graphemes.countBelowU0300("a\r\nb\r\r\n") == 5)
    }
}
