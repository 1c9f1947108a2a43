extension Phrasebook {
    /// VoiceOver's English phrases (spec §6).
    public static let english = Phrasebook(
        language: "en",
        voice: Settings.defaultVoice,
        traits: [
            .button: "button", .backButton: "back button", .switch: "switch button", .tab: "tab", .heading: "heading",
            .link: "link", .adjustable: "adjustable", .image: "image", .searchField: "search field", .selected: "selected",
            .textField: "text field", .secureTextField: "secure text field",
        ],
        // An inspector names English traits by their scenario names in words.
        inspectorTraitNames: [:],
        hints: [
            .toggle: "double tap to toggle setting", .adjust: "swipe up or down with one finger to adjust the value",
            .edit: "double tap to edit",
        ],
        actionsAvailable: "actions available",
        activateAction: "activate",
        on: "on",
        off: "off",
        tabPosition: { "\($0) of \($1)" },
        dimmed: "dimmed",
        isEditing: "is editing",
        characterMode: "character mode",
        insertionPointAtStart: "insertion point at start",
        insertionPointAtEnd: "insertion point at end",
        pasted: "pasted",
        bullet: "bullet",
        characterCount: { $0 == 1 ? "1 character" : "\($0) characters" },
        capitalName: { "cap " + $0 },
        symbolNames: [
            " ": "space", "\n": "new line", "\t": "tab",
            ".": "period", ",": "comma", "@": "at", "-": "dash", "_": "underscore",
            "/": "slash", "\\": "backslash", ":": "colon", ";": "semicolon",
            "!": "exclamation mark", "?": "question mark", "'": "apostrophe", "\"": "quote",
            "(": "left paren", ")": "right paren", "[": "left bracket", "]": "right bracket",
            "{": "left brace", "}": "right brace", "#": "number sign", "$": "dollar sign",
            "%": "percent", "&": "ampersand", "*": "star", "+": "plus", "=": "equals",
            "<": "less than", ">": "greater than", "|": "vertical bar", "~": "tilde",
            "^": "caret", "`": "grave accent",
        ],
        controlNames: [
            "\u{0}": "null", "\u{7}": "bell", "\u{8}": "backspace", "\t": "tab", "\n": "new line",
            "\r": "carriage return", "\u{1B}": "escape", "\u{7F}": "delete",
        ],
        otherControlName: { "control " + $0 }
    )
}
