/// The built-in demo: the guide's zip code field, played by `overhear demo` (and `make run`).
public enum DemoScenario {
    public static let path = "<demo>"

    public static let text = """
    # The MDCTextField guide's zip code field (mdc-2018): swipe through its elements, edit it,
    # type past its limit, and let the app set an error.
    field mdc-2018 zip
      placeholder: Zip code
      helper: 5 digits
      max: 5

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
    > set error: Not a US zip code
    > escape
    > focus zip

    """

    public static func scenario() throws(ScenarioError) -> Scenario {
        try ScenarioParser.parse(text, path: path)
    }
}
