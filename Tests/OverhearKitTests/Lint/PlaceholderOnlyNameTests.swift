import Testing
@testable import OverhearKit

@Suite struct PlaceholderOnlyNameTests {
    @Test func aNameThatIsOnlyAPlaceholder() throws {
        #expect(try lintFindings("field uitextfield email\n  placeholder: Email\n", only: PlaceholderOnlyName()) == ["1:1 placeholder-only-name"])
        #expect(try lintFindings("field uitextfield email\n  placeholder: Email\n  label: Email\n", only: PlaceholderOnlyName()).isEmpty)
    }
}
