/// What an import did with each element it read (screen-elements.md §7.7, §7.8): the blocks
/// it wrote and, for the rest, why they are not blocks.
public struct ImportAccount: Equatable, Sendable {
    /// Why an element read from a dump is not a block of its own.
    public enum Reason: String, CaseIterable, Sendable {
        /// Walked, not kept: containers, and elements with nothing VoiceOver would stop on.
        case containers
        /// Inside a block (a cell's texts, a button's image): VoiceOver does not look inside it.
        case insideBlocks = "inside blocks"
        /// Invisible (behind a sheet, zero-sized, in a hidden window) and not scrolled off.
        case hidden
        case keyboardKeys = "keyboard keys"
        case statusBar = "status bar"

        /// The reason as counted: `1 container`, `2 containers`, `1 keyboard key`, `3 hidden`.
        func counted(_ number: Int) -> String {
            guard number == 1 else { return "\(number) \(rawValue)" }
            switch self {
            case .containers: return "1 container"
            case .keyboardKeys: return "1 keyboard key"
            case .insideBlocks, .hidden, .statusBar: return "1 \(rawValue)"
            }
        }
    }

    /// Elements read from the file.
    public var read = 0
    public var fields = 0
    public var elements = 0
    public var leftOut: [Reason: Int] = [:]
    /// Blocks kept though the dump marks them invisible: scrolled off, reached by swiping.
    public var scrolledOffKept = 0

    public init() {}

    /// `93 elements: 70 containers, 12 hidden, 11 keyboard keys`.
    public var elementsRead: String {
        let reasons = Reason.allCases.compactMap { reason in leftOut[reason].map(reason.counted) }
        return counted(read, "element") + (reasons.isEmpty ? "" : ": " + reasons.joined(separator: ", "))
    }

    /// The one line an import prints on standard error: `wrote 3 fields, 9 elements; left out
    /// of 93 elements: 70 containers, 11 keyboard keys; kept 5 scrolled off`.
    public var summary: String {
        var parts = [counted(fields, "field"), counted(elements, "element")].filter { !$0.hasPrefix("0 ") }
        if parts.isEmpty { parts = ["nothing"] }
        var text = "wrote " + parts.joined(separator: ", ") + "; read " + elementsRead
        if scrolledOffKept > 0 { text += "; kept \(scrolledOffKept) scrolled off" }
        return text
    }

    private func counted(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
