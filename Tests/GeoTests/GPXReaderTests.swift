import Foundation
import Testing
@testable import Geo

/// Reading a GPX file's traces: its track segments, else its routes.
@Suite struct GPXReaderTests {
    @Test func trackPointsComeBackInOrderWithTimes() throws {
        let text = """
        <?xml version="1.0"?><gpx version="1.1" creator="test"><wpt lat="1" lon="1"><name>not a trace point</name></wpt>
        <trk><trkseg><trkpt lat="35.8989" lon="14.5146"><ele>12.5</ele><time>2026-11-24T10:00:00Z</time></trkpt>
        <trkpt lat="-33.9" lon="-151.2"><time>2026-11-24T10:00:05Z</time></trkpt></trkseg></trk></gpx>
        """
        let traces = try GPXReader.traces(in: Data(text.utf8))
        #expect(traces.count == 1)
        let points = traces[0]
        #expect(points.map(\.coordinate) == [Coordinate(latitude: 35.8989, longitude: 14.5146), Coordinate(latitude: -33.9, longitude: -151.2)])
        #expect(points[0].elevation == 12.5)
        #expect(points[1].time!.timeIntervalSince(points[0].time!) == 5)
        // The writer's own output reads back.
        let written = GPXDocument(tracks: [GPXTrack(segments: [points])]).xml()
        #expect(try GPXReader.traces(in: Data(written.utf8)).flatMap { $0 }.map(\.coordinate) == points.map(\.coordinate))
    }

    @Test("each track segment is a trace of its own (the recording broke there); a file without tracks gives its routes")
    func segmentsAndRoutes() throws {
        let tracks = """
        <gpx><rte><rtept lat="1" lon="1"/><rtept lat="1" lon="2"/></rte>
        <trk><trkseg><trkpt lat="35.90" lon="14.51"/><trkpt lat="35.91" lon="14.51"/></trkseg>
        <trkseg><trkpt lat="35.95" lon="14.35"/><trkpt lat="35.96" lon="14.35"/><trkpt lat="35.97" lon="14.35"/></trkseg></trk>
        <trk><trkpt lat="36.0" lon="14.2"/></trk></gpx>
        """
        #expect(try GPXReader.traces(in: Data(tracks.utf8)).map(\.count) == [2, 3, 1])
        let routes = """
        <gpx><wpt lat="5" lon="5"/><rte><name>A</name><rtept lat="35.90" lon="14.51"><time>2026-11-24T10:00:00Z</time></rtept>
        <rtept lat="35.91" lon="14.51"/></rte><rte><rtept lat="35.95" lon="14.35"/><rtept lat="35.96" lon="14.35"/></rte></gpx>
        """
        let traces = try GPXReader.traces(in: Data(routes.utf8))
        #expect(traces.map(\.count) == [2, 2] && traces[0][0].time != nil)
        #expect(try GPXReader.traces(in: Data("<gpx><wpt lat=\"5\" lon=\"5\"/></gpx>".utf8)).isEmpty)
    }

    @Test func brokenFilesAreErrors() {
        #expect(throws: GPXReader.Failure.self) { try GPXReader.traces(in: Data("<gpx><trk><trkpt lat=\"x\" lon=\"1\"/></trk></gpx>".utf8)) }
        #expect(throws: GPXReader.Failure.self) { try GPXReader.traces(in: Data("not xml at all <".utf8)) }
        #expect(throws: GPXReader.Failure.self) { try GPXReader.traces(in: Data("<gpx><trkpt lat=\"95\" lon=\"1\"/></gpx>".utf8)) }
        // Two inputs that trapped inside Foundation's XMLParser (found by fuzzing): a name that is not UTF-8, and a
        // processing instruction without data (now skipped, as a reader of GPX should).
        let points = try? GPXReader.traces(in: Data("<?xm?><!-- <trkpt lat=\"1\" lon=\"1\"/> --><gpx><trk><trkseg><trkpt lat=\"35.9\" lon=\"14.5\"/></trkseg></trk></gpx>".utf8))
        #expect(points?.first?.map(\.coordinate) == [Coordinate(latitude: 35.9, longitude: 14.5)])
        #expect(throws: GPXReader.Failure.self) { try GPXReader.traces(in: Data("<trk><trkpt lat=\"35.9\" lon=\"14.5\"/></trk>".utf8)) }
        #expect(throws: GPXReader.Failure.self) { try GPXReader.traces(in: Data("<gpx><trk><name>Vallet".utf8) + Data([0x8c, 0x9e, 0xc3, 0xd4]) + Data("n></trk></gpx>".utf8)) }
        // A file cut short: its track points so far are no trace (it was "a trace needs at least two points, got 1").
        #expect {
            try GPXReader.traces(in: Data("<gpx><trk><trkseg><trkpt lat=\"35.9\" lon=\"14.5\"/><trkpt lat=\"35.91\" lon=\"14.5\"/>".utf8))
        } throws: { ($0 as? GPXReader.Failure)?.description.contains("cut short") == true }
    }
}
