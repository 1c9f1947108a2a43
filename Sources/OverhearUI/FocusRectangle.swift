/// Draws VoiceOver's focus rectangle on a part's area: its cells inverted, and a marker in
/// the screen's left margin on its first row. Every view draws focus with this, on the area
/// it reports for the part, so that what focus shows is what a click hits.
func drawFocus(_ frame: inout Frame, on area: Rect) {
    frame.put("▶", x: Layout.focusMarkerColumn, y: area.y, style: Style(bold: true, color: .cyan))
    for row in area.rows {
        frame.restyle(x: area.x, y: row, count: area.width) { $0.reverse.toggle() }
    }
}
