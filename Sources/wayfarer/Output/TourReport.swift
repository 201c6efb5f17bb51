import Foundation
import Geo
import Places
import WalkingTours

/// A walking tour for printing: the places in order with the walk to each, the totals, the saving, and
/// the directions; as text, GeoJSON or GPX (JSON is the tour job's document, ``ResultDocument``).
struct TourReport {
    struct Stop {
        var place: Place
        /// Metres walked from the previous stop.
        var walk: Double
    }

    struct Step {
        var instruction: String
        var distance: Double
        var duration: Double
        var location: [Double]
    }

    var start: [Double]
    var stops: [Stop]
    var distance: Double
    var duration: Double
    var searchOrderDistance: Double
    var saving: Double
    var provenOptimal: Bool
    var maxDistance: Double
    var targetDistance: Double
    var candidates: Int
    var reachable: Int
    var dropped: [DroppedPlace]
    var seconds: Double
    var directions: [[Step]]
    var geometry: [[Double]]

    init(tour: WalkingTour, maxDistance: Double, targetDistance: Double) {
        start = [tour.start.longitude, tour.start.latitude]
        stops = tour.places.indices.map { Stop(place: tour.places[$0], walk: tour.route.legs[$0].distance) }
        distance = tour.distance
        duration = tour.duration
        searchOrderDistance = tour.searchOrderDistance
        saving = tour.saving
        provenOptimal = tour.provenOptimal
        self.maxDistance = maxDistance
        self.targetDistance = targetDistance
        candidates = tour.candidates
        reachable = tour.reachable
        dropped = tour.dropped
        seconds = tour.seconds
        directions = tour.directions.map { leg in
            leg.map { Step(instruction: $0.instruction, distance: $0.distance, duration: $0.duration,
                           location: [$0.maneuver.location.longitude, $0.maneuver.location.latitude]) }
        }
        geometry = tour.route.geometry.map { [$0.longitude, $0.latitude] }
    }

    /// The places, the totals, then the directions leg by leg.
    var text: String {
        var lines = [String(format: "Walking tour: %d places, %@, %@ (%@; planned in %.2f s)", stops.count,
                            RouteFormats.kilometres(distance), RouteFormats.minutes(duration),
                            provenOptimal ? "proven shortest order" : "best order found", seconds)]
        for (index, stop) in stops.enumerated() {
            let kind = stop.place.kind == stop.place.category.rawValue ? "" : " (\(stop.place.kind))"
            lines.append(String(format: "  %2d. %@ — %@%@, score %.2f (%.0f m walk)", index + 1, stop.place.name,
                                stop.place.category.rawValue, kind, stop.place.score, stop.walk))
        }
        if directions.count > stops.count { lines.append("      back to the start") }
        let counts = Dictionary(grouping: stops, by: \.place.category).sorted { $0.key < $1.key }
        lines.append("categories: " + counts.map { "\($0.key.rawValue) \($0.value.count)" }.joined(separator: ", "))
        lines.append(String(format: "saving: %.1f %% shorter than the search order (%@); target %@, maximum %@",
                            saving * 100, RouteFormats.kilometres(searchOrderDistance),
                            RouteFormats.kilometres(targetDistance), RouteFormats.kilometres(maxDistance)))
        lines.append("chose from \(reachable) reachable of \(candidates) places within the radius")
        if !dropped.isEmpty {
            lines.append("dropped to fit: " + dropped.map { $0.place.name + ($0.replacement.map { " (for \($0.name))" } ?? "") }.joined(separator: ", "))
        }
        for (index, leg) in directions.enumerated() {
            lines.append(index < stops.count ? "to \(stops[index].place.name):" : "back to the start:")
            for step in leg { lines.append(String(format: "    %@ (%.0f m)", step.instruction, step.distance)) }
        }
        return lines.joined(separator: "\n")
    }

    /// A FeatureCollection: the route line, the start, and one point per place in visiting order.
    func geoJSON() throws -> String {
        var features = [
            Feature(geometry: .lineString(geometry.map { Position(longitude: $0[0], latitude: $0[1]) }),
                    properties: ["distance": .number(distance), "duration": .number(duration), "saving": .number(saving)]),
            Feature(geometry: .point(Position(longitude: start[0], latitude: start[1])), properties: ["name": "start"]),
        ]
        for (index, stop) in stops.enumerated() {
            features.append(Feature(geometry: .point(Position(stop.place.coordinate)),
                                    properties: ["order": .number(Double(index + 1)), "name": .string(stop.place.name),
                                                 "id": .string(stop.place.id.description),
                                                 "category": .string(stop.place.category.rawValue),
                                                 "kind": .string(stop.place.kind), "score": .number(stop.place.score)]))
        }
        return String(decoding: try GeoJSON.featureCollection(FeatureCollection(features: features)).encoded(), as: UTF8.self)
    }

    /// A GPX track of the walk with the places as waypoints.
    func gpx() -> String {
        GPXDocument(creator: "Wayfarer", name: "Walking tour",
                    waypoints: stops.enumerated().map { index, stop in
                        GPXWaypoint(coordinate: stop.place.coordinate, name: "\(index + 1). \(stop.place.name)",
                                    description: "\(stop.place.category.rawValue): \(stop.place.kind)")
                    },
                    tracks: [GPXTrack(name: "Walking tour", segments: [geometry.map {
                        GPXTrackPoint(coordinate: Coordinate(latitude: $0[1], longitude: $0[0]))
                    }])]).xml()
    }

    /// A one-line status for a progress event.
    static func status(of event: WalkingTourEvent) -> String {
        switch event {
        case .selected(let selection): "chose \(selection.places.count) of \(selection.reachable) reachable places"
        case .planning(let round, let stopCount): "round \(round): ordering \(stopCount) places"
        case .trip(.improved(let progress, _)): String(format: "best %.2f km · %@ · %.2f s", progress.bestCost / 1000,
                                                    progress.phase.rawValue, progress.elapsed)
        case .trip: "ordering…"
        case .dropped(let dropped):
            if let replacement = dropped.replacement {
                String(format: "%.2f km is too long: %@ instead of %@", dropped.tourDistance / 1000, replacement.name, dropped.place.name)
            } else {
                String(format: "%.2f km is too long: dropping %@", dropped.tourDistance / 1000, dropped.place.name)
            }
        case .finished: "done"
        case .failed(let error): "failed: \(error)"
        }
    }
}
