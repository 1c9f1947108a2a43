/// The screen VoiceOver reads: an ordered list of items, whose elements it visits item by
/// item in the order each item's kind gives.
public struct Screen: Equatable, Sendable {
    /// One item of the screen, in swipe order.
    public enum Item: Equatable, Sendable {
        /// A text field: the index of its state in `fields`.
        case field(Int)
        /// An element beside the fields: the index of its state in `elements`.
        case element(Int)
    }

    /// What a screen is built from: its blocks, in swipe order.
    public enum Block: Equatable, Sendable {
        case field(Field)
        case element(ScreenElement)
    }

    public private(set) var items: [Item]
    /// The state of the screen's fields, in screen order.
    public private(set) var fields: [Field]
    /// The state of the screen's element blocks, in screen order.
    public private(set) var elements: [ScreenElement] = []
    /// The field being edited, if any; only one is edited at a time.
    public private(set) var editingField: Int?
    /// Each item's id, for finding an element by the id a scenario writes.
    private var itemsByID: [String: Int] = [:]
    /// The item each field is, by its index in `fields`.
    private var fieldItems: [Int] = []

    public init(fields: [Field]) {
        self.init(blocks: fields.map(Block.field))
    }

    public init(blocks: [Block]) {
        var items: [Item] = [], fields: [Field] = [], elements: [ScreenElement] = []
        for block in blocks {
            switch block {
            case .field(let field):
                items.append(.field(fields.count))
                fields.append(field)
            case .element(let element):
                items.append(.element(elements.count))
                elements.append(element)
            }
        }
        self.init(items: items, fields: fields, elements: elements)
    }

    /// The screen of these items, whose indices point into `fields` and `elements` (each
    /// list in the items' order), taken as they are: the parser's own lists, not copied
    /// block by block.
    init(items: [Item], fields: [Field], elements: [ScreenElement]) {
        self.items = items
        self.fields = fields
        self.elements = elements
        for (position, item) in items.enumerated() {
            switch item {
            case .field(let index):
                itemsByID[fields[index].id] = position
                fieldItems.append(position)
            case .element(let index):
                itemsByID[elements[index].id] = position
            }
        }
        editingField = fields.firstIndex { $0.isEditing }
    }

    /// The screen's blocks in swipe order, as a scenario writes them.
    public var blocks: [Block] {
        items.map { item in
            switch item {
            case .field(let index): return .field(fields[index])
            case .element(let index): return .element(elements[index])
            }
        }
    }

    /// The index in `elements` of the element block item `item` is.
    public func elementIndex(ofItem item: Int) -> Int? {
        guard items.indices.contains(item), case .element(let index) = items[item] else { return nil }
        return index
    }

    /// The index in `fields` of the field item `item` is.
    public func fieldIndex(ofItem item: Int) -> Int? {
        guard items.indices.contains(item), case .field(let index) = items[item] else { return nil }
        return index
    }

    /// The id scenarios write for an element (`zip.helper`): `element(id).id`, without
    /// working out what the element says.
    public func name(of id: ElementID) -> String {
        itemID(id.item) + id.part.idSuffix
    }

    /// The id of every element in swipe order, present or not.
    public var elementNames: [String] {
        items.indices.flatMap { item in parts(ofItem: item).map { itemID(item) + $0.idSuffix } }
    }

    /// The item a field is.
    public func item(ofField field: Int) -> Int { fieldItems[field] }

    /// The id scenarios give an item.
    public func itemID(_ item: Int) -> String {
        switch items[item] {
        case .field(let index): return fields[index].id
        case .element(let index): return elements[index].id
        }
    }

    /// The parts of an item, in swipe order, present or not.
    public func parts(ofItem item: Int) -> [ElementPart] {
        switch items[item] {
        case .field(let index): return fields[index].kind.rules.parts(of: fields[index])
        case .element: return [.text]
        }
    }

    public func isPresent(_ id: ElementID) -> Bool {
        switch items[id.item] {
        case .field(let index): return fields[index].kind.rules.isPresent(id.part, in: fields[index])
        case .element(let index): return id.part == .text && !elements[index].hidden
        }
    }

