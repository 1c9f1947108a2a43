extension Phrasebook {
    /// What Russian VoiceOver says for each trait, which `describe` lists too.
    private static let russianTraits: CaseTable<ElementTrait, String> = [
        .button: "кнопка", .backButton: EnglishStandIn.backButton, .switch: "кнопка-переключатель", .tab: "вкладка",
        .heading: "заголовок", .link: "ссылка", .adjustable: "элемент регулировки", .image: "изображение",
        .searchField: EnglishStandIn.searchField, .selected: "выбрано",
        .textField: "текстовое поле", .secureTextField: "защищённое текстовое поле",
    ]

    /// VoiceOver's Russian phrases (languages.md §2, from AccessibilitySnapshot's `ru`
    /// strings); the words no source gives are `EnglishStandIn`'s.
    public static let russian = Phrasebook(
        language: "ru",
        voice: "ru",
        traits: russianTraits,
        inspectorTraitNames: russianTraits,
        traitHints: [
            .switch: "коснитесь дважды, чтобы переключить настройку",
            .adjustable: "смахните вверх или вниз одним пальцем, чтобы настроить значение",
            .textField: "коснитесь дважды, чтобы редактировать", .secureTextField: "коснитесь дважды, чтобы редактировать",
        ],
        actionsAvailable: "доступны действия",
        activateAction: EnglishStandIn.activateAction,
        on: "вкл",
        off: "выкл",
        tabPosition: { "\($0) из \($1)" },
        dimmed: "недоступно",
        isEditing: "идет правка",
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
