import OverhearKit

/// Writes an imported screen as a scenario: a comment naming the source, then one block per
/// element in swipe order, every value quoted by the scenario's own rules.
public enum ImportWriter {
    public enum Order: String, Sendable {
        /// VoiceOver's order: the dump's traversal order where it records one, else each
        /// container read by position (`ReadingOrder`).
        case document
        /// Top to bottom, then left to right.
        case frame
    }

    public static func scenario(_ screen: ImportedScreen, source: String, kind: FieldKind = .uitextfield, order: Order = .document) -> String {
        var text = "# Imported from \(QuotedText.write(source)) (\(screen.format.rawValue)) by `overhear import`: the screen only.\n"
        let blocks = order == .frame ? sortedByFrame(screen.blocks) : screen.blocks
        // Room for a typical block's lines, so that the text is not copied as it grows.
        text.reserveCapacity(text.utf8.count + blocks.count * 96)
        var ids = IDMaker()
        for block in blocks {
            switch block.shape {
            case .field(let secure):
                text += "field \(kind.name) \(ids.make(block, fallback: "field"))\n"
                appendLine(&text, "placeholder", block.placeholder)
                appendLine(&text, "label", block.label)
                appendLine(&text, "hint", block.hint)
                if secure {
                    text += kind.uses(.secure) ? "  secure: yes\n" : "  # secure: yes (\(kind.name) has no secure fields)\n"
                }
                if block.search {
                    text += kind.uses(.search) ? "  search: yes\n" : "  # search: yes (\(kind.name) has no search fields)\n"
                }
                if !block.enabled { text += "  enabled: no\n" }
                appendLine(&text, "text", block.value)
            case .element:
                text += "element \(ids.make(block, fallback: "element"))\n"
                appendLine(&text, "label", block.label)
                appendLine(&text, "value", block.value)
                appendLine(&text, "hint", block.hint)
                appendLine(&text, "traits", block.traits.map(\.rawValue).joined(separator: ", "))
                appendLine(&text, "group", block.group)
                if !block.enabled { text += "  enabled: no\n" }
                appendLine(&text, "actions", list(block.actions))
                if block.on == true { text += "  on: yes\n" }
            }
        }
        return text
    }

    /// `  KEY: VALUE`, the value quoted as the scenario's rules ask; nothing for an empty value.
    private static func appendLine(_ text: inout String, _ key: String, _ value: String) {
        guard !value.isEmpty else { return }
        text += "  "
        text += key
        text += ": "
        text += QuotedText.write(value)
        text += "\n"
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
    /// For each base made unique, the number to try next: every number below it is taken
    /// (ids are never given back), so a thousand `Delete` buttons are not counted from 2 each time.
    private var nextNumber: [String: Int] = [:]

    mutating func make(_ block: ImportedBlock, fallback: String) -> String {
        let base = [block.identifier, block.label, block.placeholder].lazy.map(Self.cleaned).first { !$0.isEmpty }
        if let base {
            var candidate = base
            var number = nextNumber[base, default: 2]
            if used.contains(candidate) {
                repeat {
                    candidate = "\(base)-\(number)"
                    number += 1
                } while used.contains(candidate)
                nextNumber[base] = number
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

    /// Letters and digits kept, every other run of characters one `-`, cut once 40 are kept
    /// (41 when a `-` and a letter come in last).
    static func cleaned(_ text: String) -> String {
        // ASCII, as nearly every identifier and label is, byte by byte: a scalar view that is
        // appended to one scalar at a time counts itself again at each (P9a, an import's time).
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: cleaning(text.utf8, dash: 0x2D, underscore: 0x5F) { Graphemes.isLetterOrDigit(Unicode.Scalar($0)) }, as: UTF8.self)
        }
        return String(String.UnicodeScalarView(cleaning(text.unicodeScalars, dash: "-", underscore: "_", isLetterOrDigit: Graphemes.isLetterOrDigit)))
    }

    /// The units (bytes of ASCII, or scalars) an id keeps of a text.
    private static func cleaning<Unit: Equatable>(_ units: some Sequence<Unit>, dash: Unit, underscore: Unit,
                                                  isLetterOrDigit: (Unit) -> Bool) -> [Unit] {
        var kept: [Unit] = []
        var pendingDash = false
        for unit in units {
            if isLetterOrDigit(unit) || unit == underscore || unit == dash {
                if pendingDash, !kept.isEmpty { kept.append(dash) }
                pendingDash = false
                kept.append(unit)
            } else {
                pendingDash = true
            }
            if kept.count >= 40 { break }
        }
        while kept.last == dash { kept.removeLast() }
        return kept
    }
}

extension String {
    var replacingCommas: String { String(map { $0 == "," ? ";" : $0 }) }
}
