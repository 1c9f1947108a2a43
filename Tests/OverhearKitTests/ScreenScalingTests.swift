import Testing
@testable import OverhearKit

/// Work per step must not grow with the size of the screen (issue 11, item 23): a kind that
/// counts how often the engine asks it about its elements shows how far each step looks.
@Suite struct ScreenScalingTests {
    final class Counter: @unchecked Sendable {
        var questions = 0
    }

    /// A field kind with one element per field, which counts the questions asked of it.
    struct CountingKind: FieldKindRules {
        let counter: Counter
        let name = "counting"
        func parts(of field: Field) -> [ElementPart] { [.text] }
        func uses(_ key: FieldKey) -> Bool { true }
        func isPresent(_ part: ElementPart, in field: Field) -> Bool {
            counter.questions += 1
            return true
        }
        func content(of part: ElementPart, in field: Field, phrases: Phrasebook) -> ElementContent {
            counter.questions += 1
            return ElementContent(label: field.id, traits: [.textField])
        }
        func react(to event: FieldEvent, field: inout Field) -> FieldReaction { .none }
    }

    @Test func swipingThroughAScreenAsksAboutEachElementAFewTimes() throws {
        let counter = Counter()
        let kind = FieldKind(CountingKind(counter: counter))
        let fields = (0..<2000).map { Field(id: "f\($0)", kind: kind) }
        var engine = VoiceOver(screen: Screen(fields: fields), settings: Settings(), names: .none)
        for _ in 0..<2000 { _ = try engine.perform(.next) }
        #expect(engine.focus == ElementID(item: 1999, part: .text))
        #expect(engine.screen.element(engine.focus!, phrases: engine.phrases).label == "f1999")
        // Each next looks at the next element and speaks it: a handful of questions, not 2,000.
        #expect(counter.questions < 2000 * 10, "\(counter.questions) questions for 2,000 swipes")
        counter.questions = 0
        _ = try engine.perform(.next)
        #expect(counter.questions < 10, "at the end: the boundary sound after one look")
    }

    @Test func findingAnElementByIdDoesNotWalkTheScreen() throws {
        let counter = Counter()
        let kind = FieldKind(CountingKind(counter: counter))
        let screen = Screen(fields: (0..<2000).map { Field(id: "f\($0)", kind: kind) })
        #expect(screen.elementID(named: "f1500") == ElementID(item: 1500, part: .text))
        #expect(screen.elementID(named: "f1500.clear") == nil, "the kind has no such part")
        #expect(screen.elementID(named: "nope") == nil)
        #expect(counter.questions == 0)
    }
}
