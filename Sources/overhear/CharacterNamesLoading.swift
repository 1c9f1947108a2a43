import OverhearImport
import OverhearKit
import Synchronization

/// CLDR's character names for what a scenario says, read from Debian's `unicode-cldr-core`
/// only when the scenario needs one, and once a language per process (languages.md §3).
enum CharacterNamesLoading {
    /// Where Debian installs CLDR's common data.
    static let folder = "/usr/share/unicode/cldr/common"

    private static let read = Mutex<[String: [String: String]]>([:])

    /// The scenario with the names it needs.
    static func adding(to scenario: Scenario) throws -> Scenario {
        let needed = scenario.characterNamesNeeded
        guard !needed.isEmpty else { return scenario }
        var scenario = scenario
        scenario.characterNames = try names(needed)
        return scenario
    }

    /// The names of `languages`: `annotations/LANG.xml`, then `annotationsDerived/LANG.xml`
    /// for what the first does not name. Read under the lock: files checked at once on both
    /// cores wait for one reading rather than each making its own.
    static func names(_ languages: [String]) throws -> CharacterNames {
        try read.withLock { (read: inout [String: [String: String]]) throws -> CharacterNames in
            var byLanguage: [String: [String: String]] = [:]
            for language in languages {
                if read[language] == nil { read[language] = try readNames(language) }
                byLanguage[language] = read[language]
            }
            return CharacterNames(byLanguage)
        }
    }

    private static func readNames(_ language: String) throws -> [String: String] {
        var names: [String: String] = [:]
        for file in ["\(folder)/annotations/\(language).xml", "\(folder)/annotationsDerived/\(language).xml"] {
            let bytes: [UInt8]
            do {
                bytes = try FileIO.read(file)
            } catch {
                throw CLDRAnnotations.Failure(description: "cannot read CLDR's character names, \(error.message) (install unicode-cldr-core)")
            }
            for (grapheme, name) in try CLDRAnnotations.ttsNames(bytes, file: file) where names[grapheme] == nil {
                names[grapheme] = name
            }
        }
        return names
    }
}
