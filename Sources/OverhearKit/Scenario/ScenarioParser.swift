/// Reads scenario files (see `docs/scenario-format.md`) into `Scenario` values.
public enum ScenarioParser {
    /// Parses a scenario from its bytes; `path` names it in error messages.
    public static func parse(_ bytes: [UInt8], path: String) throws(ScenarioError) -> Scenario {
        var state = ParseState(path: path, source: ScenarioSource(bytes: bytes))
        for index in state.source.lines.indices {
            let span = state.source.lines[index]
            // Most lines are plain expected lines, or actions without arguments, once the
            // fields are declared: read them straight from the bytes.
            if case .action(let action) = state.block,
               let expected = ExpectedLineFastPath.read(bytes[span.start..<span.contentEnd]) {
                state.actions[action].expected.append(expected)
                state.actions[action].expectedLines.append(index)
                continue
            }
            if !state.fields.isEmpty, let action = SimpleActionFastPath.read(bytes[span.start..<span.contentEnd], line: index + 1) {
                state.actions.append(action)
                state.block = .action(state.actions.count - 1)
                continue
            }
            // A UTF-8 byte order mark, as some editors write, is not part of the first line.
            let hasBOM = index == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF])
            let line = try ScenarioLine(bytes: bytes[(hasBOM ? 3 : span.start)..<span.contentEnd], number: index + 1, path: path)
            try state.read(line, index: index)
        }
        return try state.finish()
    }

    public static func parse(_ text: String, path: String) throws(ScenarioError) -> Scenario {
        try parse(Array(text.utf8), path: path)
    }
}

/// What the parser knows so far, line by line.
private struct ParseState {
    enum Block {
        case none, settings
        case field(Int)
        case action(Int)
    }

    let path: String
    let source: ScenarioSource
    var fields: [Field] = []
    var fieldKeysSeen: [Set<FieldKey>] = []
    var unnamedFields = 0
    var settings = Settings()
    var settingsSeen: Set<String> = []
    var actions: [ScenarioAction] = []
    var block = Block.none

    init(path: String, source: ScenarioSource) {
        self.path = path
        self.source = source
    }

    mutating func read(_ line: ScenarioLine, index: Int) throws(ScenarioError) {
        let content = line.slice.droppingSpaces
        if content.isEmpty || content.first == "#" { return }
        if line.text.unicodeScalars.first == " " {
            switch block {
            case .none:
                throw line.error(at: content, "indented line outside a block; start with field, settings or > ACTION")
            case .field(let field): try readFieldKey(content, line: line, field: field)
            case .settings: try readSetting(content, line: line)
            case .action(let action):
                actions[action].expected.append(try readExpected(content, line: line))
                actions[action].expectedLines.append(index)
            }
            return
        }
        if content.first == ">" {
            actions.append(try ActionReader(line: line, fields: fields).read(content))
            block = .action(actions.count - 1)
            return
        }
        let (word, rest) = content.splitWord
        switch word.string {
        case "field":
            try requireNoActionYet(line, word)
            try readFieldLine(rest, line: line)
        case "settings":
            try requireNoActionYet(line, word)
            guard rest.isEmpty else { throw line.error(at: rest, "settings takes no argument; put each setting on an indented line below") }
            block = .settings
        default:
            throw line.error(at: word, "unknown line \(word.messageQuoted); expected field, settings, > ACTION or a # comment")
        }
    }

    func requireNoActionYet(_ line: ScenarioLine, _ word: LineSlice) throws(ScenarioError) {
        if !actions.isEmpty {
            throw line.error(at: word, "\(word.string) blocks come before the first action; move it above line \(actions[0].line)")
        }
    }

    mutating func readFieldLine(_ arguments: LineSlice, line: ScenarioLine) throws(ScenarioError) {
        var words: [LineSlice] = []
        var rest = arguments
        while !rest.isEmpty {
            let split = rest.splitWord
            words.append(split.word)
            rest = split.rest
        }
        guard words.count <= 2 else { throw line.error(at: words[2], "unexpected \(words[2].messageQuoted); expected field [KIND] [ID]") }
        var kind = FieldKind.default
        var idWord: LineSlice?
        if let first = words.first {
            if let named = FieldKind(rawValue: first.string) {
                kind = named
                idWord = words.count == 2 ? words[1] : nil
            } else if words.count == 2 {
                throw line.error(at: first, "unknown field kind \(first.messageQuoted); expected one of \(MessageText.choices(FieldKind.allCases.map(\.rawValue)))")
            } else {
                idWord = first
            }
        }
        let id: String
        if let idWord {
            id = idWord.string
            guard !id.isEmpty, id.unicodeScalars.allSatisfy({ Phrasebook.isLetterOrDigit($0) || $0 == "-" || $0 == "_" }) else {
                throw line.error(at: idWord, "field id \(id.messageQuoted) may hold only letters, digits, - and _")
            }
        } else {
            unnamedFields += 1
            id = unnamedFields == 1 ? "field" : "field\(unnamedFields)"
        }
        if fields.contains(where: { $0.id == id }) {
            throw line.error(at: idWord ?? arguments, "a field with id \(id.messageQuoted) already exists; give this one another id")
        }
        fields.append(Field(id: id, kind: kind))
        fieldKeysSeen.append([])
        block = .field(fields.count - 1)
    }

