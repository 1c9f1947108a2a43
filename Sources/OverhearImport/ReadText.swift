/// A dump's label, value or hint as VoiceOver reads it (docs/behaviour-decisions.md, issue
/// 34): format controls such as the bidi isolates apps wrap names in (U+2068 … U+2069) are
/// silent, and a line break is a pause, written `, ` as the transcript writes pauses. The
/// engine names a control character in text it speaks (voiceover-model.md §6), so the import
/// hands it the label VoiceOver hears.
enum ReadText {
    static func cleaned(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isSilent($0) || isLineBreak($0) }) else { return text }
        var lines: [String] = []
        var line = ""
        for scalar in text.unicodeScalars where !isSilent(scalar) {
            if isLineBreak(scalar) {
                lines.append(line)
                line = ""
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        lines.append(line)
        return lines.map { $0.trimmingSpaces }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// A format control (Unicode's `Cf`) other than the joiners and tags inside a grapheme
    /// (an emoji's ZWJ sequence, a subdivision flag), which VoiceOver reads as part of it.
    private static func isSilent(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.generalCategory == .format else { return false }
        return !(scalar == "\u{200C}" || scalar == "\u{200D}" || (0xE0020...0xE007F).contains(scalar.value))
    }

    /// LF, CR, NEL and the line and paragraph separators (CR LF is one break: the empty line
    /// between them is dropped).
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }
}
