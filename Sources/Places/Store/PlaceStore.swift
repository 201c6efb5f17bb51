import Foundation
import GRDB
import Geo

/// The points of interest of a map, in SQLite: read-only queries by box, radius, category and name,
/// safe to share between threads.
///
/// The database lives beside the map file (`malta.places.sqlite` for `malta.wayfarer`) and is written by
/// ``write(_:to:)`` during `wayfarer import`.
/// ```swift
/// let store = try PlaceStore(url: PlaceStore.url(forMap: mapURL))
/// let nearby = try store.places(within: 1500, of: start, categories: [.museum, .park])
/// let found = try store.search(name: "cathedral")
/// ```
public final class PlaceStore: Sendable {
    /// The open database (read-only when opened from a file).
    let database: any DatabaseReader
    /// The database file, or `:memory:`.
    public let path: String

    /// Opens the database at `url` read-only.
    /// - Throws: ``PlacesError/missingDatabase(path:)`` when there is no file,
    ///   ``PlacesError/incompatibleDatabase(path:)`` when its schema is not this version's, or
    ///   ``PlacesError/database(path:reason:)`` when SQLite cannot read it.
    public init(url: URL) throws(PlacesError) {
        path = url.path
        guard FileManager.default.fileExists(atPath: url.path) else { throw .missingDatabase(path: url.path) }
        var configuration = Configuration()
        configuration.readonly = true
        database = try Self.catching(path) { try DatabaseQueue(path: url.path, configuration: configuration) }
        let complete = try Self.catching(path) { [database] in try database.read { try PlaceSchema.migrator.hasCompletedMigrations($0) } }
        guard complete else { throw .incompatibleDatabase(path: url.path) }
    }

    /// A store held in memory, e.g. for an OSM extract imported without writing a map file.
    public init(places: [Place]) throws(PlacesError) {
        path = ":memory:"
        let queue = try Self.catching(path) { try DatabaseQueue() }
        try Self.catching(path) {
            try PlaceSchema.migrator.migrate(queue)
            try queue.write { try PlaceSchema.insert(places, into: $0) }
        }
        database = queue
    }

    /// Where the places database of map file `mapURL` lives: `NAME.places.sqlite` for `NAME.wayfarer`
    /// (any other name gets `.places.sqlite` appended).
    public static func url(forMap mapURL: URL) -> URL {
        let base = mapURL.pathExtension == "wayfarer" ? mapURL.deletingPathExtension() : mapURL
        return base.deletingLastPathComponent().appendingPathComponent(base.lastPathComponent + ".places.sqlite")
    }

    // MARK: Queries

    /// How many places the store holds.
    public func count() throws(PlacesError) -> Int {
        try read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM place") ?? 0 }
    }

    /// How many places each category has (categories without places are absent).
    public func countsByCategory() throws(PlacesError) -> [PlaceCategory: Int] {
        let rows = try read { try Row.fetchAll($0, sql: "SELECT category, COUNT(*) AS n FROM place GROUP BY category") }
        var counts: [PlaceCategory: Int] = [:]
        for row in rows {
            if let category = PlaceCategory(rawValue: row["category"] ?? "") { counts[category] = row["n"] }
        }
        return counts
    }

