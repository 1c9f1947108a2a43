/// Values by the case of an enum, kept in an array at each case's number.
///
/// What a dictionary keyed by the case holds, without hashing the key at every lookup: the
/// engine asks the phrasebook for a trait's phrase at every focus, and a dictionary's
/// hashing cost a few percent of a whole `check`.
public struct CaseTable<Key: HashedByCase & CaseIterable & Sendable, Value: Sendable>: Sendable, ExpressibleByDictionaryLiteral {
    private var slots: [Value?]

    public init(dictionaryLiteral elements: (Key, Value)...) {
        slots = Array(repeating: nil, count: Key.allCases.count)
        for (key, value) in elements { slots[key.caseNumber] = value }
    }

    public subscript(key: Key) -> Value? {
        get { slots[key.caseNumber] }
        set { slots[key.caseNumber] = newValue }
    }

    /// The values, in the order of their keys' cases.
    public var values: [Value] { slots.compactMap { $0 } }
}
