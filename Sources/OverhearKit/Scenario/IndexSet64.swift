/// A set of small indices (0 to 63) in one word: which keys of a block, or which settings,
/// a scenario has written so far. A `Set` allocated its storage for every block.
struct IndexSet64 {
    private var bits: UInt64 = 0

    func contains(_ index: Int) -> Bool {
        precondition((0..<64).contains(index), "an IndexSet64 holds 0 to 63")
        return bits & (1 << UInt64(index)) != 0
    }

    mutating func insert(_ index: Int) {
        precondition((0..<64).contains(index), "an IndexSet64 holds 0 to 63")
        bits |= 1 << UInt64(index)
    }
}
