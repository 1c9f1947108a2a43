/// Reads one `> ACTION` line against the fields declared above it.
struct ActionReader {
    let line: ScenarioLine
    let fields: [Field]

    static let names = ["next", "previous", "first", "last", "focus", "activate", "escape", "type",
                        "delete", "cursor", "set", "announce", "wait"]

    func read(_ content: LineSlice) throws(ScenarioError) -> ScenarioAction {
        var body = content.dropFirst().droppingSpaces
        var delay: Int?
        if body.first == "+" {
            let (amount, afterAmount) = body.dropFirst().splitWord
            var durationText = amount.string
            var rest = afterAmount
            if amount.allSatisfy({ $0.properties.numericType != nil && $0.isASCII }) {
                let (unit, afterUnit) = afterAmount.splitWord
                durationText += " " + unit.string
                rest = afterUnit
            }
            guard let milliseconds = ValueReader.parseDuration(durationText, bareMilliseconds: false) else {
                throw line.error(at: body, "expected a duration after +, such as +100 ms")
            }
            delay = milliseconds
            body = rest
        }
        let (word, arguments) = body.splitWord
        guard !word.isEmpty else {
            throw line.error(at: body, "expected an action after >; expected one of \(MessageText.choices(Self.names))")
        }
        let command = try readCommand(word, arguments)
        return ScenarioAction(line: line.number, column: line.column(of: word), text: content.dropFirst().droppingSpaces.trimmingTrailingSpaces.string,
                              delay: delay, command: command, expected: [], expectedLines: [])
    }

    private func readCommand(_ word: LineSlice, _ arguments: LineSlice) throws(ScenarioError) -> ScenarioCommand {
        let name = word.string
        switch name {
        case "next", "previous", "first", "last", "activate", "escape":
            try requireNoArgument(name, arguments)
            switch name {
            case "next": return .next
            case "previous": return .previous
            case "first": return .first
            case "last": return .last
            case "activate": return .activate
            default: return .escape
            }
        case "focus":
            return .focus(try elementRef(arguments))
        case "type":
            guard !arguments.isEmpty else { throw line.error(at: arguments, "type needs text, such as type 90210 (or \"\" for none)") }
            return .type(try ValueReader.text(arguments, line: line))
        case "delete":
            return .delete(try optionalCount(arguments, name: "delete"))
        case "cursor":
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
        case "set":
            return try readSet(arguments)
        case "announce":
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
        case "wait":
            let text = arguments.trimmingTrailingSpaces.string
            return .wait(try ValueReader.duration(text, line: line, at: arguments, name: "wait"))
        default:
            throw line.error(at: word, "unknown action \(name.messageQuoted); expected one of \(MessageText.choices(Self.names))")
        }
    }

    private func requireNoArgument(_ name: String, _ arguments: LineSlice) throws(ScenarioError) {
        if !arguments.isBlank { throw line.error(at: arguments, "\(name) takes no argument") }
    }

    private func optionalCount(_ arguments: LineSlice, name: String) throws(ScenarioError) -> Int {
        let text = arguments.trimmingTrailingSpaces.string
        if text.isEmpty { return 1 }
        return try ValueReader.count(text, line: line, at: arguments, name: name, range: 1...100_000)
    }

    private func elementRef(_ arguments: LineSlice) throws(ScenarioError) -> ElementRef {
        let id = arguments.trimmingTrailingSpaces.string
        let screen = Screen(fields: fields)
        guard let ref = screen.ref(forID: id) else {
            let known = MessageText.choices(screen.allElements.map(\.id))
            throw line.error(at: arguments, "unknown element \(id.messageQuoted); expected one of \(known)")
        }
        return ref
    }

    /// `set [ID] KEY: VALUE`: the id may be left out on a one-field screen.
    private func readSet(_ arguments: LineSlice) throws(ScenarioError) -> ScenarioCommand {
        guard !fields.isEmpty else { throw line.error(at: arguments, "set needs a field; declare one above with field [KIND] [ID]") }
        let (first, rest) = arguments.splitWord
        var field = 0
        var change = arguments
        if !first.contains(":"), let index = fields.firstIndex(where: { $0.id == first.string }) {
            field = index
            change = rest
        } else if !first.contains(":") && !first.isEmpty && rest.first != ":" {
            throw line.error(at: first, "unknown field \(first.messageQuoted); expected one of \(MessageText.choices(fields.map(\.id)))")
        } else if fields.count > 1 {
            throw line.error(at: arguments, "set needs a field id on a screen of \(fields.count) fields, such as set \(MessageText.shown(fields[0].id, limit: MessageText.quoteLimit)) KEY: VALUE")
        }
        return .set(field: field, try FieldChangeReader.read(change, line: line, kind: fields[field].kind))
    }
}
