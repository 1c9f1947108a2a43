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
            node.type = type(object)
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
            if case .number(let pid)? = object["pid"] { node.process = Int(pid) }
            // A radio button's `1` (a tab's, a segment's) says it is selected.
            if (object["type"]?.text ?? "") == "RadioButton" || object["role"]?.text == "AXRadioButton" {
                node.selected = node.value == "1"
                if node.value == "1" || node.value == "0" { node.value = "" }
            }
            result.append(node)
            stack += (object["children"]?.items ?? []).reversed().map { ($0, depth + 1) }
        }
        return result
    }

    /// The element type the builder knows: from `role_description` (AXe and newer idb), which
    /// wins over `type` and `role` (spec §7.5), else from the subrole, the shape of a
    /// navigation bar, `type` (or `role` without `AX`). A role description in another language
    /// (`ナビゲーションバー`, `グループ`) is none of the English ones: role and subrole decide.
    private static func type(_ object: JSONValue) -> String {
        if let role = object["role_description"]?.text.lowercased(), !role.isEmpty {
            switch role {
            case "tab": return "Tab"
            case "switch", "switch button", "toggle": return "Switch"
            case "heading": return "Heading"
            case "link": return "Link"
            case "image": return "Image"
            case "button": return "Button"
            case "adjustable", "slider": return "Slider"
            case "text field": return "TextField"
            case "text view": return "TextView"
            case "search field": return "SearchField"
            case "secure text field": return "SecureTextField"
            default: break
            }
        }
        switch object["subrole"]?.text {
        case "AXSearchField": return "SearchField"
        case "AXSecureTextField": return "SecureTextField"
        case "AXTabButton": return "Tab"
        case "AXSwitch": return "Switch"
        default: break
        }
        var type = object["type"]?.text ?? ""
        if type.isEmpty, let role = object["role"]?.text { type = role.hasPrefix("AX") ? String(role.dropFirst(2)) : role }
        if type == "Group", isNavigationBar(object) { return "NavigationBar" }
        switch type {
        case "CheckBox": return "Switch"
        case "TextArea": return "TextView"
        case "RadioButton": return "Button"
        default: return type
        }
    }

    /// A group that holds only buttons and one heading after the first button, as UIKit's
    /// navigation bar does in AXe (role `AXGroup`, no subrole, its role description in the
    /// device's language).
    private static func isNavigationBar(_ object: JSONValue) -> Bool {
        let roles = (object["children"]?.items ?? []).map { child -> String in
            let role = child["role"]?.text ?? ""
            return role.isEmpty ? "AX" + (child["type"]?.text ?? "") : role
        }
        return roles.first == "AXButton" && roles.filter { $0 == "AXHeading" }.count == 1
            && roles.allSatisfy { $0 == "AXButton" || $0 == "AXHeading" }
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
