import Foundation
import Testing

/// A temporary folder for one test's files; call `remove()` (in a `defer`) when done.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("overhear-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        // Restore permissions that a test may have taken away, so the folder can be removed.
        if let walker = FileManager.default.enumerator(atPath: url.path) {
            while let relative = walker.nextObject() as? String {
                chmod(url.appendingPathComponent(relative).path, 0o755)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> URL {
        try write(name, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    func makeFolder(_ name: String) throws {
        try FileManager.default.createDirectory(at: url.appendingPathComponent(name), withIntermediateDirectories: true)
    }

    func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url.appendingPathComponent(name)))
    }

    func text(_ name: String) throws -> String {
        String(decoding: try bytes(name), as: UTF8.self)
    }

    /// The names in the folder (not recursive), sorted, hidden files included.
    func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// The file's inode: a rewrite by temporary file and rename always changes it.
    func inode(_ name: String) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: path(name))
        return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }

    /// Runs `overhear ARGUMENTS` with this folder as the working directory.
    func run(_ arguments: String..., input: OverhearProcess.Input = .none,
             timeout: TimeInterval = 120) throws -> OverhearProcess.Result {
        try OverhearProcess.run(arguments, in: url, input: input, timeout: timeout)
    }

    func run(arguments: [String], input: OverhearProcess.Input = .none,
             timeout: TimeInterval = 120) throws -> OverhearProcess.Result {
        try OverhearProcess.run(arguments, in: url, input: input, timeout: timeout)
    }
}

enum Fixture {
    /// The spec's example: it passes as written.
    static let zip = """
    # The guide's zip code example: the value joins placeholder and helper text.
    field mdc-2018 zip
      placeholder: Zip code
      helper: 5 digits
      max: 5

    settings
      typing-echo: characters

    > next
      focus: Zip code
    > next
      focus: Zip code, 5 digits, text field
      hint: double tap to edit
    > activate
      focus (interrupted): text field, is editing, Zip code, 5 digits, character mode, insertion point at end
      announce: 5 character limit.
    > type 9
      typed (interrupted): 9
      announce: 4 characters remaining

    """

    /// `zip` with line 11 and line 20 wrong: two hunks in the diff.
    static let zipFailing = zip
        .replacingOccurrences(of: "  focus: Zip code\n", with: "  focus: Zip\n")
        .replacingOccurrences(of: "announce: 4 characters remaining", with: "announce: 3 characters remaining")

    /// `zip` with its actions only: `play` and `check --update` fill in the speech.
    static let zipActionsOnly = zip.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("  ") || !zipSpeechLines.contains(String($0)) }
        .joined(separator: "\n")

    private static let zipSpeechLines: Set<String> = [
        "  focus: Zip code",
        "  focus: Zip code, 5 digits, text field",
        "  hint: double tap to edit",
        "  focus (interrupted): text field, is editing, Zip code, 5 digits, character mode, insertion point at end",
        "  announce: 5 character limit.",
        "  typed (interrupted): 9",
        "  announce: 4 characters remaining",
    ]

    /// A plain one-field scenario that passes.
    static let plain = """
    field zip
    > next
      focus: text field
      hint: double tap to edit

    """

    static func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }
}

/// The lines of a file's text, without terminators (`\r\n` or `\n`).
func fileLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
}

