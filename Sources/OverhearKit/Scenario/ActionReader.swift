/// Reads one `> ACTION` line against the screen declared above it, as the actions before it
/// leave it.
struct ActionReader {
    var line: ScenarioLine
    /// The screen the blocks declare.
    let declaredScreen: Screen
    /// The screen whose ids the next action may name: a `set` may switch a field between one
    /// element and a container, which changes the parts it has (spec §2.4, §2.5).
    private(set) var screen: Screen

    init(line: ScenarioLine, screen: Screen) {
        self.line = line
        declaredScreen = screen
        self.screen = screen
    }

    mutating func read(_ content: LineSlice) throws(ScenarioError) -> ScenarioAction {
        var body = content.dropFirst().droppingSpaces
        var delay: Int?
        if body.starts(with: "+") {
            let (amount, afterAmount) = body.dropFirst().splitWord
            var rest = afterAmount
            if let milliseconds = Self.plainDelay(amount, afterAmount) {
                // `+N ms` and `+N s`, as the writer and the recorder write them, read from the bytes.
                delay = milliseconds.value
                rest = milliseconds.rest
            } else {
                var durationText = amount.string
                if amount.isDigits {
                    let (unit, afterUnit) = afterAmount.splitWord
                    durationText += " " + unit.string
                    rest = afterUnit
                }
                guard let milliseconds = ValueReader.parseDuration(durationText, bareMilliseconds: false) else {
                    throw line.error(at: body, "expected a duration after +, such as +100 ms")
                }
                delay = milliseconds
            }
            body = rest
        }
        let (word, arguments) = body.splitWord
        guard !word.isEmpty else {
            throw line.error(at: body, "expected an action after >; expected one of \(ActionDescriptor.names)")
        }
        let command = try readCommand(word, arguments)
        screen.applyKeyChange(of: command)
        return ScenarioAction(line: line.number, column: line.column(of: word), text: content.dropFirst().droppingSpaces.trimmingTrailingSpaces.sourceText,
                              delay: delay, command: command, expected: [])
    }

    private static let millisecondsUnit = Array("ms".utf8), secondsUnit = Array("s".utf8)

    /// `N ms` or `N s` (N of 1 to 8 digits, at most an hour) and what follows; nil for any
    /// other form, which `ValueReader.parseDuration` reads or refuses.
    private static func plainDelay(_ amount: LineSlice, _ afterAmount: LineSlice) -> (value: Int, rest: LineSlice)? {
        guard !amount.isEmpty, amount.endIndex - amount.startIndex <= 8, amount.isDigits else { return nil }
        let (unit, rest) = afterAmount.splitWord
        let scale: Int
        if unit.spells(millisecondsUnit) { scale = 1 } else if unit.spells(secondsUnit) { scale = 1000 } else { return nil }
        var number = 0
        for index in amount.startIndex..<amount.endIndex { number = number * 10 + Int(amount.bytes[index] - UInt8(ascii: "0")) }
        let milliseconds = number * scale
        return milliseconds <= ValueReader.maximumDuration ? (milliseconds, rest) : nil
    }

    private func readCommand(_ word: LineSlice, _ arguments: LineSlice) throws(ScenarioError) -> ScenarioCommand {
        guard let index = ActionDescriptor.nameBytes.firstIndex(where: word.spells) else {
            throw line.error(at: word, "unknown action \(word.string.messageQuoted); expected one of \(ActionDescriptor.names)")
        }
        return try ActionDescriptor.all[index].read(self, arguments)
    }

    func cursor(_ arguments: LineSlice) throws(ScenarioError) -> ScenarioCommand {
        let (direction, rest) = arguments.splitWord
        switch direction.string {
        case "left": return .moveCursor(forward: false, count: try optionalCount(rest, name: "cursor left"))
        case "right": return .moveCursor(forward: true, count: try optionalCount(rest, name: "cursor right"))
        case "start", "end":
            try requireNoArgument("cursor \(direction.string)", rest)
            return .jumpCursor(toEnd: direction.string == "end")
        default:
            throw line.error(at: direction, "cursor needs a direction; expected one of left, right, start, end")
        }
    }

    func announce(_ arguments: LineSlice) throws(ScenarioError) -> ScenarioCommand {
        var text = arguments
        var queued = false
        let (first, rest) = arguments.splitWord
        if first.string == "queued" {
            guard !rest.isEmpty else { throw line.error(at: rest, "announce queued needs text to announce") }
            queued = true
            text = rest
        }
        let value = try ValueReader.text(text, line: line)
        guard !value.isEmpty else { throw line.error(at: text, "announce needs non-empty text") }
        return .announce(value, queued: queued)
    }

    func requireNoArgument(_ name: String, _ arguments: LineSlice) throws(ScenarioError) {
        if !arguments.isBlank { throw line.error(at: arguments, "\(name) takes no argument") }
    }

    func optionalCount(_ arguments: LineSlice, name: String) throws(ScenarioError) -> Int {
        let text = arguments.trimmingTrailingSpaces.string
        if text.isEmpty { return 1 }
        return try ValueReader.count(text, line: line, at: arguments, name: name, range: 1...100_000)
    }

    func elementID(_ arguments: LineSlice) throws(ScenarioError) -> ElementID {
        let name = arguments.trimmingTrailingSpaces.string
        guard let id = screen.elementID(named: name) else {
            let known = MessageText.choices(screen.elementNames)
            throw line.error(at: arguments, "unknown element \(name.messageQuoted); expected one of \(known)")
        }
        return id
    }

    /// `set [ID] KEY: VALUE`: the id may be left out on a one-field screen.
    func readSet(_ arguments: LineSlice) throws(ScenarioError) -> ScenarioCommand {
        let noun = screen.elements.isEmpty ? "field" : "field or element"
        guard !screen.items.isEmpty else { throw line.error(at: arguments, "set needs a field; declare one above with field [KIND] [ID]") }
        let (first, rest) = arguments.splitWord
        var item = 0
        var change = arguments
        if !first.contains(":"), let named = screen.elementID(named: first.string), named.part == .text {
            item = named.item
            change = rest
        } else if !first.contains(":") && !first.isEmpty && !rest.starts(with: ":") {
            throw line.error(at: first, "unknown \(noun) \(first.messageQuoted); expected one of \(MessageText.choices(screen.items.indices.map(screen.itemID)))")
        } else if screen.items.count > 1 {
            let blocks = screen.elements.isEmpty ? "\(screen.fields.count) fields" : "\(screen.items.count) blocks"
            throw line.error(at: arguments, "set needs \(screen.elements.isEmpty ? "a field id" : "an id") on a screen of \(blocks), such as set \(screen.itemID(0)) KEY: VALUE")
        }
        if screen.elementIndex(ofItem: item) != nil {
            return .setElement(item: item, try ElementChangeReader.read(change, line: line))
        }
        let read = try FieldChangeReader.read(change, line: line, kind: screen.fields[screen.fieldIndex(ofItem: item)!].kind)
        if read.key == .version {
            throw line.error(at: change.droppingSpaces, "version is fixed by the field block; a field cannot change release")
        }
        return .set(item: item, read)
    }
}
