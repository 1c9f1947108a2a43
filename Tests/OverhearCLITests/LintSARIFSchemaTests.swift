import Foundation
import Testing
import OverhearKit

/// `overhear lint --format sarif` against the SARIF 2.1.0 schema (OASIS), validated by
/// Debian's python3-jsonschema, on scenarios with findings of every rule.
@Suite struct LintSARIFSchemaTests {
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/sarif-schema-2.1.0.json")

    /// Validates the JSON file with the validator its `$schema` names; the first errors on stdout.
    static let validator = """
    import json, sys, jsonschema
    schema = json.load(open(sys.argv[1]))
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    errors = sorted(cls(schema).iter_errors(json.load(open(sys.argv[2]))), key=lambda e: list(e.absolute_path))
    for error in errors[:5]:
        print("/".join(map(str, error.absolute_path)) + ": " + error.message)
    sys.exit(1 if errors else 0)
    """

    func validate(_ file: String) throws -> OverhearProcess.Result {
        try OverhearProcess.run(program: "/usr/bin/python3", ["-c", Self.validator, Self.schema.path, file])
    }

    /// Scenarios whose findings between them cover every rule.
    static let scenarios: [(String, String)] = [
        ("zip.scenario", "field mdc-2018 zip\n  placeholder: Zip code\n  helper: Zip code\n  max: 1\n> next\n> next\n> activate\n> type 12\n"),
        ("hints.scenario", "element help\n  label: Help\n  hint: Help\nelement more\n  label: More\n  hint: Double tap to open\n"
            + "field uitextfield email\n  placeholder: Email\nfield mdc-2018 code\n  label: Code\n  error: Error: bad\n  clear-button: never\n"),
        ("announce.scenario", "element a\n  label: A\n> announce " + String(repeating: "very long ", count: 20) + "\n> +100 ms announce Done\n"),
        ("german.scenario", "field mdc-2018 zip\n  label: PLZ\n  max: 5\n  clear-button: never\nsettings\n  language: de\n> focus zip\n> activate\n"),
        ("dir/far away.scenario", (1...40).map { "element e\($0)\n  label: Item\n  traits: button\n" }.joined()),
    ]

    @Test func lintsSarifIsValidSarif210() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, text) in Self.scenarios { try folder.write(name, text) }
        let result = try folder.run("lint", ".", "--format", "sarif")
        #expect(result.status == 1, "\(result.err)")
        let sarif = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let ruleIDs = Set(((run["results"] as? [[String: Any]]) ?? []).compactMap { $0["ruleId"] as? String })
        let missing = Set(LintRegistry.rules.map(\.id)).subtracting(ruleIDs)
        #expect(missing.isEmpty, "every rule has a finding; none for \(missing.sorted())")
        try folder.write("lint.sarif", bytes: Array(result.stdout))
        let validated = try validate(folder.path("lint.sarif"))
        #expect(validated.status == 0, "\(validated.out)\(validated.err)")
    }

    @Test func theValidatorRejectsBrokenSarif() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", Self.scenarios[0].1)
        let sarif = try folder.run("lint", "zip.scenario", "--format", "sarif").out
        // Each a mistake a writer could make: a level SARIF has no name for, a line 0, a
        // result with no message, a version that is not 2.1.0.
        let broken = [("\"level\": \"warning\"", "\"level\": \"warn\""), ("\"startLine\": 6", "\"startLine\": 0"),
                      ("\"message\": {\"text\"", "\"note\": {\"text\""), ("\"version\": \"2.1.0\"", "\"version\": \"2.1\"")]
        for (good, bad) in broken {
            #expect(sarif.contains(good))
            try folder.write("broken.sarif", sarif.replacingOccurrences(of: good, with: bad))
            let validated = try validate(folder.path("broken.sarif"))
            #expect(validated.status == 1, "\(bad) must not validate: \(validated.out)\(validated.err)")
        }
    }
}
