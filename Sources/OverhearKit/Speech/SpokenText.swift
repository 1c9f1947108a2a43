/// Speech-safe text: control characters replaced by their spoken names (spec §6, §7).
public enum SpokenText {
    /// Returns `text` with each control character spoken by name as a separate word.
    public static func naming(_ text: String, with phrases: Phrasebook) -> String {
        // Bytes first: most text is printable ASCII, which holds no control character and
        // is cheaper to vet than to decode.
        guard !PrintableASCII.check(text), text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                if !result.isEmpty && result.last != " " { result += " " }
                result += phrases.controlName(scalar)
                pendingSpace = true
            } else {
                if pendingSpace && scalar != " " { result += " " }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a scalar is a C0, DEL or C1 control character.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
    }

    /// `U+XXXX`: upper-case hex, at least four digits.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
