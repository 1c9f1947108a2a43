/// The form of a key's or setting's value: how a scenario writes it, read and written here.
public enum ValueForm: Sendable {
    case text
    /// Text, or a word that means no value (written in quotes when it is the text itself).
    case optionalText(none: String)
    case count(ClosedRange<Int>)
    /// yes / no; settings write on / off.
    case flag
    case choice([String])
    /// The code of a registered phrasebook's language (`en`); any other is an invalid language
    /// (languages.md §6.11).
    case language
    /// Milliseconds, written `N ms` (or `N s`; a bare number is ms).
    case duration
    /// An espeak-ng voice name: letters, digits, `+ - _ /`.
    case voiceName
    /// An MDC release: `MAJOR[.MINOR[.PATCH]]` or `latest`.
    case release
    /// A comma list, its items trimmed and empty ones dropped; with names, each must be one.
    case list([String]?)

    /// How help shows the value.
    public var syntax: String {
        switch self {
        case .text: return "TEXT"
        case .optionalText(let none): return "TEXT|\(none)"
        case .count(let range): return "\(range.lowerBound)-\(range.upperBound)"
        case .flag: return "yes|no"
        case .choice(let names): return names.joined(separator: "|")
        case .language: return Phrasebook.all.map(\.language).joined(separator: "|")
        case .duration: return "N ms"
        case .voiceName: return "NAME"
        case .release: return "RELEASE|latest"
        case .list(let names): return names.map { "[" + $0.joined(separator: "|") + "], ..." } ?? "A, B, ..."
        }
    }

    /// The value as a scenario writes it; `flagWords` are the words a flag is written with.
    public func write(_ value: FieldValue, flagWords: (yes: String, no: String) = ("yes", "no")) -> String {
        switch value {
        case .text(let text):
            if case .optionalText(let none) = self, text == none { return QuotedText.quoted(text) }
            return QuotedText.write(text)
        case .absent:
            if case .optionalText(let none) = self { return none }
            return ""
        case .number(let number):
            if case .duration = self { return "\(number) ms" }
            return String(number)
        case .flag(let on): return on ? flagWords.yes : flagWords.no
        case .choice(let name): return name
        case .list(let items): return QuotedText.write(items.joined(separator: ", "))
        }
    }

    /// Whether `name` is a voice name this form accepts (no quoting, nothing a shell or SSML would read).
    static func isVoiceName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && (Graphemes.isLetterOrDigit($0) || "+-_/".unicodeScalars.contains($0)) }
    }
}
