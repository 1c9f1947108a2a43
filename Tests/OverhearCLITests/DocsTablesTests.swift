import Foundation
import OverhearKit
import Testing

/// The lists of kinds, keys, traits, languages and settings the docs and the README keep by
/// hand name exactly what the registries hold, which `overhear help scenario` lists: a new
/// row in a registry fails here until the docs name it (issue 36).
@Suite struct DocsTablesTests {
    static let root: URL = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root
    }()

    static func lines(_ path: String) throws -> [Substring] {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The names in backquotes in `text`.
    static func quoted(_ text: Substring) -> Set<String> {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        return Set(stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) })
    }

    /// The first column of the table whose header row is `header`: each row's key.
    static func keys(ofTable header: String, in lines: [Substring]) throws -> Set<String> {
        let start = try #require(lines.firstIndex { $0 == header }, "no table \(header)")
        let rows = lines[(start + 2)...].prefix { $0.hasPrefix("|") }
        return Set(rows.map { String($0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))) })
    }

    /// A table row's column, from 0.
    static func column(_ index: Int, of row: Substring) -> Substring {
        row.split(separator: "|")[index]
    }

    /// The one line that starts with `prefix`.
    static func line(_ prefix: String, in lines: [Substring]) throws -> Substring {
        try #require(lines.first { $0.hasPrefix(prefix) }, "no line \(prefix)")
    }

    static let kinds = Set(FieldKind.all.map(\.name))
    static let fieldKeys = Set(FieldKeyDescriptor.all.map(\.key.rawValue))
    static let settings = Set(SettingDescriptor.all.map(\.name))
    static let languages = Set(Phrasebook.all.map(\.language))

    @Test("scenario-format.md's kinds, keys, traits, settings and languages are the registries'")
    func scenarioFormat() throws {
        let lines = try Self.lines("docs/scenario-format.md")
        let field = try Self.line("| `field [KIND] [ID]` |", in: lines)
        #expect(Self.quoted(Substring(Self.column(1, of: field).components(separatedBy: "; ID")[0])) == Self.kinds)
        #expect(try Self.keys(ofTable: "| key | value | kinds |", in: lines) == Self.fieldKeys)
        #expect(try Self.keys(ofTable: "| key | value |", in: lines) == Set(ElementKeyDescriptor.all.map(\.key.rawValue)))
        #expect(Self.quoted(try Self.line("| `traits` |", in: lines)).intersection(ElementTrait.allCases.map(\.rawValue)) == Set(ElementTrait.blockTraits.map(\.rawValue)))
        #expect(try Self.keys(ofTable: "| key | values | default |", in: lines) == Self.settings)
        #expect(Self.quoted(Self.column(1, of: try Self.line("| `language` |", in: lines)).prefix { $0 != ":" }) == Self.languages)
    }

    @Test("the README's scenario sketch names every kind, field key and setting; its --language every language")
    func readme() throws {
        let lines = try Self.lines("README.md")
        let start = try #require(lines.firstIndex { $0.hasPrefix("field [KIND] [ID]") })
        let sketch = lines[start...].prefix { !$0.hasPrefix("```") }
        func words(_ text: Substring) -> Set<String> {
            Set(text.split(whereSeparator: { (c: Character) in !(c.isLetter || c.isNumber || c == "-") }).map(String.init))
        }
        let comments = sketch.map { Substring($0.split(separator: "#", maxSplits: 1).dropFirst().joined()) }
        let keysBefore = sketch.map { words($0.split(separator: ":").first ?? "") }
        let named = comments.map(words).reduce(Set(), { $0.union($1) }).union(keysBefore.reduce(Set(), { $0.union($1) }))
        #expect(Self.kinds.subtracting(named).isEmpty, "kinds the README leaves out: \(Self.kinds.subtracting(named))")
        #expect(Self.fieldKeys.subtracting(named).isEmpty, "field keys the README leaves out: \(Self.fieldKeys.subtracting(named))")
        #expect(Self.settings.subtracting(named).isEmpty, "settings the README leaves out: \(Self.settings.subtracting(named))")
        let option = try Self.line("| `--language ", in: lines)
        let choices = option.dropFirst("| `--language ".count).prefix { $0 != "`" }
        #expect(Set(choices.split(separator: "\\|").map { String($0.filter { $0 != "|" }) }) == Self.languages)
    }

    @Test("languages.md names every language and no other")
    func languagesPage() throws {
        let lines = try Self.lines("docs/languages.md")
        let line = try Self.line("  F2's Language row in the UI.", in: lines)
        #expect(Self.quoted(line) == Self.languages)
    }
}
