/// Text for the report's HTML and SVG: XML's escaping, and what could reorder, hide or act
/// on text shown rather than obeyed.
public enum HTMLText {
    /// Escapes the five XML specials, and shows controls, bidirectional overrides and
    /// isolates, invisible separators and XML's non-characters as `\u{HEX}`, as the
    /// transcript writes them. Newlines and tabs stay.
    public static func escape(_ text: String) -> String {
        XMLText.escape(text) { scalar in
            MessageText.needsEscape(scalar) || XMLText.isNonCharacter(scalar)
                ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
        }
    }
}
