/// Writes screens and settings in the scenario format, so that parsing gives them back.
public enum ScenarioWriter {
    /// A `field KIND ID` block with every key that differs from a new field's.
    public static func fieldBlock(_ field: Field) -> String {
        var text = "field \(field.kind.rawValue) \(field.id)\n"
        let blank = Field(id: field.id, kind: field.kind)
        func line(_ key: FieldKey, _ value: String) {
            guard field.kind.uses(key) else { return }
            text += "  \(key.rawValue): \(value)\n"
        }
        if field.placeholder != blank.placeholder { line(.placeholder, QuotedText.write(field.placeholder)) }
        if field.label != blank.label { line(.label, QuotedText.write(field.label)) }
        if field.hint != blank.hint { line(.hint, QuotedText.write(field.hint)) }
        if field.helper != blank.helper { line(.helper, QuotedText.write(field.helper)) }
        if field.helperLabel != blank.helperLabel { line(.helperLabel, QuotedText.write(field.helperLabel)) }
        if let error = field.error {
            // Plain `none` means no error, so an error whose text is "none" is quoted.
            line(.error, error == "none" ? "\"none\"" : QuotedText.write(error))
        }
        if field.errorLabel != blank.errorLabel { line(.errorLabel, QuotedText.write(field.errorLabel)) }
        if field.max != blank.max { line(.max, String(field.max)) }
        if field.clearButton != blank.clearButton { line(.clearButton, field.clearButton.rawValue) }
        if field.secure != blank.secure { line(.secure, field.secure ? "yes" : "no") }
        if field.enabled != blank.enabled { line(.enabled, field.enabled ? "yes" : "no") }
        if field.text != blank.text { line(.text, QuotedText.write(field.text)) }
        return text
    }

    /// A `settings` block with every setting that differs from the defaults; empty if none does.
    public static func settingsBlock(_ settings: Settings) -> String {
        let defaults = Settings()
        var lines: [String] = []
        if settings.typingEcho != defaults.typingEcho { lines.append("typing-echo: \(settings.typingEcho.rawValue)") }
        if settings.hints != defaults.hints { lines.append("hints: \(settings.hints ? "on" : "off")") }
        if settings.hintDelay != defaults.hintDelay { lines.append("hint-delay: \(settings.hintDelay) ms") }
        if settings.rate != defaults.rate { lines.append("rate: \(settings.rate)") }
        if settings.capitals != defaults.capitals { lines.append("capitals: \(settings.capitals.rawValue)") }
        if settings.voice != defaults.voice { lines.append("voice: \(settings.voice)") }
        guard !lines.isEmpty else { return "" }
        return "settings\n" + lines.map { "  " + $0 + "\n" }.joined()
    }
}
