import Foundation
import Testing
@testable import OSM

@Suite struct XMLReaderTests {
    @Test func handMadeXMLMatchesTheFixture() throws {
        let entities = try TemporaryFile.with(xml: Fixture.xml) { url in
            #expect(try OSMReader(url: url).format == .xml)
            return try readAll(url)
        }
        #expect(entities == Fixture.entities)
    }

    @Test func entityReferencesDecode() throws {
        let xml = """
            <osm><node id="1" lat="0" lon="0">
            <tag k="a&amp;b" v="&lt;&gt;&quot;&apos;&#65;&#x42;&#x1F600;\ttab"/>
            </node></osm>
            """
        let entities = try TemporaryFile.with(xml: xml) { try readAll($0) }
        #expect(entities.first?.tags["a&b"] == "<>\"'AB😀 tab")
    }

    @Test func skipsUnrequestedKindsAndKeepsNestingChecks() throws {
        try TemporaryFile.with(xml: Fixture.xml) { url throws in
            #expect(try readAll(url, .ways) == Fixture.ways.map(OSMEntity.way))
            #expect(try readAll(url, .relations) == Fixture.relations.map(OSMEntity.relation))
        }
    }

    @Test(arguments: [
        ("<osm>\n<node id=\"1\" lat=\"1\" lon=\"2\">\n</way>\n</osm>", 3, "does not match <node>"),
        ("<osm>\n\n<node id=\"1\" lat=\"1\" lon=\"2\"/>\n<node id=\"x\" lat=\"1\" lon=\"2\"/>\n</osm>", 4, "not a number"),
        ("<osm>\n<node id=\"1\" lat=\"1\"/>\n</osm>", 2, "no 'lon'"),
        ("<osm>\n<way id=\"1\">\n<nd ref=\"2/>\n</way>\n<way id=\"2\"/>\n</osm>", 4, "closing quote"),
        ("<osm>\n<node id=\"1\" lat=1 lon=\"2\"/>\n</osm>", 2, "not quoted"),
        ("<osm>\n<node id=\"1\" lat=\"1\" lon=\"2\">\n<tag k=\"a\" v=\"&nbsp;\"/>\n</node>\n</osm>", 3, "unknown entity"),
        ("<osm>\n<way id=\"1\">\n<nd ref=\"2\"/>\n", 4, "<way> opened at line 2"),
        ("<osm>\n<!-- comment\nover lines -->\n<node id=\"1\" lat=\"1\" lon=\"2\"", 4, "ends inside a tag"),
        ("<osm>\n<way id=\"1\">\n<node id=\"2\" lat=\"1\" lon=\"2\"/>\n</way>\n</osm>", 3, "inside <way>"),
        ("<osm>\n</osm>\n</osm>", 3, "not open"),
    ])
    func malformedXMLNamesTheLine(xml: String, line: Int, reason: String) throws {
        let error = try TemporaryFile.with(xml: xml) { osmError(reading: $0) }
        guard case .malformedXML(let actualLine, let actualReason) = error else {
            Issue.record("expected malformedXML, got \(String(describing: error))")
            return
        }
        #expect(actualLine == line)
        #expect(actualReason.contains(reason), "\(actualReason)")
        #expect(error?.description.hasPrefix("malformed OSM XML at line \(line): ") == true)
    }

    /// More than one read chunk, so tags and lines cross chunk boundaries.
    @Test func largeFileCrossesChunkBoundaries() throws {
        let count = 30_000
        var xml = "<?xml version='1.0'?>\n<osm>\n"
        for id in 1...count {
            xml += "<node id=\"\(id)\" lat=\"-\(id % 90).\(id)\" lon=\"\(id % 180).5\"><tag k=\"n\" v=\"\(id)\"/></node>\n"
        }
        xml += "<node id=\"0\" lat=\"0\"/>\n</osm>\n"  // broken at the last line
        #expect(xml.utf8.count > 2 * XMLTokenizer.chunkSize)
        var seen = 0
        var ordered = true
        let error = try TemporaryFile.with(xml: xml) { url -> OSMError? in
            do {
                try OSMReader(url: url).read { entity in
                    seen += 1
                    ordered = ordered && entity.id == Int64(seen) && entity.tags["n"] == String(seen)
                }
                return nil
            } catch {
                return error as? OSMError
            }
        }
        #expect(seen == count)
        #expect(ordered)
        #expect(error == .malformedXML(line: count + 3, reason: "<node> has no 'lon' attribute"))
    }

    @Test func coordinatesParseExactly() throws {
        let xml = """
            <osm><node id="1" lat="-0.1234567" lon="179.9999999"/><node id="2" lat="1.23456789" lon="-5"/>
            <node id="3" lat="4.5e1" lon="+7.25"/></osm>
            """
        let nodes = try TemporaryFile.with(xml: xml) { try readAll($0) }.compactMap { entity -> OSMNode? in
            if case .node(let node) = entity { return node } else { return nil }
        }
        #expect(nodes.map(\.latitudeE7) == [-1_234_567, 12_345_679, 450_000_000])
        #expect(nodes.map(\.longitudeE7) == [1_799_999_999, -50_000_000, 72_500_000])
        #expect(nodes[0].latitude == -0.1234567)
        #expect(nodes[1].latitude == 1.23456789)
    }
}
