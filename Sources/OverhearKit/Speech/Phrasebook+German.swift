extension Phrasebook {
    /// VoiceOver's German phrases (languages.md §2, from AccessibilitySnapshot's `de`
    /// strings); the words no source gives, traits among them, are `EnglishStandIn`'s.
    public static let german = Phrasebook.standingInEnglish(
        language: "de",
        voice: "de",
        traits: [
            .button: "Taste", .switch: "Umschalttaste", .tab: "Tabulator",
            .heading: "Überschrift", .link: "Hyperlink", .adjustable: "einstellbar", .image: "Bild",
            .selected: "Auswahl",
            .textField: "Textfeld", .secureTextField: "sicheres Textfeld",
        ],
        hints: [
            .toggle: "zum Umschalten doppeltippen",
            .adjust: "zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen",
            .edit: "zum Bearbeiten doppeltippen",
        ],
        actionsAvailable: "Aktionen verfügbar",
        on: "ein",
        off: "aus",
        tabPosition: { "\($0) von \($1)" },
        dimmed: "grau dargestellt",
        isEditing: "bearbeiten"
    )
}
