/// Reads the typed values of scenario lines: text, booleans, counts and durations.
enum ValueReader {
    static func text(_ raw: LineSlice, line: ScenarioLine) throws(ScenarioError) -> String {
        let value = raw.droppingSpaces
        // Plain text is the slice trimmed; only quoted text is read scalar by scalar.
        guard value.starts(with: "\"") else { return value.trimmingTrailingSpaces.string }
        if let plain = quotedASCII(value) { return plain }
        do {
            return try QuotedText.read(Substring(raw.string).unicodeScalars)
        } catch {
            throw line.error(column: line.column(of: raw) + error.offset, error.message)
        }
    }

    /// A well-formed quoted value of printable ASCII without `\u{}` escapes, read from its
    /// bytes, as most quoted values are; nil for anything else, which `QuotedText.read` then
    /// reads or reports (a test holds the two to the same text).
    static func quotedASCII(_ value: LineSlice) -> String? {
        let bytes = value.bytes
        var index = value.startIndex + 1
        var text: [UInt8] = []
        var runStart = index
        while index < value.endIndex {
            let byte = bytes[index]
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            if byte == UInt8(ascii: "\"") {
                guard bytes[(index + 1)..<value.endIndex].allSatisfy({ $0 == 0x20 }) else { return nil }
                if text.isEmpty { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
                text.append(contentsOf: bytes[runStart..<index])
                return String(decoding: text, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < value.endIndex else { return nil }
                let escaped: UInt8
                switch bytes[index + 1] {
                case UInt8(ascii: "\""): escaped = UInt8(ascii: "\"")
                case UInt8(ascii: "\\"): escaped = UInt8(ascii: "\\")
                case UInt8(ascii: "n"): escaped = 0x0A
                case UInt8(ascii: "t"): escaped = 0x09
                default: return nil
                }
                text.append(contentsOf: bytes[runStart..<index])
                text.append(escaped)
                index += 2
                runStart = index
                continue
            }
            index += 1
        }
        return nil
    }

    static func boolean(_ value: String, line: ScenarioLine, at: LineSlice, name: String) throws(ScenarioError) -> Bool {
        switch value {
        case "yes", "on", "true": return true
        case "no", "off", "false": return false
        default: throw line.error(at: at, "\(name) must be yes or no, not \(value.messageQuoted)")
        }
    }

    static func count(_ value: String, line: ScenarioLine, at: LineSlice, name: String, range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        guard let number = Int(value), range.contains(number) else {
            throw line.error(at: at, "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(value.messageQuoted)")
        }
        return number
    }

    /// The longest duration a scenario may name: one hour.
    static let maximumDuration = 3_600_000

    /// `N ms` or `N s` (also `Nms`, `Ns`); a bare number is ms where `bareMilliseconds` allows it.
    static func duration(_ value: String, line: ScenarioLine, at: LineSlice, name: String, bareMilliseconds: Bool = false) throws(ScenarioError) -> Int {
        guard let milliseconds = parseDuration(value, bareMilliseconds: bareMilliseconds) else {
            throw line.error(at: at, "\(name) must be a duration such as 300 ms or 2 s (at most 1 hour), not \(value.messageQuoted)")
        }
        return milliseconds
    }

    static func parseDuration(_ value: String, bareMilliseconds: Bool) -> Int? {
        // On the UTF-8 bytes: a digit, a space and the units are one byte each.
        let bytes = value.utf8
        let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        let number = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        let unit = bytes[digits.endIndex...].drop { $0 == UInt8(ascii: " ") }
        let milliseconds: Int
        if unit.elementsEqual("ms".utf8) {
            milliseconds = number
        } else if unit.elementsEqual("s".utf8) {
            milliseconds = number * 1000
        } else if unit.isEmpty && bareMilliseconds {
            milliseconds = number
        } else {
            return nil
        }
        return milliseconds <= maximumDuration ? milliseconds : nil
    }
}

extension ValueForm {
    /// Reads a value already unquoted; `isQuoted` tells a quoted `"none"` from the word none.
    func read(_ value: String, isQuoted: Bool, line: ScenarioLine, at: LineSlice, name: String) throws(ScenarioError) -> FieldValue {
        switch self {
        case .text: return .text(value)
        case .optionalText(let none): return value == none && !isQuoted ? .absent : .text(value)
        case .count(let range): return .number(try ValueReader.count(value, line: line, at: at, name: name, range: range))
        case .flag: return .flag(try ValueReader.boolean(value, line: line, at: at, name: name))
        case .choice(let names):
            guard names.contains(value) else {
                throw line.error(at: at, "unknown \(name) \(value.messageQuoted); expected one of \(MessageText.choices(names))")
            }
            return .choice(value)
        case .language:
            guard Phrasebook.named(value) != nil else {
                throw line.error(at: at, Phrasebook.invalidLanguage(value))
            }
            return .choice(value)
        case .duration:
            return .number(try ValueReader.duration(value, line: line, at: at, name: name, bareMilliseconds: true))
        case .voiceName:
            guard ValueForm.isVoiceName(value) else {
                throw line.error(at: at, "\(name) must be an espeak-ng voice name such as en-us (letters, digits, + - _ /)")
            }
            return .text(value)
        case .list(let names):
            let items = Self.listItems(value)
            if let names, let unknown = items.first(where: { !names.contains($0) }) {
                throw line.error(at: at, "unknown \(name.hasSuffix("s") ? String(name.dropLast()) : name) \(unknown.messageQuoted); expected one of \(MessageText.choices(names))")
            }
            return .list(items)
        case .release:
            guard let release = Release(parsing: value) else {
                throw line.error(at: at, "\(name) must be a release such as 84, 92.1 or 107.2.0, or latest, not \(value.messageQuoted)")
            }
            return .text(release.description)
        }
    }
}

extension ValueForm {
    /// A comma list's items, trimmed, the empty ones dropped. Cut by characters: a comma with
    /// a combining mark on it is no comma.
    static func listItems(_ value: String) -> [String] {
        value.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }
}

/// Reads a field's `KEY: VALUE` line, in a field block or a `set` action, for a field kind.
enum FieldChangeReader {
    static func read(_ content: LineSlice, line: ScenarioLine, kind: FieldKind) throws(ScenarioError) -> FieldChange {
        try readIndexed(content, line: line, kind: kind).change
    }

    /// The change, and its key's place in `FieldKeyDescriptor.all`.
    static func readIndexed(_ content: LineSlice, line: ScenarioLine, kind: FieldKind) throws(ScenarioError) -> (change: FieldChange, index: Int) {
        guard let (rawKey, rawValue) = content.splitColon else {
            throw line.error(at: content, "expected KEY: VALUE, such as placeholder: Zip code")
        }
        // Found by its bytes: a name made a string and matched case by case is dearer, and every key line asks.
        let name = rawKey.trimmingTrailingSpaces
        guard let index = FieldKeyDescriptor.nameBytes.firstIndex(where: name.spells) else {
            let known = MessageText.choices(FieldKey.allCases.filter(kind.uses).map(\.rawValue))
            throw line.error(at: rawKey, "unknown field key \(name.messageQuoted); expected one of \(known)")
        }
        let descriptor = FieldKeyDescriptor.all[index]
        let key = descriptor.key
        let keyName = key.rawValue
        guard kind.uses(key) else {
            throw line.error(at: rawKey, "key \(keyName.messageQuoted) is not used by the \(kind.name) kind")
        }
        let value = try ValueReader.text(rawValue, line: line)
        let at = rawValue.droppingSpaces
        let change = FieldChange(key, try descriptor.form.read(value, isQuoted: at.starts(with: "\""), line: line, at: at, name: keyName))
        if key == .version, let release = Release(parsing: change.value.text), !kind.rules.releases.contains(release) {
            throw line.error(at: at, "version \(release) is outside the \(kind.name) kind's range: \(kind.rules.releases)")
        }
        return (change, index)
    }
}

/// Reads an element's `KEY: VALUE` line, in an element block or a `set` action.
enum ElementChangeReader {
    static func read(_ content: LineSlice, line: ScenarioLine) throws(ScenarioError) -> ElementChange {
        guard let (rawKey, rawValue) = content.splitColon else {
            throw line.error(at: content, "expected KEY: VALUE, such as label: Sign in")
        }
        let name = rawKey.trimmingTrailingSpaces
        guard let index = ElementKeyDescriptor.nameBytes.firstIndex(where: name.spells) else {
            throw line.error(at: rawKey, "unknown element key \(name.messageQuoted); expected one of \(MessageText.choices(ElementKey.allCases.map(\.rawValue)))")
        }
        let descriptor = ElementKeyDescriptor.all[index]
        let keyName = descriptor.key.rawValue
        let key = descriptor.key
        let value = try ValueReader.text(rawValue, line: line)
        let at = rawValue.droppingSpaces
        return ElementChange(key, try descriptor.form.read(value, isQuoted: at.starts(with: "\""), line: line, at: at, name: keyName))
    }

    /// What is wrong with an element's keys against its traits, and the key to blame:
    /// `values` without `adjustable`, `on` without `switch`, a `value` not among `values`.
    /// `wrote` says which keys were written, the ones to blame.
    static func problem(with element: ScreenElement, wrote: (ElementKey) -> Bool) -> (key: ElementKey, message: String)? {
        for descriptor in ElementKeyDescriptor.all {
            if let trait = descriptor.requiredTrait, !element.has(trait), wrote(descriptor.key) {
                return (descriptor.key, "\(descriptor.key.rawValue) needs the \(trait.rawValue) trait; add it to traits")
            }
        }
        if wrote(.value), !element.values.isEmpty, !element.values.contains(element.value) {
            return (.value, "value \(element.value.messageQuoted) is not one of the values: \(element.values.joined(separator: ", "))")
        }
        return nil
    }
}
