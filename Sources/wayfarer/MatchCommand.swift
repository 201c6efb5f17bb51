import ArgumentParser
import Foundation
import Geo
import Routing

/// `wayfarer match`: a GPS trace (GPX) matched to the roads, written as GeoJSON or GPX.
struct MatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Match a GPS trace (the track points of a GPX file, each segment on its own; else its route points) to the roads: the routes driven, as GeoJSON or GPX.",
        discussion: "wayfarer match track.gpx --map malta.wayfarer > matched.geojson"
    )

    @Argument(help: "A GPX file: each track segment's points, in order, are a trace (a file without tracks: each route's points).")
    var trace: String

    @Option(help: "A map file from 'wayfarer import', or an .osm.pbf/.osm file (imported in memory).")
    var map: String

    @Option(help: "The travel profile: car, bike or foot.")
    var profile: String = "car"

    @Option(parsing: .unconditional, help: "The GPS accuracy, metres: the standard deviation of a point's error, as OSRM's match radiuses (roads within three times it are candidates).")
    var radius: Double = MatchRequest.defaultRadius

    @Option(help: ArgumentHelp(RoadExclusions.optionHelp))
    var exclude: String = ""

    @Option(help: "Output: geojson (one LineString per matching, with its confidence) or gpx.")
    var format: String = "geojson"

    func run() throws {
        guard ["geojson", "gpx"].contains(format) else { throw CLIError("--format must be geojson or gpx") }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: trace)) } catch { throw CLIError("cannot read \(trace)") }
        let traces: [[GPXTrackPoint]]
        do { traces = try GPXReader.traces(in: data) } catch { throw CLIError("\(trace): \(error)") }
        guard radius > 0, radius.isFinite else { throw CLIError("--radius must be a number of metres above 0") }
        let exclusions = try RoadExclusions(option: exclude)
        let router = try MapLoader.router(for: map)
        try reportingRoutingErrors(json: false) {
            let match = try matches(of: traces, on: router, exclude: exclusions)
            if format == "gpx" {
                print(GPXDocument(creator: "Wayfarer", name: "Matched trace",
                                  tracks: [GPXTrack(name: "Matched", segments: match.matchings.map { $0.route.geometry.map { GPXTrackPoint(coordinate: $0) } })]).xml())
                return
            }
            let features = match.matchings.map { matching in
                Feature(geometry: .init(lineThrough: matching.route.geometry),
                        properties: ["confidence": .number(matching.confidence), "distance": .number(matching.route.distance),
                                     "duration": .number(matching.route.duration), "points": .number(Double(matching.points.count))])
            }
            print(String(decoding: try GeoJSON.featureCollection(FeatureCollection(features: features)).encoded(), as: UTF8.self))
        }
    }

    /// The traces matched one by one (a segment break is a gap no move crosses), their matchings together; a trace of
    /// one point is left out.
    /// - Throws: ``RoutingError`` when no trace has two points, or none of them matches (the first one's error).
    private func matches(of traces: [[GPXTrackPoint]], on router: Router, exclude: RoadExclusions) throws(RoutingError) -> MapMatch {
        guard !traces.isEmpty else { throw .invalidQuery("the file holds no track points (trkpt) nor route points (rtept): waypoints are no trace") }
        let matchable = traces.filter { $0.count >= 2 }
        guard !matchable.isEmpty else { throw .invalidQuery("a trace needs at least two points; each track segment or route of the file has one") }
        var matchings: [MapMatch.Matching] = []
        var failure: RoutingError?
        for points in matchable {
            let times = points.compactMap { $0.time?.timeIntervalSince1970 }
            do {
                matchings += try router.match(MatchRequest(profile: profile, trace: points.map(\.coordinate),
                                                           timestamps: times.count == points.count ? times : nil, radiuses: [radius],
                                                           exclude: exclude)).matchings
            } catch {
                switch error {
                case .noSegment, .noMatch: failure = failure ?? error   // a trace that matches no road: the others may
                default: throw error
                }
            }
        }
        if matchings.isEmpty, let failure { throw failure }
        return MapMatch(matchings: matchings, tracepoints: [])
    }
}
