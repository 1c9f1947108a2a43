/// Reads the typed values of scenario lines: text, booleans, counts and durations.
enum ValueReader {
    static func text(_ raw: LineSlice, line: ScenarioLine) throws(ScenarioError) -> String {
        do {
            return try QuotedText.read(raw)
        } catch {
            throw line.error(column: line.column(of: raw) + error.offset, error.message)
        }
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
        let digits = value.prefix { $0.isASCII && $0.isNumber }
        let unit = value.dropFirst(digits.count).drop { $0 == " " }
        guard !digits.isEmpty, digits.count <= 8, let number = Int(digits) else { return nil }
        let milliseconds: Int
        switch unit {
        case "ms": milliseconds = number
        case "s": milliseconds = number * 1000
        case "" where bareMilliseconds: milliseconds = number
        default: return nil
        }
        return milliseconds <= maximumDuration ? milliseconds : nil
    }
}

/// Reads a field's `KEY: VALUE` line, in a field block or a `set` action, for a field kind.
enum FieldChangeReader {
    static func read(_ content: LineSlice, line: ScenarioLine, kind: FieldKind) throws(ScenarioError) -> FieldChange {
        guard let (rawKey, rawValue) = content.splitColon else {
            throw line.error(at: content, "expected KEY: VALUE, such as placeholder: Zip code")
        }
        let keyName = rawKey.trimmingTrailingSpaces.string
        guard let key = FieldKey(rawValue: keyName) else {
            throw line.error(at: rawKey, "unknown field key \(keyName.messageQuoted); expected one of \(MessageText.choices(FieldKey.allCases.map(\.rawValue)))")
        }
        guard kind.uses(key) else {
            throw line.error(at: rawKey, "key \(keyName.messageQuoted) is not used by the \(kind.rawValue) kind")
        }
        let value = try ValueReader.text(rawValue, line: line)
        let at = rawValue.droppingSpaces
        let isQuoted = at.first == "\""
        switch key {
        case .placeholder: return .placeholder(value)
        case .label: return .label(value)
        case .hint: return .hint(value)
        case .helper: return .helper(value)
        case .helperLabel: return .helperLabel(value)
        case .errorLabel: return .errorLabel(value)
        case .text: return .text(value)
        case .error: return .error(value == "none" && !isQuoted ? nil : value)
        case .max: return .max(try ValueReader.count(value, line: line, at: at, name: keyName, range: 0...1_000_000))
        case .secure: return .secure(try ValueReader.boolean(value, line: line, at: at, name: keyName))
        case .enabled: return .enabled(try ValueReader.boolean(value, line: line, at: at, name: keyName))
        case .clearButton:
            guard let mode = ClearButtonMode(rawValue: value) else {
                throw line.error(at: at, "unknown clear-button \(value.messageQuoted); expected one of \(MessageText.choices(ClearButtonMode.allCases.map(\.rawValue)))")
            }
            return .clearButton(mode)
        }
    }
}