    mutating func readFieldKey(_ content: LineSlice, line: ScenarioLine, field: Int) throws(ScenarioError) {
        let change = try FieldChangeReader.read(content, line: line, kind: fields[field].kind)
        guard fieldKeysSeen[field].insert(change.key).inserted else {
            throw line.error(at: content, "\(change.key.rawValue) is set twice for field \(fields[field].id.messageQuoted)")
        }
        fields[field].apply(change)
    }

    mutating func readSetting(_ content: LineSlice, line: ScenarioLine) throws(ScenarioError) {
        guard let (key, rawValue) = content.splitColon else {
            throw line.error(at: content, "expected KEY: VALUE")
        }
        let name = key.trimmingTrailingSpaces.string
        let value = try readValue(rawValue, line: line)
        let at = rawValue.droppingSpaces
        switch name {
        case "typing-echo":
            settings.typingEcho = try choice(value, Settings.TypingEcho.self, line: line, at: at, name: name)
        case "hints":
            settings.hints = try ValueReader.boolean(value, line: line, at: at, name: name)
        case "hint-delay":
            settings.hintDelay = try ValueReader.duration(value, line: line, at: at, name: name, bareMilliseconds: true)
        case "rate":
            guard let rate = Int(value), (1...100).contains(rate) else {
                throw line.error(at: at, "rate must be a whole number from 1 to 100, not \(value.messageQuoted)")
            }
            settings.rate = rate
        case "capitals":
            settings.capitals = try choice(value, Settings.Capitals.self, line: line, at: at, name: name)
        case "voice":
            guard !value.isEmpty, value.unicodeScalars.allSatisfy({ $0.isASCII && (Phrasebook.isLetterOrDigit($0) || "+-_/".unicodeScalars.contains($0)) }) else {
                throw line.error(at: at, "voice must be an espeak-ng voice name such as en-us (letters, digits, + - _ /)")
            }
            settings.voice = value
        default:
            throw line.error(at: key, "unknown setting \(name.messageQuoted); expected one of \(MessageText.choices(Settings.keys))")
        }
        guard settingsSeen.insert(name).inserted else { throw line.error(at: key, "\(name) is set twice") }
    }

    func choice<T: RawRepresentable & CaseIterable>(_ value: String, _ type: T.Type, line: ScenarioLine, at: LineSlice, name: String) throws(ScenarioError) -> T where T.RawValue == String {
        guard let result = T(rawValue: value) else {
            throw line.error(at: at, "unknown \(name) \(value.messageQuoted); expected one of \(MessageText.choices(T.allCases.map(\.rawValue)))")
        }
        return result
    }

    func readExpected(_ content: LineSlice, line: ScenarioLine) throws(ScenarioError) -> ExpectedUtterance {
        guard let (head, rawText) = content.splitColon else {
            throw line.error(at: content, "expected KIND: TEXT, such as focus: Zip code")
        }
        let (word, rest) = head.splitWord
        let kinds = MessageText.choices(UtteranceKind.allCases.map(\.rawValue))
        guard let kind = UtteranceKind(rawValue: word.string) else {
            throw line.error(at: word, "unknown utterance kind \(word.messageQuoted); expected one of \(kinds)")
        }
        let mark = rest.trimmingTrailingSpaces
        guard mark.isEmpty || mark.string == "(interrupted)" else {
            throw line.error(at: mark, "expected \"(interrupted)\" or \":\" after \(word.string)")
        }
        let text = try readValue(rawText, line: line)
        guard !text.isEmpty else {
            throw line.error(column: line.column(of: rawText), "expected the spoken text after \"\(word.string):\"")
        }
        return ExpectedUtterance(kind: kind, interrupted: !mark.isEmpty, text: text)
    }

    func readValue(_ raw: LineSlice, line: ScenarioLine) throws(ScenarioError) -> String {
        try ValueReader.text(raw, line: line)
    }

    /// The most grapheme steps one scenario may play: a few lines of `delete 100000` must
    /// not turn into minutes of work and gigabytes of speech.
    static let stepLimit = 1_000_000

