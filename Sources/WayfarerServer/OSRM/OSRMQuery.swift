import Directions
import Foundation
import Geo
import OSRMFormat
import Routing

/// An OSRM v1 request as read from its URL, `/{service}/v1/{profile}/{coordinates}?{options}`, with every
/// value checked: coordinates (`lon,lat;…`, `polyline(…)`, `polyline6(…)`), `radiuses`, output options, and
/// the service's own options. An option given empty counts as not given.
struct OSRMQuery: Sendable {
    var service: OSRMService
    var profile: String
    var coordinates: [Coordinate]
    /// Snap radius per coordinate (or one for all), metres; `unlimited` (and anything larger) is ``unlimitedRadius``, an
    /// empty item ``defaultRadius``.
    var radiuses: [Double] = [defaultRadius]
    /// The snap radius of a coordinate whose radius is not given, metres: a stop farther from every road is an error
    /// (`NoSegment`), not a route that starts with a long walk.
    static let defaultRadius = 1000.0
    /// Whether `radiuses` was given (`match` then uses it instead of its own GPS default).
    var radiusesGiven = false
    /// Which roads coordinates may snap to (`snapping=default|any`).
    var snapping = Snapping.default
    /// `route`: go on through intermediate stops without turning back (`continue_straight`); nil: the profile's default.
    var continueStraight: Bool?
    /// Classes of road not to use (`exclude=toll,motorway,ferry`).
    var exclude: RoadExclusions = []
    /// Areas and lines no route may cross: `barriers=` URL-encoded GeoJSON (a geometry, Feature or
    /// FeatureCollection; points buffered by their `radius` property, else `barrier_radius`, 50 m).
    var barriers = Barriers()
    var output = RouteOutputOptions()
    /// Per coordinate (or none), the direction of travel it must be passed in (`bearings=90,20;;180,45`).
    var bearings: [BearingRange?] = []
    /// Per coordinate (or none), the side of the road it must be passed on (`approaches=curb;;opposite`).
    var approaches: [Approach] = []
    /// `route`: the coordinates that end legs (`waypoints=0;3;5`); the others are via points. Nil: all.
    var legEnds: [Int]?
    /// `table`: which values (`annotations=duration,distance`).
    var tableAnnotations: TableAnnotations = [.durations]
    /// `table`: metres per second for straight-line estimates of pairs the roads do not connect (`fallback_speed`),
    /// measured between the input or snapped coordinates (`fallback_coordinate`).
    var fallbackSpeed: Double?
    var fallbackCoordinate = Table.FallbackCoordinate.input
    /// `table`: what durations are multiplied by (`scale_factor`).
    var scaleFactor = 1.0
    var sources: [Int]?
    var destinations: [Int]?
    /// `trip`.
    var roundTrip = true
    var preserveFirstStop = false
    var preserveLastStop = false
    /// `route`: how many alternatives to look for (`alternatives=true` is one, `false` none, a number up to ``maximumAlternatives``).
    var alternatives = 0
    static let maximumAlternatives = 3
    /// `nearest`.
    var number = 1
    /// How many `hints` were given (OSRM's, accepted and not used).
    private var hintCount = 0
    /// `match`: seconds per point (`timestamps=t;t;…`), whether to split at gaps (`gaps=split|ignore`) and to thin
    /// out points bunched within ``tidyDistance`` of the previous one (`tidy=true`).
    var timestamps: [Double]?
    var splitGaps = true
    var tidy = false
    static let tidyDistance = 10.0
    /// `isochrone`: the contours asked for — in minutes (`contours_minutes=5,10,15`), in metres
    /// (`contours_meters=…`), or both. The OpenAPI document's patterns say what ``ContourList`` reads.
    var contours: [ContourList] = []

    /// The snap radius `radiuses=unlimited` stands for, and the largest one a number may ask for, metres: the
    /// router needs a finite search area.
    static let unlimitedRadius = 100_000.0

