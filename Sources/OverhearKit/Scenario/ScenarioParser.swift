/// Reads scenario files (see `docs/scenario-format.md`) into `Scenario` values.
public enum ScenarioParser {
    /// Parses a scenario from its bytes; `path` names it in error messages.
    public static func parse(_ bytes: [UInt8], path: String) throws(ScenarioError) -> Scenario {
        var state = ParseState(path: path, source: ScenarioSource(bytes: bytes))
        for index in state.source.lines.indices {
            let span = state.source.lines[index]
            // A UTF-8 byte order mark, as some editors write, is not part of the first line.
            let hasBOM = index == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF])
            let line = try ScenarioLine(bytes: bytes[(hasBOM ? 3 : span.start)..<span.contentEnd], number: index + 1, path: path)
            try state.read(line)
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
        case element(Int)
        case action(Int)
    }

    /// Where a key that another key of its block must agree with was written.
    struct KeyPlace {
        var line: Int
        var column: Int
    }

    let path: String
    let source: ScenarioSource
    var fields: [Field] = []
    var elements: [ScreenElement] = []
    /// The blocks in the order written: fields and elements interleaved.
    var order: [Screen.Item] = []
    /// The line each block starts on, in the order written.
    var blockLines: [Int] = []
    var blockIDs: Set<String> = []
    var elementKeysSeen: CaseTable<ElementKey, KeyPlace> = [:]
    /// The element block's `value` as written: `values` written after it must hold it.
    var elementValueWritten: String?
    /// The reader of actions, made at the first action with the screen they act on (blocks
    /// come before it), and kept from action to action.
    var actionReader: ActionReader?
    /// Each field's keys written so far, by their place in `FieldKeyDescriptor.all`.
    var fieldKeysSeen: [Set<Int>] = []
    var unnamedFields = 0
    var settings = Settings()
    /// The settings written so far, by their place in `SettingDescriptor.all`.
    var settingsSeen = Set<Int>()
    var actions: [ScenarioAction] = []
    var block = Block.none

    init(path: String, source: ScenarioSource) {
        self.path = path
        self.source = source
    }

    mutating func read(_ line: ScenarioLine) throws(ScenarioError) {
        let content = line.slice.droppingSpaces
        if content.isEmpty || content.starts(with: "#") { return }
        if line.slice.starts(with: " ") {
            switch block {
            case .none:
                throw line.error(at: content, "indented line outside a block; start with field, settings or > ACTION")
            case .field(let field): try readFieldKey(content, line: line, field: field)
            case .element(let element): try readElementKey(content, line: line, element: element)
            case .settings: try readSetting(content, line: line)
            case .action(let action):
                actions[action].expected.append(try readExpected(content, line: line))
            }
            return
        }
        if content.starts(with: ">") {
            if actionReader != nil {
                actionReader!.line = line
            } else {
                try endElementBlock()
                actionReader = ActionReader(line: line, screen: declaredScreen)
            }
            actions.append(try actionReader!.read(content))
            block = .action(actions.count - 1)
            return
        }
        let (word, rest) = content.splitWord
        switch word.string {
        case "field":
            try requireNoActionYet(line, word)
            try endElementBlock()
            try readFieldLine(rest, line: line)
        case "element":
            try requireNoActionYet(line, word)
            try endElementBlock()
            try readElementLine(rest, line: line)
        case "settings":
            try requireNoActionYet(line, word)
            try endElementBlock()
            guard rest.isEmpty else { throw line.error(at: rest, "settings takes no argument; put each setting on an indented line below") }
            block = .settings
        default:
            throw line.error(at: word, "unknown line \(word.messageQuoted); expected field, element, settings, > ACTION or a # comment")
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
            if let named = FieldKind(named: first.string) {
                kind = named
                idWord = words.count == 2 ? words[1] : nil
            } else if words.count == 2 {
                throw line.error(at: first, "unknown field kind \(first.messageQuoted); expected one of \(MessageText.choices(FieldKind.all.map(\.name)))")
            } else {
                idWord = first
            }
        }
        let id: String
        if let idWord {
            id = try blockID(idWord, line: line, noun: "field")
        } else {
            unnamedFields += 1
            id = unnamedFields == 1 ? "field" : "field\(unnamedFields)"
        }
        try claim(id, at: idWord ?? arguments, line: line, noun: "field")
        order.append(.field(fields.count))
        blockLines.append(line.number)
        fields.append(Field(id: id, kind: kind))
        fieldKeysSeen.append([])
        block = .field(fields.count - 1)
    }

    /// The screen the blocks declare, in the order they were written.
    var declaredScreen: Screen {
        Screen(items: order, fields: fields, elements: elements)
    }

    /// A block's id as written: letters, digits, `-` and `_` (a `.` would clash with `ID.helper`).
    func blockID(_ word: LineSlice, line: ScenarioLine, noun: String) throws(ScenarioError) -> String {
        let id = word.string
        guard !id.isEmpty, id.unicodeScalars.allSatisfy({ Graphemes.isLetterOrDigit($0) || $0 == "-" || $0 == "_" }) else {
            throw line.error(at: word, "\(noun) id \(id.messageQuoted) may hold only letters, digits, - and _")
        }
        return id
    }

    /// Takes an id for a block: ids are unique across fields and elements.
    mutating func claim(_ id: String, at place: LineSlice, line: ScenarioLine, noun: String) throws(ScenarioError) {
        if !blockIDs.insert(id).inserted {
            throw line.error(at: place, "a \(noun == "field" ? "field" : "block") with id \(id.messageQuoted) already exists; give this one another id")
        }
    }

    /// `element [ID]`: the N-th element block is `elementN` (the first `element`).
    mutating func readElementLine(_ arguments: LineSlice, line: ScenarioLine) throws(ScenarioError) {
        let (idWord, rest) = arguments.splitWord
        guard rest.isBlank else { throw line.error(at: rest, "unexpected \"\(rest.trimmingTrailingSpaces.string)\"; expected element [ID]") }
        let id = idWord.isEmpty ? (elements.isEmpty ? "element" : "element\(elements.count + 1)") : try blockID(idWord, line: line, noun: "element")
        try claim(id, at: idWord.isEmpty ? arguments : idWord, line: line, noun: "element")
        order.append(.element(elements.count))
        blockLines.append(line.number)
        elements.append(ScreenElement(id: id))
        elementKeysSeen = [:]
        elementValueWritten = nil
        block = .element(elements.count - 1)
    }

    mutating func readElementKey(_ content: LineSlice, line: ScenarioLine, element index: Int) throws(ScenarioError) {
        let change = try ElementChangeReader.read(content, line: line)
        guard elementKeysSeen[change.key] == nil else {
            throw line.error(at: content, "\(change.key.rawValue) is set twice for element \"\(elements[index].id)\"")
        }
        elementKeysSeen[change.key] = KeyPlace(line: line.number, column: line.column(of: content))
        if change.key == .value { elementValueWritten = change.value.text }
        elements[index].apply(change)
    }

    /// Checks the keys of the element block just ended against its traits (screen-elements.md §1, §6).
    mutating func endElementBlock() throws(ScenarioError) {
        guard case .element(let index) = block else { return }
        block = .none
        var element = elements[index]
        // `values` written after `value` moved it to the first value; check the value as written.
        if let written = elementValueWritten { element.value = written }
        if let problem = ElementChangeReader.problem(with: element, wrote: { elementKeysSeen[$0] != nil }), let place = elementKeysSeen[problem.key] {
            throw ScenarioError(path: path, line: place.line, column: place.column, message: problem.message)
        }
    }

    mutating func readFieldKey(_ content: LineSlice, line: ScenarioLine, field: Int) throws(ScenarioError) {
        let (change, index) = try FieldChangeReader.readIndexed(content, line: line, kind: fields[field].kind)
        guard !fieldKeysSeen[field].contains(index) else {
            throw line.error(at: content, "\(change.key.rawValue) is set twice for field \(fields[field].id.messageQuoted)")
        }
        fieldKeysSeen[field].insert(index)
        FieldKeyDescriptor.all[index].set(&fields[field], change.value)
    }

    mutating func readSetting(_ content: LineSlice, line: ScenarioLine) throws(ScenarioError) {
        guard let (key, rawValue) = content.splitColon else {
            throw line.error(at: content, "expected KEY: VALUE")
        }
        let written = key.trimmingTrailingSpaces
        guard let index = SettingDescriptor.nameBytes.firstIndex(where: written.spells) else {
            throw line.error(at: key, "unknown setting \(written.messageQuoted); expected one of \(MessageText.choices(SettingDescriptor.all.map(\.name)))")
        }
        let descriptor = SettingDescriptor.all[index]
        let name = descriptor.name
        let value = try readValue(rawValue, line: line)
        let at = rawValue.droppingSpaces
        descriptor.apply(try descriptor.form.read(value, isQuoted: at.starts(with: "\""), line: line, at: at, name: name), to: &settings)
        guard !settingsSeen.contains(index) else { throw line.error(at: key, "\(name) is set twice") }
        settingsSeen.insert(index)
    }

    func readExpected(_ content: LineSlice, line: ScenarioLine) throws(ScenarioError) -> ExpectedUtterance {
        guard let (head, rawText) = content.splitColon else {
            throw line.error(at: content, "expected KIND: TEXT, such as focus: Zip code")
        }
        let (word, rest) = head.splitWord
        guard let kind = UtteranceKind(rawValue: word.string) else {
            let kinds = MessageText.choices(UtteranceKind.allCases.map(\.rawValue))
            throw line.error(at: word, "unknown utterance kind \(word.messageQuoted); expected one of \(kinds)")
        }
        let mark = rest.trimmingTrailingSpaces
        guard mark.isEmpty || mark.string == "(interrupted)" else {
            throw line.error(at: mark, "expected \"(interrupted)\" or \":\" after \(word.string)")
        }
        let text = try readValue(rawText, line: line)
        // Only a focus utterance may be empty (an element with nothing to say), and it is written `""`.
        guard !text.isEmpty || (kind == .focus && rawText.droppingSpaces.starts(with: "\"")) else {
            throw line.error(column: line.column(of: rawText), "expected the spoken text after \"\(word.string):\"")
        }
        return ExpectedUtterance(kind: kind, interrupted: !mark.isEmpty, text: text)
    }

    func readValue(_ raw: LineSlice, line: ScenarioLine) throws(ScenarioError) -> String {
        try ValueReader.text(raw, line: line)
    }

    /// At least the steps the actions play: `stepCount`, with a typed text's bytes for its graphemes.
    var stepBound: Int {
        var bound = 0
        for index in actions.indices {
            if case .type(let text) = actions[index].command {
                bound += Swift.max(1, text.utf8.count)
            } else {
                bound += Swift.max(1, actions[index].command.stepCount)
            }
        }
        return bound
    }

    /// The most grapheme steps one scenario may play: a few lines of `delete 100000` must
    /// not turn into minutes of work and gigabytes of speech.
    static let stepLimit = 1_000_000

    func finish() throws(ScenarioError) -> Scenario {
        // Most scenarios are far below the limit: a bound that counts a typed text's bytes,
        // never fewer than its graphemes, settles them without counting graphemes.
        if stepBound > Self.stepLimit {
            var steps = 0
            for action in actions {
                // A wait plays no engine step but costs an action's work: it counts as one.
                steps += Swift.max(1, action.command.stepCount)
                guard steps <= Self.stepLimit else {
                    throw ScenarioError(path: path, line: action.line, column: action.column,
                                        message: "the scenario plays more than \(Self.stepLimit) steps by this action; split it into several scenarios")
                }
            }
        }
        guard !order.isEmpty else {
            let lineNumber = actions.first?.line ?? 1
            throw ScenarioError(path: path, line: lineNumber, column: 1,
                                message: "no field or element; a scenario starts with a block: field [KIND] [ID] or element [ID]")
        }
        var state = self
        try state.endElementBlock()
        let screen = actionReader?.declaredScreen ?? state.declaredScreen
        return Scenario(path: path, screen: screen, settings: settings, actions: actions, blockLines: blockLines, source: source)
    }
}
