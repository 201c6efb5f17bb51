/// A standalone SVG picture: its size, a style sheet and the top-level elements in drawing order.
///
/// ```swift
/// var document = SVGDocument(width: 800, height: 600, title: "Malta")
/// document.append(.group(id: "roads", [path]))
/// try document.xml().write(toFile: "malta.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGDocument: Sendable, Hashable {
    /// Width in pixels.
    public var width: Double
    /// Height in pixels.
    public var height: Double
    /// The document's `<title>`, if any.
    public var title: String?
    /// CSS rules placed in a `<style>` element.
    public var style: String
    /// The drawing, bottom first.
    public var elements: [SVGElement]

    /// Creates an empty picture with the default map style.
    public init(width: Double, height: Double, title: String? = nil, style: String = MapStyle.css) {
        self.width = width
        self.height = height
        self.title = title
        self.style = style
        self.elements = []
    }

    /// Adds an element on top of the drawing.
    public mutating func append(_ element: SVGElement) {
        elements.append(element)
    }

    /// The document as XML text with an XML declaration. O(size).
    public func xml() -> String {
        let w = SVGNumber.format(width), h = SVGNumber.format(height)
        var children: [SVGElement] = []
        if let title { children.append(.title(title)) }
        children.append(SVGElement("style", text: style))
        children.append(SVGElement("rect", [("class", "background"), ("width", w), ("height", h)]))
        let root = SVGElement(
            "svg",
            [("xmlns", "http://www.w3.org/2000/svg"), ("width", w), ("height", h), ("viewBox", "0 0 \(w) \(h)")],
            children: children + elements)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + root.xml()
    }
}
