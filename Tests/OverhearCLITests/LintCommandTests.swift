import Foundation
import Testing

/// `overhear lint`: one line per finding, a summary, and the exit status CI acts on.
@Suite struct LintCommandTests {
    @Test func findingsAreLocatedLinesAndAnErrorExitsOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("zip.scenario", "field mdc-2018 zip\n  placeholder: Zip code\n  helper: Zip code\n> next\n> next\n")
        let result = try folder.run("lint", "zip.scenario")
        #expect(result.status == 1, "the clear button with no label is an error")
        #expect(result.out == """
        zip.scenario:1:1: error: unlabeled-control: zip.clear has no label: VoiceOver says only its trait
        zip.scenario:5:3: warning: duplicate-phrase: "zip code" is spoken twice in one utterance: "Zip code, Zip code, text field"
        2 findings (1 errors) in 1 files

        """)
        let json = try folder.run("lint", "zip.scenario", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 1)
        #expect((object["findings"] as? [[String: Any]])?.map { $0["rule"] as? String } == ["unlabeled-control", "duplicate-phrase"])
    }

    @Test func warningsAloneExitZeroAndAnUnknownIgnoredRuleExitsTwo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("ok.scenario", "field uitextfield email\n  placeholder: Email\n")
        #expect(try folder.run("lint", "ok.scenario").status == 0)
        try folder.write("bad.scenario", "# lint: ignore sparkles\nfield uitextfield email\n")
        let bad = try folder.run("lint", "bad.scenario")
        #expect(bad.status == 2)
        #expect(bad.err.hasPrefix("bad.scenario:1:1: error: unknown lint rule \"sparkles\""))
    }

    @Test func sarifHasTheRunTheRulesAndEachFindingWithItsLocation() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("my zip.scenario", "field mdc-2018 zip\n  placeholder: Zip code\n  helper: Zip code\n> next\n> next\n")
        let result = try folder.run("lint", "my zip.scenario", "--format", "sarif")
        #expect(result.status == 1)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "overhear")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String }.contains("duplicate-phrase"))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["unlabeled-control", "duplicate-phrase"])
        #expect(results.map { $0["level"] as? String } == ["error", "warning"])
        let location = try #require(((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "my%20zip.scenario", "a URI: the space encoded")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 5)
        // Each result's rule index points at its rule.
        for result in results {
            #expect((rules[result["ruleIndex"] as! Int]["id"] as? String) == result["ruleId"] as? String)
        }
    }
}
