import Foundation

/// Builds indented XML text line by line, escaping text and attributes.
struct XMLWriter {
    private(set) var text = ""

    /// Appends `line` and a newline.
    mutating func line(_ line: String) {
        text += line
        text += "\n"
    }

    /// Appends `<name>escaped text</name>`.
    mutating func element(_ name: String, _ value: String, indent: Int) {
        line(String(repeating: " ", count: indent) + "<\(name)>\(XMLText.escape(value))</\(name)>")
    }

    /// Appends `<name lat=".." lon="..">`, the children written by `body`, and the closing tag.
    mutating func point(_ name: String, _ c: Coordinate, indent: Int, body: (inout XMLWriter) -> Void) {
        let pad = String(repeating: " ", count: indent)
        line(pad + "<\(name) lat=\"\(XMLWriter.decimal(c.latitude))\" lon=\"\(XMLWriter.decimal(c.longitude))\">")
        body(&self)
        line(pad + "</\(name)>")
    }

    /// A decimal without exponent, as xsd:decimal requires: up to 7 fractional digits (about 1 cm),
    /// trailing zeros removed. Non-finite values are written as 0.
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (abs(value) * 1e7).rounded()
        guard scaled < 9e18 else { return String(format: "%.0f", value) }
        let units = Int(scaled)
        var fraction = String(units % 10_000_000)
        fraction = String(repeating: "0", count: 7 - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        let sign = value < 0 && units > 0 ? "-" : ""
        return sign + String(units / 10_000_000) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
