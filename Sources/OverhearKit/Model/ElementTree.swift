/// The accessibility elements of one field, per its kind's table (spec §2).
extension Field {
    /// The parts this field's kind exposes, in swipe order, present or not.
    public var parts: [ElementPart] {
        switch kind {
        case .mdc2018: return [.placeholder, .text, .clear, .helper, .counter]
        case .mdc, .uitextfield: return [.text, .clear]
        }
    }

    /// Whether the element for `part` is present now; VoiceOver skips it otherwise.
    public func isPresent(_ part: ElementPart) -> Bool {
        switch part {
        case .text: return true
        case .clear: return showsClearButton
        case .placeholder: return kind == .mdc2018 && !placeholder.isEmpty
        case .helper: return kind == .mdc2018 && !leadingUnderlineLabel.isEmpty
        case .counter: return kind == .mdc2018 && max > 0
        }
    }

    /// The element for `part` of this field, the field being number `index` on its screen.
    public func element(_ part: ElementPart, index: Int) -> Element {
        var label = ""
        var value = ""
        var trait = Trait.staticText
        switch part {
        case .placeholder:
            label = placeholder
        case .helper:
            label = leadingUnderlineLabel
        case .counter:
            label = counterText
        case .clear:
            trait = .button
            if kind == .uitextfield { label = "Clear text" }
        case .text:
            trait = secure ? .secureTextField : .textField
            label = textElementLabel
            value = textElementValue
        }
        var hint = ""
        if part == .text && enabled && !isEditing {
            hint = self.hint.isEmpty ? "double tap to edit" : self.hint
        }
        return Element(
            ref: ElementRef(field: index, part: part), id: id + part.idSuffix,
            label: label, value: value, trait: trait, hint: hint,
            isPresent: isPresent(part), isDimmed: !enabled)
    }

    /// The text element's label: the app's label, or for `mdc` the summary of its subviews.
    var textElementLabel: String {
        guard kind == .mdc else { return label }
        return joinedNonEmpty([label.isEmpty ? placeholder : label, leadingUnderlineLabel, counterText])
    }

    /// The text element's value: the text (or its secure count) with the kind's empty rule.
    var textElementValue: String {
        let spokenText = secure ? secureCountPhrase : text
        switch kind {
        case .mdc2018:
            return joinedNonEmpty([spokenText.isEmpty ? placeholder : spokenText, leadingUnderlineLabel])
        case .mdc:
            return spokenText
        case .uitextfield:
            return spokenText.isEmpty ? placeholder : spokenText
        }
    }

    /// `1 character` / `N characters` for a secure field; empty when there is no text.
    var secureCountPhrase: String {
        switch characters.count {
        case 0: return ""
        case 1: return "1 character"
        case let n: return "\(n) characters"
        }
    }
}

/// Joins the non-empty parts with `", "`, as VoiceOver joins an element's parts.
func joinedNonEmpty(_ parts: [String]) -> String {
    var result = ""
    for part in parts where !part.isEmpty {
        if !result.isEmpty { result += ", " }
        result += part
    }
    return result
}
