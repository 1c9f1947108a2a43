/// The accessibility behaviour of one kind of text field (spec §2): its elements, what each
/// says, and how the component reacts as the field changes.
///
/// Each kind is one file in `Kinds/`; the VoiceOver engine asks a field's kind and never
/// names one. A kind stores nothing (its name and releases are computed, its tables
/// static): every field holds its kind, and all fields of a kind share its one set of rules.
public protocol FieldKindRules: Sendable {
    /// The name scenario files use (`mdc-2018`).
    var name: String { get }
    /// Whether a field of this kind uses a state key; setting one it does not use is an error.
    func uses(_ key: FieldKey) -> Bool
    /// The releases a field of this kind may be pinned at, and the one it is without a pin.
    var releases: ReleaseRange { get }
    var defaultRelease: Release { get }
    /// The parts a field of this kind has at its release and in its mode, in swipe order,
    /// present or not.
    func parts(of field: Field) -> [ElementPart]
    /// Whether the element for `part` is present now; VoiceOver skips it otherwise. The text
    /// element always is: focus falls back to it when another part goes away.
    func isPresent(_ part: ElementPart, in field: Field) -> Bool
    /// The label, value, traits and app hint of `part` now.
    func content(of part: ElementPart, in field: Field, phrases: Phrasebook) -> ElementContent
    /// What the component does when the field changes: speech it posts and focus it moves.
    func react(to event: FieldEvent, field: inout Field) -> FieldReaction
    /// Whether the field holds several lines: the UI's Enter inserts a newline while editing.
    var isMultiline: Bool { get }
    /// Whether the component's own strings (its announcements, its clear button's label) are
    /// English whatever the device's language, as MDC hard-codes them; UIKit's are translated
    /// by iOS (languages.md §4).
    var stringsStayEnglish: Bool { get }
}

extension FieldKindRules {
    public var releases: ReleaseRange { .all }
    public var defaultRelease: Release { .latest }
    public var isMultiline: Bool { false }
    public var stringsStayEnglish: Bool { false }
}

/// A change to a field that its component may react to.
public enum FieldEvent: Equatable, Sendable {
    /// Editing began (the user activated the text element).
    case editingBegan
    /// The text changed while the field was being edited.
    case textChanged
    /// The clear button emptied the text while the field was being edited.
    case textCleared
    /// The app set an error (again, even with the same text).
    case errorSet
    case errorCleared
}

/// What a component does in response to a field event.
public struct FieldReaction: Sendable {
    /// An announcement the component posts: its text, as the component wrote it, and the
    /// milliseconds after the step it is posted, if it waits (the `mdc` error).
    public struct Announcement: Equatable, Sendable {
        public var text: String
        public var delay: Int?
    }

    /// Announcements the component posts, in order.
    public var announcements: [Announcement] = []
    /// An element of the field that VoiceOver focus moves to (a layout-changed notification).
    public var focus: ElementPart?

    public init(announcements: [Announcement] = [], focus: ElementPart? = nil) {
        self.announcements = announcements
        self.focus = focus
    }

    public static let none = FieldReaction()

    /// The component posts one announcement.
    public static func announce(_ text: String, after delay: Int? = nil) -> FieldReaction {
        FieldReaction(announcements: [Announcement(text: text, delay: delay)])
    }
}

/// A field kind, as a field holds it: equal when the names are.
public struct FieldKind: Hashable, Sendable {
    public let rules: any FieldKindRules

    public init(_ rules: any FieldKindRules) {
        self.rules = rules
    }

    public var name: String { rules.name }

    public static func == (lhs: FieldKind, rhs: FieldKind) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The kind with this scenario name, if one is registered.
    public init?(named name: String) {
        guard let kind = Self.all.first(where: { $0.name == name }) else { return nil }
        self = kind
    }

    public func uses(_ key: FieldKey) -> Bool { rules.uses(key) }
}
