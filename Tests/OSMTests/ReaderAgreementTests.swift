import Foundation
import Testing
import TestSupport
@testable import OSM

/// The PBF and XML readers must return the same entities for the same content.
@Suite struct ReaderAgreementTests {
    @Test func handWrittenXMLAndWrittenPBFAgree() throws {
        var writer = PBFTestWriter()
        writer.blockSize = 3
        let pbf = writer.file(nodes: Fixture.nodes, ways: Fixture.ways, relations: Fixture.relations)
        let fromPBF = try TemporaryFile.with(pbf) { try readAll($0) }
        let fromXML = try TemporaryFile.with(xml: Fixture.xml) { try readAll($0) }
        #expect(fromPBF == fromXML)
    }

    /// Monaco read from PBF, written as XML by the test writer, read back: entity by entity equal.
    @Test func realPBFRoundTripsThroughXML() throws {
        let fromPBF = try readAll(try SharedData.url("osm/monaco.osm.pbf"))
        // Every relation and way, and enough nodes to cover several blocks.
        let sample = fromPBF.filter { $0.type != .node || $0.id % 7 == 0 }
        let fromXML = try TemporaryFile.with(xml: OSMXMLTestWriter.document(sample)) { try readAll($0) }
        #expect(fromXML.count == sample.count)
        for (xml, pbf) in zip(fromXML, sample) where xml != pbf {
            Issue.record("\(pbf.type) \(pbf.id) differs: \(xml) vs \(pbf)")
            break
        }
    }
}
