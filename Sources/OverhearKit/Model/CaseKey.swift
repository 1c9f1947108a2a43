/// An enum of named cases (keys, traits) that a `CaseTable` or a `CaseSet` is keyed by.
///
/// Its values are told apart by case: the compiler derives equality for enums without
/// payloads, and `allCases` gives the order tables list their values in.
public protocol CaseKey: Hashable, RawRepresentable, CaseIterable {}
