import OverhearKit

/// The view of one screen item, in the area `Layout` gives it: a field's or an element block's.
enum ItemView {
    case field(FieldView)
    case element(ElementView)

    func draw(_ frame: inout Frame) {
        switch self {
        case .field(let view): view.draw(&frame)
        case .element(let view): view.draw(&frame)
        }
    }

    /// Where each of the item's parts is drawn, as its view reports it.
    func areas() -> [ElementPart: Rect] {
        switch self {
        case .field(let view): return view.areas()
        case .element(let view): return view.areas()
        }
    }
}