    /// Reads a request.
    /// - Throws: ``APIError`` with OSRM's codes — `InvalidService`, `InvalidVersion`, `InvalidQuery` (what OSRM's
    ///   grammar refuses: malformed coordinates, an unknown option, a value not of its option's form),
    ///   `InvalidOptions` (options that do not fit: too few coordinates, counts that do not match them, values out of
    ///   range), `InvalidValue` (coordinates out of range, unknown language), `TooBig` (more coordinates than `limits` allow).
    init(service: String, version: String, profile: String, coordinates: String, parameters: [(String, String)],
         limits: ServerLimits, languages: [String: InstructionLanguage]) throws(APIError) {
        guard let known = OSRMService(rawValue: service) else {
            throw APIError(.invalidService, "unknown service '\(service)'; use one of \(OSRMService.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard version == "v1" else { throw APIError(.invalidVersion, "unknown version '\(version)'; only v1 is served") }
        self.service = known
        self.profile = profile
        var text = coordinates.removingPercentEncoding ?? coordinates
        if text.hasSuffix(".json") { text.removeLast(5) }
        do { self.coordinates = try CoordinateList.parse(text) } catch {
            switch error {
            case .malformed(let message): throw APIError(.invalidQuery, "coordinates: \(message)")
            case .outOfRange(let message): throw APIError(.invalidValue, "coordinates: \(message)")
            }
        }
        try checkCount(limits: limits)
        // An option given empty (`radiuses=`) counts as not given.
        let parameters = parameters.filter { !$0.1.isEmpty }
        var given: Set<String> = []
        for (name, value) in parameters {
            guard known.options.contains(name) else {
                throw APIError(.invalidQuery, "unknown option '\(name)' for \(service); it takes \(known.options.sorted().joined(separator: ", "))")
            }
            guard given.insert(name).inserted else { throw APIError(.invalidQuery, "option '\(name)' is given twice: give each option once") }
            try read(name, value, languages: languages)
        }
        let radius = try parameters.last(where: { $0.0 == "barrier_radius" }).map { pair throws(APIError) in
            let expected = "metres above 0, at most 50000"
            guard let metres = Double(pair.1) else { throw Self.malformed("barrier_radius", pair.1, expected) }
            guard metres > 0, metres <= 50_000 else { throw Self.invalid("barrier_radius", pair.1, expected) }
            return metres
        } ?? 50
        if let text = parameters.last(where: { $0.0 == "barriers" })?.1 {
            let document: GeoJSON
            do { document = try GeoJSON(data: Data(text.utf8)) } catch { throw APIError(.invalidValue, "barriers: \(error)") }
            barriers = try RequestValues.barriers(document.features, defaultRadius: radius, limits: limits)
        }
        guard radiuses.count == 1 || radiuses.count == self.coordinates.count else {
            throw APIError(.invalidOptions, "radiuses has \(radiuses.count) values for \(self.coordinates.count) coordinates")
        }
        guard number <= limits.nearestResults else { throw APIError(.tooBig, "number is \(number); at most \(limits.nearestResults) results") }
        for index in (sources ?? []) + (destinations ?? []) where index >= self.coordinates.count {
            throw APIError(.invalidOptions, "sources/destinations index \(index) is outside 0…\(self.coordinates.count - 1)")
        }
        for (name, count) in [("bearings", bearings.count), ("approaches", approaches.count), ("hints", hintCount)]
        where count != 0 && count != self.coordinates.count {
            throw APIError(.invalidOptions, "\(name) has \(count) values for \(self.coordinates.count) coordinates")
        }
        if let legEnds {
            guard legEnds.first == 0, legEnds.last == self.coordinates.count - 1, zip(legEnds, legEnds.dropFirst()).allSatisfy({ $0 < $1 }) else {
                throw APIError(.invalidOptions, "waypoints must be ascending coordinate indices from the first (0) to the last (\(self.coordinates.count - 1))")
            }
        }
        if let timestamps, timestamps.count != self.coordinates.count {
            throw APIError(.invalidOptions, "timestamps: \(timestamps.count) values for \(self.coordinates.count) coordinates")
        }
        if known == .isochrone, contours.isEmpty {
            throw APIError(.invalidOptions, "isochrone needs contours_minutes=… or contours_meters=… (e.g. contours_minutes=5,10,15)")
        }
        let cells = (sources?.count ?? self.coordinates.count) * (destinations?.count ?? self.coordinates.count)
        if known == .table, cells > limits.tableCells {
            throw APIError(.tooBig, "the table has \(cells) cells; at most \(limits.tableCells) are allowed")
        }
    }

    private func checkCount(limits: ServerLimits) throws(APIError) {
        let count = coordinates.count
        switch service {
        case .route, .trip, .match:
            guard count >= 2 else { throw APIError(.invalidOptions, "\(service.rawValue) needs at least two coordinates, got \(count)") }
            let limit = service == .route ? limits.routeStops : limits.tripStops
            guard count <= limit else { throw APIError(.tooBig, "\(count) coordinates; \(service.rawValue) takes at most \(limit)") }
        case .table:
            guard count >= 1 else { throw APIError(.invalidOptions, "table needs at least one coordinate") }
        case .nearest, .isochrone:
            guard count == 1 else { throw APIError(.invalidOptions, "\(service.rawValue) takes exactly one coordinate, got \(count)") }
        }
    }

    private mutating func read(_ name: String, _ value: String, languages: [String: InstructionLanguage]) throws(APIError) {
        switch name {
        case "steps": output.steps = try Self.flag(name, value)
        case "overview":
            guard let overview = Overview(rawValue: value) else { throw Self.malformed(name, value, "simplified, full or false") }
            output.overview = overview
        case "geometries":
            guard let format = GeometryFormat(rawValue: value) else { throw Self.malformed(name, value, "polyline, polyline6 or geojson") }
            output.geometries = format
        case "annotations" where service == .table:
            guard let annotations = TableAnnotations(names: value) else { throw Self.malformed(name, value, "duration, distance or duration,distance") }
            tableAnnotations = annotations
        case "annotations":
            output.annotations = try Self.legAnnotations(value)
        case "radiuses":
            radiusesGiven = true
            radiuses = try value.split(separator: ";", omittingEmptySubsequences: false).map { item throws(APIError) in
                // An empty item is the service's default: a GPS error's for match, else the snap radius.
                if item.isEmpty { return service == .match ? MatchRequest.defaultRadius : Self.defaultRadius }
                if item == "unlimited" { return Self.unlimitedRadius }
                let expected = "';'-separated metres (> 0), 'unlimited' or empty (\((service == .match ? MatchRequest.defaultRadius : Self.defaultRadius).wholeText) m)"
                guard let metres = CoordinateText.number(item) else { throw Self.malformed(name, value, expected) }
                guard metres.isFinite, metres > 0 else { throw Self.invalid(name, value, expected) }
                return min(metres, Self.unlimitedRadius)
            }
        case "language":
            guard let language = languages[value] else {
                throw APIError(.invalidValue, "unknown language '\(value)'; available: \(languages.keys.sorted().joined(separator: ", "))")
            }
            output.language = language
        case "sources": sources = try Self.indices(name, value)
        case "destinations": destinations = try Self.indices(name, value)
        case "roundtrip": roundTrip = try Self.flag(name, value)
        case "source":
            guard value == "any" || value == "first" else { throw Self.malformed(name, value, "any or first") }
            preserveFirstStop = value == "first"
        case "destination":
            guard value == "any" || value == "last" else { throw Self.malformed(name, value, "any or last") }
            preserveLastStop = value == "last"
        case "barriers", "barrier_radius":
            break  // read together once every option is known
        case "exclude":
            do { exclude = try RoadExclusions(names: value) } catch { throw APIError(.invalidValue, error.description) }
        case "continue_straight":
            continueStraight = value == "default" ? nil : try Self.flag(name, value)
        case "snapping":
            guard let choice = Snapping(rawValue: value) else { throw Self.malformed(name, value, "default or any") }
            snapping = choice
        case "alternatives":
            switch value {
            case "true": alternatives = 1
            case "false": alternatives = 0
            default:
                let expected = "true, false or a number from 0 to \(Self.maximumAlternatives)"
                guard let count = Int(value) else { throw Self.malformed(name, value, expected) }
                guard (0...Self.maximumAlternatives).contains(count) else { throw Self.invalid(name, value, expected) }
                alternatives = count
            }
        case "timestamps":
            // Plain decimals (no sign, no exponent), at most 15 digits before the point: UNIX seconds (OSRM's are whole).
            let parts = value.split(separator: ";", omittingEmptySubsequences: false)
            let values = parts.map { part in
                part.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } && (part.split(separator: ".").first?.count ?? 0) <= 15 ? Double(part) : nil
            }
            let expected = "a non-decreasing number of seconds per coordinate (digits, a point and digits), separated by ';'"
            guard values.allSatisfy({ $0 != nil }) else { throw Self.malformed(name, value, expected) }
            guard values.allSatisfy({ $0!.isFinite }) else { throw Self.invalid(name, value, expected) }
            if let k = values.indices.dropFirst().first(where: { values[$0]! < values[$0 - 1]! }) {
                throw Self.invalid(name, value, "\(expected): timestamp \(k + 1) (\(Self.shown(parts[k]))) is before timestamp \(k) (\(Self.shown(parts[k - 1])))")
            }
            timestamps = values.map { $0! }
        case "gaps":
            guard value == "split" || value == "ignore" else { throw Self.malformed(name, value, "split or ignore") }
            splitGaps = value == "split"
        case "tidy": tidy = try Self.flag(name, value)
        case "contours_minutes", "contours_meters":
            let metric: Metric = name == "contours_minutes" ? .time : .distance
            do { contours.append(try ContourList(value, metric: metric)) } catch { throw Self.invalid(name, value, error.description) }
        case "number":
            guard let count = Int(value) else { throw Self.malformed(name, value, "a whole number ≥ 1") }
            guard count >= 1 else { throw Self.invalid(name, value, "a whole number ≥ 1") }
            number = count
        case "bearings":
            bearings = try value.split(separator: ";", omittingEmptySubsequences: false).map { item throws(APIError) in
                guard !item.isEmpty else { return nil }
                let parts = item.split(separator: ",", omittingEmptySubsequences: false).map(CoordinateText.number)
                let expected = "';'-separated 'bearing,range' pairs (bearing 0…360, range 0…180 degrees) or empty"
                guard parts.count == 2, let bearing = parts[0], let range = parts[1] else { throw Self.malformed(name, value, expected) }
                guard (0...360).contains(bearing), (0...180).contains(range) else { throw Self.invalid(name, value, expected) }
                return BearingRange(bearing: bearing, range: range)
            }
        case "approaches":
            approaches = try value.split(separator: ";", omittingEmptySubsequences: false).map { item throws(APIError) in
                guard let approach = item.isEmpty ? .unrestricted : Approach(rawValue: String(item)) else {
                    throw Self.malformed(name, value, "';'-separated curb, opposite, unrestricted or empty")
                }
                return approach
            }
        case "waypoints":
            legEnds = try Self.indices(name, value) ?? nil
        case "skip_waypoints":
            output.skipWaypoints = try Self.flag(name, value)
        case "hints":
            // Accepted for OSRM's clients and not used (Wayfarer snaps afresh): their count and form are checked (OSRM's are
            // base64, or empty where a coordinate has none).
            let hints = value.split(separator: ";", omittingEmptySubsequences: false)
            if let bad = hints.firstIndex(where: { !$0.allSatisfy(\.isBase64) }) {
                throw Self.malformed(name, value, "base64 hints (hint \(bad + 1) is '\(Self.shown(hints[bad]))'), or none")
            }
            hintCount = hints.count
        case "generate_hints":
            output.generateHints = try Self.flag(name, value)
        case "fallback_speed":
            guard let speed = Double(value) else { throw Self.malformed(name, value, "metres per second above 0") }
            guard speed > 0, speed.isFinite else { throw Self.invalid(name, value, "metres per second above 0") }
            fallbackSpeed = speed
        case "fallback_coordinate":
            guard let choice = Table.FallbackCoordinate(rawValue: value) else { throw Self.malformed(name, value, "input or snapped") }
            fallbackCoordinate = choice
        case "scale_factor":
            guard let factor = Double(value) else { throw Self.malformed(name, value, "a number above 0") }
            guard factor > 0, factor.isFinite else { throw Self.invalid(name, value, "a number above 0") }
            scaleFactor = factor
        default:
            break  // on match, bearings: accepted for compatibility, no effect (see OSRMService.options)
        }
    }

    private static func flag(_ name: String, _ value: String) throws(APIError) -> Bool {
        switch value {
        case "true": return true
        case "false": return false
        default: throw malformed(name, value, "true or false")
        }
    }

    private static func legAnnotations(_ value: String) throws(APIError) -> LegAnnotations {
        switch value {
        case "true": return .all
        case "false": return []
        default:
            var annotations: LegAnnotations = []
            for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                guard let kind = LegAnnotations.names.first(where: { $0.0 == item })?.1 else {
                    throw malformed("annotations", value, "true, false or a list of \(LegAnnotations.names.map(\.0).joined(separator: ","))")
                }
                annotations.insert(kind)
            }
            return annotations
        }
    }

