/// Values by the case of an enum: what a dictionary keyed by the case holds, for the few
/// cases of a key or trait enum, written as a dictionary literal.
///
/// The entries are a short list searched by case: the phrasebook's tables are asked at every
/// focus, and a search of a few cases needs no hashing.
public struct CaseTable<Key: CaseKey & Sendable, Value: Sendable>: Sendable, ExpressibleByDictionaryLiteral {
    private var entries: [(key: Key, value: Value)] = []

    public init(dictionaryLiteral elements: (Key, Value)...) {
        for (key, value) in elements { self[key] = value }
    }

    public subscript(key: Key) -> Value? {
        get { entries.first { $0.key == key }?.value }
        set {
            let index = entries.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append((key, value))
            case (nil, nil): break
            }
        }
    }

    /// The values, in the order of their keys' cases.
    public var values: [Value] { Key.allCases.compactMap { self[$0] } }
}
