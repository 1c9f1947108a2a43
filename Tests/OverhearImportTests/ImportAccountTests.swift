import Testing
@testable import OverhearImport

/// The one line an import prints: counts in words a person would write.
@Suite struct ImportAccountTests {
    @Test func oneOfAReasonIsSingular() {
        var account = ImportAccount()
        account.read = 6
        account.fields = 1
        account.elements = 1
        account.leftOut = [.containers: 1, .keyboardKeys: 1, .hidden: 2, .statusBar: 1]
        #expect(account.summary == "wrote 1 field, 1 element; read 6 elements: 1 container, 2 hidden, 1 keyboard key, 1 status bar")
        account.leftOut = [.containers: 3, .keyboardKeys: 26]
        #expect(account.elementsRead == "6 elements: 3 containers, 26 keyboard keys")
    }
}
