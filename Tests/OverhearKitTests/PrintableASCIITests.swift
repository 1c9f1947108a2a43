import Testing
@testable import OverhearKit

@Suite struct PrintableASCIITests {
    @Test func spaceToTildeOnly() {
        for byte in 0...255 {
            let bytes = [UInt8(ascii: "a"), UInt8(byte)]
            let printable = PrintableASCII.check(bytes.span)
            #expect(printable == (0x20...0x7E).contains(byte), "byte \(byte)")
        }
        let none = [UInt8]()
        let emptyIsPrintable = PrintableASCII.check(none.span)
        #expect(emptyIsPrintable)
    }

    @Test func strings() {
        #expect(PrintableASCII.check(""))
        #expect(PrintableASCII.check("Zip code, 5 digits, long enough for two words"))
        #expect(!PrintableASCII.check("Zip code, 5 digits, long enough\u{7F}"))
        #expect(!PrintableASCII.check("café au lait, s'il vous plaît"))
        #expect(!PrintableASCII.check("tab\there"))
    }
}
