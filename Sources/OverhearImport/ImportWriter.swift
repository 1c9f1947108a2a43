import OverhearKit

/// Writes an imported screen as a scenario: a comment naming the source, then one block per
/// element in swipe order, every value quoted by the scenario's own rules.
public enum ImportWriter {
    public enum Order: String, Sendable {
        /// The file's order (VoiceOver's, or the app's explicit order).
        case document
        /// Top to bottom, then left to right.
        case frame
    }

    public static func scenario(_ screen: ImportedScreen, source: String, kind: FieldKind = .uitextfield, order: Order = .document) -> String {
        var text = "# Imported from \(QuotedText.write(source)) (\(screen.format.rawValue)) by `overhear import`: the screen only.\n"
        if screen.blocks.isEmpty { text += "# The file has no element VoiceOver visits.\n" }
        let blocks = order == .frame ? sortedByFrame(screen.blocks) : screen.blocks
        var ids = IDMaker()
        for block in blocks {
            switch block.shape {
            case .field(let secure):
                text += "field \(kind.name) \(ids.make(block, fallback: "field"))\n"
                text += line("placeholder", block.placeholder) + line("label", block.label) + line("hint", block.hint)
                if secure {
                    text += kind.uses(.secure) ? "  secure: yes\n" : "  # secure: yes (\(kind.name) has no secure fields)\n"
                }
                if !block.enabled { text += "  enabled: no\n" }
                text += line("text", block.value)
            case .element:
                text += "element \(ids.make(block, fallback: "element"))\n"
                text += line("label", block.label) + line("value", block.value) + line("hint", block.hint)
                text += line("traits", block.traits.joined(separator: ", "))
                if !block.enabled { text += "  enabled: no\n" }
                text += line("actions", list(block.actions))
                if block.on == true { text += "  on: yes\n" }
            }
        }
        return text
    }

    private static func line(_ key: String, _ value: String) -> String {
        value.isEmpty ? "" : "  \(key): \(QuotedText.write(value))\n"
    }

    /// A comma list: commas inside an item would split it, so they become `;`.
    private static func list(_ items: [String]) -> String {
        items.map { $0.replacingCommas.trimmingSpaces }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// Top to bottom, then left to right; blocks without a frame keep their place at the end.
    static func sortedByFrame(_ blocks: [ImportedBlock]) -> [ImportedBlock] {
        blocks.enumerated().sorted { first, second in
            switch (first.element.frame, second.element.frame) {
            case let (a?, b?): return (a.y, a.x, first.offset) < (b.y, b.x, second.offset)
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return first.offset < second.offset
            }
        }.map(\.element)
    }
}

/// Scenario ids from a dump: the identifier, else the label (else the placeholder), cleaned
/// to letters, digits, `-` and `_`, and made unique with `-2`, `-3`, ...
struct IDMaker {
    private var used: Set<String> = []
    private var unnamed: [String: Int] = [:]

    mutating func make(_ block: ImportedBlock, fallback: String) -> String {
        let base = [block.identifier, block.label, block.placeholder].lazy.map(Self.cleaned).first { !$0.isEmpty }
        if let base {
            var candidate = base
            var number = 2
            while used.contains(candidate) {
                candidate = "\(base)-\(number)"
                number += 1
            }
            used.insert(candidate)
            return candidate
        }
        // Unnamed blocks are numbered as the parser numbers them: element, element2, ...
        var number = unnamed[fallback, default: 0]
        var candidate: String
        repeat {
            number += 1
            candidate = number == 1 ? fallback : "\(fallback)\(number)"
        } while used.contains(candidate)
        unnamed[fallback] = number
        used.insert(candidate)
        return candidate
    }

    /// Letters and digits kept, every other run of characters one `-`, at most 40 characters.
    static func cleaned(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if Graphemes.isLetterOrDigit(scalar) || scalar == "_" || scalar == "-" {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(scalar)
            } else {
                pendingDash = true
            }
            if result.count >= 40 { break }
        }
        while result.last == "-" { result.removeLast() }
        return String(result)
    }
}

extension String {
    var replacingCommas: String { String(map { $0 == "," ? ";" : $0 }) }
}