    private static func indices(_ name: String, _ value: String) throws(APIError) -> [Int]? {
        if value == "all" { return nil }
        return try value.split(separator: ";", omittingEmptySubsequences: false).map { item throws(APIError) in
            guard let index = Int(item) else { throw malformed(name, value, "'all' or ';'-separated coordinate indices") }
            guard index >= 0 else { throw invalid(name, value, "'all' or ';'-separated coordinate indices") }
            return index
        }
    }

    /// A value outside the option's grammar (a word it does not know, no boolean): OSRM's `InvalidQuery`.
    private static func malformed(_ name: String, _ value: String, _ expected: String) -> APIError {
        APIError(.invalidQuery, "\(name)=\(shown(value)) is invalid; expected \(expected)")
    }

    /// A value of the option's form that it does not take (out of its range): OSRM's `InvalidOptions`.
    private static func invalid(_ name: String, _ value: String, _ expected: String) -> APIError {
        APIError(.invalidOptions, "\(name)=\(shown(value)) is invalid; expected \(expected)")
    }

    /// A value as a message quotes it: whole up to 60 characters, else its start and its length (a list of thousands of
    /// values would make the message as long as the request).
    private static func shown(_ value: some StringProtocol) -> String {
        value.count <= 60 ? String(value) : "\(value.prefix(40))… (\(value.count) characters)"
    }
}

private extension Character {
    /// Whether the character may stand in base64 (either alphabet: OSRM's hints are URL-safe) or be its padding.
    var isBase64: Bool { isASCII && (isLetter || isNumber || "+/-_=".contains(self)) }
}
