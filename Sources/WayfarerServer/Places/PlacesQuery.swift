import Geo
import Places

/// The parameters of `GET /api/v1/places`: an area — `bbox=west,south,east,north` (crossing the 180°
/// meridian when west > east, as in GeoJSON) or `near=lon,lat` with `radius=METRES` (default 1000), or neither
/// for the whole map — and optionally `category=attraction,museum,…`, `q=` (words the names start with) and
/// `limit=`. A parameter given empty counts as not given.
struct PlacesQuery: Sendable, Hashable {
    /// Where to look.
    enum Area: Sendable, Hashable {
        case box(BoundingBox)
        case circle(center: Coordinate, radius: Double)
    }

    var area: Area
    var categories: [PlaceCategory]
    /// Words the names must contain (prefixes), or nil for any name.
    var name: String?
    /// The most places in the answer.
    var limit: Int

    /// The parameter names this endpoint knows.
    static let parameters = ["bbox", "near", "radius", "category", "q", "limit"]
    /// Places answered when `limit` is not given, and the most `limit` may ask for.
    static let defaultLimit = 500, maximumLimit = 5000
    /// The radius when `near` comes without one, and the largest allowed, metres.
    static let defaultRadius = 1000.0, maximumRadius = 50_000.0

    /// Reads the query from its parameters (name → value).
    /// - Throws: `InvalidQuery` for an unknown parameter, or both `bbox` and `near`, or `radius` without `near`;
    ///   `InvalidValue` for a malformed box, point, radius, category or limit.
    init(_ parameters: [(name: String, value: String)]) throws(APIError) {
        var values: [String: String] = [:]
        for (name, value) in parameters {
            guard Self.parameters.contains(name) else {
                throw APIError(.invalidQuery, "unknown parameter '\(name)'; /api/v1/places takes \(Self.parameters.joined(separator: ", "))")
            }
            if !value.isEmpty { values[name] = value }
        }
        let radius = try Self.radius(values["radius"])
        if values["radius"] != nil && values["near"] == nil {
            throw APIError(.invalidQuery, "radius= counts only with near=lon,lat (the circle's centre)")
        }
        switch (values["bbox"], values["near"]) {
        case (let bbox?, nil):
            area = .box(try MapDataEndpoints.boundingBox(bbox))
        case (nil, let near?):
            area = .circle(center: try Self.point(near), radius: radius)
        case (nil, nil):
            area = .box(BoundingBox(south: -90, west: -180, north: 90, east: 180))
        case (_?, _?):
            throw APIError(.invalidQuery, "give the area as either bbox=west,south,east,north or near=lon,lat&radius=metres, not both")
        }
        categories = PlaceCategory.allCases
        if let list = values["category"] {
            do { categories = try PlaceCategory.parseList(list) } catch { throw APIError(error) }
        }
        let words = values["q"]?.trimmingCharacters(in: .whitespaces)
        name = words?.isEmpty == false ? words : nil
        limit = Self.defaultLimit
        if let text = values["limit"] {
            guard let number = Int(text), (1...Self.maximumLimit).contains(number) else {
                throw APIError(.invalidValue, "limit must be a whole number from 1 to \(Self.maximumLimit), got '\(text)'")
            }
            limit = number
        }
    }

    /// `lon,lat` (``CoordinateText``).
    static func point(_ text: String) throws(APIError) -> Coordinate {
        guard let coordinate = CoordinateText.coordinate(text[...]) else {
            throw APIError(.invalidValue, "near must be lon,lat in degrees (longitude within ±180, latitude within ±90), got '\(text)'")
        }
        return coordinate
    }

    /// Metres, more than 0 and at most ``maximumRadius``.
    private static func radius(_ text: String?) throws(APIError) -> Double {
        guard let text else { return defaultRadius }
        guard let radius = Double(text), radius > 0, radius <= maximumRadius else {
            throw APIError(.invalidValue, "radius must be more than 0 and at most \(maximumRadius.wholeText) metres, got '\(text)'")
        }
        return radius
    }

    /// The matching places, best score first, at most `limit + extra` of them (one extra tells whether
    /// the answer was cut).
    func places(in store: PlaceStore, extra: Int = 0) throws(PlacesError) -> [Place] {
        switch area {
        case .box(let box):
            try store.places(in: box, categories: categories, named: name, limit: limit + extra)
        case .circle(let center, let radius):
            try store.places(within: radius, of: center, categories: categories, named: name, limit: limit + extra)
        }
    }
}
