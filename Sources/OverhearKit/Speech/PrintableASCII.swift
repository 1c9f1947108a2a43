/// Whether bytes are all printable ASCII (space to `~`), eight at a time.
///
/// Every scenario line, expected text and spoken segment is vetted this way before anything
/// is decoded, so it runs for most of what `check` reads; a byte at a time it was a few
/// percent of a whole `check`.
public enum PrintableASCII {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    public static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        let raw = UnsafeRawPointer(base)
        while count - index >= 8 {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if !isPrintable(word) { return false }
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte < 0x20 || byte >= 0x7F { return false }
            index += 1
        }
        return true
    }

    public static func check(_ text: String) -> Bool {
        // In place: a native or small string lends its bytes without a copy.
        text.utf8.withContiguousStorageIfAvailable(check) ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether each of the word's eight bytes is in 0x20...0x7E (the classic "has a byte
    /// less than n" and "has a zero byte" tests, which hold for bytes below 0x80).
    private static func isPrintable(_ word: UInt64) -> Bool {
        guard word & highBits == 0 else { return false }
        let hasControl = (word &- ones &* 0x20) & ~word & highBits
        let delete = word ^ (ones &* 0x7F)
        let hasDelete = (delete &- ones) & ~delete & highBits
        return hasControl | hasDelete == 0
    }
}
