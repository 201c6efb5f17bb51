import Foundation
import Geo

/// The built-in intercity network of Ukraine: cities, road links, train links and the country outline.
///
/// The data lives in `Resources/ukraine.json` in this module; `sources` says where the figures come from.
///
/// ```swift
/// let network = try UkraineNetwork.load()
/// let lviv = try network.city(named: "Lvov")           // aliases, Ukrainian names and ids work too
/// let fromLviv = network.roads.filter { $0.touches(lviv.id) }
/// ```
public struct UkraineNetwork: Sendable, Codable, Hashable {
    /// Where the distances, times, coordinates and outline come from.
    public let sources: String
    /// Every city, each with a unique `id`.
    public let cities: [City]
    /// Road links between neighbouring cities (mode ``TravelMode/road``). The road network is connected.
    public let roads: [Link]
    /// Train links between consecutive stops of real passenger services (mode ``TravelMode/train``).
    public let trains: [Link]
    /// The country outline as one closed ring of `[longitude, latitude]` pairs (GeoJSON order), Crimea included.
    public let outline: [[Double]]

    /// Normalized name → index into `cities`.
    private let nameIndex: [String: Int]
    /// City id → index into `cities`.
    private let idIndex: [String: Int]

    private enum CodingKeys: String, CodingKey {
        case sources, cities, roads, trains, outline
    }

    /// Creates a network from its parts (the name index is built here).
    public init(sources: String, cities: [City], roads: [Link], trains: [Link], outline: [[Double]]) {
        self.sources = sources
        self.cities = cities
        self.roads = roads
        self.trains = trains
        self.outline = outline
        (nameIndex, idIndex) = Self.buildIndexes(cities)
    }

