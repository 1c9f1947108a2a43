/// Writes scenarios in their own format, so that parsing gives them back.
public enum ScenarioWriter {
    /// A `field KIND ID` block with every key that differs from a new field's.
    public static func fieldBlock(_ field: Field) -> String {
        var text = "field \(field.kind.name) \(field.id)\n"
        for change in changes(from: Field(id: field.id, kind: field.kind), to: field) {
            text += "  \(change.key.rawValue): \(valueText(change))\n"
        }
        return text
    }

    /// The changes that turn a new field into `field`, in key order, for keys its kind uses.
    static func changes(from blank: Field, to field: Field) -> [FieldChange] {
        FieldKeyDescriptor.all.compactMap { descriptor in
            let value = descriptor.get(field)
            guard field.kind.uses(descriptor.key), value != descriptor.get(blank) else { return nil }
            return FieldChange(descriptor.key, value)
        }
    }

    /// A change's value as a field block or `set` writes it.
    public static func valueText(_ change: FieldChange) -> String {
        FieldKeyDescriptor.named[change.key]!.form.write(change.value)
    }

    public static func valueText(_ change: ElementChange) -> String {
        ElementKeyDescriptor.named[change.key]!.form.write(change.value)
    }

    /// An `element ID` block with every key that differs from a new element's.
    public static func elementBlock(_ element: ScreenElement) -> String {
        let blank = ScreenElement(id: element.id)
        var text = "element \(element.id)\n"
        for descriptor in ElementKeyDescriptor.all where descriptor.get(element) != descriptor.get(blank) {
            text += "  \(descriptor.key.rawValue): \(descriptor.form.write(descriptor.get(element)))\n"
        }
        return text
    }

    /// The screen's blocks, fields and elements, in swipe order.
    public static func blocks(_ screen: Screen) -> String {
        screen.blocks.map { block in
            switch block {
            case .field(let field): return fieldBlock(field)
            case .element(let element): return elementBlock(element)
            }
        }.joined()
    }

    /// An action as written after `>`.
    public static func actionText(_ command: ScenarioCommand, screen: Screen) -> String {
        ActionDescriptor.all.lazy.compactMap { $0.write(command, screen) }.first!
    }

    /// A `settings` block with every setting that differs from the defaults; empty if none does.
    public static func settingsBlock(_ settings: Settings) -> String {
        let defaults = Settings()
        let lines = SettingDescriptor.all.filter { $0.value(in: settings) != $0.value(in: defaults) }
            .map { "  \($0.name): \($0.written(settings))\n" }
        return lines.isEmpty ? "" : "settings\n" + lines.joined()
    }
}