    /// The place from OSM object `id`, if the store has it.
    public func place(id: PlaceID) throws(PlacesError) -> Place? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT \(Place.columns) FROM place WHERE osmType = ? AND osmId = ?",
                             arguments: [id.type.rawValue, id.id]).flatMap(Place.init(row:))
        }
    }

    /// The places of `categories` inside `box` (which may cross the 180° meridian), best score first,
    /// ties by id; only those whose name matches `name` (as ``search(name:limit:)`` matches) when given,
    /// and at most `limit` of them. Uses the R*Tree: O(log n + matches).
    public func places(in box: BoundingBox, categories: [PlaceCategory] = PlaceCategory.allCases,
                       named name: String? = nil, limit: Int? = nil) throws(PlacesError) -> [Place] {
        var nameFilter = ""
        var nameArguments: StatementArguments = []
        if let name {
            guard let pattern = FTS5Pattern(matchingAllPrefixesIn: name) else { return [] }
            nameFilter = "AND place.id IN (SELECT rowid FROM place_fts WHERE place_fts MATCH ?)"
            nameArguments = [pattern.rawPattern]
        }
        let limitClause = limit.map { "LIMIT \(max(0, $0))" } ?? ""
        let ranges = box.crossesAntimeridian ? [(box.west, 180.0), (-180.0, box.east)] : [(box.west, box.east)]
        let categoryList = categories.map { "'\($0.rawValue)'" }.joined(separator: ",")
        var found: [Place] = []
        for (west, east) in ranges {
            // The R*Tree stores 32-bit floats rounded outwards: it narrows the search, the exact columns decide.
            found += try read { db in
                try Row.fetchAll(db, sql: """
                    SELECT \(Place.columns) FROM place_rtree JOIN place ON place.id = place_rtree.id
                    WHERE place_rtree.maxLat >= ? AND place_rtree.minLat <= ? AND place_rtree.maxLon >= ? AND place_rtree.minLon <= ?
                      AND place.latitude BETWEEN ? AND ? AND place.longitude BETWEEN ? AND ?
                      AND place.category IN (\(categoryList)) \(nameFilter)
                    ORDER BY place.score DESC, place.osmType, place.osmId \(limitClause)
                    """, arguments: [box.south, box.north, west, east, box.south, box.north, west, east] + nameArguments)
                    .compactMap(Place.init(row:))
            }
        }
        let sorted = found.sorted(by: Place.isBetter)
        return limit.map { Array(sorted.prefix(max(0, $0))) } ?? sorted
    }

    /// The places of `categories` within `radius` metres (great-circle) of `center`, best score first,
    /// ties by id; only those whose name matches `name` when given, and at most `limit` of them. An R*Tree
    /// box query, then the exact distance.
    public func places(within radius: Double, of center: Coordinate, categories: [PlaceCategory] = PlaceCategory.allCases,
                       named name: String? = nil, limit: Int? = nil) throws(PlacesError) -> [Place] {
        let box = BoundingBox(south: center.latitude, west: center.longitude, north: center.latitude, east: center.longitude)
            .expanded(byMetres: radius)
        let inside = try places(in: box, categories: categories, named: name).filter { $0.coordinate.distance(to: center) <= radius }
        return limit.map { Array(inside.prefix(max(0, $0))) } ?? inside
    }

    /// Places whose name contains words starting with those of `text` (full-text search, accents and case
    /// ignored): best match first, or with `near` the nearest first (across the 180° meridian too).
    public func search(name text: String, near: Coordinate? = nil, limit: Int = 20) throws(PlacesError) -> [Place] {
        guard let pattern = FTS5Pattern(matchingAllPrefixesIn: text), limit > 0 else { return [] }
        return try read { db in
            guard let near else {
                return try Row.fetchAll(db, sql: """
                    SELECT \(Place.columns) FROM place_fts JOIN place ON place.id = place_fts.rowid
                    WHERE place_fts MATCH ? ORDER BY place_fts.rank, place.score DESC LIMIT ?
                    """, arguments: [pattern.rawPattern, limit]).compactMap(Place.init(row:))
            }
            // Degrees north, and east scaled by the latitude's cosine: the order of distances a few hundred km out.
            let east = "min(abs(place.longitude - :longitude), 360 - abs(place.longitude - :longitude)) * :scale"
            return try Row.fetchAll(db, sql: """
                SELECT \(Place.columns) FROM place_fts JOIN place ON place.id = place_fts.rowid
                WHERE place_fts MATCH :pattern
                ORDER BY (place.latitude - :latitude) * (place.latitude - :latitude) + (\(east)) * (\(east)), place.score DESC LIMIT :limit
                """, arguments: ["pattern": pattern.rawPattern, "latitude": near.latitude, "longitude": near.longitude,
                                 "scale": cos(near.latitude * .pi / 180), "limit": limit]).compactMap(Place.init(row:))
        }
    }

    // MARK: Helpers

    /// Runs a read, turning SQLite failures into ``PlacesError``.
    private func read<T>(_ body: (Database) throws -> T) throws(PlacesError) -> T {
        try Self.catching(path) { [database] in try database.read(body) }
    }

    /// Runs `body`, turning any failure into ``PlacesError/database(path:reason:)``.
    static func catching<T>(_ path: String, _ body: () throws -> T) throws(PlacesError) -> T {
        do { return try body() } catch let error as PlacesError { throw error } catch let error as DatabaseError {
            throw .database(path: path, reason: error.message ?? error.description)
        } catch {
            throw .database(path: path, reason: "\(error)")
        }
    }
}

extension Place {
    /// The selection order: higher score first, then smaller id.
    static func isBetter(_ a: Place, _ b: Place) -> Bool {
        a.score != b.score ? a.score > b.score : a.id < b.id
    }
}
