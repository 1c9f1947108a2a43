import Testing
@testable import OverhearImport

/// The importer reads ASCII on its bytes; each shortcut must give what the general path gives.
@Suite struct ImportFastPathTests {
    static let samples: [String] = {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09_- .,:#&\"'/") + (0x20...0x7E).map { Character(Unicode.Scalar($0)!) }
        return ["", "-", "--a--", "Zip code", "UIAccessibilityTraitHeader", "AX_Trait Button", String(repeating: "ab-", count: 30)]
            + (0..<3_000).map { _ in String((0..<Int.random(in: 0...50, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }) }
    }()

    @Test func idsAgreeWithTheScalarPath() {
        for text in Self.samples {
            // A trailing · (no letter) sends the text the scalar way and adds nothing to its id.
            #expect(IDMaker.cleaned(text) == IDMaker.cleaned(text + "·"), "\(text)")
            #expect(IDMaker.cleaned(text).utf8.count <= 41)
        }
        #expect(IDMaker.cleaned("Sign up, now!") == "Sign-up-now")
        #expect(IDMaker.cleaned("Zürich 2") == "Zürich-2")
    }

    @Test func traitNamesAgreeWithTheScalarPath() {
        for text in Self.samples {
            #expect(ScreenBuilder.normalized(text) + "é" == ScreenBuilder.normalized(text + "é"), "\(text)")
        }
        #expect(ScreenBuilder.normalized("UIAccessibilityTrait Header") == "header")
    }

    @Test func coordinatesAgreeWithDouble() {
        for text in ["0", "16", "007", "358", "844.5", "-5", "1e3", "", " 1", "1 ", "12345678901234567890", "nan", "+3"] {
            #expect(AppiumReader.number(text) == Double(text) || (AppiumReader.number(text)?.isNaN == true && Double(text)?.isNaN == true), "\(text)")
        }
        for value in 0..<2_000 { #expect(AppiumReader.number(String(value)) == Double(value)) }
    }
}
