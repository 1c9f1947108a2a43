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

    /// A path that cannot be read or parsed is in every format, as in check's (issue 35,
    /// item 17): the text's error lines, JSON's `unreadable` list, SARIF's failed invocation
    /// with a notification each; the exit status is 2 in each.
    @Test func unreadableAndUnparsablePathsAreListedInEveryFormat() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("d/a.scenario", "field mdc-2018 zip\n  placeholder: Zip code\n  helper: Zip code\n> next\n> next\n")
        try folder.write("d/b.scenario", "field zip\n> wiggle\n")
        let arguments = ["lint", "d", "missing.scenario"]
        let text = try folder.run(arguments: arguments)
        #expect(text.status == 2)
        let errors = text.err.split(separator: "\n").map(String.init)
        #expect(errors.count == 2 && errors[0].hasPrefix("d/b.scenario:2:") && errors[1].hasPrefix("missing.scenario: error:"), "\(errors)")
        #expect(text.out.hasSuffix("in 1 files\n"), "\(text.out)")

        let json = try folder.run(arguments: arguments + ["--format", "json"])
        #expect(json.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        #expect(object["files"] as? Int == 1)
        let unreadable = try #require(object["unreadable"] as? [[String: Any]], "\(json.out)")
        #expect(unreadable.map { $0["file"] as? String } == ["d/b.scenario", "missing.scenario"])
        #expect(unreadable.map { $0["error"] as? String } == errors.map { Optional($0) })

        let sarif = try folder.run(arguments: arguments + ["--format", "sarif"])
        #expect(sarif.status == 2)
        try folder.write("out.sarif", bytes: Array(sarif.stdout))
        let validated = try OverhearProcess.run(program: "/usr/bin/python3", ["-c", LintSARIFSchemaTests.validator, LintSARIFSchemaTests.schema.path, folder.path("out.sarif")])
        #expect(validated.status == 0, "\(validated.out)\(validated.err)")
        let run = try #require(((try JSONSerialization.jsonObject(with: sarif.stdout) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first, "\(sarif.out)")
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.map { $0["level"] as? String } == ["error", "error"])
        #expect(notifications.map { ($0["message"] as? [String: Any])?["text"] as? String } == errors.map { Optional($0) })
        let uris = notifications.map { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String } }
        #expect(uris == ["d/b.scenario", "missing.scenario"])
        #expect((run["results"] as? [Any])?.count == 2, "the readable file's findings are still there")
    }

    /// A run that linted everything says so.
    @Test func aCompleteRunIsASuccessfulInvocation() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("ok.scenario", "field uitextfield email\n  placeholder: Email\n")
        let sarif = try folder.run("lint", "ok.scenario", "--format", "sarif")
        let run = try #require(((try JSONSerialization.jsonObject(with: sarif.stdout) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first, "\(sarif.out)")
        #expect(invocation["executionSuccessful"] as? Bool == true)
        #expect(invocation["toolExecutionNotifications"] == nil)
        let json = try folder.run("lint", "ok.scenario", "--format", "json")
        #expect((try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])?["unreadable"] as? [Any] != nil)
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
        // Why each rule matters, for the page that shows a finding.
        let duplicate = try #require(rules.first { $0["id"] as? String == "duplicate-phrase" })
        let why = try #require((duplicate["fullDescription"] as? [String: Any])?["text"] as? String)
        #expect(!why.isEmpty && ((duplicate["help"] as? [String: Any])?["text"] as? String)?.hasPrefix(why) == true)
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

    @Test func ruleRunsOnlyTheRulesItNamesAndBudgetSetsReachBudgets() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Each element says "Item, button", 800 ms: c is reached after 1.6 s.
        try folder.write("three.scenario", "element a\n  label: Item\n  traits: button\nelement b\n  label: Item\n  traits: button\n"
            + "element c\n  traits: button\n")
        let all = try folder.run("lint", "three.scenario")
        #expect(all.out == "three.scenario:7:1: error: unlabeled-control: c has no label: VoiceOver says only its trait\n1 findings (1 errors) in 1 files\n")
        let budget = try folder.run("lint", "three.scenario", "--rule", "reach-budget", "--budget", "1.5s")
        #expect(budget.status == 0)
        #expect(budget.out == """
        three.scenario:7:1: warning: reach-budget: c is reached after 1.6 s of speech swiping from the first element (budget 1.5 s)
        1 findings (0 errors) in 1 files

        """)
        #expect(try folder.run("lint", "three.scenario", "--rule", "reach-budget", "--budget", "1600ms").out == "0 findings (0 errors) in 1 files\n")
        #expect(try folder.run("lint", "three.scenario", "--rule=reach-budget,unlabeled-control", "--budget=1s").out.split(separator: "\n").count == 3)
    }

    @Test func anUnknownRuleOrABudgetThatIsNoDurationIsAOneLineErrorExitingTwo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("ok.scenario", "element b\n  traits: button\n")
        for (arguments, message) in [
            (["--rule", "unlabeled-control,sparkles"], "overhear: lint: --rule: unknown lint rule \"sparkles\"; expected one of duplicate-phrase, unlabeled-control, "),
            (["--budget", "20"], "overhear: lint: --budget must be a duration such as 20s, 1.5s or 1500ms (at most 1 hour), not \"20\""),
            (["--budget", "soon\u{1B}[2J"], "overhear: lint: --budget must be a duration such as 20s, 1.5s or 1500ms (at most 1 hour), not \"soon\\u{1B}[2J\""),
        ] {
            let result = try folder.run(arguments: ["lint", "ok.scenario"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.out.isEmpty, "nothing linted, nothing printed")
            #expect(result.err.hasPrefix(message), "\(result.err)")
            #expect(result.err.split(separator: "\n").count == 1)
            #expect(!result.err.contains("\u{1B}"), "no raw escape reaches the terminal")
        }
        #expect(try folder.run("lint", "ok.scenario", "--rule", "sparkles").err.contains("reach-budget"), "the choices are named")
    }

    @Test func scenarioTextInFindingsIsEscapedInTextJsonAndSarif() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let nasty = #"q\"uote\\ \u{1B}[2J\u{202E}</script><script>alert(1)</script>]]>"#
        // The label spoken twice, an error text and a long announcement, all carrying it; the
        // file name carries quotes, a backslash and markup too.
        let text = "field mdc-2018 zip\n  label: \"\(nasty)\"\n  placeholder: \"\(nasty)\"\n  error: \"Error \(nasty)\"\n"
            + "> focus zip\n> announce \"\(nasty) \(String(repeating: "and on ", count: 25))\"\n"
        let name = #"a "b\c</script>]]>.scenario"#
        try folder.write(name, text)
        let plain = try folder.run("lint", name)
        #expect(plain.status == 1, "\(plain.err)")
        #expect(!plain.stdout.contains(0x1B), "no raw escape reaches the terminal")
        #expect(!plain.out.unicodeScalars.contains("\u{202E}"), "nor a bidirectional override")
        #expect(plain.out.contains("duplicate-phrase") && plain.out.contains("error-starts-with-error") && plain.out.contains("announcement-too-long"))

        let json = try folder.run("lint", name, "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.allSatisfy { $0["file"] as? String == name })
        let messages = findings.compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.contains("</script><script>al") }, "\(messages)")
        let rules = Set(findings.compactMap { $0["rule"] as? String })
        #expect(rules.isSuperset(of: ["error-starts-with-error", "unlabeled-control", "duplicate-phrase", "announcement-too-long"]), "\(rules)")

        let sarif = try folder.run("lint", name, "--format", "sarif")
        try folder.write("out.sarif", bytes: Array(sarif.stdout))
        let validated = try OverhearProcess.run(program: "/usr/bin/python3", ["-c", LintSARIFSchemaTests.validator, LintSARIFSchemaTests.schema.path, folder.path("out.sarif")])
        #expect(validated.status == 0, "\(validated.out)\(validated.err)")
        let run = try #require(((try JSONSerialization.jsonObject(with: sarif.stdout) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { ($0["message"] as? [String: Any])?["text"] as? String } == messages.map { Optional($0) })
        let uri = ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(uri == "a%20%22b%5Cc%3C/script%3E%5D%5D%3E.scenario")
    }
}
