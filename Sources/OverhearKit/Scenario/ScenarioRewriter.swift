/// Writes a scenario back with new speech under its actions, every other byte kept as it was.
public enum ScenarioRewriter {
    /// One line of the rewritten file: its content and its line end.
    public struct Line: Equatable {
        public var content: [UInt8]
        public var terminator: [UInt8]
    }

    /// The file's lines with each action's expected lines replaced by `transcripts[i]`.
    ///
    /// An action whose expected lines already mean the same keeps them byte for byte.
    public static func lines(of scenario: Scenario, with transcripts: [[ExpectedUtterance]]) -> [Line] {
        edits(of: scenario, with: transcripts).compactMap { $0.operation == .removed ? nil : $0.line }
    }

    /// The rewrite as a line-by-line edit of the file, for diffs.
    public static func edits(of scenario: Scenario, with transcripts: [[ExpectedUtterance]]) -> [LineEdit] {
        let source = scenario.source
        // New lines take the first line's end (CRLF files stay CRLF), or LF.
        var defaultEnd: [UInt8] = [0x0A]
        if !source.lines.isEmpty, !source.terminator(0).isEmpty { defaultEnd = Array(source.terminator(0)) }
        func line(_ index: Int) -> Line {
            let terminator = Array(source.terminator(index))
            return Line(content: Array(source.bytes[source.lines[index].start..<source.lines[index].contentEnd]),
                        terminator: terminator.isEmpty ? defaultEnd : terminator)
        }
        // Each changed action's edit, spread over the lines it touches: an old expected line is
        // replaced by its own edits (with the new lines that come before it), so that comments
        // between expected lines keep their place; new lines past the last old one follow it.
        var editsInPlace: [Int: [LineEdit]] = [:]
        var editsAfter: [Int: [LineEdit]] = [:]
        for (index, transcript) in zip(scenario.actions.indices, transcripts) where scenario.actions[index].expected != transcript {
            let action = scenario.actions[index]
            let expectedLines = scenario.expectedLineIndices(ofAction: index)
            let indent = expectedLines.first.map { indentation(of: $0, in: source) } ?? Array("  ".utf8)
            let new = transcript.map { Line(content: indent + Array($0.formatted.utf8), terminator: defaultEnd) }
            // New lines of a run of changes go where the run's first removed line was.
            var oldIndex = 0
            var beforeNextOld: [LineEdit] = []
            var runStart: Int?
            var runAdded: [LineEdit] = []
            func endRun() {
                if let start = runStart { editsInPlace[expectedLines[start]]! += runAdded } else { beforeNextOld += runAdded }
                runStart = nil
                runAdded = []
            }
            for edit in LineEdit.diff(old: expectedLines.map(line), new: new) {
                switch edit.operation {
                case .added:
                    runAdded.append(edit)
                    continue
                case .same:
                    endRun()
                case .removed:
                    if runStart == nil { runStart = oldIndex }
                }
                editsInPlace[expectedLines[oldIndex]] = beforeNextOld + [edit]
                beforeNextOld = []
                oldIndex += 1
            }
            endRun()
            editsAfter[expectedLines.last ?? action.line - 1] = beforeNextOld
        }
        var result: [LineEdit] = []
        result.reserveCapacity(source.lines.count)
        for index in source.lines.indices {
            result += editsInPlace[index] ?? [LineEdit(operation: .same, line: line(index))]
            result += editsAfter[index] ?? []
        }
        if source.bytes.last != 0x0A {
            for position in result.indices.reversed() where result[position].operation != .removed {
                result[position].line.terminator = []
                break
            }
        }
        return result
    }

    /// The rewritten file as bytes.
    public static func bytes(of scenario: Scenario, with transcripts: [[ExpectedUtterance]]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(scenario.source.bytes.count)
        for line in lines(of: scenario, with: transcripts) {
            output += line.content
            output += line.terminator
        }
        return output
    }

    private static func indentation(of line: Int, in source: ScenarioSource) -> [UInt8] {
        let span = source.lines[line]
        return Array(source.bytes[span.start..<span.contentEnd].prefix { $0 == 0x20 })
    }
}
