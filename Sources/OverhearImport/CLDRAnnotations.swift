internal import CLibXML2
import OverhearKit

/// Unicode CLDR's annotation files read by libxml2 (languages.md §3): the `tts` name of each
/// grapheme, which iOS speaks for an emoji or symbol. The command line reads the files.
public enum CLDRAnnotations {
    /// Why a file's names could not be read.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The `tts` annotations of one file, in order: each grapheme and its name.
    public static func ttsNames(_ bytes: [UInt8], file: String) throws(Failure) -> [(grapheme: String, name: String)] {
        if let reason = overhear_xml_load_error() {
            throw Failure(description: "libxml2 could not be loaded (install libxml2): \(String(cString: reason))")
        }
        let state = AnnotationState()
        // CLDR's files name a DTD, which is not loaded.
        guard SAXParser.parse(bytes, handler(), user: state) else {
            throw Failure(description: "CLDR's character names in \(MessageText.shown(file, limit: 200)) are not well-formed XML (reinstall unicode-cldr-core)")
        }
        return state.found.map { (grapheme: $0.0, name: $0.1) }
    }

    /// Collects the text of each `<annotation cp="…" type="tts">`.
    private static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { user, name, _, _, _, _, count, _, attributes in
            guard let user, let name, String(cString: name) == "annotation", let attributes else { return }
            let state = Unmanaged<AnnotationState>.fromOpaque(user).takeUnretainedValue()
            var grapheme: String?, isTTS = false
            // Five pointers per attribute: name, prefix, URI, value start, value end.
            for index in 0..<Int(count) {
                guard let attributeName = attributes[index * 5], let start = attributes[index * 5 + 3],
                      let end = attributes[index * 5 + 4] else { continue }
                let value = SAXParser.attributeValue(from: start, to: end)
                switch String(cString: attributeName) {
                case "cp": grapheme = value
                case "type": isTTS = value == "tts"
                default: break
                }
            }
            state.current = isTTS ? grapheme : nil
            state.text = []
        }
        handler.characters = { user, characters, length in
            guard let user, let characters else { return }
            let state = Unmanaged<AnnotationState>.fromOpaque(user).takeUnretainedValue()
            guard state.current != nil else { return }
            state.text += UnsafeBufferPointer(start: characters, count: Int(length))
        }
        handler.endElementNs = { user, _, _, _ in
            guard let user else { return }
            let state = Unmanaged<AnnotationState>.fromOpaque(user).takeUnretainedValue()
            if let grapheme = state.current {
                state.found.append((grapheme, String(decoding: state.text, as: UTF8.self)))
            }
            state.current = nil
        }
        return handler
    }
}

/// What the parser's callbacks collect: the annotation being read and those found.
private final class AnnotationState {
    var current: String?
    var text: [UInt8] = []
    var found: [(String, String)] = []
}
