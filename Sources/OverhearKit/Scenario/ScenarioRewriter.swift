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
        let defaultEnd: [UInt8] = source.lines.first.map { _ in Array(source.terminator(0)) }.flatMap { $0.isEmpty ? nil : $0 } ?? [0x0A]
        func line(_ index: Int) -> Line {
            let terminator = Array(source.terminator(index))
            return Line(content: Array(source.bytes[source.lines[index].start..<source.lines[index].contentEnd]),
                        terminator: terminator.isEmpty ? defaultEnd : terminator)
        }
        // Each changed action's block of expected lines, keyed by the line it follows.
        var blocks: [Int: (old: [Int], new: [Line])] = [:]
        for (action, transcript) in zip(scenario.actions, transcripts) where action.expected != transcript {
            let indent = action.expectedLines.first.map { indentation(of: $0, in: source) } ?? Array("  ".utf8)
            let new = transcript.map { Line(content: indent + Array($0.formatted.utf8), terminator: defaultEnd) }
            blocks[action.expectedLines.first.map { $0 - 1 } ?? action.line - 1] = (action.expectedLines, new)
        }
        let replaced = Set(blocks.values.flatMap(\.old))
        var result: [LineEdit] = []
        result.reserveCapacity(source.lines.count)
        for index in source.lines.indices {
            if !replaced.contains(index) { result.append(LineEdit(operation: .same, line: line(index))) }
            guard let block = blocks[index] else { continue }
            // Lines between expected lines (comments) stay; they follow the new block.
            let old = block.old.map(line)
            result += LineEdit.diff(old: old, new: block.new)
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
