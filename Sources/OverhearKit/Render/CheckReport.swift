/// What `check` found, file by file, for the reports CI reads (JUnit XML, JSON).
public struct CheckReport: Sendable {
    /// One checked file.
    public struct File: Sendable {
        public enum Outcome: Sendable {
            case passed
            /// The unified diff of expected against actual.
            case failed(diff: String)
            /// Updated in place by `--update`.
            case updated
            /// It could not be read, parsed or played: the error line.
            case error(String)
        }

        /// How the file is shown to a person (escaped for a terminal).
        public var name: String
        /// Its real path, for tools to open: each format escapes it for itself.
        public var path: String
        public var outcome: Outcome
        public var milliseconds: Int

        public init(name: String, path: String, outcome: Outcome, milliseconds: Int) {
            self.name = name
            self.path = path
            self.outcome = outcome
            self.milliseconds = milliseconds
        }
    }

    public var files: [File] = []

    public init() {}

    public var passed: Int { files.filter { if case .passed = $0.outcome { true } else if case .updated = $0.outcome { true } else { false } }.count }
    public var failed: Int { files.count - passed }
}

/// A check report as JUnit XML: one test case per scenario, a failing one's diff as its
/// failure's text, an unreadable one as an error; every text escaped once, here.
public enum JUnitReport {
    public static func render(_ report: CheckReport) -> String {
        let failures = report.files.filter { if case .failed = $0.outcome { true } else { false } }.count
        let errors = report.files.filter { if case .error = $0.outcome { true } else { false } }.count
        let total = report.files.reduce(0) { $0 + $1.milliseconds }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites tests=\"\(report.files.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(total))\">\n"
        xml += "  <testsuite name=\"overhear check\" tests=\"\(report.files.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(total))\">\n"
        for file in report.files {
            let path = XMLText.exactAttribute(file.path).map { " file=\"\($0)\"" } ?? ""
            xml += "    <testcase classname=\"scenarios\" name=\"\(XMLText.escape(file.name))\"\(path) time=\"\(seconds(file.milliseconds))\""
            switch file.outcome {
            case .passed, .updated:
                xml += "/>\n"
            case .failed(let diff):
                xml += ">\n      <failure message=\"the transcript differs from the expected lines\" type=\"transcript\">"
                xml += XMLText.escape(diff) + "</failure>\n    </testcase>\n"
            case .error(let message):
                xml += ">\n      <error message=\"\(XMLText.escape(message))\" type=\"scenario\"/>\n    </testcase>\n"
            }
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    private static func seconds(_ milliseconds: Int) -> String {
        "\(milliseconds / 1000).\(String(milliseconds % 1000).leftPadded(to: 3))"
    }
}

/// A check report as JSON for tools: the counts, then each file's status, time and diff or error.
public enum CheckReportJSON {
    public static func render(_ report: CheckReport) -> String {
        var out = "{\n  \"passed\": \(report.passed),\n  \"failed\": \(report.failed),\n  \"files\": ["
        out += report.files.map { file in
            var item = "\n    {\"file\": \(JSONWriter.quoted(file.path)), \"milliseconds\": \(file.milliseconds), "
            switch file.outcome {
            case .passed: item += "\"status\": \"passed\""
            case .updated: item += "\"status\": \"updated\""
            case .failed(let diff): item += "\"status\": \"failed\", \"diff\": \(JSONWriter.quoted(diff))"
            case .error(let message): item += "\"status\": \"error\", \"error\": \(JSONWriter.quoted(message))"
            }
            return item + "}"
        }.joined(separator: ",")
        out += report.files.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
