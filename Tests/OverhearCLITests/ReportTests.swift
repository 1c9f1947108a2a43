import Foundation
import FoundationXML
import Testing

/// `check --junit FILE` and `check --format json`: the results where CI looks (issue 10, item 2).
@Suite struct ReportTests {
    static let failing = "field mdc zip\n  placeholder: Zip code\n> next\n  focus: Zip code, text field & <more>\n"

    func folderWithThreeScenarios() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("good.scenario", "field mdc zip\n  placeholder: Zip code\n> next\n  focus: Zip code, text field\n  hint: double tap to edit\n")
        try folder.write("bad.scenario", Self.failing)
        try folder.write("broken.scenario", "field\n> type x\n")
        return folder
    }

    @Test func junitIsWellFormedXMLWithOneTestCasePerScenarioAndTheDiffAsTheFailure() throws {
        let folder = try folderWithThreeScenarios()
        defer { folder.remove() }
        let result = try folder.run("check", ".", "--junit", "report.xml")
        #expect(result.status == 2, "a scenario could not play")
        #expect(result.out.contains("FAIL ./bad.scenario"), "the usual output is printed too")
        let document = try XMLDocument(contentsOf: folder.url.appendingPathComponent("report.xml"))
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 3)
        let failure = try #require(try document.nodes(forXPath: "//testcase[@name='./bad.scenario']/failure").first)
        let text = try #require(failure.stringValue)
        #expect(text.contains("-  focus: Zip code, text field & <more>"), "the diff, unescaped by the XML parser")
        #expect(text.contains("+  focus: Zip code, text field"))
        #expect(try document.nodes(forXPath: "//testcase[@name='./broken.scenario']/error").count == 1)
        #expect(try document.nodes(forXPath: "//testcase[@name='./good.scenario']/*").isEmpty, "a pass has no child")
        let suite = try #require(try document.nodes(forXPath: "//testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")
        #expect(suite.attribute(forName: "errors")?.stringValue == "1")
    }

    @Test func jsonGivesEachFilesStatusAndDiff() throws {
        let folder = try folderWithThreeScenarios()
        defer { folder.remove() }
        let result = try folder.run("check", ".", "--format", "json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(json["passed"] as? Int == 1)
        #expect(json["failed"] as? Int == 2)
        let files = try #require(json["files"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: files.map { ($0["file"] as! String, $0) })
        #expect(byName["./good.scenario"]?["status"] as? String == "passed")
        #expect(byName["./bad.scenario"]?["status"] as? String == "failed")
        #expect((byName["./bad.scenario"]?["diff"] as? String)?.contains("+  focus: Zip code, text field") == true)
        #expect((byName["./broken.scenario"]?["error"] as? String)?.hasPrefix("./broken.scenario:2:3: error:") == true)
    }

    @Test func anUnwritableReportPathIsRefusedBeforeAnythingIsChecked() throws {
        let folder = try folderWithThreeScenarios()
        defer { folder.remove() }
        let result = try folder.run("check", ".", "--junit", "no/such/folder/report.xml")
        #expect(result.status == 2)
        #expect(result.out == "", "nothing was checked")
        #expect(result.err.hasPrefix("overhear: cannot write no/such/folder/report.xml"), "\(result.err)")
    }
}
