/// The order VoiceOver reads a dump's blocks in when the dump records none of its own
/// (docs/import.md §7): each container's elements by position, top to bottom, and the
/// elements of a row leading to trailing; a container is read whole where it stands among
/// its siblings. Where a dump's order and its frames agree this is the dump's order.
enum ReadingOrder {
    /// `blocks` (node indices, in document order) in reading order; `parents` gives each
    /// node's parent.
    static func ordered(_ blocks: [Int], nodes: [SourceNode], parents: [Int?]) -> [Int] {
        // The tree of what is read: the blocks and the containers above them, in document order.
        var children: [Int: [Int]] = [:], roots: [Int] = [], inTree: Set<Int> = []
        for block in blocks {
            var node = block
            while inTree.insert(node).inserted {
                guard let parent = parents[node] else { roots.append(node); break }
                children[parent, default: []].append(node)
                node = parent
            }
        }
        var result: [Int] = []
        result.reserveCapacity(blocks.count)
        var stack = Array(byPosition(roots, nodes).reversed())
        while let node = stack.popLast() {
            guard let inside = children[node] else { result.append(node); continue }
            stack += byPosition(inside, nodes).reversed()
        }
        return result
    }

    /// Siblings by position: rows top to bottom (an element whose middle lies above the
    /// bottom of a row's first element is in that row), each row left to right, ties in
    /// document order. Siblings of which one has no usable frame keep the dump's order.
    static func byPosition(_ siblings: [Int], _ nodes: [SourceNode]) -> [Int] {
        guard siblings.count > 1 else { return siblings }
        var framed: [(index: Int, frame: Frame)] = []
        for index in siblings {
            guard let frame = nodes[index].frame, frame.width > 0, frame.height > 0,
                  [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) else { return siblings }
            framed.append((index, frame))
        }
        let byTop = framed.enumerated().sorted { ($0.element.frame.y, $0.offset) < ($1.element.frame.y, $1.offset) }
        var rows: [[(offset: Int, x: Double, index: Int)]] = []
        var rowBottom = -Double.infinity
        for (offset, item) in byTop {
            if !rows.isEmpty, item.frame.y + item.frame.height / 2 < rowBottom {
                rows[rows.count - 1].append((offset, item.frame.x, item.index))
            } else {
                rows.append([(offset, item.frame.x, item.index)])
                rowBottom = item.frame.y + item.frame.height
            }
        }
        return rows.flatMap { row in row.sorted { ($0.x, $0.offset) < ($1.x, $1.offset) }.map(\.index) }
    }
}
