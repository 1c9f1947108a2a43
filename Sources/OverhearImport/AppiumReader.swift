/// Appium XCUITest driver page source XML (`driver.page_source`): `XCUIElementType*`
/// elements with `type name label value enabled visible accessible x y width height`, and
/// in newer drivers `placeholderValue` and `traits`.
enum AppiumReader {
    /// The page source's elements; an XML file with no `XCUIElementType` element is refused.
    static func nodes(_ bytes: [UInt8], path: String) throws(ImportError) -> [SourceNode] {
        var nodes: [SourceNode] = []
        var isPageSource = false
        try XMLTree.parse(bytes, path: path) { element in
            if element.name.hasPrefix("XCUIElementType") { isPageSource = true }
            nodes.append(node(element))
            return nodes.count <= Importer.nodeLimit
        }
        guard nodes.count <= Importer.nodeLimit else { throw Importer.tooManyNodes(path: path) }
        guard isPageSource else {
            throw ImportError(path: path, "an XML file but not an Appium page source: it has no XCUIElementType elements")
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
        node.traitNames = (element["traits"] ?? "").split(separator: ",").map { String($0).trimmingSpaces }
        node.enabled = element["enabled"] != "false"
        node.accessible = element["accessible"] == "true" && element["visible"] != "false"
        if let x = element["x"].flatMap(Double.init), let y = element["y"].flatMap(Double.init),
           let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init) {
            node.frame = Frame(x: x, y: y, width: width, height: height)
        }
        undoFallbacks(&node)
        return node
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
