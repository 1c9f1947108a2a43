/// The table of every element of a screen, as an accessibility inspector shows it:
/// `describe` prints it, and the report's element section adds each element's times.
public enum ElementTable {
    public static let header = ["id", "label", "value", "traits", "hint", "present"]

    /// One row per element in swipe order, present or not: its id, then its label, value,
    /// traits and hint in the settings' language, control characters named.
    public static func rows(_ screen: Screen, settings: Settings) -> [(id: String, cells: [String])] {
        let phrases = settings.phrases
        return screen.allElements(phrases: phrases).map { element in
            let traits = phrases.inspectorList(element.traits) + (element.isDimmed ? ", " + phrases.dimmed : "")
            return (element.id, [element.id, phrases.spoken(element.label), phrases.spoken(element.value), traits,
                                 phrases.spoken(element.hint), element.isPresent ? "yes" : "no"])
        }
    }

    public static func render(_ screen: Screen, settings: Settings) -> String {
        TextTable.render([header] + rows(screen, settings: settings).map(\.cells))
    }
}

/// The table of fields `describe` prints first: each field's kind, release and mode.
public enum FieldTable {
    public static func render(_ screen: Screen) -> String {
        var rows = [["field", "kind", "version", "mode"]]
        for field in screen.fields {
            let version = field.kind.uses(.version) ? field.release.description : ""
            let mode = field.kind.uses(.accessibilityElement) ? (field.isAccessibilityElement ? "one element" : "container") : ""
            rows.append([field.id, field.kind.name, version, mode])
        }
        return TextTable.render(rows)
    }
}
