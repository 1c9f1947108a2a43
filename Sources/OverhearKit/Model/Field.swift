/// The state of one simulated text field: what the app configured and what the user typed.
public struct Field: Equatable, Sendable {
    public var id: String
    public var kind: FieldKind
    /// The MDC release the field is pinned at; nil for the kind's default (spec §2.6).
    public var version: Release?
    public var placeholder = ""
    /// The accessibilityLabel the app set; empty means not set.
    public var label = ""
    /// The accessibilityHint the app set; empty means not set.
    public var hint = ""
    /// The floating label's text (`mdc-base`).
    public var floatingLabel = ""
    /// Outlined or filled (`mdc-base`): only how the UI draws it.
    public var style = MaterialStyle.outlined
    /// The leading underline (helper) text.
    public var helper = ""
    /// The trailing assistive label's text (`mdc-base`): free text such as `0/20`.
    public var trailing = ""
    /// The helper's accessibilityLabel override; empty means not set.
    public var helperLabel = ""
    /// The error text, or nil when the field shows no error.
    public var error: String?
    /// The error's accessibility override (kinds that use it say so); empty means not set.
    public var errorLabel = ""
    /// The character count limit; 0 means no counter.
    public var max = 0
    public var clearButton = ClearButtonMode.whileEditing
    public var secure = false
    /// A search field, which VoiceOver calls one in place of a text field.
    public var search = false
    public var enabled = true
    /// Whether the app made the whole field one accessibility element (`mdc-base`,
    /// `mdc-multiline`); otherwise it is a container of elements.
    public var isAccessibilityElement = false
    /// The text as grapheme clusters, so the insertion point is a plain index.
    public private(set) var characters: [Character] = []
    /// The insertion point, a grapheme index into `characters`.
    public private(set) var insertionPoint = 0
    /// The text's length as MDC counts it: UTF-16 code units (kept, not recounted per keystroke).
    public private(set) var utf16Count = 0
    public var isEditing = false

    public init(id: String, kind: FieldKind = .default) {
        self.id = id
        self.kind = kind
    }

    public var text: String { String(characters) }

    /// The release the field behaves as: its pinned version, or its kind's default.
    public var release: Release { version ?? kind.rules.defaultRelease }
    public var isEmpty: Bool { characters.isEmpty }

    /// Replaces the text as the app would, moving the insertion point to the end.
    public mutating func setText(_ newText: String) {
        characters = Array(newText)
        insertionPoint = characters.count
        utf16Count = newText.utf16.count
    }

    /// Inserts one grapheme at the insertion point and moves past it. A combining mark typed
    /// alone joins the grapheme before it, as it does in the field's string: `a` then U+0308
    /// is `ä`. (A joiner typed alone stays a grapheme of its own, as the keyboard sent it.)
    public mutating func insert(_ character: Character) {
        if insertionPoint > 0, let joined = Self.joined(characters[insertionPoint - 1], character) {
            characters[insertionPoint - 1] = joined
        } else {
            characters.insert(character, at: insertionPoint)
            insertionPoint += 1
        }
        utf16Count += character.utf16.count
    }

    /// `first` with the combining marks `second` is made of, as one grapheme; nil when
    /// `second` does not start with a mark or the two stay two.
    private static func joined(_ first: Character, _ second: Character) -> Character? {
        // No mark is below U+0300: letters and digits take no second look.
        guard let start = second.unicodeScalars.first, start.value >= 0x300 else { return nil }
        switch start.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: break
        default: return nil
        }
        let text = String(first) + String(second)
        return text.count == 1 ? text.first : nil
    }

    /// Removes the grapheme before the insertion point; nil at the start.
    public mutating func deleteBackward() -> Character? {
        guard insertionPoint > 0 else { return nil }
        insertionPoint -= 1
        let removed = characters.remove(at: insertionPoint)
        utf16Count -= removed.utf16.count
        return removed
    }

    /// Moves the insertion point one grapheme; returns the grapheme crossed, nil at a boundary.
    public mutating func moveInsertionPoint(forward: Bool) -> Character? {
        if forward {
            guard insertionPoint < characters.count else { return nil }
            insertionPoint += 1
            return characters[insertionPoint - 1]
        }
        guard insertionPoint > 0 else { return nil }
        insertionPoint -= 1
        return characters[insertionPoint]
    }

    public mutating func moveInsertionPoint(toEnd: Bool) {
        insertionPoint = toEnd ? characters.count : 0
    }

    /// The counter text `N / MAX`, shown when `max > 0`.
    public var counterText: String { max > 0 ? "\(utf16Count) / \(max)" : "" }

    /// Whether the clear button is shown now.
    public var showsClearButton: Bool {
        guard !characters.isEmpty else { return false }
        switch clearButton {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// The text as VoiceOver may speak it: the text, or for a secure field its count phrase.
    public func spokenText(_ phrases: Phrasebook) -> String {
        guard secure else { return text }
        return characters.isEmpty ? "" : phrases.characterCount(characters.count)
    }
}
