/// The table `describe` prints: every element of a screen, as an accessibility inspector shows it.
public enum ElementTable {
    public static func render(_ screen: Screen) -> String {
        var rows = [["id", "label", "value", "traits", "hint", "present"]]
        for element in screen.allElements() {
            var traits = element.traitNames
            if element.isDimmed { traits += ", dimmed" }
            rows.append([element.id, SpokenText.naming(element.label), SpokenText.naming(element.value),
                         traits, SpokenText.naming(element.hint), element.isPresent ? "yes" : "no"])
        }
        return TextTable.render(rows)
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
