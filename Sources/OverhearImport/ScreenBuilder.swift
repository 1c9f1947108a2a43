import OverhearKit

/// The mapping rules of screen-elements.md §5 and §7, shared by every format: which nodes
/// VoiceOver visits, and what block and traits each becomes.
enum ScreenBuilder {
    /// What the builder does with one node.
    private enum Judgement: Equatable {
        case block
        /// Walked, not kept: its children are judged on their own.
        case walk(ImportAccount.Reason)
        /// Left out with everything it holds.
        case leaveOut(ImportAccount.Reason)
    }

    /// What a node's ancestors say about it.
    private struct Context {
        var inTabBar = false
        /// Inside a `ScrollView`, `Table`, `CollectionView` or `WebView` (spec §7.3).
        var inScroller = false
        /// The frame of the nearest `Window` (or, with none, `Application`) around it.
        var window: Frame?
        /// The index of the nearest `NavigationBar` around it.
        var navigationBar: Int?
    }

    /// The blocks of a dump's nodes (given in document order, with depths), and the account of
    /// what was left out. `labelledAnyType`: any type with a label may be an element (idb's
    /// role names); otherwise only `Other` and `Any` (spec §7.1).
    static func build(_ nodes: [SourceNode], labelledAnyType: Bool = false) -> (blocks: [ImportedBlock], account: ImportAccount) {
        let builder = Builder(nodes: nodes, labelledAnyType: labelledAnyType)
        return builder.run()
    }

    /// The blocks alone.
    static func blocks(_ nodes: [SourceNode], labelledAnyType: Bool = false) -> [ImportedBlock] {
        build(nodes, labelledAnyType: labelledAnyType).blocks
    }

    private struct Builder {
        let nodes: [SourceNode]
        let labelledAnyType: Bool
        let names: [[String]]
        let contexts: [Context]
        /// Each node's parent; nil for a root.
        let parents: [Int?]
        /// The status bar and keyboard that have no element of their own (AXe, idb).
        let systemUI: [Int: ImportAccount.Reason]
        /// Whether some descendant of each node would be visited (were the node walked).
        var visitedBelow: [Bool] = []

        init(nodes: [SourceNode], labelledAnyType: Bool) {
            self.nodes = nodes
            self.labelledAnyType = labelledAnyType
            names = nodes.map { $0.traitNames.map(ScreenBuilder.normalized) }
            systemUI = SystemUI.reasons(nodes)
            var contexts: [Context] = []
            contexts.reserveCapacity(nodes.count)
            var parents: [Int?] = []
            parents.reserveCapacity(nodes.count)
            // The ancestors of the current node, by depth: their indices and contexts.
            var path: [(index: Int, context: Context)] = []
            for (index, node) in nodes.enumerated() {
                if path.count > node.depth { path.removeLast(path.count - node.depth) }
                var context = Context()
                if let parent = path.last {
                    context = parent.context
                    switch nodes[parent.index].type {
                    case "TabBar": context.inTabBar = true
                    case "ScrollView", "Table", "CollectionView", "WebView": context.inScroller = true
                    case "Window": context.window = nodes[parent.index].frame
                    case "Application": if context.window == nil { context.window = nodes[parent.index].frame }
                    case "NavigationBar": context.navigationBar = parent.index
                    default: break
                    }
                }
                contexts.append(context)
                parents.append(path.last?.index)
                path.append((index, context))
            }
            self.contexts = contexts
            self.parents = parents
            visitedBelow = Array(repeating: false, count: nodes.count)
            // From the last node back, so that every node's descendants are judged before it.
            var open: [(depth: Int, visited: Bool)] = []
            for index in nodes.indices.reversed() {
                let depth = nodes[index].depth
                var below = false
                while let last = open.last, last.depth > depth { below = below || last.visited; open.removeLast() }
                visitedBelow[index] = below
                let judgement = judge(index)
                let visited = judgement == .block || (below && !isLeaveOut(judgement))
                if let last = open.last, last.depth == depth { open[open.count - 1].visited = last.visited || visited } else { open.append((depth, visited)) }
            }
        }

        private func isLeaveOut(_ judgement: Judgement) -> Bool {
            if case .leaveOut = judgement { return true }
            return false
        }

        /// The end (exclusive) of the subtree of the node at `index`.
        func subtreeEnd(_ index: Int) -> Int {
            var end = index + 1
            while end < nodes.count, nodes[end].depth > nodes[index].depth { end += 1 }
            return end
        }

