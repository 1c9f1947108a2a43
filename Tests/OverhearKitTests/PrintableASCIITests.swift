import Testing
@testable import OverhearKit

@Suite struct PrintableASCIITests {
    /// Every byte value, at every position of buffers from 0 to 19 bytes long (so in the
    /// eight-byte words and in the tail), against the plain definition.
    @Test func agreesWithTheDefinitionForEveryByteAtEveryPosition() {
        for length in 0..<20 {
            for position in 0..<Swift.max(1, length) {
                for byte in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { bytes[position] = UInt8(byte) }
                    let expected = bytes.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
                    #expect(bytes.withUnsafeBufferPointer(PrintableASCII.check) == expected, "length \(length), byte \(byte) at \(position)")
                }
            }
        }
    }

    @Test func neighboursOfTheBoundsInOneWord() {
        // A borrow from one byte's subtraction must not hide or fake another's result.
        for bytes: [UInt8] in [[0x20, 0x1F, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20], [0x7E, 0x7F, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E, 0x7E],
                                [0x00, 0x21, 0x21, 0x21, 0x21, 0x21, 0x21, 0x21], [0x21, 0x21, 0x21, 0x21, 0x21, 0x21, 0x21, 0x80]] {
            #expect(!bytes.withUnsafeBufferPointer(PrintableASCII.check))
        }
        #expect(Array(" ~}|{`_^".utf8).withUnsafeBufferPointer(PrintableASCII.check))
    }

    @Test func strings() {
        #expect(PrintableASCII.check(""))
        #expect(PrintableASCII.check("Zip code, 5 digits, long enough for two words"))
        #expect(!PrintableASCII.check("Zip code, 5 digits, long enough\u{7F}"))
        #expect(!PrintableASCII.check("café au lait, s'il vous plaît"))
        #expect(!PrintableASCII.check("tab\there"))
    }
}
