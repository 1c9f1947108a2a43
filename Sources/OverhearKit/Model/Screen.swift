/// An ordered list of fields whose elements VoiceOver visits field by field.
public struct Screen: Equatable, Sendable {
    public var fields: [Field]

    public init(fields: [Field]) {
        self.fields = fields
    }

    /// Every element of the screen in swipe order, present or not.
    public var allElements: [Element] {
        var result: [Element] = []
        for (index, field) in fields.enumerated() {
            for part in field.parts { result.append(field.element(part, index: index)) }
        }
        return result
    }

    /// The references of the elements present now, in swipe order.
    public var presentRefs: [ElementRef] {
        var result: [ElementRef] = []
        for (index, field) in fields.enumerated() {
            for part in field.parts where field.isPresent(part) {
                result.append(ElementRef(field: index, part: part))
            }
        }
        return result
    }

    public func element(_ ref: ElementRef) -> Element {
        fields[ref.field].element(ref.part, index: ref.field)
    }

    public func isPresent(_ ref: ElementRef) -> Bool {
        fields[ref.field].isPresent(ref.part)
    }

    /// The element with this id, whether present or not.
    public func ref(forID id: String) -> ElementRef? {
        for (index, field) in fields.enumerated() {
            for part in field.parts where field.id + part.idSuffix == id {
                return ElementRef(field: index, part: part)
            }
        }
        return nil
    }

    /// The field being edited, if any; only one is edited at a time.
    public var editingField: Int? {
        fields.firstIndex { $0.isEditing }
    }
}
