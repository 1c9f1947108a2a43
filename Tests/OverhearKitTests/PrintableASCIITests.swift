import Testing
@testable import OverhearKit

@Suite struct PrintableASCIITests {
    @Test func spaceToTildeOnly() {
        for byte in 0...255 {
            #expect(PrintableASCII.check([UInt8(ascii: "a"), UInt8(byte)].span) == (0x20...0x7E).contains(byte), "byte \(byte)")
        }
        #expect(PrintableASCII.check([UInt8]().span))
    }

    @Test func strings() {
        #expect(PrintableASCII.check(""))
        #expect(PrintableASCII.check("Zip code, 5 digits, long enough for two words"))
        #expect(!PrintableASCII.check("Zip code, 5 digits, long enough\u{7F}"))
        #expect(!PrintableASCII.check("café au lait, s'il vous plaît"))
        #expect(!PrintableASCII.check("tab\there"))
    }
}
