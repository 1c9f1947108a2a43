/// The status bar and the keyboard where a dump gives them no element of their own (AXe and
/// idb: no `StatusBar`, `Keyboard` or `Key`, no keyboard trait), found by the rules of
/// docs/import.md §7: which nodes they are, each left out with what it holds.
enum SystemUI {
    /// The strip at the top of the screen the status bar lies in: 54 points with the Dynamic
    /// Island, 62 on the newest iPhones.
    static let statusBarHeight = 64.0
    /// How far above the keyboard's backdrop what belongs to the keyboard may begin: the
    /// QuickType bar (45 points high) and the emoji keyboard's search field lie there.
    static let accessoryHeight = 45.0
    /// The least height of a keyboard's backdrop; an iPhone's keyboard is over 200 points high.
    static let keyboardHeight = 150.0
    /// The identifiers the system keyboard gives its own keys, in every language (`削除` is
    /// `delete`); one of them tells a keyboard from a bottom sheet of the same shape.
    static let keyIdentifiers: Set = ["shift", "delete", "more", "emoji", "space", "return", "Search", "dictation"]

    /// The reason each node of the system's UI is left out, by its index.
    static func reasons(_ nodes: [SourceNode]) -> [Int: ImportAccount.Reason] {
        // The application (the dump's `Application` element, else its first): its process,
        // and its frame, the screen's.
        guard let application = nodes.first(where: { $0.type == "Application" }) ?? nodes.first,
              let screen = application.frame else { return [:] }
        var reasons: [Int: ImportAccount.Reason] = [:]
        // The children of every node, and the top's elements (all of a flat dump's).
        var children: [Int: [Int]] = [:], top: [Int] = [], path: [Int] = []
        for (index, node) in nodes.enumerated() {
            if path.count > node.depth { path.removeLast(path.count - node.depth) }
            if let parent = path.last { children[parent, default: []].append(index) } else { top.append(index) }
            path.append(index)
        }
        for (index, node) in nodes.enumerated() where isStatusBarItem(node, of: application, screen: screen) {
            reasons[index] = .statusBar
        }
        for siblings in [top] + Array(children.values) {
            for keyboard in keyboards(siblings.filter { reasons[$0] == nil }, nodes, children, screen: screen) {
                reasons[keyboard] = .keyboardKeys
            }
        }
        return reasons
    }

    /// SpringBoard's items: another process's elements in the strip at the top of the screen
    /// (another process's element lower down, an alert's button, is read).
    private static func isStatusBarItem(_ node: SourceNode, of application: SourceNode, screen: Frame) -> Bool {
        guard let process = node.process, let own = application.process, process != own, let frame = node.frame else { return false }
        return frame.y >= screen.y && frame.y + frame.height <= screen.y + statusBarHeight
    }

    /// The keyboard among one node's children: its backdrop (an element with nothing to say
    /// and nothing inside, as wide as the screen, reaching its bottom), the elements after it
    /// whose middle lies inside it (the next-keyboard and dictation buttons), and the run of
    /// elements just before it that begins no higher than the QuickType bar and goes down the
    /// screen row by row, as keys do (an app's tab bar before it lies lower than the run's
    /// first key); one of them a key of the keyboard's own (`keyIdentifiers`).
    private static func keyboards(_ siblings: [Int], _ nodes: [SourceNode], _ children: [Int: [Int]], screen: Frame) -> [Int] {
        guard let backdrop = siblings.lastIndex(where: { isBackdrop(nodes[$0], children[$0] == nil, screen: screen) }),
              let area = nodes[siblings[backdrop]].frame else { return [] }
        var keyboard = [siblings[backdrop]]
        var below = area.y + area.height
        for index in siblings[..<backdrop].reversed() {
            guard let frame = nodes[index].frame, frame.y >= area.y - accessoryHeight, frame.y <= below else { break }
            keyboard.append(index)
            below = frame.y
        }
        for index in siblings[(backdrop + 1)...] {
            guard let frame = nodes[index].frame, area.contains(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2) else { break }
            keyboard.append(index)
        }
        return keyboard.contains { keyIdentifiers.contains(nodes[$0].identifier) } ? keyboard : []
    }

    private static func isBackdrop(_ node: SourceNode, _ childless: Bool, screen: Frame) -> Bool {
        guard childless, node.label.isEmpty, node.value.isEmpty, node.identifier.isEmpty,
              let frame = node.frame, frame.height >= keyboardHeight else { return false }
        return frame.x <= screen.x && frame.x + frame.width >= screen.x + screen.width
            && frame.y > screen.y + screen.height / 4 && abs(frame.y + frame.height - (screen.y + screen.height)) < 1
    }
}
