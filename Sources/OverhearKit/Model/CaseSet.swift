/// A set of an enum's cases in one word, a bit at each case's number (fewer than 64 cases).
///
/// What a `Set` of the cases answers, without hashing: a kind is asked whether it uses a
/// key at every key line and every `set`.
public struct CaseSet<Element: HashedByCase & Sendable>: Sendable, ExpressibleByArrayLiteral {
    private var bits: UInt64 = 0

    public init(arrayLiteral elements: Element...) {
        for element in elements { insert(element) }
    }

    public func contains(_ element: Element) -> Bool {
        bits & (1 << UInt64(element.caseNumber)) != 0
    }

    public mutating func insert(_ element: Element) {
        precondition(element.caseNumber < 64, "a CaseSet holds the first 64 cases")
        bits |= 1 << UInt64(element.caseNumber)
    }
}
