/// Appium XCUITest driver page source XML (`driver.page_source`): `XCUIElementType*`
/// elements with `type name label value enabled visible accessible x y width height`, and
/// in newer drivers `placeholderValue` and `traits`.
enum AppiumReader {
    /// The page source's elements; an XML file with no `XCUIElementType` element is refused.
    /// `encodingSettled`: the bytes are UTF-8 whatever the XML declaration says (`DumpText`).
    static func nodes(_ bytes: [UInt8], path: String, encodingSettled: Bool) throws(ImportError) -> [SourceNode] {
        var nodes: [SourceNode] = []
        var isPageSource = false
        try XMLTree.parse(bytes, path: path, ignoringDeclaredEncoding: encodingSettled) { element in
            if element.name.hasPrefix("XCUIElementType") { isPageSource = true }
            nodes.append(node(element))
            return nodes.count <= Importer.nodeLimit
        }
        guard nodes.count <= Importer.nodeLimit else { throw Importer.tooManyNodes(path: path) }
        guard isPageSource else {
            throw ImportError(path: path, "an XML file but not an Appium page source: it has no XCUIElementType elements")
        }
        // Older WebDriverAgent writes no `accessible` at all: then it is unknown, judged by type
        // and content (spec §7.1). Where the driver writes it, an element without it is not.
        if nodes.contains(where: { $0.accessible != nil }) {
            for index in nodes.indices where nodes[index].accessible == nil { nodes[index].accessible = false }
        }
        return nodes
    }

    private static func node(_ element: XMLTree.Element) -> SourceNode {
        var node = SourceNode(depth: element.depth)
        let type = element["type"] ?? element.name
        node.type = type.hasPrefix("XCUIElementType") ? String(type.dropFirst("XCUIElementType".count)) : type
        node.label = element["label"] ?? ""
        // `name` is the identifier when one is set, else the label again.
        if let name = element["name"], name != node.label { node.identifier = name }
        node.placeholder = element["placeholderValue"] ?? ""
        node.value = element["value"] ?? ""
        let traits = element["traits"] ?? ""
        // ASCII, as trait names are, is split on its bytes, without finding its characters.
        node.traitNames = traits.utf8.allSatisfy({ $0 < 0x80 })
            ? traits.utf8.split(separator: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self).trimmingSpaces }
            : traits.split(separator: ",").map { String($0).trimmingSpaces }
        node.enabled = element["enabled"] != "false"
        node.accessible = element["accessible"].map { $0 == "true" }
        node.visible = element["visible"].map { $0 != "false" }
        if let x = element["x"].flatMap(number), let y = element["y"].flatMap(number),
           let width = element["width"].flatMap(number), let height = element["height"].flatMap(number) {
            node.frame = Frame(x: x, y: y, width: width, height: height)
        }
        undoFallbacks(&node)
        return node
    }

    /// A frame's coordinate: whole numbers, as WebDriverAgent writes most, read from their
    /// digits; any other form as `Double` reads it.
    static func number(_ text: String) -> Double? {
        var whole = 0
        var digits = 0
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"), digits < 15 else { return Double(text) }
            whole = whole * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? Double(whole) : Double(text)
    }

    /// WebDriverAgent fills in values VoiceOver does not speak: an empty field's value is its
    /// placeholder, a static text's its label, a button's `1` says it is selected.
    private static func undoFallbacks(_ node: inout SourceNode) {
        switch node.type {
        case "TextField", "SecureTextField", "TextView", "SearchField":
            if node.value == node.placeholder { node.value = "" }
        case "StaticText":
            if node.value == node.label { node.value = "" }
        case "Button":
            if node.value == "1" { node.selected = true }
            if node.value == "1" || node.value == "0" { node.value = "" }
        default:
            break
        }
    }
}

extension StringProtocol {
    /// Without spaces, tabs and line breaks at either end.
    var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" || first == "\n" || first == "\r" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}
