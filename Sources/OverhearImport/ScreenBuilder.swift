/// The mapping rules of screen-elements.md §5, shared by every format: which nodes VoiceOver
/// visits, and what block and traits each becomes.
enum ScreenBuilder {
    /// The blocks of a dump's nodes (given in document order, with depths).
    static func blocks(_ nodes: [SourceNode]) -> [ImportedBlock] {
        var blocks: [(order: Int?, block: ImportedBlock)] = []
        // The types of the current node's ancestors, by depth.
        var ancestors: [String] = []
        // Below this depth everything is skipped: inside a block, the status bar or the keyboard.
        var skipBelow: Int?
        for (index, node) in nodes.enumerated() {
            if let depth = skipBelow {
                if node.depth > depth { continue }
                skipBelow = nil
            }
            if ancestors.count > node.depth { ancestors.removeLast(ancestors.count - node.depth) }
            let hasChildren = index + 1 < nodes.count && nodes[index + 1].depth > node.depth
            let inTabBar = ancestors.contains("TabBar")
            ancestors.append(node.type)
            let names = node.traitNames.map(normalized)
            if node.hidden || isSystemUI(node, names) {
                skipBelow = node.depth
                continue
            }
            guard let block = block(node, names, hasChildren: hasChildren, inTabBar: inTabBar) else { continue }
            blocks.append((node.traversalIndex, block))
            // VoiceOver does not look inside an accessibility element.
            skipBelow = node.depth
        }
        // A recorded traversal order is VoiceOver's own; the sort is stable for the rest.
        if blocks.contains(where: { $0.order != nil }) {
            let ordered = blocks.enumerated().sorted { ($0.element.order ?? Int.max, $0.offset) < ($1.element.order ?? Int.max, $1.offset) }
            return ordered.map(\.element.block)
        }
        return blocks.map(\.block)
    }

    /// The status bar and the keyboard belong to the system, not to the app's screen.
    private static func isSystemUI(_ node: SourceNode, _ names: [String]) -> Bool {
        ["StatusBar", "Keyboard", "Key"].contains(node.type) || names.contains("keyboardkey")
    }

    private static let fieldTypes: Set = ["TextField", "SecureTextField", "SearchField", "TextView"]
    /// Trait names that make a node a text field whatever its type.
    private static let fieldTraitNames = ["textentry", "securetextfield", "textarea"]
    private static let containerTypes: Set = ["Application", "Window", "NavigationBar", "TabBar", "Toolbar", "ScrollView",
                                              "Table", "CollectionView", "Group", "StatusBar", "Keyboard"]

    /// What a node becomes, or nil when VoiceOver does not visit it; `names` are its trait
    /// names, normalized.
    private static func block(_ node: SourceNode, _ names: [String], hasChildren: Bool, inTabBar: Bool) -> ImportedBlock? {
        if node.accessible == false || containerTypes.contains(node.type) { return nil }
        // A node has a few traits at most: a list, where a set hashed each name again and again.
        var traits: [String] = []
        func insert(_ trait: String) { if !traits.contains(trait) { traits.append(trait) } }
        names.compactMap(trait).forEach(insert)
        switch node.type {
        case "Button": insert(inTabBar ? "tab" : "button")
        case "Switch", "Toggle": insert("switch")
        case "Slider", "Stepper", "PageIndicator": insert("adjustable")
        case "Link": insert("link")
        case "Image": insert("image")
        case "Heading": insert("heading")
        default: break
        }
        let isField = fieldTypes.contains(node.type) || names.contains(where: fieldTraitNames.contains)
        if isField {
            var block = ImportedBlock(shape: .field(secure: node.type == "SecureTextField" || names.contains("securetextfield")))
            fill(&block, from: node, names)
            return block
        }
        let known = !traits.isEmpty || node.type == "StaticText" || names.contains("statictext")
        // Any other element is visited when it says something and is not a container.
        guard known || (!node.label.isEmpty && (node.accessible == true || !hasChildren)) else { return nil }
        var block = ImportedBlock(shape: .element)
        fill(&block, from: node, names)
        if node.selected { insert("selected") }
        if traits.contains("switch") {
            switch node.value {
            case "1": block.on = true; block.value = ""
            case "0": block.on = false; block.value = ""
            default: block.on = false
            }
        }
        // Neither is spoken here (spec §2, §6; static text is the default), so neither is written.
        if traits.contains(where: ["back-button", "switch", "tab"].contains) { traits.removeAll { $0 == "button" } }
        traits.removeAll { $0 == "static-text" }
        block.traits = traitOrder.filter(traits.contains)
        return block
    }

    private static func fill(_ block: inout ImportedBlock, from node: SourceNode, _ names: [String]) {
        block.identifier = node.identifier
        block.label = node.label
        block.value = node.value
        block.hint = node.hint
        block.placeholder = node.placeholder
        block.enabled = node.enabled && !names.contains("notenabled")
        block.frame = node.frame
        block.actions = node.actions
    }

    /// The order traits are written in: the spec's list.
    static let traitOrder = ["button", "back-button", "switch", "tab", "heading", "link", "adjustable", "image",
                             "search-field", "selected", "static-text"]

    /// A format's trait name (normalized) as a scenario trait; nil for the ones VoiceOver's
    /// phrases do not use.
    static func trait(_ name: String) -> String? {
        switch name {
        case "header", "heading": "heading"
        case "selected": "selected"
        case "button": "button"
        case "link": "link"
        case "image": "image"
        case "adjustable": "adjustable"
        case "searchfield": "search-field"
        case "statictext": "static-text"
        case "backbutton": "back-button"
        case "tabbaritem", "tabbutton": "tab"
        case "switchbutton", "toggle": "switch"
        default: nil
        }
    }

    /// `Header`, `header` and `UIAccessibilityTraitHeader` alike: lowercase, no prefix, no spaces.
    static func normalized(_ name: String) -> String {
        var text: String
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII, as trait names are, on its bytes: no scalar view filtered, no case tables.
            text = String(decoding: name.utf8.compactMap { byte -> UInt8? in
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "_") ? nil : byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            }, as: UTF8.self)
        } else {
            text = String(name.unicodeScalars.filter { $0 != " " && $0 != "_" }).lowercased()
        }
        for prefix in ["uiaccessibilitytrait", "axtrait"] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        return text
    }
}
