import Foundation
import OverhearIO
import Testing

@Suite struct Base64Tests {
    /// Every length around the three-byte groups, and every byte value, encode as Foundation
    /// encodes them (RFC 4648, with padding).
    @Test func bytesEncodeAsFoundationEncodesThem() {
        let bytes = (0..<1031).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ $0 >> 3) }
        for length in [0, 1, 2, 3, 4, 5, 6, 255, 256, 1030, 1031] {
            let prefix = Array(bytes.prefix(length))
            #expect(Base64.encode(prefix) == Data(prefix).base64EncodedString(), "\(length) bytes")
        }
        let everyByte = (0...255).map(UInt8.init)
        #expect(Base64.encode(everyByte) == Data(everyByte).base64EncodedString())
    }
}