    /// What the element `id` names holds now: its field kind's content of the part, or the
    /// element block's.
    public func content(of id: ElementID, phrases: Phrasebook) -> ElementContent {
        switch items[id.item] {
        case .field(let index): return fields[index].kind.rules.content(of: id.part, in: fields[index], phrases: phrases)
        case .element(let index): return elements[index].content
        }
    }

    /// The element with this id (`zip.helper`), whether present or not.
    public func elementID(named name: String) -> ElementID? {
        var itemName = Substring(name)
        var partName = Substring("")
        // An item id holds no dot, so the first dot starts the part's name, found in the
        // UTF-8 bytes. (A dot with a combining mark on it is no character ".", but neither
        // id nor part name can hold the mark, so the name is unknown either way.)
        if let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) {
            itemName = name[..<dot]
            partName = name[name.utf8.index(after: dot)...]
        }
        guard let item = itemsByID[String(itemName)] else { return nil }
        let part = ElementPart(rawValue: String(partName))
        return parts(ofItem: item).contains(part) ? ElementID(item: item, part: part) : nil
    }

    /// The first (or last) present element, or nil on a screen with none present.
    public func firstPresent(fromEnd: Bool) -> ElementID? {
        // Walked by stride, in either direction: no reversed copy of a list is made.
        for item in stride(from: fromEnd ? items.count - 1 : 0, through: fromEnd ? 0 : items.count - 1, by: fromEnd ? -1 : 1) {
            let parts = parts(ofItem: item)
            for index in stride(from: fromEnd ? parts.count - 1 : 0, through: fromEnd ? 0 : parts.count - 1, by: fromEnd ? -1 : 1)
            where isPresent(ElementID(item: item, part: parts[index])) {
                return ElementID(item: item, part: parts[index])
            }
        }
        return nil
    }

    /// The next (or previous) present element after `id` in swipe order, or nil at the end.
    ///
    /// It looks only as far as it must, so a swipe costs the same on a screen of any size.
    public func present(after id: ElementID, backward: Bool) -> ElementID? {
        var item = id.item
        var parts = parts(ofItem: item)
        guard var position = parts.firstIndex(of: id.part) else { return nil }
        while true {
            position += backward ? -1 : 1
            while !parts.indices.contains(position) {
                item += backward ? -1 : 1
                guard items.indices.contains(item) else { return nil }
                parts = self.parts(ofItem: item)
                position = backward ? parts.count - 1 : 0
            }
            let candidate = ElementID(item: item, part: parts[position])
            if isPresent(candidate) { return candidate }
        }
    }

    /// Applies `command`'s change of a field's key to the field's state alone, as the ids of
    /// the actions after it see the screen: a field switched between one element and a
    /// container has the parts of its new mode (spec §2.4, §2.5). Any other command leaves
    /// every id as it was.
    public mutating func applyKeyChange(of command: ScenarioCommand) {
        guard case .set(let item, let change) = command, let index = fieldIndex(ofItem: item) else { return }
        update(field: index) { $0.apply(change) }
    }

    /// Changes one element block's state.
    public mutating func update<Result>(element index: Int, _ body: (inout ScreenElement) -> Result) -> Result {
        body(&elements[index])
    }

    /// Changes one field's state; editing is begun and ended with `beginEditing` and `endEditing`.
    public mutating func update<Result>(field index: Int, _ body: (inout Field) -> Result) -> Result {
        let wasEditing = fields[index].isEditing
        let result = body(&fields[index])
        precondition(fields[index].isEditing == wasEditing, "editing changes through beginEditing and endEditing")
        return result
    }

    /// Begins editing a field, ending any other field's editing.
    public mutating func beginEditing(field index: Int) {
        endEditing()
        fields[index].isEditing = true
        editingField = index
    }

    /// Ends the editing going on, if any.
    public mutating func endEditing() {
        guard let editing = editingField else { return }
        fields[editing].isEditing = false
        editingField = nil
    }
}
