/// One line of a line-by-line edit: kept, removed or added.
public struct LineEdit: Equatable {
    public enum Operation: Equatable { case same, removed, added }

    public var operation: Operation
    public var line: ScenarioRewriter.Line

    /// The largest block the exact diff is used for, as the square of its old and new lines
    /// together (the diff's work grows with that square, whatever the two sides' shares); bigger
    /// ones are replaced whole, so a huge block cannot make `check` or `play` quadratic.
    static let exactLimit = 4_000_000

    /// The shortest edit from `old` to `new`: lines in common at both ends are kept, the middle
    /// is diffed exactly (the standard library's `difference(from:)`) when both sides have lines
    /// and it is small, else replaced whole.
    static func diff(old: [ScenarioRewriter.Line], new: [ScenarioRewriter.Line]) -> [LineEdit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix].content == new[prefix].content { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix].content == new[new.count - 1 - suffix].content { suffix += 1 }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)]), newMiddle = Array(new[prefix..<(new.count - suffix)])
        let size = oldMiddle.count + newMiddle.count
        let middle = !oldMiddle.isEmpty && !newMiddle.isEmpty && size * size <= exactLimit
            ? exactDiff(old: oldMiddle, new: newMiddle)
            : oldMiddle.map { LineEdit(operation: .removed, line: $0) } + newMiddle.map { LineEdit(operation: .added, line: $0) }
        return old[..<prefix].map { LineEdit(operation: .same, line: $0) } + middle
            + old[(old.count - suffix)...].map { LineEdit(operation: .same, line: $0) }
    }

    /// The edit in file order: at each place, removed lines come before the lines added there.
    private static func exactDiff(old: [ScenarioRewriter.Line], new: [ScenarioRewriter.Line]) -> [LineEdit] {
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in new.map(\.content).difference(from: old.map(\.content)) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var result: [LineEdit] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                result.append(LineEdit(operation: .removed, line: old[i]))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                result.append(LineEdit(operation: .added, line: new[j]))
                j += 1
            } else {
                result.append(LineEdit(operation: .same, line: old[i]))
                i += 1
                j += 1
            }
        }
        return result
    }
}

/// Formats line edits as a unified diff with three lines of context.
public enum UnifiedDiff {
    public static func format(_ edits: [LineEdit], oldName: String, newName: String, context: Int = 3) -> String {
        var output = "--- \(oldName)\n+++ \(newName)\n"
        // Line numbers on each side before each edit.
        var oldNumbers: [Int] = [], newNumbers: [Int] = []
        var oldLine = 1, newLine = 1
        for edit in edits {
            oldNumbers.append(oldLine)
            newNumbers.append(newLine)
            if edit.operation != .added { oldLine += 1 }
            if edit.operation != .removed { newLine += 1 }
        }
        var index = 0
        while let change = edits[index...].firstIndex(where: { $0.operation != .same }) {
            let start = Swift.max(change - context, index)
            var end = change
            // Extend the hunk while the next change is within 2 × context of this one.
            while true {
                var last = end
                while last < edits.count, edits[last].operation != .same { last += 1 }
                guard let next = edits[last...].firstIndex(where: { $0.operation != .same }),
                      next - last <= 2 * context else {
                    end = Swift.min(last + context, edits.count)
                    break
                }
                end = next
            }
            let hunk = edits[start..<end]
            let oldCount = hunk.filter { $0.operation != .added }.count
            let newCount = hunk.filter { $0.operation != .removed }.count
            let oldStart = oldCount == 0 ? oldNumbers[start] - 1 : oldNumbers[start]
            let newStart = newCount == 0 ? newNumbers[start] - 1 : newNumbers[start]
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in hunk {
                let marker = edit.operation == .same ? " " : edit.operation == .removed ? "-" : "+"
                output += marker + String(decoding: edit.line.content, as: UTF8.self) + "\n"
            }
            index = end
        }
        return output
    }
}
