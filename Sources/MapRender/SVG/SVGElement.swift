import Geo

/// One SVG (XML) element: a name, attributes in order, text and child elements.
///
/// Text and attribute values are escaped when written, so any string (a city called `A & B <C>`) is safe.
/// ```swift
/// let dot = SVGElement("circle", [("cx", SVGNumber.format(10)), ("cy", "20"), ("r", "3")],
///                      children: [.title("Kyiv")])
/// dot.xml()   // <circle cx="10" cy="20" r="3"><title>Kyiv</title></circle>
/// ```
public struct SVGElement: Sendable, Hashable {
    /// The element name, such as `path` or `g`.
    public var name: String
    /// Attributes with unescaped values, written in this order.
    public var attributes: [SVGAttribute]
    /// Text content (unescaped), written before the children; nil for none.
    public var text: String?
    /// Child elements.
    public var children: [SVGElement]

    /// Creates an element; `attributes` keep the order given.
    public init(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil, children: [SVGElement] = []) {
        self.name = name
        self.attributes = attributes.map { SVGAttribute(name: $0.0, value: $0.1) }
        self.text = text
        self.children = children
    }

    /// A `<g>` group with an optional `id` and `class`.
    public static func group(id: String? = nil, class className: String? = nil, _ children: [SVGElement]) -> SVGElement {
        var attributes: [(String, String)] = []
        if let id { attributes.append(("id", id)) }
        if let className { attributes.append(("class", className)) }
        return SVGElement("g", attributes, children: children)
    }

    /// A `<title>` (a tooltip in browsers).
    public static func title(_ text: String) -> SVGElement {
        SVGElement("title", text: text)
    }

    /// The element as XML text. O(size of the tree).
    public func xml() -> String {
        var out = ""
        write(to: &out, depth: 0)
        return out
    }

    /// Appends the element, indented by `depth` spaces (text-only elements stay on one line).
    func write(to out: inout String, depth: Int) {
        out += String(repeating: " ", count: depth)
        out += "<" + name
        for attribute in attributes {
            out += " " + attribute.name + "=\"" + XMLText.escape(attribute.value) + "\""
        }
        if text == nil && children.isEmpty {
            out += "/>\n"
            return
        }
        out += ">"
        if let text { out += XMLText.escape(text) }
        if children.isEmpty {
            out += "</" + name + ">\n"
            return
        }
        out += "\n"
        for child in children { child.write(to: &out, depth: depth + 1) }
        out += String(repeating: " ", count: depth) + "</" + name + ">\n"
    }
}

/// An attribute of an ``SVGElement``: its name and unescaped value.
public struct SVGAttribute: Sendable, Hashable {
    /// The attribute name, such as `fill`.
    public var name: String
    /// The value as the reader should see it (escaped on output).
    public var value: String

    /// Creates an attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
