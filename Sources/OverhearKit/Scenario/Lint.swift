/// Rules over a scenario's screen and over the speech its actions produce: the problems the
/// MDCTextField guide warns about, found without reading a transcript (`overhear lint`).
public enum LintRule: String, CaseIterable, Sendable {
    case duplicatePhrase = "duplicate-phrase"
    case unlabeledControl = "unlabeled-control"
    case placeholderOnlyName = "placeholder-only-name"
    case hintRepeatsLabel = "hint-repeats-label"
    case hintTellsGesture = "hint-tells-gesture"
    case errorStartsWithError = "error-starts-with-error"
    case echoAlwaysCut = "echo-always-cut"
    case counterWraps = "counter-wraps"

    public enum Level: String, Sendable { case warning, error }

    public var level: Level {
        switch self {
        case .unlabeledControl, .counterWraps: return .error
        default: return .warning
        }
    }
}

/// One finding: a rule, where it points, and what it says.
public struct LintFinding: Equatable, Sendable {
    public var rule: LintRule
    public var line: Int
    public var column: Int
    public var message: String
}

/// Lints one scenario: its screen as declared, then the speech its actions produce.
public enum Lint {
    /// Findings in file order; a `# lint: ignore RULE` comment on the line before a block or
    /// action silences that rule there.
    public static func findings(_ scenario: Scenario) throws(ScenarioError) -> [LintFinding] {
        var found = screenFindings(scenario)
        found += try speechFindings(scenario)
        let ignored = try ignoredRules(scenario)
        return found.filter { !(ignored[$0.line]?.contains($0.rule) ?? false) }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// The rules each line's `# lint: ignore RULE` comment silences on the line after it.
    static func ignoredRules(_ scenario: Scenario) throws(ScenarioError) -> [Int: Set<LintRule>] {
        var ignored: [Int: Set<LintRule>] = [:]
        let source = scenario.source
        for (index, span) in source.lines.enumerated() {
            let text = String(decoding: source.bytes[span.start..<span.contentEnd], as: UTF8.self)
            let trimmed = text.drop { $0 == " " }
            guard trimmed.hasPrefix("# lint: ignore ") else { continue }
            for name in trimmed.dropFirst("# lint: ignore ".count).split(whereSeparator: { $0 == " " || $0 == "," }) {
                guard let rule = LintRule(rawValue: String(name)) else {
                    throw ScenarioError(path: scenario.path, line: index + 1, column: 1,
                                        message: "unknown lint rule \(String(name).messageQuoted); expected one of \(MessageText.choices(LintRule.allCases.map(\.rawValue)))")
                }
                ignored[index + 2, default: []].insert(rule)
            }
        }
        return ignored
    }

    /// Rules over every element of the screen as its blocks declare it.
    static func screenFindings(_ scenario: Scenario) -> [LintFinding] {
        let screen = scenario.screen
        var found: [LintFinding] = []
        for element in screen.allElements() {
            let line = scenario.blockLines.indices.contains(element.elementID.item) ? scenario.blockLines[element.elementID.item] : 1
            func add(_ rule: LintRule, _ message: String) { found.append(LintFinding(rule: rule, line: line, column: 1, message: message)) }
            let isControl = element.trait == .button || element.traitNames.contains("button") || element.traitNames.contains("switch")
            // A field's clear button in mode `never` never appears.
            let neverShown = element.elementID.part == .clear
                && screen.fieldIndex(ofItem: element.elementID.item).map { screen.fields[$0].clearButton == .never } == true
            if isControl && element.label.isEmpty && !neverShown {
                add(.unlabeledControl, "\(element.id) has no label: VoiceOver says only its trait")
            }
            if let index = screen.fieldIndex(ofItem: element.elementID.item), element.elementID.part == .text {
                let field = screen.fields[index]
                if element.label.isEmpty && !field.placeholder.isEmpty && element.value == field.placeholder {
                    add(.placeholderOnlyName, "\(element.id)'s only name is its placeholder, gone once text is typed; set a label")
                }
                if let error = field.error, error.lowercased().hasPrefix("error"), field.kind.name != "mdc-base" {
                    add(.errorStartsWithError, "the error text starts with \"Error\", and the component adds its own: \"Error: \(error)\"")
                }
            }
            let hint = screen.fieldIndex(ofItem: element.elementID.item).map { screen.fields[$0].hint }
                ?? screen.elementIndex(ofItem: element.elementID.item).map { screen.elements[$0].hint } ?? ""
            if element.elementID.part == .text && !hint.isEmpty {
                if hint.lowercased() == element.label.lowercased() {
                    add(.hintRepeatsLabel, "\(element.id)'s hint repeats its label")
                }
                let lower = hint.lowercased()
                if lower.hasPrefix("double tap") || lower.hasPrefix("tap ") || lower.hasPrefix("swipe") {
                    add(.hintTellsGesture, "\(element.id)'s hint tells the gesture, which VoiceOver already says; say what happens")
                }
            }
        }
        return found
    }

    /// Rules over the speech each action produces.
    static func speechFindings(_ scenario: Scenario) throws(ScenarioError) -> [LintFinding] {
        var found: [LintFinding] = []
        var typedEchoes = 0, cutEchoes = 0
        var firstType: ScenarioAction?
        for (action, speech) in zip(scenario.actions, try ScenarioPlayer.play(scenario)) {
            func add(_ rule: LintRule, _ message: String) {
                found.append(LintFinding(rule: rule, line: action.line, column: action.column, message: message))
            }
            for entry in speech.entries {
                // A segment may itself join parts (the guide's value "Zip code, Zip code").
                let texts = entry.utterance.text.lowercased().split(separator: ", ", omittingEmptySubsequences: true).map(String.init)
                if let repeated = texts.enumerated().first(where: { index, text in texts[..<index].contains(text) })?.element,
                   entry.utterance.kind == .focus {
                    add(.duplicatePhrase, "\"\(repeated)\" is spoken twice in one utterance: \(entry.utterance.text.messageQuoted)")
                }
                if entry.utterance.kind == .announce, entry.utterance.text.hasPrefix("1844674407370955") {
                    add(.counterWraps, "the counter wrapped below zero (the 2018 component's unsigned subtraction): \(entry.utterance.text.messageQuoted)")
                }
            }
            if case .type = action.command {
                if firstType == nil { firstType = action }
                let echoes = speech.entries.filter { $0.utterance.kind == .typed }
                typedEchoes += echoes.count
                cutEchoes += echoes.filter(\.interrupted).count
            }
        }
        if let action = firstType, typedEchoes > 0, cutEchoes == typedEchoes {
            found.append(LintFinding(rule: .echoAlwaysCut, line: action.line, column: action.column,
                                     message: "every one of the \(typedEchoes) typing echoes is cut by an announcement: the user never hears what they type"))
        }
        return found
    }
}

/// Lint findings as JSON for tools: the files linted, the error count, each finding.
public enum LintJSON {
    public static func render(_ findings: [(file: String, finding: LintFinding)], files: Int) -> String {
        let errors = findings.filter { $0.finding.rule.level == .error }.count
        var out = "{\n  \"files\": \(files),\n  \"errors\": \(errors),\n  \"findings\": ["
        out += findings.map { file, finding in
            "\n    {\"file\": \(JSONWriter.quoted(file)), \"line\": \(finding.line), \"column\": \(finding.column), "
                + "\"level\": \"\(finding.rule.level.rawValue)\", \"rule\": \"\(finding.rule.rawValue)\", \"message\": \(JSONWriter.quoted(finding.message))}"
        }.joined(separator: ",")
        return out + (findings.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}

extension LintRule {
    /// What the rule finds, in a line (SARIF's short description).
    public var summary: String {
        switch self {
        case .duplicatePhrase: return "The same phrase is spoken twice in one utterance."
        case .unlabeledControl: return "A button or switch has no label: VoiceOver says only its trait."
        case .placeholderOnlyName: return "A text field's only name is its placeholder, gone once text is typed."
        case .hintRepeatsLabel: return "A hint repeats the element's label."
        case .hintTellsGesture: return "A hint tells the gesture, which VoiceOver already says."
        case .errorStartsWithError: return "An error text starts with \"Error\", and the component adds its own."
        case .echoAlwaysCut: return "Every typing echo is cut by an announcement."
        case .counterWraps: return "A character counter wraps below zero."
        }
    }
}

/// Lint findings as SARIF 2.1.0, which code-scanning pages read: one run of the tool
/// `overhear`, its rules, and a result per finding with its file, line and column.
public enum LintSARIF {
    public static func render(_ findings: [(file: String, finding: LintFinding)]) -> String {
        let rules = LintRule.allCases.map { rule in
            "{\"id\": \"\(rule.rawValue)\", \"shortDescription\": {\"text\": \(JSONWriter.quoted(rule.summary))}, "
                + "\"defaultConfiguration\": {\"level\": \"\(rule.level.rawValue)\"}}"
        }
        let results = findings.map { file, finding in
            "{\"ruleId\": \"\(finding.rule.rawValue)\", \"ruleIndex\": \(LintRule.allCases.firstIndex(of: finding.rule)!), "
                + "\"level\": \"\(finding.rule.level.rawValue)\", \"message\": {\"text\": \(JSONWriter.quoted(finding.message))}, "
                + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(JSONWriter.quoted(uri(file)))}, "
                + "\"region\": {\"startLine\": \(finding.line), \"startColumn\": \(finding.column)}}}]}"
        }
        return """
        {
          "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {"driver": {"name": "overhear", "rules": [
                \(rules.joined(separator: ",\n        "))
              ]}},
              "results": [\(results.isEmpty ? "" : "\n        " + results.joined(separator: ",\n        ") + "\n      ")]
            }
          ]
        }

        """
    }

    /// A file path as a SARIF artifact URI: relative, with what URIs cannot hold percent-encoded.
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                result.append(character)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
