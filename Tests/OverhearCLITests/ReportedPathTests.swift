import Foundation
import Testing

/// Machine-readable outputs name each file by its real path, escaped for their format (JSON,
/// a SARIF URI, an XML attribute), never by the terminal's escaped form of it.
@Suite struct ReportedPathTests {
    /// Lint finds an unlabeled control in it, and check fails it (it has no expected lines).
    private static let scenario = "field mdc-2018 zip\n  placeholder: Zip code\n  helper: Zip code\n> next\n> next\n"
    private static let control = "sub dir/ctl\u{1B}[31m\u{202E}.scenario"
    private static let quoted = "sub dir/q \"x\" & é.scenario"

    private func makeFiles(in folder: TemporaryFolder) throws {
        try folder.write(Self.control, Self.scenario)
        try folder.write(Self.quoted, Self.scenario)
    }

    @Test func checkJSONNamesTheRealPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try makeFiles(in: folder)
        let result = try folder.run("check", "sub dir", "--format", "json")
        #expect(result.status == 1, "\(result.err)")
        let report = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]]).compactMap { $0["file"] as? String }
        #expect(Set(files) == [Self.control, Self.quoted], "\(files)")
        #expect(files.allSatisfy { FileManager.default.fileExists(atPath: folder.path($0)) })
    }

    @Test func junitNamesTheRealPathOrNoneWhenXMLCannotHoldIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try makeFiles(in: folder)
        let result = try folder.run("check", "sub dir", "--junit", "j.xml")
        #expect(result.status == 1, "\(result.err)")
        let xml = try folder.text("j.xml")
        let cases = xml.split(separator: "\n").filter { $0.contains("<testcase ") }
        #expect(cases.count == 2)
        let files = cases.compactMap { line -> String? in
            guard let start = line.range(of: " file=\"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
        // XML 1.0 cannot hold ESC, so that case has no file rather than one that does not exist.
        #expect(files == [Self.quoted], "\(xml)")
        #expect(!xml.unicodeScalars.contains("\u{1B}") && !xml.unicodeScalars.contains("\u{202E}"))
    }

    @Test func lintJSONAndSARIFNameTheRealPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.control, Self.scenario)
        let json = try folder.run("lint", Self.control, "--format", "json")
        #expect(json.status == 1, "\(json.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let files = try #require(object["findings"] as? [[String: Any]]).compactMap { $0["file"] as? String }
        #expect(!files.isEmpty && files.allSatisfy { $0 == Self.control }, "\(files)")

        let sarif = try folder.run("lint", Self.control, "--format", "sarif")
        let root = try #require(try JSONSerialization.jsonObject(with: sarif.stdout) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let uris = try #require(run["results"] as? [[String: Any]]).compactMap { result in
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(!uris.isEmpty && uris.allSatisfy { $0 == "sub%20dir/ctl%1B%5B31m%E2%80%AE.scenario" }, "\(uris)")
        #expect(uris.allSatisfy { FileManager.default.fileExists(atPath: folder.path($0.removingPercentEncoding ?? "")) })

        // The terminal's text still shows the name escaped.
        let text = try folder.run("lint", Self.control)
        #expect(!text.out.unicodeScalars.contains("\u{1B}"))
    }
}
