import Testing
@testable import OverhearImport

/// Siblings by position (docs/import.md §7, rule 3): rows top to bottom, each left to right.
@Suite struct ReadingOrderTests {
    func node(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> SourceNode {
        var node = SourceNode(depth: 1)
        node.frame = Frame(x: x, y: y, width: width, height: height)
        return node
    }

    @Test func rowsTopToBottomEachLeftToRight() {
        // Close, title, back (a bar listed trailing first); a text below them; a unit label
        // beside a field, its middle above the field's bottom.
        let nodes = [node(354, 65, 40, 30), node(161, 70, 80, 20), node(8, 65, 60, 30), node(16, 160, 370, 40),
                     node(16, 807, 96, 44), node(136, 807, 64, 44), node(116, 839, 12, 12)]
        #expect(ReadingOrder.byPosition(Array(nodes.indices), nodes) == [2, 1, 0, 3, 4, 6, 5])
    }

    /// A row is measured by its first element: a tall element whose middle lies below the
    /// first row starts a row of its own, and the element beside it on its left joins it
    /// (a text beside a tall image is read before it).
    @Test func aRowIsMeasuredByItsFirstElement() {
        let nodes = [node(0, 100, 100, 40), node(200, 110, 100, 400), node(0, 200, 100, 40)]
        #expect(ReadingOrder.byPosition(Array(nodes.indices), nodes) == [0, 2, 1])
    }

    /// Where one sibling's place is unknown, the dump's order stands.
    @Test func aSiblingWithoutAFrameKeepsTheDumpsOrder() {
        var nodes = [node(0, 300, 10, 10), node(0, 100, 10, 10), node(0, 0, 10, 10)]
        #expect(ReadingOrder.byPosition([0, 1, 2], nodes) == [2, 1, 0])
        nodes[1].frame = nil
        #expect(ReadingOrder.byPosition([0, 1, 2], nodes) == [0, 1, 2])
        nodes[1].frame = Frame(x: 0, y: 0, width: 0, height: 0)
        #expect(ReadingOrder.byPosition([0, 1, 2], nodes) == [0, 1, 2])
    }
}
