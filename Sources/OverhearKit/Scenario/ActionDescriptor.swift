/// One scenario action described once: its name, how its arguments are read and written, and
/// its line in help. The parser, the writer (and so recordings) and help read this table.
public struct ActionDescriptor: Sendable {
    public let name: String
    /// How help writes it: `delete [N]`.
    public let syntax: String
    public let help: String
    let read: @Sendable (ActionReader, LineSlice) throws(ScenarioError) -> ScenarioCommand
    /// The action as written after `>`; nil when the command is another action's.
    let write: @Sendable (ScenarioCommand, Screen) -> String?

    public static let all: [ActionDescriptor] = [
        plain("next", .next, "focus the next element (swipe right)"),
        plain("previous", .previous, "focus the previous element (swipe left)"),
        plain("first", .first, "focus the first element"),
        plain("last", .last, "focus the last element"),
        ActionDescriptor(name: "focus", syntax: "focus ID", help: "touch an element",
                         read: { reader, arguments throws(ScenarioError) in .focus(try reader.elementID(arguments)) },
                         write: { command, screen in
                             guard case .focus(let id) = command else { return nil }
                             return "focus " + screen.name(of: id)
                         }),
        plain("activate", .activate, "double tap: edit a text field, press a button"),
        plain("escape", .escape, "end editing"),
        ActionDescriptor(name: "type", syntax: "type TEXT", help: "type into the field being edited, grapheme by grapheme",
                         read: { reader, arguments throws(ScenarioError) in
                             guard !arguments.isEmpty else { throw reader.line.error(at: arguments, "type needs text, such as type 90210 (or \"\" for none)") }
                             return .type(try ValueReader.text(arguments, line: reader.line))
                         },
                         write: { command, _ in
                             guard case .type(let text) = command else { return nil }
                             return "type " + QuotedText.write(text)
                         }),
        ActionDescriptor(name: "paste", syntax: "paste TEXT", help: "paste into the field being edited, as one change",
                         read: { reader, arguments throws(ScenarioError) in
                             guard !arguments.isEmpty else { throw reader.line.error(at: arguments, "paste needs text, such as paste \"94110\"") }
                             return .paste(try ValueReader.text(arguments, line: reader.line))
                         },
                         write: { command, _ in
                             guard case .paste(let text) = command else { return nil }
                             return "paste " + QuotedText.write(text)
                         }),
        ActionDescriptor(name: "delete", syntax: "delete [N]", help: "delete the grapheme before the insertion point, N times",
                         read: { reader, arguments throws(ScenarioError) in .delete(try reader.optionalCount(arguments, name: "delete")) },
                         write: { command, _ in
                             guard case .delete(let count) = command else { return nil }
                             return count == 1 ? "delete" : "delete \(count)"
                         }),
        ActionDescriptor(name: "cursor", syntax: "cursor left|right [N], cursor start|end", help: "move the insertion point",
                         read: { reader, arguments throws(ScenarioError) in try reader.cursor(arguments) },
                         write: { command, _ in
                             switch command {
                             case .moveCursor(let forward, let count): return "cursor \(forward ? "right" : "left")" + (count == 1 ? "" : " \(count)")
                             case .jumpCursor(let toEnd): return "cursor \(toEnd ? "end" : "start")"
                             default: return nil
                             }
                         }),
        ActionDescriptor(name: "set", syntax: "set [ID] KEY: VALUE", help: "change a field or an element as the app would",
                         read: { reader, arguments throws(ScenarioError) in try reader.readSet(arguments) },
                         write: { command, screen in
                             switch command {
                             case .set(let item, let change):
                                 return "set \(screen.itemID(item)) \(change.key.rawValue): \(ScenarioWriter.valueText(change))"
                             case .setElement(let item, let change):
                                 return "set \(screen.itemID(item)) \(change.key.rawValue): \(ScenarioWriter.valueText(change))"
                             default: return nil
                             }
                         }),
        ActionDescriptor(name: "swipe", syntax: "swipe up|down", help: "adjust the focused element, or choose its custom action",
                         read: { reader, arguments throws(ScenarioError) in
                             let (direction, rest) = arguments.splitWord
                             guard direction.string == "up" || direction.string == "down" else {
                                 throw reader.line.error(at: direction, "swipe needs a direction; expected one of up, down")
                             }
                             try reader.requireNoArgument("swipe \(direction.string)", rest)
                             return .swipe(up: direction.string == "up")
                         },
                         write: { command, _ in
                             guard case .swipe(let up) = command else { return nil }
                             return up ? "swipe up" : "swipe down"
                         }),
        ActionDescriptor(name: "notify", syntax: "notify layout-changed|screen-changed [ID]", help: "post a notification, moving focus to ID",
                         read: { reader, arguments throws(ScenarioError) in
                             let (name, rest) = arguments.splitWord
                             guard let notification = AppNotification(rawValue: name.string) else {
                                 let names = AppNotification.allCases.map(\.rawValue).joined(separator: ", ")
                                 throw reader.line.error(at: name, "notify needs a notification; expected one of \(names)")
                             }
                             return .notify(notification, rest.isBlank ? nil : try reader.elementID(rest))
                         },
                         write: { command, screen in
                             guard case .notify(let notification, let target) = command else { return nil }
                             return "notify \(notification.rawValue)" + (target.map { " " + screen.name(of: $0) } ?? "")
                         }),
        ActionDescriptor(name: "announce", syntax: "announce [queued] TEXT", help: "post an announcement (queued: wait its turn)",
                         read: { reader, arguments throws(ScenarioError) in try reader.announce(arguments) },
                         write: { command, _ in
                             guard case .announce(let text, let queued) = command else { return nil }
                             // Unquoted, a text that starts with the word `queued` would read as the keyword.
                             let startsWithKeyword = text == "queued" || text.hasPrefix("queued ")
                             return "announce " + (queued ? "queued " : "") + (startsWithKeyword ? QuotedText.quoted(text) : QuotedText.write(text))
                         }),
        ActionDescriptor(name: "wait", syntax: "wait DURATION", help: "let time pass before the next action",
                         read: { reader, arguments throws(ScenarioError) in
                             .wait(try ValueReader.duration(arguments.trimmingTrailingSpaces.string, line: reader.line, at: arguments, name: "wait"))
                         },
                         write: { command, _ in
                             guard case .wait(let milliseconds) = command else { return nil }
                             return "wait \(milliseconds) ms"
                         }),
    ]

    /// Each action's name as bytes, in `all`'s order: the parser finds a line's action word by
    /// comparing its bytes with these, as it reads the other names of the format.
    static let nameBytes: [[UInt8]] = all.map { Array($0.name.utf8) }

    /// The names, for errors that list them.
    static let names = MessageText.choices(all.map(\.name))

    /// An action that takes no argument and is always the same command.
    private static func plain(_ name: String, _ command: ScenarioCommand, _ help: String) -> ActionDescriptor {
        ActionDescriptor(name: name, syntax: name, help: help,
                         read: { reader, arguments throws(ScenarioError) in
                             try reader.requireNoArgument(name, arguments)
                             return command
                         },
                         write: { written, _ in written == command ? name : nil })
    }
}
