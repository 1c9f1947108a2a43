import Testing
@testable import OverhearKit

@Suite struct ErrorStartsWithErrorTests {
    @Test func anErrorThatAlreadySaysError() throws {
        #expect(try lintFindings("field mdc-2018 zip\n  clear-button: never\n  error: Error: bad\n", only: ErrorStartsWithError()) == ["1:1 error-starts-with-error"])
        #expect(try lintFindings("field mdc zip\n  error: error: bad\n", only: ErrorStartsWithError()) == ["1:1 error-starts-with-error"])
        #expect(try lintFindings("field mdc-2018 zip\n  clear-button: never\n  error: Bad\n", only: ErrorStartsWithError()).isEmpty)
        #expect(try lintFindings("field mdc-base zip\n  error: Error: bad\n", only: ErrorStartsWithError()).isEmpty, "mdc-base adds no Error: of its own")
    }

    /// What the field says decides, not the kind's name: the phrase an `error-label` replaces
    /// adds no `Error:`.
    @Test func anErrorLabelReplacesThePhrase() throws {
        #expect(try lintFindings("field mdc zip\n  error: Error: bad\n  error-label: Zip code must have 5 digits\n", only: ErrorStartsWithError()).isEmpty)
    }
}
