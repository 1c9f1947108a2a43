import Testing
@testable import OverhearImport

/// `AttributeCount` counts the attributes libxml2 reads on each element, whatever markup around
/// them holds `<`, `>`, `/` or quotes; the offset it gives is that of the first one too many.
@Suite struct AttributeCountTests {
    static let samples = [
        #"<a x="1" y='2' z = "3"/>"#,
        "<a\n  x\n=\n'1'\ty=\"2\"><b/><c p=\"a>b\" q=\"c/d\" r='\"'></c></a>",
        #"<?xml version="1.0" encoding="UTF-8"?><!-- <a x="1" y="2" z="3" w="4"> --><r k="v"/>"#,
        #"<r><![CDATA[<a x="1" y="2" z="3">]]><?pi <a x="1" y="2"?><s t="1" u="2"></s></r>"#,
        #"<r a="1" b="2" c="3" d="4" e="5"><s/></r>"#,
    ]

    /// The answer for every limit is the one libxml2's own reading gives.
    @Test(arguments: samples)
    func countsWhatLibxml2Reads(xml: String) throws {
        let bytes = Array(xml.utf8)
        var most = 0
        try XMLTree.parse(bytes, path: "t") { element in
            most = max(most, element.attributes.count)
            return true
        }
        for limit in 0...6 {
            #expect((AttributeCount.firstBeyond(limit, in: bytes) != nil) == (most > limit), "limit \(limit)")
        }
    }

    @Test func theOffsetIsThatOfTheFirstAttributeTooMany() {
        let xml = Array(#"<r><s a="1" b=">" c="3"/></r>"#.utf8)
        #expect(AttributeCount.firstBeyond(2, in: xml) == 18)
        #expect(AttributeCount.firstBeyond(3, in: xml) == nil)
    }
}
