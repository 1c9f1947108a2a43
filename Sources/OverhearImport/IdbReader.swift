/// `idb ui describe-all` JSON: an array of objects with `AXLabel`, `AXValue`, `AXUniqueId`,
/// `type`, `frame`, `help` (the hint), `enabled`, `traits`, `placeholder`, `custom_actions`,
/// flat or (with `--nested`) with `children`.
enum IdbReader {
    /// Whether a decoded document looks like idb's: objects with `AXLabel` or `AXFrame`.
    static func matches(_ json: JSONValue) -> Bool {
        let first: JSONValue? = json.items.first ?? (json["AXLabel"] != nil ? json : nil)
        return first?["AXLabel"] != nil || first?["AXFrame"] != nil || first?["AXUniqueId"] != nil
    }

    static func nodes(_ json: JSONValue) -> [SourceNode] {
        var result: [SourceNode] = []
        var stack: [(JSONValue, Int)] = json.items.isEmpty ? [(json, 0)] : json.items.reversed().map { ($0, 0) }
        while let (object, depth) = stack.popLast() {
            var node = SourceNode(depth: depth)
            node.type = object["type"]?.text ?? ""
            node.label = object["AXLabel"]?.text ?? ""
            node.value = object["AXValue"]?.text ?? ""
            // Older idb wrote AXUniqueId as a number of its own, not the app's identifier.
            if case .string(let identifier)? = object["AXUniqueId"] { node.identifier = identifier }
            node.hint = object["help"]?.text ?? object["AXHint"]?.text ?? ""
            node.placeholder = object["placeholder"]?.text ?? ""
            node.traitNames = (object["traits"]?.items ?? []).map(\.text)
            if case .bool(false)? = object["enabled"] { node.enabled = false }
            if case .bool(true)? = object["hidden"] { node.hidden = true }
            node.actions = (object["custom_actions"]?.items ?? []).map(\.text).filter { !$0.isEmpty }
            node.frame = frame(object)
            result.append(node)
            stack += (object["children"]?.items ?? []).reversed().map { ($0, depth + 1) }
        }
        return result
    }

    private static func frame(_ object: JSONValue) -> Frame? {
        if let frame = object["frame"], let x = frame["x"]?.number, let y = frame["y"]?.number,
           let width = frame["width"]?.number, let height = frame["height"]?.number {
            return Frame(x: x, y: y, width: width, height: height)
        }
        if case .string(let text)? = object["AXFrame"] { return XCUITestReader.frame(text) }
        return nil
    }
}
