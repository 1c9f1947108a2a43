import OverhearKit

/// Where a JSON document holds its dump: the document itself, or a value inside a wrapper
/// around it. sim-use's output `{"ok": true, "data": {"entries": [...], "raw": [...]}}` holds
/// idb's elements at `data.raw` (its `entries` are its own summary, not idb's); The Button
/// Heist's `interface` message holds its hierarchy at `payload.tree`.
struct JSONDump {
    var format: ImportFormat
    var dump: JSONValue
    /// The keys and indices that lead to the dump (`data.raw`, `results[0].tree`); nil when
    /// the dump is the whole document.
    var path: String?

    /// The first value that is a dump of one of `formats` (tried in that order), looking
    /// breadth first so that the outermost one wins, an object's keys in sorted order so
    /// that a file always gives the same; each value is looked at once.
    static func find(in document: JSONValue, as formats: [ImportFormat]) -> JSONDump? {
        var queue: [(value: JSONValue, parent: Int, step: Step?)] = [(document, -1, nil)]
        var next = 0
        while next < queue.count {
            let value = queue[next].value
            if let format = formats.first(where: { matches(value, $0) }) {
                return JSONDump(format: format, dump: value, path: path(to: next, in: queue))
            }
            switch value {
            case .object(let members):
                for key in members.keys.sorted() { queue.append((members[key]!, next, .key(key))) }
            case .array(let items):
                for (index, item) in items.enumerated() { queue.append((item, next, .index(index))) }
            default:
                break
            }
            next += 1
        }
        return nil
    }

    private enum Step {
        case key(String)
        case index(Int)
    }

    private static func matches(_ value: JSONValue, _ format: ImportFormat) -> Bool {
        switch format {
        case .idb: return IdbReader.matches(value)
        case .snapshot: return SnapshotReader.matches(value)
        case .appium, .xcuitest: return false
        }
    }

    /// `data.raw`, `results[1].tree`; a key that is not a plain name is quoted (its control
    /// characters escaped) and cut short, as it comes from the file.
    private static func path(to entry: Int, in queue: [(value: JSONValue, parent: Int, step: Step?)]) -> String? {
        var steps: [Step] = []
        var index = entry
        while index > 0, let step = queue[index].step {
            steps.append(step)
            index = queue[index].parent
        }
        guard !steps.isEmpty else { return nil }
        var text = ""
        for step in steps.reversed() {
            switch step {
            case .index(let number):
                text += "[\(number)]"
            case .key(let key):
                if !text.isEmpty { text += "." }
                let plain = !key.isEmpty && key.utf8.allSatisfy { byte in
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                }
                text += plain && key.count <= 40 ? key : QuotedText.quoted(key.count <= 40 ? key : String(key.prefix(40)) + "…")
            }
        }
        return text
    }
}
