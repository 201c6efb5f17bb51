import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document parsed with Foundation's XMLParser: every element with its attributes, in document
/// order, and the text inside `<title>` and `<text>` elements.
struct ParsedSVG {
    struct Element {
        var name: String
        var attributes: [String: String]
        var ancestors: [String]
        var text = ""

        /// Whether `class` lists `name`.
        func hasClass(_ name: String) -> Bool {
            (attributes["class"] ?? "").split(separator: " ").contains { $0 == name }
        }
    }

    var elements: [Element] = []

    /// Parses `text`; returns nil (and the parser's error) when it is not well-formed XML.
    init(_ text: String) throws {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        elements = collector.elements
    }

    /// Elements called `name`, optionally only those with `class` listing `className`, or inside an element
    /// whose id is `within`.
    func count(_ name: String, class className: String? = nil, within id: String? = nil) -> Int {
        elements(name, class: className, within: id).count
    }

    func elements(_ name: String, class className: String? = nil, within id: String? = nil) -> [Element] {
        elements.filter { element in
            element.name == name && (className.map(element.hasClass) ?? true) && (id.map { element.ancestors.contains($0) } ?? true)
        }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [(index: Int, id: String)] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append(Element(name: name, attributes: attributes, ancestors: open.map(\.id)))
            open.append((elements.count - 1, attributes["id"] ?? ""))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last.index].text += string }
        }
    }
}
