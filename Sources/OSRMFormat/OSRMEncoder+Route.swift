import Directions
import Geo
import RoadNetwork
import Routing

extension OSRMEncoder {
    /// The two longest-travelled street names of a leg, as OSRM's leg `summary`.
    public static func summary(_ leg: RouteLeg) -> String {
        var totals: [(name: String, distance: Double)] = []
        var position: [String: Int] = [:]
        for piece in leg.pieces where !piece.name.isEmpty {
            if let index = position[piece.name] {
                totals[index].distance += piece.distance
            } else {
                position[piece.name] = totals.count
                totals.append((piece.name, piece.distance))
            }
        }
        // Longest first; equal lengths keep the order first travelled.
        let longest = totals.indices.sorted { a, b in
            totals[a].distance != totals[b].distance ? totals[a].distance > totals[b].distance : a < b
        }
        return longest.prefix(2).map { totals[$0].name }.joined(separator: ", ")
    }

    /// The steps of every leg when the options ask for steps (else one empty list per leg).
    public func steps(for route: Route) -> [[RouteStep]] {
        guard options.steps, let language else { return route.legs.map { _ in [] } }
        return Directions.steps(for: route, language: language)
    }

    /// A route object: `geometry` (unless `overview=false`), `legs`, `weight_name`, `weight`, `duration`,
    /// `distance`. Steps come from ``steps(for:)`` unless `precomputed`.
    public func writeRoute(_ route: Route, metric: Metric, profile: String, steps precomputed: [[RouteStep]]? = nil,
                    into json: inout JSONWriter, extra: (inout JSONWriter) -> Void = { _ in }) {
        let legSteps = precomputed ?? steps(for: route)
        json.object { json in
            switch options.overview {
            case .full:
                json.key("geometry")
                options.geometries.write(route.geometry, into: &json)
            case .simplified:
                json.key("geometry")
                options.geometries.write(Simplifier.simplify(route.geometry), into: &json)
            case .false:
                break
            }
            json.key("legs")
            json.array { json in
                for (leg, steps) in zip(route.legs, legSteps) {
                    writeLeg(leg, steps: steps, metric: metric, profile: profile, into: &json)
                }
            }
            json.member("weight_name", metric == .time ? "duration" : "distance")
            json.member("weight", Self.rounded(metric == .time ? route.duration : route.distance))
            json.member("duration", Self.rounded(route.duration))
            json.member("distance", Self.rounded(route.distance))
            extra(&json)
        }
    }

    /// A leg object: `steps`, `summary`, `weight`, `duration`, `distance`, and `annotation` when asked.
    private func writeLeg(_ leg: RouteLeg, steps: [RouteStep], metric: Metric, profile: String, into json: inout JSONWriter) {
        json.object { json in
            json.key("steps")
            json.array { json in
                for step in steps { writeStep(step, metric: metric, profile: profile, into: &json) }
            }
            json.member("summary", Self.summary(leg))
            json.member("weight", Self.rounded(metric == .time ? leg.duration : leg.distance))
            json.member("duration", Self.rounded(leg.duration))
            json.member("distance", Self.rounded(leg.distance))
            if !options.annotations.isEmpty {
                json.key("annotation")
                writeAnnotation(leg, metric: metric, into: &json)
            }
        }
    }

    /// A step object, field for field as OSRM writes it, plus `instruction`.
    private func writeStep(_ step: RouteStep, metric: Metric, profile: String, into json: inout JSONWriter) {
        json.object { json in
            json.key("geometry")
            options.geometries.write(step.geometry, into: &json)
            json.key("maneuver")
            json.object { json in
                json.key("location")
                json.coordinate(longitude: step.maneuver.location.longitude, latitude: step.maneuver.location.latitude)
                json.member("bearing_before", step.maneuver.bearingBefore)
                json.member("bearing_after", step.maneuver.bearingAfter)
                json.member("type", step.maneuver.type.rawValue)
                if let modifier = step.maneuver.modifier { json.member("modifier", modifier.rawValue) }
                if let exit = step.maneuver.exit { json.member("exit", exit) }
            }
            json.member("mode", Self.mode(of: step.mode, profile: profile))
            json.member("driving_side", step.isLeftHandTraffic ? "left" : "right")
            json.member("name", step.name)
            if !step.ref.isEmpty { json.member("ref", step.ref) }
            json.key("intersections")
            json.array { json in
                for intersection in step.intersections { intersection.write(into: &json) }
            }
            json.member("weight", Self.rounded(metric == .time ? step.duration : step.distance))
            json.member("duration", Self.rounded(step.duration))
            json.member("distance", Self.rounded(step.distance))
            json.member("instruction", step.instruction)
        }
    }

