/// Which part of a field an accessibility element stands for.
public enum ElementPart: String, CaseIterable, Sendable {
    case text, placeholder, clear, helper, counter

    /// The suffix of the element id after the field id (`zip.helper`); empty for the text element.
    public var idSuffix: String { self == .text ? "" : "." + rawValue }
}

/// The accessibility traits Overhear models, each with VoiceOver's phrase.
public enum Trait: String, Sendable {
    case staticText = "static text"
    case textField = "text field"
    case secureTextField = "secure text field"
    case button

    /// What VoiceOver says for the trait; static text says nothing.
    public var phrase: String { self == .staticText ? "" : rawValue }
}

/// A reference to one element: a field of the screen and a part of it.
public struct ElementRef: Hashable, Sendable {
    public var field: Int
    public var part: ElementPart
    public init(field: Int, part: ElementPart) {
        self.field = field
        self.part = part
    }
}

/// One accessibility element as VoiceOver sees it now.
public struct Element: Equatable, Sendable {
    public var ref: ElementRef
    public var id: String
    public var label: String
    public var value: String
    public var trait: Trait
    /// The hint VoiceOver speaks after the element; empty when it speaks none.
    public var hint: String
    public var isPresent: Bool
    /// Whether the element belongs to a disabled field.
    public var isDimmed: Bool
}
