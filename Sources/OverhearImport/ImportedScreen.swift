import OverhearKit

/// A screen read from a dump, in the neutral shape every format maps to: the blocks
/// VoiceOver visits, in VoiceOver's order.
public struct ImportedScreen: Equatable, Sendable {
    public var format: ImportFormat
    /// Where in a JSON wrapper the dump was found (`data.raw`); nil when it is the whole file.
    public var wrapperPath: String?
    public var blocks: [ImportedBlock]
    /// What was read and what was left out, for the line an import prints.
    public var account: ImportAccount

    public init(format: ImportFormat, wrapperPath: String? = nil, blocks: [ImportedBlock], account: ImportAccount = ImportAccount()) {
        self.format = format
        self.wrapperPath = wrapperPath
        self.blocks = blocks
        self.account = account
    }
}

/// One block of an imported screen: a text field or an element, with what the dump said.
public struct ImportedBlock: Equatable, Sendable {
    public enum Shape: Equatable, Sendable {
        case field(secure: Bool)
        case element
    }

    public var shape: Shape
    /// The developer's accessibilityIdentifier; empty when the dump has none.
    public var identifier = ""
    public var label = ""
    public var value = ""
    public var hint = ""
    public var placeholder = ""
    /// Scenario trait names (`button`, `heading`, ...) in the spec's order; empty for static text.
    public var traits: [ElementTrait] = []
    public var enabled = true
    public var frame: Frame?
    public var actions: [String] = []
    /// A switch's state; nil for anything that is not a switch.
    public var on: Bool?
    /// A field that is a search field (VoiceOver says `search field`).
    public var search = false
    /// The group a tab's `N of M` counts in, when the screen's tabs lie in more than one.
    public var group = ""

    public init(shape: Shape) {
        self.shape = shape
    }
}

/// An element's rectangle on the screen, in points.
public struct Frame: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether a point lies inside the rectangle or on its edge.
    func contains(x pointX: Double, y pointY: Double) -> Bool {
        pointX >= x && pointX <= x + width && pointY >= y && pointY <= y + height
    }
}

/// The dump formats `overhear import` reads (screen-elements.md §5).
public enum ImportFormat: String, CaseIterable, Sendable {
    case appium, idb, snapshot, xcuitest
}
