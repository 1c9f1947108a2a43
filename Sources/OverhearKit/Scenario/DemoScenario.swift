/// The built-in demo: the guide's zip code field, played by `overhear demo` (and `make run`).
public enum DemoScenario {
    public static let path = "<demo>"

    /// The demo screen: the guide's zip code field, an email field of the 2019 component with
    /// a limit, and a secure UITextField, so the kinds can be heard side by side.
    public static let screen = """
    # The MDCTextField guide's zip code field (mdc-2018), an email field of the component as
    # shipped from 2019 (mdc) with a character limit, and a plain secure UITextField.
    field mdc-2018 zip
      placeholder: Zip code
      helper: 5 digits
      max: 5
    field mdc email
      placeholder: Email
      helper: We never share it
      max: 40
    field uitextfield password
      placeholder: Password
      secure: yes

    """

    /// The demo scenario: on the zip code field, swipe through its elements, edit it, type
    /// past its limit, and let the app set an error.
    public static let text = screen + """
    > next
    > next
    > next
    > next
    > first
    > next
    > activate
    > type 902
    > type 10
    > type 1
    > delete
    > set zip error: Not a US zip code
    > escape
    > focus zip

    """

    /// The demo screen alone, for the interactive UI.
    public static func screenScenario() throws(ScenarioError) -> Scenario {
        try ScenarioParser.parse(screen, path: path)
    }

    public static func scenario() throws(ScenarioError) -> Scenario {
        try ScenarioParser.parse(text, path: path)
    }
}
