import Foundation
import Testing
@testable import OverhearImport
import OverhearKit

/// Debian's CLDR annotations as `CLDRAnnotations` reads them (languages.md §3).
@Suite struct CLDRAnnotationsTests {
    static func names(_ language: String, derived: Bool = false) throws -> [(grapheme: String, name: String)] {
        let file = "/usr/share/unicode/cldr/common/\(derived ? "annotationsDerived" : "annotations")/\(language).xml"
        return try CLDRAnnotations.ttsNames(Array(try Data(contentsOf: URL(fileURLWithPath: file))), file: file)
    }

    @Test(arguments: ["en", "de", "ru"])
    func everyTTSNameIsRead(_ language: String) throws {
        let plain = try Self.names(language), derived = try Self.names(language, derived: true)
        #expect(plain.count > 1_500 && derived.count > 1_500, "\(plain.count), \(derived.count)")
        #expect(plain.allSatisfy { !$0.name.isEmpty && !$0.name.contains("<") })
    }

    @Test func theSpecsExamples() throws {
        let english = Dictionary(try Self.names("en") + Self.names("en", derived: true), uniquingKeysWith: { first, _ in first })
        #expect(english["👍🏽"] == "thumbs up: medium skin tone")
        #expect(english["👩‍👩‍👧"] == "family: woman, woman, girl")
        #expect(english["🇫🇷"] == "flag: France")
        #expect(english["©"] == "copyright")
        let german = Dictionary(try Self.names("de") + Self.names("de", derived: true), uniquingKeysWith: { first, _ in first })
        #expect(german["👍🏽"] == "Daumen hoch: mittlere Hautfarbe")
        #expect(german["😀"] == "grinsendes Gesicht")
        #expect(german["."] == "Punkt")
    }

    /// libxml2 hands a literal `&` of an attribute over as `&#38;` when it substitutes no
    /// entities: `cp="&amp;"` must still name `&` (issue 35).
    @Test func theAmpersandIsNamedInEveryLanguage() throws {
        let expected = ["en": "ampersand", "de": "Et-Zeichen", "ru": "амперсанд"]
        for (language, name) in expected {
            let names = Dictionary(try Self.names(language), uniquingKeysWith: { first, _ in first })
            #expect(names["&"] == name, "\(language)")
            #expect(!names.keys.contains { $0.contains("&#") }, "\(language)")
        }
    }

    /// The phrasebook says a single letter or digit of §6.1's table before it would look for
    /// CLDR's name, which is right only because CLDR names none of them.
    @Test(arguments: ["en", "de", "ru"])
    func cldrNamesNoLetterOrDigitSaidAsItself(_ language: String) throws {
        for (grapheme, _) in try Self.names(language) + Self.names(language, derived: true) {
            let scalars = Array(grapheme.unicodeScalars)
            #expect(!(scalars.count == 1 && Graphemes.isSaidAsItself(scalars[0])), "\(language) names \(grapheme)")
        }
    }

    @Test func malformedXMLIsAFailureNamingTheFile() {
        #expect(throws: CLDRAnnotations.Failure.self) { try CLDRAnnotations.ttsNames(Array("<ldml><annotation".utf8), file: "x.xml") }
    }
}
