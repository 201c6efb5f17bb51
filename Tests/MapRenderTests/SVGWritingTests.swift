import Geo
import MapRender
import Testing

@Suite struct SVGWritingTests {
    @Test(arguments: [
        (12.3456, 2, "12.35"), (-0.001, 2, "0"), (3.0, 0, "3"), (1.5, 3, "1.5"), (-7.25, 1, "-7.3"), (Double.nan, 2, "0"),
        (100.0, 2, "100"), (0.05, 2, "0.05"),
    ])
    func numbersAreShort(value: Double, digits: Int, expected: String) {
        #expect(SVGNumber.format(value, digits: digits) == expected)
    }

    @Test func textAndAttributesAreEscaped() throws {
        let name = #"Tom & Jerry's <"Café">"#
        var document = SVGDocument(width: 100, height: 50, title: name)
        document.append(SVGElement("text", [("data-name", name)], text: name))
        let xml = document.xml()
        #expect(xml.contains("Tom &amp; Jerry&apos;s &lt;&quot;Café&quot;&gt;"))
        let parsed = try ParsedSVG(xml)
        let text = try #require(parsed.elements("text").first)
        #expect(text.text == name)
        #expect(text.attributes["data-name"] == name)
        #expect(parsed.elements("title").first?.text == name)
    }

    @Test func pathDataSkipsPointsCloserThanTheTolerance() {
        var d = PathData()
        d.polyline([ProjectedPoint(x: 0, y: 0), ProjectedPoint(x: 0.1, y: 0), ProjectedPoint(x: 5, y: 0), ProjectedPoint(x: 5.1, y: 0)],
                   tolerance: 1)
        #expect(d.text == "M0 0L5 0L5.1 0")
        var curve = PathData()
        curve.move(to: ProjectedPoint(x: 0, y: 0))
        curve.quadCurve(to: ProjectedPoint(x: 10, y: 0), control: ProjectedPoint(x: 5, y: 4))
        #expect(curve.text == "M0 0Q5 4 10 0")
    }

    @Test func stopNamesAreEscapedInTooltips() throws {
        let layer = StopsLayer(stops: [Coordinate(latitude: 50, longitude: 30)], names: ["A & B <C>"])
        var picture = MapPicture(width: 200, height: 200)
        picture.add(layer)
        let parsed = try ParsedSVG(picture.svg())
        #expect(parsed.count("g", class: "stop") == 1)
        #expect(parsed.elements("title", within: "stops").first?.text == "Stop 1: A & B <C>")
    }
}
