import OverhearKit

/// Random but valid scenarios: screens of every kind and action sequences that can all run,
/// for the benchmark corpus, property tests and the fuzzer's seeds.
public struct RandomScenario {
    public var rng: SeededGenerator

    public init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    static let words = ["Zip code", "Email", "Name", "5 digits", "Required", "We never share it", "Password",
                        "Error", "Ünïcödé", "中文", "😀 ok", "a < b & c", "tab\there", "\"quoted\"", " spaced "]
    static let typed = ["a", "Z", "9", " ", ".", "@", "-", "😀", "é", "中", "\t", "'", "$", "hello world", "Hi, you!", "s'"]

    /// A scenario's text with `actions` actions (expected lines left out: fill them with `play`),
    /// VoiceOver speaking `language`.
    public mutating func text(actions count: Int, language: String = "en") -> String {
        var blocks: [Screen.Block] = []
        for index in 0..<Int.random(in: 1...3, using: &rng) {
            blocks.append(.field(randomField(id: "f\(index + 1)")))
        }
        // Elements beside the fields, anywhere in the swipe order.
        for index in 0..<Int.random(in: 0...2, using: &rng) {
            blocks.insert(.element(randomElement(id: "e\(index + 1)")), at: Int.random(in: 0...blocks.count, using: &rng))
        }
        var settings = Settings()
        settings.typingEcho = Settings.TypingEcho.allCases.randomElement(using: &rng)!
        settings.hints = Bool.random(using: &rng) || Bool.random(using: &rng)
        settings.rate = [50, 50, 25, 75, 100, 1].randomElement(using: &rng)!
        settings.hintDelay = [400, 400, 0, 150].randomElement(using: &rng)!
        settings.capitals = Settings.Capitals.allCases.randomElement(using: &rng)!
        settings.language = language
        var text = "# Generated.\n" + ScenarioWriter.blocks(Screen(blocks: blocks)) + ScenarioWriter.settingsBlock(settings) + "\n"
        // Only whether each action can happen is asked, not what it says: no names needed.
        var engine = VoiceOver(screen: Screen(blocks: blocks), settings: settings, names: .none)
        var written = 0
        var attempts = 0
        while written < count && attempts < count * 20 {
            attempts += 1
            let command = randomAction(engine)
            var trial = engine
            guard (try? trial.perform(command) { _, _ in }) != nil else { continue }
            engine = trial
            let delay = Int.random(in: 0..<4, using: &rng) == 0 ? "+\(Int.random(in: 0...1500, using: &rng)) ms " : ""
            text += "> " + delay + ScenarioWriter.actionText(command, screen: engine.screen) + "\n"
            written += 1
        }
        return text
    }

    mutating func randomField(id: String) -> Field {
        var field = Field(id: id, kind: FieldKind.all.randomElement(using: &rng)!)
        func maybe(_ change: FieldChange) {
            if Bool.random(using: &rng), field.kind.uses(change.key) { field.apply(change) }
        }
        maybe(.placeholder(Self.words.randomElement(using: &rng)!))
        maybe(.helper(Self.words.randomElement(using: &rng)!))
        maybe(FieldChange(.floatingLabel, .text(Self.words.randomElement(using: &rng)!)))
        if Int.random(in: 0..<3, using: &rng) == 0 { maybe(FieldChange(.trailing, .text("0/20"))) }
        if Bool.random(using: &rng) { maybe(FieldChange(.accessibilityElement, .flag(true))) }
        if Bool.random(using: &rng), field.kind.uses(.version) {
            let releases = ["58", "84", "94.3", "104", "107.2", "124.2", "latest"].compactMap(Release.init(parsing:))
            if let release = releases.filter(field.kind.rules.releases.contains).randomElement(using: &rng) {
                field.version = release
            }
        }
        if Int.random(in: 0..<4, using: &rng) == 0 { maybe(.label(Self.words.randomElement(using: &rng)!)) }
        if Int.random(in: 0..<4, using: &rng) == 0 { maybe(.hint("Enter your code")) }
        maybe(.max([5, 10, 40].randomElement(using: &rng)!))
        if Int.random(in: 0..<3, using: &rng) == 0 { maybe(.secure(true)) }
        if Int.random(in: 0..<4, using: &rng) == 0 { maybe(.clearButton(ClearButtonMode.allCases.randomElement(using: &rng)!)) }
        if Int.random(in: 0..<6, using: &rng) == 0 { maybe(.enabled(false)) }
        if Int.random(in: 0..<4, using: &rng) == 0 { maybe(.text(Self.typed.randomElement(using: &rng)!)) }
        return field
    }