    /// Per-segment values along the leg's geometry (its pieces joined): each piece's duration is shared
    /// among its segments by length, or given per stretch where live speeds set them; with `datasources`, OSRM's
    /// `metadata.datasource_names` too; with `nodes`, the OSM node id per point of the geometry (none when the map keeps
    /// no ids).
    private func writeAnnotation(_ leg: RouteLeg, metric: Metric, into json: inout JSONWriter) {
        var distances: [Double] = [], durations: [Double] = [], sources: [UInt8] = [], nodes: [Int64] = []
        var last: Coordinate?
        for piece in leg.pieces {
            let secondsPerMetre = piece.distance > 0 ? piece.duration / piece.distance : 0
            for (index, point) in piece.geometry.enumerated() {
                // The leg's geometry holds a repeated point once (where pieces meet, a stop on a node): one value per
                // segment of it.
                if let previous = last, previous == point { continue }
                if let previous = last {
                    let metres = previous.distance(to: point)
                    distances.append(metres)
                    // Within a piece whose stretches live speeds set one by one, its pair's own values.
                    let stretch = index - 1
                    if stretch >= 0 && stretch < piece.stretchDurations.count {
                        durations.append(piece.stretchDurations[stretch])
                        sources.append(piece.stretchDatasources[stretch].rawValue)
                    } else {
                        durations.append(metres * secondsPerMetre)
                        sources.append(piece.datasource.rawValue)
                    }
                }
                if index < piece.nodes.count { nodes.append(piece.nodes[index]) }
                last = point
            }
        }
        // A leg of no length is a line of one point twice (``RouteLeg/geometry``): one segment of 0 m.
        if distances.isEmpty, let piece = leg.pieces.last {
            distances.append(0)
            durations.append(0)
            sources.append(piece.datasource.rawValue)
            if let node = nodes.last { nodes.append(node) }
        }
        json.object { json in
            for (name, kind) in LegAnnotations.names where options.annotations.contains(kind) && kind != .nodes {
                json.key(name)
                json.array { json in
                    for (index, (metres, seconds)) in zip(distances, durations).enumerated() {
                        switch kind {
                        case .distance: json.value(Self.rounded(metres))
                        case .duration: json.value(Self.rounded(seconds))
                        case .speed: json.value(seconds > 0 ? Self.rounded(metres / seconds) : 0)
                        case .datasources: json.value(Int(sources[index]))
                        default: json.value(Self.rounded(metric == .time ? seconds : metres))
                        }
                    }
                }
            }
            if options.annotations.contains(.nodes) {
                json.key("nodes")
                json.array { json in for id in nodes { json.value(Int(id)) } }
            }
            if options.annotations.contains(.datasources) {
                json.key("metadata")
                json.object { json in
                    json.key("datasource_names")
                    json.array { json in for source in ProfileGraph.Datasource.allCases { json.value(source.name) } }
                }
            }
        }
    }

    /// OSRM's name for `mode` on `profile` (its own way: `driving`, `cycling`, `walking`).
    static func mode(of mode: RouteMode, profile: String) -> String {
        switch mode {
        case .ferry: "ferry"
        case .train: "train"
        case .pushing: "pushing bike"
        case .profile:
            switch profile {
            case "car": "driving"
            case "bike", "bicycle": "cycling"
            case "foot": "walking"
            default: profile
            }
        }
    }
}