        /// What VoiceOver does with the node at `index`, its ancestors aside.
        func judge(_ index: Int) -> Judgement {
            let node = nodes[index]
            let names = self.names[index]
            if let reason = systemReason(node, names) ?? systemUI[index] { return .leaveOut(reason) }
            if node.hidden { return .leaveOut(.hidden) }
            if node.type == "Window", let reason = onlySystemUI(index) { return .leaveOut(reason) }
            if node.visible == false && !isScrolledOff(index) { return .walk(.hidden) }
            if node.type == "NavigationBar" {
                // A bar with no visited child is its title (spec §7.4).
                return !visitedBelow[index] && !barName(node).isEmpty ? .block : .walk(.containers)
            }
            if node.accessible == false || ScreenBuilder.containerTypes.contains(node.type) { return .walk(.containers) }
            return isVisited(index) ? .block : .walk(.containers)
        }

        /// The keyboard and the status bar belong to the system, not to the app's screen.
        private func systemReason(_ node: SourceNode, _ names: [String]) -> ImportAccount.Reason? {
            if node.type == "StatusBar" { return .statusBar }
            if node.type == "Keyboard" || node.type == "Key" || names.contains("keyboardkey") { return .keyboardKeys }
            return nil
        }

        /// A window whose children are all the keyboard or the status bar goes with them.
        private func onlySystemUI(_ index: Int) -> ImportAccount.Reason? {
            let end = subtreeEnd(index)
            var reason: ImportAccount.Reason?
            for child in (index + 1)..<end where nodes[child].depth == nodes[index].depth + 1 {
                guard let childReason = systemReason(nodes[child], names[child]) else { return nil }
                if reason != .keyboardKeys { reason = childReason }
            }
            return reason
        }

        /// Invisible, inside a scroller, and wholly outside the window: VoiceOver scrolls to it.
        func isScrolledOff(_ index: Int) -> Bool {
            let context = contexts[index]
            guard context.inScroller, let window = context.window, let frame = nodes[index].frame,
                  frame.width > 0 || frame.height > 0 else { return false }
            return frame.x + frame.width <= window.x || frame.x >= window.x + window.width
                || frame.y + frame.height <= window.y || frame.y >= window.y + window.height
        }

        /// Whether an element that is neither a container nor left out is one VoiceOver stops on.
        private func isVisited(_ index: Int) -> Bool {
            let node = nodes[index]
            let names = self.names[index]
            let named = !node.label.isEmpty || !node.value.isEmpty || !node.identifier.isEmpty
            if node.type == "Cell" {
                return named || !cellTexts(index).isEmpty || !visitedBelow[index]
            }
            // An unnamed element that holds visited elements is a container (spec §7.6).
            if !named && visitedBelow[index] { return false }
            if ScreenBuilder.fieldTypes.contains(node.type) || names.contains(where: ScreenBuilder.fieldTraitNames.contains) { return true }
            let knownTraits = names.contains { ScreenBuilder.trait($0).map { $0 != .staticText } ?? false }
            if knownTraits { return true }
            switch node.type {
            case "StaticText": return node.accessible == true || !node.label.isEmpty || !node.value.isEmpty
            case "Image": return node.accessible == true || !node.label.isEmpty
            case "Button", "Link", "Switch", "Toggle", "Slider", "Stepper", "PageIndicator", "Heading", "Tab": return true
            default: break
            }
            if names.contains("statictext") { return true }
            guard !node.label.isEmpty else { return false }
            if node.accessible == true { return true }
            return (labelledAnyType || node.type == "Other" || node.type == "Any") && !visitedBelow[index]
        }

        /// A cell's `StaticText` descendants' labels (else values), in document order.
        func cellTexts(_ index: Int) -> [String] {
            ((index + 1)..<subtreeEnd(index)).compactMap { child in
                let node = nodes[child]
                guard node.type == "StaticText" else { return nil }
                let text = node.label.isEmpty ? node.value : node.label
                return text.isEmpty ? nil : text
            }
        }

        /// A navigation bar's own name: its label, else its identifier (Appium's `name`).
        func barName(_ node: SourceNode) -> String {
            node.label.isEmpty ? node.identifier : node.label
        }

        /// The title of the navigation bar at `index`: its first visited `StaticText` (AXe's
        /// `Heading`).
        func barTitle(_ index: Int) -> Int? {
            ((index + 1)..<subtreeEnd(index)).first { ["StaticText", "Heading"].contains(nodes[$0].type) && judge($0) == .block }
        }

