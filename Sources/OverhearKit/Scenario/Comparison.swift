/// A scenario's actions played once for each of several kinds and releases of one of its
/// fields, for `overhear compare`: what changes for a VoiceOver user across an upgrade.
public struct Comparison: Sendable {
    /// A kind at a release (`mdc@84`), as `--as` names it.
    public struct Variant: Equatable, Sendable {
        public var kind: FieldKind
        public var version: Release?

        public var name: String { kind.name + (version.map { "@\($0)" } ?? "") }

        /// Reads `KIND[@RELEASE]`; the message says what is wrong.
        public static func parse(_ text: String) -> Result<Variant, ComparisonError> {
            let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let kind = FieldKind(named: parts[0]) else {
                return .failure(ComparisonError("unknown kind \(parts[0].messageQuoted); expected one of \(MessageText.choices(FieldKind.all.map(\.name)))"))
            }
            guard parts.count == 2 else { return .success(Variant(kind: kind, version: nil)) }
            guard kind.uses(.version) else { return .failure(ComparisonError("the \(kind.name) kind has no version")) }
            guard let release = Release(parsing: parts[1]) else {
                return .failure(ComparisonError("\(text.messageQuoted): a release is written 84, 92.1, 107.2.0 or latest"))
            }
            guard kind.rules.releases.contains(release) else {
                return .failure(ComparisonError("\(text.messageQuoted): version \(release) is outside the \(kind.name) kind's range: \(kind.rules.releases)"))
            }
            return .success(Variant(kind: kind, version: release))
        }

        /// Reads a comma-separated list of variants.
        public static func parseList(_ text: String) -> Result<[Variant], ComparisonError> {
            var variants: [Variant] = []
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                switch parse(String(item).trimmingSpaces) {
                case .success(let variant): variants.append(variant)
                case .failure(let error): return .failure(error)
                }
            }
            return .success(variants)
        }
    }

    /// One variant's play: its transcripts, or the error that stopped it, and what was left out.
    public struct Column: Sendable {
        public var variant: Variant
        /// Keys and actions the variant's kind does not use, left out of its play.
        public var notes: [String]
        public var transcripts: [[ExpectedUtterance]]?
        public var error: ScenarioError?
    }

    public let scenario: Scenario
    /// The index in the screen's fields of the field compared.
    public let field: Int
    public let columns: [Column]

    /// Plays the scenario once for each variant of field `field`.
    public init(_ scenario: Scenario, field: Int, variants: [Variant]) {
        self.scenario = scenario
        self.field = field
        columns = variants.map { Self.play(scenario, field: field, as: $0) }
    }

    /// Whether the variants that played said different things for action `index`.
    public func differs(at index: Int) -> Bool {
        let transcripts = columns.compactMap { $0.transcripts?[index] }
        return transcripts.contains { $0 != transcripts[0] }
    }

    private static func play(_ scenario: Scenario, field index: Int, as variant: Variant) -> Column {
        let original = scenario.screen.fields[index]
        var field = Field(id: original.id, kind: variant.kind)
        field.version = variant.version
        let blank = Field(id: original.id, kind: original.kind)
        var notes: [String] = []
        for descriptor in FieldKeyDescriptor.all where descriptor.key != .version {
            let value = original.value(of: descriptor.key)
            guard value != blank.value(of: descriptor.key) else { continue }
            if variant.kind.uses(descriptor.key) {
                field.apply(FieldChange(descriptor.key, value))
            } else {
                notes.append("\(descriptor.key.rawValue) left out: \(variant.kind.name) does not use it")
            }
        }
        // The rest of the screen (other fields, element blocks) stays as it is, item for item.
        var blocks = scenario.screen.blocks
        blocks[scenario.screen.item(ofField: index)] = .field(field)
        let screen = Screen(blocks: blocks)
        var played = scenario
        played.screen = screen
        // The variant's screen as the actions so far leave it: the ids an action may name.
        var variantIDs = screen
        for (position, action) in scenario.actions.enumerated() {
            defer { variantIDs.applyKeyChange(of: played.actions[position].command) }
            switch action.command {
            case .focus(let id):
                let name = scenario.screen.name(of: id)
                guard let target = variantIDs.elementID(named: name) else {
                    let error = ScenarioError(path: scenario.path, line: action.line, column: action.column,
                                              message: "\(variant.name) has no element \(name.messageQuoted)")
                    return Column(variant: variant, notes: notes, transcripts: nil, error: error)
                }
                played.actions[position].command = .focus(target)
            case .set(let item, let change) where screen.fieldIndex(ofItem: item) == index && !variant.kind.uses(change.key):
                notes.append("line \(action.line) left out: \(variant.kind.name) does not use \(change.key.rawValue)")
                // An action with no step: it happens, says nothing, and changes nothing.
                played.actions[position].command = .wait(0)
            default:
                break
            }
        }
        do {
            let speech = try ScenarioPlayer.play(played)
            return Column(variant: variant, notes: notes, transcripts: speech.map(\.transcript), error: nil)
        } catch {
            return Column(variant: variant, notes: notes, transcripts: nil, error: error)
        }
    }
}

/// A bad `--as` list: what is wrong with it.
public struct ComparisonError: Error, Equatable, Sendable {
    public var message: String
    init(_ message: String) { self.message = message }
}

extension String {
    var trimmingSpaces: String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[first...last])
    }
}
