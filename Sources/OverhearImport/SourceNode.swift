/// One element of a dump as the format gave it, before the mapping rules: a flat list of
/// these in document order, with depths, stands for the tree (so no step recurses).
struct SourceNode: Equatable, Sendable {
    /// How deep in the tree: the root is 0.
    var depth: Int
    /// The element type without its prefix (`Button`, `TextField`); empty when the format has none.
    var type = ""
    var identifier = ""
    var label = ""
    var value = ""
    var hint = ""
    var placeholder = ""
    /// The format's trait names as written (`Header`, `notEnabled`, `TabButton`).
    var traitNames: [String] = []
    var enabled = true
    var selected = false
    var hidden = false
    var frame: Frame?
    var actions: [String] = []
    /// Whether the format says VoiceOver visits it; nil when the format does not say.
    var accessible: Bool?
    /// Whether the format says it is on the screen (Appium's `visible`); nil when it does not say.
    var visible: Bool?
    /// Its position in VoiceOver's order, when the format records one.
    var traversalIndex: Int?
    /// The process it belongs to (idb's and AXe's `pid`), when the format says.
    var process: Int?

    init(depth: Int) {
        self.depth = depth
    }
}
