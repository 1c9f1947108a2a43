/// What `overhear lint` runs: which rules, and the speech budget `reach-budget` allows.
public struct LintOptions: Sendable {
    /// The rules to run, in the registry's order.
    public var rules: [any LintRule]
    /// The most speech, in ms, a user should hear before reaching an element by swiping.
    public var budget: Int

    /// 30 s: half a minute of speech before an element is a screen few users swipe through.
    public static let defaultBudget = 30_000

    public init(rules: [any LintRule] = LintRegistry.rules, budget: Int = defaultBudget) {
        self.rules = rules
        self.budget = budget
    }

    /// The rules a `--rule` list names (`a,b`, in the registry's order), or the first unknown name.
    public static func rules(named list: String) -> Result<[any LintRule], UnknownRule> {
        let names = list.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmedSpaces }
        if let unknown = names.first(where: { LintRegistry.rule(named: $0) == nil }) { return .failure(UnknownRule(name: unknown)) }
        return .success(LintRegistry.rules.filter { names.contains($0.id) })
    }

    /// A name that is no rule's, with the message that says so.
    public struct UnknownRule: Error, Sendable {
        public var name: String
        public var message: String {
            "unknown lint rule \(name.messageQuoted); expected one of \(MessageText.choices(LintRegistry.rules.map(\.id)))"
        }
    }

    /// A duration as `--budget` takes it, in ms: `20s`, `1.5s`, `1500ms` (a space before the
    /// unit allowed), at most an hour; nil for anything else.
    public static func duration(_ text: String) -> Int? {
        let number = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unit = text.dropFirst(number.count).drop { $0 == " " }
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = Int(parts[0]), parts[0].count <= 7 else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count == 1 || !fraction.isEmpty, fraction.count <= 3 else { return nil }
        let milliseconds: Int
        switch unit {
        case "s": milliseconds = whole * 1000 + (Int(fraction + String(repeating: "0", count: 3 - fraction.count)) ?? 0)
        case "ms" where fraction.isEmpty: milliseconds = whole
        default: return nil
        }
        return milliseconds <= 3_600_000 ? milliseconds : nil
    }
}

extension String {
    var trimmedSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
