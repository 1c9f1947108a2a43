extension Phrasebook {
    /// What German VoiceOver says for each trait, which `describe` lists too.
    private static let germanTraits: CaseTable<ElementTrait, String> = [
        .button: "Taste", .backButton: EnglishStandIn.backButton, .switch: "Umschalttaste", .tab: "Tabulator",
        .heading: "Überschrift", .link: "Hyperlink", .adjustable: "einstellbar", .image: "Bild",
        .searchField: EnglishStandIn.searchField, .selected: "Auswahl",
        .textField: "Textfeld", .secureTextField: "sicheres Textfeld",
    ]

    /// VoiceOver's German phrases (languages.md §2, from AccessibilitySnapshot's `de`
    /// strings); the words no source gives are `EnglishStandIn`'s.
    public static let german = Phrasebook(
        language: "de",
        voice: "de",
        traits: germanTraits,
        inspectorTraitNames: germanTraits,
        traitHints: [
            .switch: "zum Umschalten doppeltippen",
            .adjustable: "zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen",
            .textField: "zum Bearbeiten doppeltippen", .secureTextField: "zum Bearbeiten doppeltippen",
        ],
        actionsAvailable: "Aktionen verfügbar",
        activateAction: EnglishStandIn.activateAction,
        on: "ein",
        off: "aus",
        tabPosition: { "\($0) von \($1)" },
        dimmed: "grau dargestellt",
        isEditing: "bearbeiten",
        characterMode: EnglishStandIn.characterMode,
        insertionPointAtStart: EnglishStandIn.insertionPointAtStart,
        insertionPointAtEnd: EnglishStandIn.insertionPointAtEnd,
        pasted: EnglishStandIn.pasted,
        bullet: EnglishStandIn.bullet,
        characterCount: EnglishStandIn.characterCount,
        capitalName: EnglishStandIn.capitalName,
        symbolNames: EnglishStandIn.symbolNames,
        controlNames: EnglishStandIn.controlNames,
        otherControlName: EnglishStandIn.otherControlName
    )
}
