import Datasets
import Foundation
import Geo
import RoadNetwork
import Routing
import TripPlanning

/// A planned trip for printing: the order (and the stops' names in it), each leg (from, to, travel modes, distance,
/// time, cities passed), and the totals — named as in a solve job's result.
struct TripReport: Encodable {
    struct Leg: Encodable {
        var from: String
        var to: String
        var modes: [String]
        var distance: Double
        var duration: Double
        var via: [String]
    }

    var order: [Int]
    var names: [String]
    var legs: [Leg]
    var distance: Double
    var duration: Double
    var seconds: Double
    /// Whether the order was searched for (false: the stops' own order, `--no-find-best-sequence`).
    var findBestSequence: Bool
    var provenOptimal: Bool

    init(plan: TripPlan, names: [String], dataset: UkraineNetwork?, profile: String) {
        let visiting = plan.order.map { names[$0] } + (plan.route.legs.count == plan.order.count ? [names[plan.order[0]]] : [])
        order = plan.order
        self.names = plan.order.map { names[$0] }
        legs = plan.route.legs.enumerated().map { index, leg in
            var modes: [String] = []
            for piece in leg.pieces {
                let mode = dataset == nil ? profile : (piece.roadClass == .rail ? TravelMode.train.rawValue : TravelMode.road.rawValue)
                if modes.last != mode { modes.append(mode) }
            }
            let via = leg.pieces.dropLast().compactMap { piece -> String? in
                guard let end = piece.geometry.last else { return nil }
                return dataset?.city(at: end.latitude, end.longitude)?.nameEn
            }
            return Leg(from: visiting[index], to: visiting[index + 1], modes: modes, distance: leg.distance,
                       duration: leg.duration, via: via)
        }
        distance = plan.route.distance
        duration = plan.route.duration
        seconds = plan.seconds
        findBestSequence = plan.tour != nil
        provenOptimal = plan.tour?.provenOptimal ?? false
    }

    /// One line per leg, then the total.
    var text: String {
        var lines = ["order: " + names.joined(separator: " → ") + (legs.count == names.count ? " → \(names[0])" : "")]
        for leg in legs {
            let via = leg.via.isEmpty ? "" : " via " + leg.via.joined(separator: ", ")
            lines.append(String(format: "  %@ → %@ by %@: %@, %@%@", leg.from, leg.to, leg.modes.joined(separator: "+"),
                                RouteFormats.kilometres(leg.distance), hoursAndMinutes(leg.duration), via))
        }
        lines.append(String(format: "total: %@, %@ (%@, planned in %.2f s)", RouteFormats.kilometres(distance), hoursAndMinutes(duration),
                            !findBestSequence ? "the order given" : provenOptimal ? "proven optimal order" : "best order found", seconds))
        return lines.joined(separator: "\n")
    }

    /// A FeatureCollection with one line per leg (coloured by mode in viewers that read `mode`).
    func geoJSON(route: Route) throws -> String {
        let features = zip(legs, route.legs).map { report, leg in
            Feature(geometry: .init(lineThrough: leg.geometry),
                    properties: ["from": .string(report.from), "to": .string(report.to),
                                 "mode": .string(report.modes.joined(separator: "+")),
                                 "distance": .number(report.distance), "duration": .number(report.duration)])
        }
        return String(decoding: try GeoJSON.featureCollection(FeatureCollection(features: features)).encoded(), as: UTF8.self)
    }

    private func hoursAndMinutes(_ seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        return "\(minutes / 60) h \(String(format: "%02d", minutes % 60)) min"
    }
}