        func run() -> (blocks: [ImportedBlock], account: ImportAccount) {
            var account = ImportAccount()
            account.read = nodes.count
            var blocks: [(order: Int?, node: Int, block: ImportedBlock)] = []
            // Below this depth everything goes for one reason: inside a block, the keyboard, ...
            var skip: (depth: Int, reason: ImportAccount.Reason)?
            // The title of each navigation bar met, by the bar's index.
            var titles: [Int: Int?] = [:]
            for index in nodes.indices {
                let node = nodes[index]
                if let current = skip {
                    if node.depth > current.depth {
                        account.leftOut[current.reason, default: 0] += 1
                        continue
                    }
                    skip = nil
                }
                switch judge(index) {
                case .leaveOut(let reason):
                    account.leftOut[reason, default: 0] += 1
                    skip = (node.depth, reason)
                case .walk(let reason):
                    account.leftOut[reason, default: 0] += 1
                case .block:
                    var block = makeBlock(index)
                    if let bar = contexts[index].navigationBar {
                        if titles[bar] == nil { titles[bar] = barTitle(bar) }
                        if let title = titles[bar] ?? nil { markNavigation(&block, index, title: title) }
                    }
                    if node.type == "NavigationBar" { block.traits = [.heading] }
                    blocks.append((node.traversalIndex, index, block))
                    if node.visible == false { account.scrolledOffKept += 1 }
                    switch block.shape {
                    case .field: account.fields += 1
                    case .element: account.elements += 1
                    }
                    // VoiceOver does not look inside an accessibility element.
                    skip = (node.depth, .insideBlocks)
                }
            }
            // A recorded traversal order is VoiceOver's own (the sort is stable for the rest);
            // otherwise each container is read by position.
            var ordered: [(node: Int, block: ImportedBlock)]
            if blocks.contains(where: { $0.order != nil }) {
                ordered = blocks.enumerated().sorted { ($0.element.order ?? Int.max, $0.offset) < ($1.element.order ?? Int.max, $1.offset) }
                    .map { ($0.element.node, $0.element.block) }
            } else {
                let byNode = Dictionary(uniqueKeysWithValues: blocks.map { ($0.node, $0.block) })
                ordered = ReadingOrder.ordered(blocks.map(\.node), nodes: nodes, parents: parents).map { ($0, byNode[$0]!) }
            }
            groupTabs(&ordered)
            return (ordered.map(\.block), account)
        }

        /// Tabs in more than one container (a segmented control and a tab bar) are counted
        /// within their own: each gets its container's label as its group (`tabs` for one
        /// without), numbered when two containers have one name.
        private func groupTabs(_ blocks: inout [(node: Int, block: ImportedBlock)]) {
            let containers = blocks.filter { $0.block.traits.contains(.tab) }.map { parents[$0.node] }
            guard Set(containers.map { $0 ?? -1 }).count > 1 else { return }
            var names: [Int: String] = [:], used: [String: Int] = [:]
            for position in blocks.indices where blocks[position].block.traits.contains(.tab) {
                let container = parents[blocks[position].node] ?? -1
                if names[container] == nil {
                    let label = container >= 0 ? ReadText.cleaned(nodes[container].label) : ""
                    let name = label.isEmpty ? "tabs" : label
                    used[name, default: 0] += 1
                    names[container] = used[name] == 1 ? name : "\(name) \(used[name]!)"
                }
                blocks[position].block.group = names[container]!
            }
        }

        /// The title of a navigation bar is a heading; a button before it, left of it, the back button.
        private func markNavigation(_ block: inout ImportedBlock, _ index: Int, title: Int) {
            guard block.shape == .element else { return }
            if index == title {
                if !block.traits.contains(.heading) { block.traits = ScreenBuilder.ordered(block.traits + [.heading]) }
                return
            }
            guard index < title, nodes[index].type == "Button" else { return }
            if let frame = nodes[index].frame, let titleFrame = nodes[title].frame, frame.x + frame.width > titleFrame.x { return }
            block.traits = ScreenBuilder.ordered(block.traits.filter { $0 != .button } + [.backButton])
        }

        private func makeBlock(_ index: Int) -> ImportedBlock {
            var node = nodes[index]
            if node.type == "NavigationBar" {
                var block = ImportedBlock(shape: .element)
                block.label = ReadText.cleaned(barName(node))
                block.frame = node.frame
                return block
            }
            var switchCell = false
            if node.type == "Cell" {
                // A cell is one element: its label from its texts when it has none (spec §7.2).
                if node.label.isEmpty { node.label = cellTexts(index).joined(separator: ", ") }
                if node.value == node.label { node.value = "" }
                if node.identifier == node.label { node.identifier = "" }
                let switches = ((index + 1)..<subtreeEnd(index)).filter { nodes[$0].type == "Switch" }
                if switches.count == 1 {
                    switchCell = true
                    node.value = nodes[switches[0]].value
                }
            }
            var block = ScreenBuilder.block(node, names[index], inTabBar: contexts[index].inTabBar)
            if switchCell, block.shape == .element {
                block.traits = ScreenBuilder.ordered(block.traits + [.switch])
                block.on = node.value == "1"
                block.value = ""
            }
            return block
        }
    }

