import Basemap
import Datasets
import Foundation
import Geo
import Logging
import Places
import RoadNetwork
import Routing
import WalkingTours

/// What the service serves from its map beside routing — the basemap's tiles and names, the places beside the map,
/// where the network lies — made once per map, and replaced as a whole when the map is reloaded.
struct MapContents: Sendable {
    /// The basemap's vector tiles (nil: the map has no basemap).
    let tiles: TileCache?
    /// The basemap's streets and settlements and the built-in network's cities, for `/api/v1/search` (nil without either).
    let names: NameIndex?
    /// Where the network is, for the web map's first view: the box holding 99% of its points, so that a long ferry
    /// line or a stray road does not zoom the whole map out (crossing 180°, west > east, when that box is narrower).
    let bounds: Geo.BoundingBox?
    /// The points of interest (nil: the places API and walking tours answer `NoPlaces`).
    let places: PlaceStore?
    /// How many places each category has (empty without places).
    let placeCounts: [PlaceCategory: Int]
    /// Makes walking tours, when there are places and the map has the `foot` profile.
    let walkingTours: WalkingTourPlanner?

    init(router: Routing.Router, basemap: Basemap?, places: PlaceStore?, dataset: UkraineNetwork?, logger: Logger) {
        tiles = basemap.map { TileCache(basemap: $0) }
        names = Self.names(basemap: basemap, dataset: dataset)
        bounds = Self.coreBounds(of: router.network.graph)
        var counts: [PlaceCategory: Int] = [:]
        if let places {
            do { counts = try places.countsByCategory() } catch { logger.error("places: \(error)") }
        }
        self.places = places
        placeCounts = counts
        walkingTours = places.flatMap { router.profileNames.contains(PlaceSelector.profile) ? WalkingTourPlanner(router: router, store: $0) : nil }
    }

    /// The contents of the map file `url` (whose routing data `router` serves): its basemap section and the places
    /// database beside it, each left out, with a log line, when it is missing or cannot be read.
    init(router: Routing.Router, mapFile url: URL, dataset: UkraineNetwork?, logger: Logger) {
        var basemap: Basemap?
        do { basemap = try MapFile.read(url)[Basemap.sectionName].map { section throws(MapFileError) in try Basemap(section: section) } } catch {
            logger.error("basemap not read: tiles and search are off", metadata: ["map": "\(url.path)", "error": "\(error)"])
        }
        var places: PlaceStore?
        let database = PlaceStore.url(forMap: url)
        do { places = try PlaceStore(url: database) } catch {
            logger.notice("no places: the places API and walking tours are off", metadata: ["database": "\(database.path)", "reason": "\(error)"])
        }
        self.init(router: router, basemap: basemap, places: places, dataset: dataset, logger: logger)
    }

    /// The box between the 0.5% and 99.5% quantiles of the graph's point latitudes and longitudes — or of its
    /// longitudes counted eastwards from 180° (west > east), when the network lies across that meridian.
    private static func coreBounds(of graph: RoadGraph) -> Geo.BoundingBox? {
        guard !graph.latitudeE7.isEmpty else { return nil }
        func quantiles(_ values: [Double]) -> (low: Double, high: Double) {
            let sorted = values.sorted()
            return (sorted[Int(Double(sorted.count - 1) * 0.005)], sorted[Int(Double(sorted.count - 1) * 0.995)])
        }
        let latitudes = quantiles(graph.latitudeE7.map { Double($0) * 1e-7 })
        let longitudes = graph.longitudeE7.map { Double($0) * 1e-7 }
        var (west, east) = quantiles(longitudes)
        let across = quantiles(longitudes.map { $0 < 0 ? $0 + 360 : $0 })
        if across.high - across.low < east - west {
            (west, east) = (Coordinate.normalizedLongitude(across.low), Coordinate.normalizedLongitude(across.high))
        }
        return Geo.BoundingBox(south: latitudes.low, west: west, north: latitudes.high, east: east)
    }

    /// What the search box finds: the basemap's streets and settlements, and the built-in network's cities (in English
    /// and Ukrainian: a city's oblast centres rank as cities, the others as towns).
    private static func names(basemap: Basemap?, dataset: UkraineNetwork?) -> NameIndex? {
        let mapped = basemap.map(NameIndex.init(basemap:))
        guard let dataset else { return mapped }
        let cities = dataset.cities.flatMap { city in
            Set([city.nameEn, city.nameUk]).sorted().map { name in
                NameIndex.Entry(name: name, kind: city.isOblastCentre ? "city" : "town",
                                coordinate: Coordinate(latitude: city.latitude, longitude: city.longitude), rank: city.isOblastCentre ? 1 : 2)
            }
        }
        return NameIndex(entries: (mapped?.entries ?? []) + cities)
    }
}