    /// One action that may or may not be possible now (the caller tries it on the engine).
    mutating func randomAction(_ engine: VoiceOver) -> ScenarioCommand {
        let editing = engine.screen.editingField != nil
        let hasElements = !engine.screen.elements.isEmpty
        let roll = Int.random(in: 0..<(editing ? 20 : 12), using: &rng)
        if hasElements && Int.random(in: 0..<5, using: &rng) == 0 { return randomElementAction(engine) }
        switch roll {
        case 0, 1: return .next
        case 2: return .previous
        case 3: return Bool.random(using: &rng) ? .first : .last
        case 4:
            let refs = engine.screen.allElements(phrases: engine.phrases).filter(\.isPresent).map(\.elementID)
            let ref = refs.randomElement(using: &rng)!
            return .focus(ref)
        case 5, 6: return .activate
        case 7:
            let index = Int.random(in: 0..<engine.screen.fields.count, using: &rng)
            let kind = engine.screen.fields[index].kind
            let field = engine.screen.item(ofField: index)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0 where kind.uses(.error):
                let text = Self.words.randomElement(using: &rng)!
                return .set(item: field, .error(text))
            case 1 where kind.uses(.error): return .set(item: field, .error(nil))
            case 2:
                let text = Self.typed.randomElement(using: &rng)!
                return .set(item: field, .text(text))
            case 3:
                let enabled = Int.random(in: 0..<4, using: &rng) != 0
                return .set(item: field, .enabled(enabled))
            default:
                let text = Self.words.randomElement(using: &rng)!
                return .set(item: field, .placeholder(text))
            }
        case 8:
            let text = Self.words.randomElement(using: &rng)!
            let queued = Bool.random(using: &rng)
            return .announce(text, queued: queued)
        case 9: return .wait(100)
        case 10: return .escape
        case 11: return .next
        case 12...15:
            let text = Self.typed.randomElement(using: &rng)!
            return .type(text)
        case 16:
            let count = Int.random(in: 1...3, using: &rng)
            return .delete(count)
        case 17:
            let forward = Bool.random(using: &rng)
            return .moveCursor(forward: forward, count: 1)
        case 18:
            let toEnd = Bool.random(using: &rng)
            return .jumpCursor(toEnd: toEnd)
        default:
            return .escape
        }
    }

    /// An element block of one of the kinds a real screen has.
    mutating func randomElement(id: String) -> ScreenElement {
        var element = ScreenElement(id: id)
        element.label = Self.words.randomElement(using: &rng)!
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: element.traits = [.button]
        case 1: element.traits = [.switch]
        case 2:
            element.traits = [.adjustable]
            element.values = ["0%", "50%", "100%"]
            element.value = "50%"
        case 3: element.traits = [.tab, .selected]
        case 4: element.traits = [.heading]
        case 5: element.traits = [.link]
        default: break
        }
        if Int.random(in: 0..<3, using: &rng) == 0 { element.actions = ["Delete", "Share"] }
        if Int.random(in: 0..<6, using: &rng) == 0 { element.hidden = true }
        if Int.random(in: 0..<6, using: &rng) == 0 { element.enabled = false }
        return element
    }

    /// A gesture on an element, a notification, or a change the app makes to an element.
    mutating func randomElementAction(_ engine: VoiceOver) -> ScenarioCommand {
        let items = engine.screen.items.indices.filter { engine.screen.elementIndex(ofItem: $0) != nil }
        let item = items.randomElement(using: &rng)!
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return .swipe(up: Bool.random(using: &rng))
        case 1: return .notify(.layoutChanged, ElementID(item: item, part: .text))
        case 2: return .notify(.screenChanged, nil)
        case 3: return .setElement(item: item, ElementChange(.hidden, .flag(Bool.random(using: &rng))))
        default: return .setElement(item: item, ElementChange(.label, .text(Self.words.randomElement(using: &rng)!)))
        }
    }
}
