/// AccessibilitySnapshot's Codable hierarchy JSON: `AccessibilityHierarchy` nodes, each
/// `{"element": {"_0": ELEMENT, "traversalIndex": N}}` or `{"container": {"_0": CONTAINER,
/// "children": [...]}}` (Swift's synthesized enum coding); an element has `label`, `value`,
/// `hint`, `traits` (names), `identifier`, `customActions` and `shape`. A message that
/// carries one (The Button Heist's `payload.tree`) is a wrapper, `JSONDump` finds it inside.
enum SnapshotReader {
    static func matches(_ json: JSONValue) -> Bool {
        let first: JSONValue? = json.items.first ?? json
        return first?["element"] != nil || first?["container"] != nil
            || (first?["traits"] != nil && first?["shape"] != nil)
    }

    /// The hints VoiceOver adds itself, which AccessibilitySnapshot writes into `hint`.
    private static let automaticHints = ["Double tap to edit.", "Double tap to toggle setting.",
                                         "Swipe up or down with one finger to adjust the value.",
                                         "Use the rotor to access Misspelled Words"]

    /// The app's own hint: the snapshot's hint line without VoiceOver's automatic hints.
    static func appHint(_ hint: String) -> String {
        var text = hint
        for automatic in automaticHints {
            while let range = text.firstRange(of: automatic) { text.removeSubrange(range) }
        }
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last == " " || last == "," || last == "." { scalars.removeLast() }
        while let first = scalars.first, first == " " || first == "," { scalars.removeFirst() }
        return String(scalars)
    }

    static func nodes(_ json: JSONValue) -> [SourceNode] {
        var result: [SourceNode] = []
        var stack: [(JSONValue, Int)] = json.items.isEmpty ? [(json, 0)] : json.items.reversed().map { ($0, 0) }
        while let (item, depth) = stack.popLast() {
            if let container = item["container"] {
                var node = SourceNode(depth: depth)
                node.type = "Group"
                result.append(node)
                stack += (container["children"]?.items ?? []).reversed().map { ($0, depth + 1) }
                continue
            }
            let wrapper = item["element"] ?? item
            let element = wrapper["_0"] ?? wrapper
            var node = SourceNode(depth: depth)
            node.accessible = true
            node.label = element["label"]?.text ?? ""
            node.value = element["value"]?.text ?? ""
            node.hint = appHint(element["hint"]?.text ?? "")
            node.identifier = element["identifier"]?.text ?? ""
            node.traitNames = (element["traits"]?.items ?? []).map(\.text)
            node.actions = (element["customActions"]?.items ?? []).map { $0["name"]?.text ?? $0.text }.filter { !$0.isEmpty }
            node.traversalIndex = wrapper["traversalIndex"]?.number.flatMap { Int(exactly: $0) }
            if case .array(let corners)? = element["shape"]?["frame"], corners.count == 2,
               let x = corners[0].items.first?.number, let y = corners[0].items.last?.number,
               let width = corners[1].items.first?.number, let height = corners[1].items.last?.number {
                node.frame = Frame(x: x, y: y, width: width, height: height)
            }
            result.append(node)
        }
        return result
    }
}
