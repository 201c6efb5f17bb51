import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Geo

/// Collects element names and text of an XML document, failing on malformed XML.
final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var attributes: [[String: String]] = []
    var text = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        elements.append(name)
        self.attributes.append(attributes)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}

@Suite struct GPXTests {
    let document = GPXDocument(
        name: "Kyiv → Lviv & back",
        waypoints: [
            GPXWaypoint(coordinate: Places.kyiv, name: "Kyiv <start>", description: "Tom & Jerry's \"café\"", elevation: 179),
            GPXWaypoint(coordinate: c(.nan, 0), name: "invalid, left out"),
        ],
        tracks: [GPXTrack(name: "Route", segments: [
            [GPXTrackPoint(coordinate: Places.kyiv, elevation: 179.5, time: Date(timeIntervalSince1970: 1_700_000_000)),
             GPXTrackPoint(coordinate: c(49.8397, -0.00001))],
            [GPXTrackPoint(coordinate: Places.lviv)],
        ])])

    @Test func parsesAsXMLWithTheGPXStructure() throws {
        let xml = document.xml()
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = XMLCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(xml)")
        #expect(collector.elements.first == "gpx")
        #expect(collector.elements.filter { $0 == "wpt" }.count == 1)
        #expect(collector.elements.filter { $0 == "trkseg" }.count == 2)
        #expect(collector.elements.filter { $0 == "trkpt" }.count == 3)
        #expect(collector.attributes.first?["version"] == "1.1")
        #expect(collector.text.contains("Tom & Jerry's \"café\"") && collector.text.contains("Kyiv <start>"))
        #expect(collector.text.contains("2023-11-14T22:13:20Z"))
        let points = collector.attributes.compactMap { $0["lat"].flatMap(Double.init) }
        #expect(points.contains(50.4501))
    }

    @Test func escapesText() {
        let xml = document.xml()
        #expect(xml.contains("Kyiv &lt;start&gt;") && xml.contains("Tom &amp; Jerry&apos;s &quot;café&quot;"))
        #expect(xml.contains("Lviv &amp; back"))
        #expect(!xml.contains("nan") && !xml.contains("e-"))  // decimals without exponents
        #expect(xml.contains(#"lon="-0.00001""#))
    }
}
