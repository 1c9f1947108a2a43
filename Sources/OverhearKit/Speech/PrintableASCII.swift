/// Whether bytes are all printable ASCII (space to `~`).
///
/// Such text is a scalar a byte and a character a byte, holds no control character and
/// nothing a terminal could act on: callers vet most of what they read this way and decode
/// only the rest.
public enum PrintableASCII {
    public static func check<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    public static func check(_ text: String) -> Bool {
        check(text.utf8)
    }
}
