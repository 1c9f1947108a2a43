extension Phrasebook {
    /// VoiceOver's Russian phrases (languages.md §2, from AccessibilitySnapshot's `ru`
    /// strings); the words no source gives, traits among them, are `EnglishStandIn`'s.
    public static let russian = Phrasebook.standingInEnglish(
        language: "ru",
        voice: "ru",
        traits: [
            .button: "кнопка", .switch: "кнопка-переключатель", .tab: "вкладка",
            .heading: "заголовок", .link: "ссылка", .adjustable: "элемент регулировки", .image: "изображение",
            .selected: "выбрано",
            .textField: "текстовое поле", .secureTextField: "защищённое текстовое поле",
        ],
        hints: [
            .toggle: "коснитесь дважды, чтобы переключить настройку",
            .adjust: "смахните вверх или вниз одним пальцем, чтобы настроить значение",
            .edit: "коснитесь дважды, чтобы редактировать",
        ],
        actionsAvailable: "доступны действия",
        on: "вкл",
        off: "выкл",
        tabPosition: { "\($0) из \($1)" },
        dimmed: "недоступно",
        isEditing: "идет правка"
    )
}
