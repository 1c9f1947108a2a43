/// An enum with string raw values that hashes by its case rather than by its name.
///
/// `RawRepresentable`'s own `hash(into:)` hashes the raw value, a whole string, and these
/// enums (keys, traits) are set members and dictionary keys on the parser's and the
/// engine's every line. Equality is already by case: the compiler derives it.
public protocol HashedByCase: Hashable, RawRepresentable {}

extension HashedByCase {
    /// A case without payload is stored as its case number, so its bytes tell the cases apart.
    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: self) { hasher.combine(bytes: $0) }
    }

    /// The case's number, in the order of declaration: how a case without payload is stored
    /// (a byte, for an enum of fewer than 256 cases).
    public var caseNumber: Int {
        withUnsafeBytes(of: self) { Int($0[0]) }
    }

    public var hashValue: Int {
        var hasher = Hasher()
        hash(into: &hasher)
        return hasher.finalize()
    }
}
