import OverhearKit

/// What the fuzzers assert about one input: a scenario is either rejected with a located,
/// short, terminal-safe error, or it plays, and what `play` prints parses and checks again.
public enum FuzzTarget {
    public enum Outcome: Equatable {
        case rejected
        case played
        /// Too many steps to play quickly (a legitimate but huge input): parsed only.
        case tooLong
    }

    /// A broken promise: the input that broke it is worth keeping as a regression test.
    public struct Violation: Error, CustomStringConvertible {
        public var description: String
    }

    /// The longest error message: input is quoted in short pieces and long lists are cut.
    public static let messageLimit = 400

    /// The most grapheme steps one input may play.
    public static let stepLimit = 20_000

    public static func run(_ bytes: [UInt8]) throws(Violation) -> Outcome {
        let lineCount = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let scenario: Scenario
        do {
            scenario = try ScenarioParser.parse(bytes, path: "fuzz")
        } catch {
            try requireLocated(error, lineCount: lineCount)
            return .rejected
        }
        let steps = scenario.actions.reduce(0) { $0 + $1.command.stepCount }
        guard steps <= stepLimit else { return .tooLong }
        let check: ScenarioCheck
        do {
            check = try ScenarioCheck(scenario)
        } catch {
            try requireLocated(error, lineCount: lineCount)
            return .rejected
        }
        let printed = check.updatedBytes
        guard let replayed = try? ScenarioParser.parse(printed, path: "printed"),
              let again = try? ScenarioCheck(replayed) else {
            throw Violation(description: "play's output does not parse or play again")
        }
        guard again.passed else { throw Violation(description: "play's output does not pass check") }
        return .played
    }

    private static func requireLocated(_ error: ScenarioError, lineCount: Int) throws(Violation) {
        guard error.line >= 1, error.line <= lineCount, error.column >= 1, !error.message.isEmpty,
              !error.message.contains("\n") else {
            throw Violation(description: "badly located error: \(error)")
        }
        guard error.message.count <= messageLimit else {
            throw Violation(description: "an error message of \(error.message.count) characters")
        }
        guard !error.message.unicodeScalars.contains(where: MessageText.needsEscape) else {
            throw Violation(description: "an error message with a raw control or bidi character: \(MessageText.quoted(error.message, limit: 200))")
        }
    }
}

/// Seeded mutations of scenario files: byte flips, inserted tokens, cut and repeated lines.
public struct ScenarioMutator {
    var rng: SeededGenerator

    public init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    static let tokens: [[UInt8]] = [
        "field", "field mdc", "field uitextfield x", "settings", "> ", "> +100 ms ", "next", "activate", "type ",
        "delete 3", "cursor left", "cursor end", "set ", "error: none", "announce queued ", "wait 1 s", "focus ",
        "  placeholder: ", "  max: 5", "  secure: yes", "  rate: 100", "  hints: off", "  typing-echo: words",
        "  focus: ", "  hint: ", "(interrupted)", "\"", "\\u{1F600}", "\\", "\\n", ":", "#", " ", "\n", "\r\n", "\t",
        "\u{7}", "😀", "é", "中", "+", "ms", "99999999999", "-1", "0",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x00]]

    public mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &rng)
            switch Int.random(in: 0..<7, using: &rng) {
            case 0 where !bytes.isEmpty && position < bytes.count:
                bytes[position] ^= UInt8(1 << Int.random(in: 0..<8, using: &rng))
            case 1:
                bytes.insert(contentsOf: Self.tokens.randomElement(using: &rng)!, at: position)
            case 2 where !bytes.isEmpty:
                let end = Swift.min(bytes.count, position + Int.random(in: 1...16, using: &rng))
                if position < end { bytes.removeSubrange(position..<end) }
            case 3:
                var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
                if !lines.isEmpty { lines.insert(lines.randomElement(using: &rng)!, at: Int.random(in: 0...lines.count, using: &rng)) }
                bytes = Array(lines.joined(separator: [0x0A]))
            case 4:
                var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
                if lines.count > 1 { lines.swapAt(Int.random(in: 0..<lines.count, using: &rng), Int.random(in: 0..<lines.count, using: &rng)) }
                bytes = Array(lines.joined(separator: [0x0A]))
            case 5 where !bytes.isEmpty && position < bytes.count:
                bytes[position] = UInt8.random(in: 0...255, using: &rng)
            default:
                bytes.insert(contentsOf: Self.tokens.randomElement(using: &rng)!, at: position)
            }
        }
        return bytes
    }
}

/// The seeded mutation loop: seeds, mutated again and again, through the fuzz target.
public struct FuzzRun {
    public var inputs = 0
    public var rejected = 0
    public var played = 0
    public var tooLong = 0
    public var violations: [(input: [UInt8], violation: FuzzTarget.Violation)] = []

    public init() {}

    public mutating func run(seeds: [[UInt8]], count: Int, seed: UInt64) {
        var mutator = ScenarioMutator(seed: seed)
        var pool = seeds
        for _ in 0..<count {
            let parent = pool.randomElement(using: &mutator.rng)!
            let input = mutator.mutate(parent)
            inputs += 1
            do {
                switch try FuzzTarget.run(input) {
                case .rejected: rejected += 1
                case .tooLong: tooLong += 1
                case .played:
                    played += 1
                    // Inputs that still play make good parents: keep a bounded pool of them.
                    if pool.count < 2000 { pool.append(input) } else { pool[Int.random(in: 0..<pool.count, using: &mutator.rng)] = input }
                }
            } catch {
                violations.append((input, error))
            }
        }
    }
}