    func finish() throws(ScenarioError) -> Scenario {
        var steps = 0
        for action in actions {
            // A wait plays no engine step but costs an action's work: it counts as one.
            steps += Swift.max(1, action.command.stepCount)
            guard steps <= Self.stepLimit else {
                throw ScenarioError(path: path, line: action.line, column: action.column,
                                    message: "the scenario plays more than \(Self.stepLimit) steps by this action; split it into several scenarios")
            }
        }
        guard !fields.isEmpty else {
            let lineNumber = actions.first?.line ?? 1
            throw ScenarioError(path: path, line: lineNumber, column: 1,
                                message: "no field; a scenario starts with a field line: field [KIND] [ID]")
        }
        return Scenario(path: path, fields: fields, settings: settings, actions: actions, source: source)
    }
}

/// The commonest line of all, an expected utterance in plain text (`  focus: Zip code`),
/// read straight from its bytes; anything unusual (quotes, errors) goes the general way.
enum ExpectedLineFastPath {
    static let kinds: [(name: [UInt8], kind: UtteranceKind)] = UtteranceKind.allCases.map { (Array($0.rawValue.utf8), $0) }
    static let interruptedMark = Array(" (interrupted)".utf8)

    static func read(_ line: ArraySlice<UInt8>) -> ExpectedUtterance? {
        // Only indented lines are expected lines.
        guard line.first == 0x20 else { return nil }
        return line.withUnsafeBufferPointer { bytes -> ExpectedUtterance? in
            var index = 0
            while index < bytes.count, bytes[index] == 0x20 { index += 1 }
            let kindStart = index
            while index < bytes.count, bytes[index] >= 0x61, bytes[index] <= 0x7A { index += 1 }
            let word = UnsafeBufferPointer(rebasing: bytes[kindStart..<index])
            guard let kind = kinds.first(where: { $0.name.elementsEqual(word) })?.kind else { return nil }
            var interrupted = false
            if bytes.count - index > interruptedMark.count,
               UnsafeBufferPointer(rebasing: bytes[index..<(index + interruptedMark.count)]).elementsEqual(interruptedMark) {
                interrupted = true
                index += interruptedMark.count
            }
            guard index < bytes.count, bytes[index] == 0x3A else { return nil }
            index += 1
            while index < bytes.count, bytes[index] == 0x20 { index += 1 }
            var end = bytes.count
            while end > index, bytes[end - 1] == 0x20 { end -= 1 }
            // Quoted or empty text, and non-ASCII lines, take the general path.
            guard end > index, bytes[index] != 0x22, bytes[index..<end].allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            return ExpectedUtterance(kind: kind, interrupted: interrupted, text: String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))
        }
    }
}

/// An action line with no argument (`> next`, `> +300 ms activate`) read from its bytes.
enum SimpleActionFastPath {
    static let commands: [(name: [UInt8], command: ScenarioCommand)] = [
        ("next", .next), ("previous", .previous), ("first", .first), ("last", .last),
        ("activate", .activate), ("escape", .escape),
    ].map { (Array($0.utf8), $1) }

    static func read(_ line: ArraySlice<UInt8>, line number: Int) -> ScenarioAction? {
        guard line.first == UInt8(ascii: ">") else { return nil }
        return line.withUnsafeBufferPointer { bytes -> ScenarioAction? in
            var index = 1
            while index < bytes.count, bytes[index] == 0x20 { index += 1 }
            let textStart = index
            var delay: Int?
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") {
                index += 1
                var value = 0, digits = 0
                while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, digits < 8 {
                    value = value * 10 + Int(bytes[index] - 0x30)
                    index += 1
                    digits += 1
                }
                // Only the form the writer and recorder use: `+N ms `.
                guard digits > 0, bytes.count - index > 4, bytes[index] == 0x20, bytes[index + 1] == UInt8(ascii: "m"),
                      bytes[index + 2] == UInt8(ascii: "s"), bytes[index + 3] == 0x20, value <= ValueReader.maximumDuration else { return nil }
                delay = value
                index += 4
                while index < bytes.count, bytes[index] == 0x20 { index += 1 }
            }
            var end = bytes.count
            while end > index, bytes[end - 1] == 0x20 { end -= 1 }
            let word = UnsafeBufferPointer(rebasing: bytes[index..<end])
            guard let command = commands.first(where: { $0.name.elementsEqual(word) })?.command else { return nil }
            return ScenarioAction(line: number, column: index + 1,
                                  text: String(decoding: UnsafeBufferPointer(rebasing: bytes[textStart..<end]), as: UTF8.self),
                                  delay: delay, command: command, expected: [], expectedLines: [])
        }
    }
}
