/// Names one element of a screen: the screen item it belongs to, and which of its elements.
public struct ElementID: Hashable, Sendable {
    /// The index of the item (a field, so far) in the screen's swipe order.
    public var item: Int
    public var part: ElementPart

    public init(item: Int, part: ElementPart) {
        self.item = item
        self.part = part
    }
}

/// Which of an item's elements an element is; each field kind names the parts it has.
public struct ElementPart: Hashable, Sendable, RawRepresentable {
    /// The name after the item's id in an element id (`zip.helper`); empty for the main element.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A field's text element, named by the field's id alone.
    public static let text = ElementPart(rawValue: "")
    public static let placeholder = ElementPart(rawValue: "placeholder")
    public static let clear = ElementPart(rawValue: "clear")
    /// The leading underline (helper) label.
    public static let helper = ElementPart(rawValue: "helper")
    /// The trailing underline (counter) label.
    public static let counter = ElementPart(rawValue: "counter")

    /// The suffix of the element id after the item's id (`.helper`); empty for the main element.
    public var idSuffix: String { rawValue.isEmpty ? "" : "." + rawValue }
}
