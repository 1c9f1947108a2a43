import Foundation
import Testing

/// `check`'s text, JSON and JUnit count the same passes and failures: a file that cannot be
/// read, a name that cannot be read below a folder and a path that does not exist are each
/// one failing test case in every format.
@Suite struct CheckCountTests {
    /// A folder with a passing, a failing and an unparsable scenario and a name that is not UTF-8.
    private func makeSuite(in folder: TemporaryFolder) throws {
        try folder.write("d/a.scenario", Fixture.zip)
        try folder.write("d/b.scenario", Fixture.zipFailing)
        try folder.write("d/c.scenario", "field zip\n> wiggle\n")
        var bytes = Array(folder.path("d").utf8) + Array("/e".utf8) + [0xFF] + Array(".scenario".utf8) + [0]
        let descriptor = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
    }

    private func attribute(_ name: String, of element: String, in xml: String) -> String? {
        guard let start = xml.range(of: "<\(element) "), let end = xml[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = xml[start.upperBound..<end]
        guard let value = tag.range(of: "\(name)=\"") else { return nil }
        return String(tag[value.upperBound...].prefix { $0 != "\"" })
    }

    @Test func textJSONAndJUnitAgree() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try makeSuite(in: folder)
        let text = try folder.run("check", "d", "missing.scenario", "--junit", "j.xml")
        #expect(text.status == 2)
        #expect(text.out.hasSuffix("\n1 passed, 4 failed\n"), "\(text.out)")
        let lines = text.out.split(separator: "\n").filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }
        #expect(lines.count == 5, "every test case has its line: \(lines)")
        let junit = try folder.text("j.xml")
        #expect(attribute("tests", of: "testsuite", in: junit) == "5", "\(junit)")
        #expect(attribute("failures", of: "testsuite", in: junit) == "1")
        #expect(attribute("errors", of: "testsuite", in: junit) == "3")

        let json = try folder.run("check", "d", "missing.scenario", "--format", "json")
        #expect(json.status == 2)
        let report = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        #expect(report["passed"] as? Int == 1)
        #expect(report["failed"] as? Int == 4)
        #expect((report["files"] as? [Any])?.count == 5)
    }

    @Test func aMissingFileIsAFailingTestCaseNotAnEmptyGreenReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try folder.run("check", "missing.scenario", "--junit", "j.xml")
        #expect(result.status == 2)
        #expect(result.err == "missing.scenario: error: cannot read: no such file or folder\n")
        #expect(result.out == "FAIL missing.scenario\n0 passed, 1 failed\n")
        let junit = try folder.text("j.xml")
        #expect(attribute("tests", of: "testsuite", in: junit) == "1", "\(junit)")
        #expect(attribute("errors", of: "testsuite", in: junit) == "1")
        #expect(junit.contains("<error message=\"missing.scenario: error: cannot read: no such file or folder\""), "\(junit)")
    }
}
