/// Whether bytes are all printable ASCII (space to `~`).
///
/// Such text is a scalar a byte and a character a byte, holds no control character and
/// nothing a terminal could act on: callers vet most of what they read this way and decode
/// only the rest. Read through a `Span`, the bytes are walked in place.
public enum PrintableASCII {
    public static func check(_ bytes: Span<UInt8>) -> Bool {
        for index in bytes.indices where bytes[index] < 0x20 || bytes[index] >= 0x7F { return false }
        return true
    }

    public static func check(_ text: String) -> Bool {
        check(text.utf8.span)
    }
}
