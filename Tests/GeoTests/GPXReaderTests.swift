import Foundation
import Testing
@testable import Geo

/// Reading a GPX file's track points back.
@Suite struct GPXReaderTests {
    @Test func trackPointsComeBackInOrderWithTimes() throws {
        let text = """
        <?xml version="1.0"?><gpx version="1.1" creator="test"><wpt lat="1" lon="1"><name>not a trace point</name></wpt>
        <trk><trkseg><trkpt lat="35.8989" lon="14.5146"><ele>12.5</ele><time>2026-11-24T10:00:00Z</time></trkpt>
        <trkpt lat="-33.9" lon="-151.2"><time>2026-11-24T10:00:05Z</time></trkpt></trkseg></trk></gpx>
        """
        let points = try GPXReader.trackPoints(in: Data(text.utf8))
        #expect(points.map(\.coordinate) == [Coordinate(latitude: 35.8989, longitude: 14.5146), Coordinate(latitude: -33.9, longitude: -151.2)])
        #expect(points[0].elevation == 12.5)
        #expect(points[1].time!.timeIntervalSince(points[0].time!) == 5)
        // The writer's own output reads back.
        let written = GPXDocument(tracks: [GPXTrack(segments: [points])]).xml()
        #expect(try GPXReader.trackPoints(in: Data(written.utf8)).map(\.coordinate) == points.map(\.coordinate))
    }

    @Test func brokenFilesAreErrors() {
        #expect(throws: GPXReader.Failure.self) { try GPXReader.trackPoints(in: Data("<gpx><trk><trkpt lat=\"x\" lon=\"1\"/></trk></gpx>".utf8)) }
        #expect(throws: GPXReader.Failure.self) { try GPXReader.trackPoints(in: Data("not xml at all <".utf8)) }
        #expect(throws: GPXReader.Failure.self) { try GPXReader.trackPoints(in: Data("<gpx><trkpt lat=\"95\" lon=\"1\"/></gpx>".utf8)) }
        // Two inputs that trapped inside Foundation's XMLParser (found by fuzzing): a name that is not UTF-8, and a
        // processing instruction without data (now skipped, as a reader of GPX should).
        let points = try? GPXReader.trackPoints(in: Data("<?xm?><!-- <trkpt lat=\"1\" lon=\"1\"/> --><gpx><trk><trkseg><trkpt lat=\"35.9\" lon=\"14.5\"/></trkseg></trk></gpx>".utf8))
        #expect(points?.map(\.coordinate) == [Coordinate(latitude: 35.9, longitude: 14.5)])
        #expect(throws: GPXReader.Failure.self) { try GPXReader.trackPoints(in: Data("<trk><trkpt lat=\"35.9\" lon=\"14.5\"/></trk>".utf8)) }
        #expect(throws: GPXReader.Failure.self) { try GPXReader.trackPoints(in: Data("<gpx><trk><name>Vallet".utf8) + Data([0x8c, 0x9e, 0xc3, 0xd4]) + Data("n></trk></gpx>".utf8)) }
        // A file cut short: its track points so far are no trace (it was "a trace needs at least two points, got 1").
        #expect {
            try GPXReader.trackPoints(in: Data("<gpx><trk><trkseg><trkpt lat=\"35.9\" lon=\"14.5\"/><trkpt lat=\"35.91\" lon=\"14.5\"/>".utf8))
        } throws: { ($0 as? GPXReader.Failure)?.description.contains("cut short") == true }
    }
}
