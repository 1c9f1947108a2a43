/// A set of an enum's cases: what a `Set` of them answers, for the few cases of a key enum
/// (a kind is asked whether it uses a key at every key line and every `set`).
public struct CaseSet<Element: CaseKey & Sendable>: Sendable, ExpressibleByArrayLiteral {
    private var members: [Element] = []

    public init(arrayLiteral elements: Element...) {
        for element in elements { insert(element) }
    }

    public func contains(_ element: Element) -> Bool {
        members.contains(element)
    }

    public mutating func insert(_ element: Element) {
        if !contains(element) { members.append(element) }
    }
}