/// Checks that `diff` is a well-formed unified diff that turns `old` into `new`: each hunk's
/// header counts match its body, its context and `-` lines are the lines of `old` at the
/// numbers it claims, its context and `+` lines those of `new`, and applying every hunk to
/// `old` gives `new`. Returns the problems found (empty when the diff is right).
func unifiedDiffProblems(_ diff: String, old: [String], new: [String]) -> [String] {
    var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    guard lines.count >= 2, lines[0].hasPrefix("--- "), lines[1].hasPrefix("+++ ") else {
        return ["no --- and +++ header lines"]
    }
    var problems: [String] = []
    var patched: [String] = []
    var oldNext = 1   // first line of old not yet copied to patched
    var index = 2
    var hunks = 0
    while index < lines.count {
        let header = lines[index]
        guard let numbers = hunkHeader(header) else { return problems + ["bad hunk header \"\(header)\""] }
        hunks += 1
        index += 1
        var body: [String] = []
        while index < lines.count, !lines[index].hasPrefix("@@") {
            body.append(lines[index])
            index += 1
        }
        let oldSide = body.filter { $0.hasPrefix(" ") || $0.hasPrefix("-") }.map { String($0.dropFirst()) }
        let newSide = body.filter { $0.hasPrefix(" ") || $0.hasPrefix("+") }.map { String($0.dropFirst()) }
        if body.contains(where: { !($0.hasPrefix(" ") || $0.hasPrefix("-") || $0.hasPrefix("+")) }) {
            problems.append("\(header): a line starts with neither space, - nor +")
        }
        if oldSide.count != numbers.oldCount { problems.append("\(header): \(oldSide.count) old lines, header says \(numbers.oldCount)") }
        if newSide.count != numbers.newCount { problems.append("\(header): \(newSide.count) new lines, header says \(numbers.newCount)") }
        // With a count of 0 the start names the line before the hunk.
        let oldStart = numbers.oldCount == 0 ? numbers.oldStart + 1 : numbers.oldStart
        let newStart = numbers.newCount == 0 ? numbers.newStart + 1 : numbers.newStart
        let oldRange = (oldStart - 1)..<(oldStart - 1 + oldSide.count)
        let newRange = (newStart - 1)..<(newStart - 1 + newSide.count)
        if oldRange.lowerBound < 0 || oldRange.upperBound > old.count || Array(old[oldRange]) != oldSide {
            problems.append("\(header): the old side is not lines \(oldStart)... of the expected file")
        }
        if newRange.lowerBound < 0 || newRange.upperBound > new.count || Array(new[newRange]) != newSide {
            problems.append("\(header): the new side is not lines \(newStart)... of the actual file")
        }
        if oldStart < oldNext { problems.append("\(header): overlaps the hunk before it") }
        if oldStart - 1 <= old.count, oldNext - 1 <= oldStart - 1 {
            patched += old[(oldNext - 1)..<(oldStart - 1)]
        }
        patched += newSide
        oldNext = oldStart + oldSide.count
    }
    if hunks == 0 { problems.append("no hunks") }
    if oldNext - 1 <= old.count { patched += old[(oldNext - 1)...] }
    if patched != new { problems.append("applying the diff to the expected file does not give the actual one") }
    return problems
}

/// `@@ -a,b +c,d @@` → (a, b, c, d).
func hunkHeader(_ line: String) -> (oldStart: Int, oldCount: Int, newStart: Int, newCount: Int)? {
    guard line.hasPrefix("@@ -"), line.hasSuffix(" @@") else { return nil }
    let middle = line.dropFirst(4).dropLast(3)
    let sides = middle.split(separator: " ")
    guard sides.count == 2, sides[1].hasPrefix("+") else { return nil }
    let old = sides[0].split(separator: ",", omittingEmptySubsequences: false).compactMap { Int($0) }
    let new = sides[1].dropFirst().split(separator: ",", omittingEmptySubsequences: false).compactMap { Int($0) }
    guard old.count == 2, new.count == 2 else { return nil }
    return (old[0], old[1], new[0], new[1])
}

/// The diff `check` printed for `path`: the lines after `FAIL path` up to the next file or the summary.
func diffSection(of output: String, for path: String) -> String? {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "FAIL \(path)") else { return nil }
    var end = start + 1
    while end < lines.count, let first = lines[end].first, "-+ @".contains(first) { end += 1 }
    return lines[(start + 1)..<end].map { $0 + "\n" }.joined()
}

/// A located error line, `PATH:LINE:COLUMN: error: MESSAGE`, split into its parts.
struct LocatedError: Equatable {
    var path: String
    var line: Int
    var column: Int
    var message: String

    /// Reads standard error that must be exactly one such line.
    init?(stderr: String) {
        guard stderr.hasSuffix("\n"), stderr.dropLast().firstIndex(of: "\n") == nil,
              let marker = stderr.range(of: ": error: ") else { return nil }
        let location = stderr[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let line = Int(location[location.count - 2]),
              let column = Int(location[location.count - 1]) else { return nil }
        self.path = location.dropLast(2).joined(separator: ":")
        self.line = line
        self.column = column
        self.message = String(stderr[marker.upperBound...].dropLast())
    }
}

/// The usage-error epilogue every usage mistake ends with.
let usageHint = " (run `overhear --help` for usage)"
