/// The built-in demo: a sign-up form, opened by `overhear` (and `make run`) and played by
/// `overhear demo`.
public enum DemoScenario {
    public static let path = "<demo>"

    /// The demo screen: a heading, the guide's zip code field (mdc-2018), an email field of
    /// the 2019 component with a limit (mdc), an outlined MDCBaseTextField (mdc-base), a
    /// secure UITextField, an MDCMultilineTextField (mdc-multiline), a switch and a button,
    /// so the kinds and the elements beside them can be heard side by side.
    public static let screen = """
    # A sign-up form: the MDCTextField guide's zip code field (mdc-2018), an email field of the
    # component as shipped from 2019 (mdc) with a character limit, a work email field of the
    # current outlined MDCBaseTextField (mdc-base), a plain secure UITextField, a multi-line
    # "About you" (mdc-multiline), a switch and a button.
    element title
      label: Create your account
      traits: heading
    field mdc-2018 zip
      placeholder: Zip code
      helper: 5 digits
      max: 5
    field mdc email
      placeholder: Email
      helper: We never share it
      max: 40
    field mdc-base work
      floating-label: Work email
      placeholder: you@company.com
      helper: Optional
    field uitextfield password
      placeholder: Password
      secure: yes
    field mdc-multiline about
      placeholder: About you
      helper: A few words
      max: 200
    element remember
      label: Remember me
      traits: switch
    element signup
      label: Sign up
      traits: button

    """

    /// What the app does when Sign up is activated: it finds the email invalid, shows the
    /// error and moves VoiceOver to the field (the UI plays it from F4 on the button).
    public static let signUpResponse = """
    > set email error: Enter a valid email address
    > notify layout-changed email

    """

    /// The demo scenario: on the zip code field, swipe through its elements, edit it, type
    /// past its limit, and let the app set an error; then sign up and hear the app answer.
    public static let text = screen + """
    > next
    > next
    > next
    > next
    > next
    > first
    > next
    > next
    > activate
    > type 902
    > type 10
    > type 1
    > delete
    > set zip error: Not a US zip code
    > escape
    > focus zip
    > focus signup
    > activate

    """ + signUpResponse

    /// The demo screen alone, for the interactive UI.
    public static func screenScenario() throws(ScenarioError) -> Scenario {
        try ScenarioParser.parse(screen, path: path)
    }

    /// The app's responses on the demo screen, by element id, as actions.
    public static func appResponses() throws(ScenarioError) -> [String: [ScenarioCommand]] {
        ["signup": try ScenarioParser.parse(screen + signUpResponse, path: path).actions.map(\.command)]
    }

    public static func scenario() throws(ScenarioError) -> Scenario {
        try ScenarioParser.parse(text, path: path)
    }
}
