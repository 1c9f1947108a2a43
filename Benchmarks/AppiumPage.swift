/// P9's input: an Appium page source shaped like a long real screen — rows in nested
/// containers, each with a heading, a text field, a switch and a button — with `elements`
/// accessible elements in all. `accessibleWritten: false` gives the older WebDriverAgent's
/// shape, with no `accessible` attribute, which the importer judges by type and content.
func appiumPageSource(elements: Int, accessibleWritten: Bool = true) -> String {
    let text = appiumPageSourceWritingAccessible(elements: elements)
    return accessibleWritten ? text : text.replacingOccurrences(of: " accessible=\"true\"", with: "").replacingOccurrences(of: " accessible=\"false\"", with: "")
}

private func appiumPageSourceWritingAccessible(elements: Int) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n"
    text += "  <XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"Bench\" label=\"Bench\" enabled=\"true\" visible=\"true\" accessible=\"false\" x=\"0\" y=\"0\" width=\"390\" height=\"844\" index=\"0\">\n"
    text += "    <XCUIElementTypeWindow type=\"XCUIElementTypeWindow\" enabled=\"true\" visible=\"true\" accessible=\"false\" x=\"0\" y=\"0\" width=\"390\" height=\"844\" index=\"0\">\n"
    let kinds = [("StaticText", "Header, StaticText"), ("TextField", ""), ("Switch", "Button, ToggleButton"), ("Button", "Button")]
    for row in 0..<(elements + kinds.count - 1) / kinds.count {
        let y = row * 200
        text += "      <XCUIElementTypeCell type=\"XCUIElementTypeCell\" enabled=\"true\" visible=\"true\" accessible=\"false\" x=\"0\" y=\"\(y)\" width=\"390\" height=\"200\" index=\"\(row)\">\n"
        text += "        <XCUIElementTypeOther type=\"XCUIElementTypeOther\" enabled=\"true\" visible=\"true\" accessible=\"false\" x=\"0\" y=\"\(y)\" width=\"390\" height=\"200\" index=\"0\">\n"
        for (index, (type, traits)) in kinds.enumerated() where row * kinds.count + index < elements {
            let label = "\(type) \(row) &amp; &quot;more&quot;"
            let value = type == "Switch" ? "0" : type == "TextField" ? "Entry \(row)" : type == "StaticText" ? label : ""
            text += "          <XCUIElementType\(type) type=\"XCUIElementType\(type)\" value=\"\(value)\" name=\"\(type.lowercased())\(row)\" label=\"\(label)\" enabled=\"true\" visible=\"true\" accessible=\"true\" x=\"16\" y=\"\(y + index * 48)\" width=\"358\" height=\"44\" index=\"\(index)\" placeholderValue=\"Entry\" traits=\"\(traits)\"/>\n"
        }
        text += "        </XCUIElementTypeOther>\n      </XCUIElementTypeCell>\n"
    }
    return text + "    </XCUIElementTypeWindow>\n  </XCUIElementTypeApplication>\n</AppiumAUT>\n"
}