    /// Decodes the JSON document (see `Resources/ukraine.json`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sources: try c.decode(String.self, forKey: .sources),
            cities: try c.decode([City].self, forKey: .cities),
            roads: try c.decode([Link].self, forKey: .roads),
            trains: try c.decode([Link].self, forKey: .trains),
            outline: try c.decode([[Double]].self, forKey: .outline)
        )
    }

    /// Encodes the same JSON document shape that ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sources, forKey: .sources)
        try c.encode(cities, forKey: .cities)
        try c.encode(roads, forKey: .roads)
        try c.encode(trains, forKey: .trains)
        try c.encode(outline, forKey: .outline)
    }

    /// Equal when the data is equal (the indexes follow from it).
    public static func == (lhs: UkraineNetwork, rhs: UkraineNetwork) -> Bool {
        lhs.sources == rhs.sources && lhs.cities == rhs.cities && lhs.roads == rhs.roads
            && lhs.trains == rhs.trains && lhs.outline == rhs.outline
    }

    /// Hashes the data.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sources)
        hasher.combine(cities)
        hasher.combine(roads)
        hasher.combine(trains)
        hasher.combine(outline)
    }

    private static func buildIndexes(_ cities: [City]) -> ([String: Int], [String: Int]) {
        var names: [String: Int] = [:]
        var ids: [String: Int] = [:]
        for (index, city) in cities.enumerated() {
            if ids[city.id] == nil { ids[city.id] = index }
            for name in city.allNames {
                let key = NameKey.normalize(name)
                if !key.isEmpty, names[key] == nil { names[key] = index }
            }
        }
        return (names, ids)
    }

    // MARK: Loading

    /// The resource name of the bundled data.
    public static let resourceName = "ukraine.json"

    private static let cached: Result<UkraineNetwork, DatasetError> = {
        guard let url = Bundle.module.url(forResource: "ukraine", withExtension: "json") else {
            return .failure(.resourceMissing(name: resourceName))
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .failure(.unreadable(name: resourceName, reason: error.localizedDescription))
        }
        do throws(DatasetError) {
            return .success(try decode(data))
        } catch {
            return .failure(error)
        }
    }()

    /// The built-in network, read from the module's bundle once and then shared.
    ///
    /// - Throws: ``DatasetError`` when the resource is missing, malformed or inconsistent.
    public static func load() throws(DatasetError) -> UkraineNetwork {
        try cached.get()
    }

    /// Decodes and validates a network from JSON bytes in the shape of `ukraine.json`.
    ///
    /// - Throws: ``DatasetError/unreadable(name:reason:)`` for malformed JSON,
    ///   ``DatasetError/invalidData(_:)`` when ``validationProblems()`` finds anything.
    public static func decode(_ data: Data) throws(DatasetError) -> UkraineNetwork {
        let network: UkraineNetwork
        do {
            network = try JSONDecoder().decode(UkraineNetwork.self, from: data)
        } catch let error as DecodingError {
            throw .unreadable(name: resourceName, reason: describe(error))
        } catch {
            throw .unreadable(name: resourceName, reason: String(describing: error))
        }
        let problems = network.validationProblems()
        if !problems.isEmpty {
            throw .invalidData(problems.joined(separator: "; "))
        }
        return network
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(_, let context): return "wrong type at \(path(context)): \(context.debugDescription)"
        case .valueNotFound(_, let context): return "missing value at \(path(context))"
        case .dataCorrupted(let context): return "corrupted data at \(path(context)): \(context.debugDescription)"
        @unknown default: return String(describing: error)
        }
    }

    /// Structural problems of the data: duplicate ids or names, names shared by two cities,
    /// links to unknown cities, links from a city to itself, non-positive lengths or times,
    /// links of the wrong mode, an outline that is not a closed ring of `[lon, lat]` pairs.
    /// Empty when the data is sound. O(cities · names + links).
    public func validationProblems() -> [String] {
        var problems: [String] = []
        var ids = Set<String>()
        var owner: [String: String] = [:]
        for city in cities {
            if !ids.insert(city.id).inserted { problems.append("duplicate city id \(city.id)") }
            for name in Set(city.allNames.map(NameKey.normalize)) where !name.isEmpty {
                if let other = owner[name], other != city.id {
                    problems.append("name \"\(name)\" belongs to both \(other) and \(city.id)")
                } else {
                    owner[name] = city.id
                }
            }
            if !(-90...90).contains(city.latitude) || !(-180...180).contains(city.longitude) {
                problems.append("\(city.id) has coordinates out of range")
            }
        }
        for (list, mode) in [(roads, TravelMode.road), (trains, TravelMode.train)] {
            for link in list {
                let label = "\(mode.rawValue) \(link.from)–\(link.to)"
                if link.mode != mode { problems.append("\(label) is listed as \(mode.rawValue) but is a \(link.mode.rawValue) link") }
                if !ids.contains(link.from) { problems.append("\(label): unknown city \(link.from)") }
                if !ids.contains(link.to) { problems.append("\(label): unknown city \(link.to)") }
                if link.from == link.to { problems.append("\(label) joins a city to itself") }
                if !(link.km > 0) || !(link.minutes > 0) { problems.append("\(label) needs positive km and minutes") }
            }
        }
        if outline.count < 4 {
            problems.append("the outline needs at least 4 points")
        } else if outline.contains(where: { $0.count != 2 }) {
            problems.append("every outline point must be [longitude, latitude]")
        } else if outline.first != outline.last {
            problems.append("the outline ring must be closed (first point = last point)")
        }
        return problems
    }

    // MARK: Lookups

    /// The city with this id, or `nil`. O(1).
    public func city(id: String) -> City? {
        idIndex[id].map { cities[$0] }
    }

    /// Matches a name typed by a user against every city's English and Ukrainian name, id and aliases,
    /// ignoring case, accents, apostrophes, hyphens and spaces (`"KYIV"`, `"Київ"`, `"Kiev"`,
    /// `"bila tserkva"`, `"Kamianets Podilskyi"`). When nothing matches, suggests the three cities whose
    /// names are closest by edit distance. O(1) for a hit; O(names · length²) for suggestions.
    public func matchCity(_ query: String) -> CityMatch {
        let key = NameKey.normalize(query)
        if let index = nameIndex[key] { return .found(cities[index]) }
        return .unknown(query: query, suggestions: closestCities(to: key, count: 3))
    }

    /// The city a user means by `name`.
    ///
    /// - Throws: ``DatasetError/unknownCity(query:suggestions:)``, whose message reads
    ///   `unknown city "Lvok": did you mean Lviv, Lutsk, Rivne?`.
    public func city(named name: String) throws(DatasetError) -> City {
        let match = matchCity(name)
        if let city = match.city { return city }
        throw match.error ?? .unknownCity(query: name, suggestions: [])
    }

    private func closestCities(to key: String, count: Int) -> [City] {
        guard !key.isEmpty else { return [] }
        let scored = cities.map { city -> (distance: Int, city: City) in
            let distance = city.allNames
                .map { NameKey.editDistance(key, NameKey.normalize($0)) }
                .min() ?? Int.max
            return (distance, city)
        }
        return scored
            .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.city.nameEn < $1.city.nameEn }
            .prefix(count)
            .map(\.city)
    }

    /// All links (roads and trains) with `id` at one end.
    public func links(touching id: String) -> [Link] {
        (roads + trains).filter { $0.touches(id) }
    }

    /// The smallest box holding the outline (a zero box at 0°, 0° for an empty outline).
    public var outlineBounds: BoundingBox {
        BoundingBox(enclosing: outline.filter { $0.count == 2 }.map { Coordinate(latitude: $0[1], longitude: $0[0]) })
            ?? BoundingBox(south: 0, west: 0, north: 0, east: 0)
    }
}