    private static let fieldTypes: Set = ["TextField", "SecureTextField", "SearchField", "TextView"]
    /// Trait names that make a node a text field whatever its type.
    private static let fieldTraitNames = ["textentry", "securetextfield", "textarea"]
    /// Walked, not kept (spec §7.1); the status bar and the keyboard are left out before this.
    private static let containerTypes: Set = ["Application", "Window", "NavigationBar", "TabBar", "Toolbar", "ScrollView",
                                              "Table", "CollectionView", "WebView", "Group", "AppiumAUT"]

    /// The block a visited node becomes; `names` are its trait names, normalized.
    private static func block(_ node: SourceNode, _ names: [String], inTabBar: Bool) -> ImportedBlock {
        // A node has a few traits at most: a list, where a set hashed each name again and again.
        var traits: [ElementTrait] = []
        func insert(_ trait: ElementTrait) { if !traits.contains(trait) { traits.append(trait) } }
        names.compactMap(trait).forEach(insert)
        switch node.type {
        case "Button": insert(inTabBar ? .tab : .button)
        case "Switch", "Toggle": insert(.switch)
        case "Slider", "Stepper", "PageIndicator": insert(.adjustable)
        case "Link": insert(.link)
        case "Image": insert(.image)
        case "Heading": insert(.heading)
        case "Tab": insert(.tab)
        default: break
        }
        let isField = fieldTypes.contains(node.type) || names.contains(where: fieldTraitNames.contains)
        if isField {
            var block = ImportedBlock(shape: .field(secure: node.type == "SecureTextField" || names.contains("securetextfield")))
            fill(&block, from: node, names)
            block.search = node.type == "SearchField" || names.contains("searchfield")
            // UIKit gives an empty field its placeholder as value; with no placeholder in the
            // dump (AXe), that value repeats the label it was made from. Neither is text.
            if block.value == block.placeholder || (block.placeholder.isEmpty && block.value == block.label) { block.value = "" }
            return block
        }
        var block = ImportedBlock(shape: .element)
        fill(&block, from: node, names)
        if node.selected { insert(.selected) }
        if traits.contains(.switch) {
            switch node.value {
            case "1": block.on = true; block.value = ""
            case "0": block.on = false; block.value = ""
            default: block.on = false
            }
        }
        // Neither is spoken here (spec §2, §6; static text is the default), so neither is written.
        traits = traits.filter { !$0.isReplaced(among: traits) && $0 != .staticText }
        block.traits = ordered(traits)
        return block
    }

    private static func fill(_ block: inout ImportedBlock, from node: SourceNode, _ names: [String]) {
        block.identifier = node.identifier
        block.label = ReadText.cleaned(node.label)
        // A field's value is its text, which the engine reads as typed.
        block.value = block.shape == .element ? ReadText.cleaned(node.value) : node.value
        block.hint = ReadText.cleaned(node.hint)
        block.placeholder = ReadText.cleaned(node.placeholder)
        block.enabled = node.enabled && !names.contains("notenabled")
        block.frame = node.frame
        block.actions = node.actions
    }

    /// Traits in the order scenario files write them: the spec's list, `ElementTrait`'s.
    static func ordered(_ traits: [ElementTrait]) -> [ElementTrait] {
        ElementTrait.blockTraits.filter(traits.contains)
    }

    /// The formats' own names for traits, normalized, where they are not a trait's name.
    private static let traitAliases: [String: ElementTrait] = [
        "header": .heading, "tabbaritem": .tab, "tabbutton": .tab, "switchbutton": .switch, "toggle": .switch,
    ]
    /// Every block trait by its name normalized as the formats' names are (`back-button` is
    /// `backbutton`, as `BackButton` is), and the aliases.
    private static let traitsByName: [String: ElementTrait] = Dictionary(
        uniqueKeysWithValues: ElementTrait.blockTraits.map { (normalized($0.rawValue.filter { $0 != "-" }), $0) })
        .merging(traitAliases) { own, _ in own }

    /// A format's trait name (normalized) as a scenario trait; nil for the ones VoiceOver's
    /// phrases do not use.
    static func trait(_ name: String) -> ElementTrait? { traitsByName[name] }

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
