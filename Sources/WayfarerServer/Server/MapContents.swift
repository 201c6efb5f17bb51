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
    /// line or a stray road does not zoom the whole map out.
    let bounds: Geo.BoundingBox?
    /// The points of interest (nil: the places API and walking tours answer `NoPlaces`).
    let places: PlaceStore?
    /// How many places each category has (empty without places).
    let placeCounts: [PlaceCategory: Int]
    /// Makes walking tours, when there are places and the map has the `foot` profile.
    let walkingTours: WalkingTourPlanner?

    /// The contents of the map `router` serves; walking tours go through `serving` (the router requests use, which
    /// may be about to serve `router`'s data: see ``init(router:sections:mapFile:servedBy:dataset:logger:)``).
    init(router: Routing.Router, basemap: Basemap?, places: PlaceStore?, dataset: UkraineNetwork?, logger: Logger,
         servedBy serving: Routing.Router? = nil) {
        tiles = basemap.map { TileCache(basemap: $0) }
        names = Self.names(basemap: basemap, dataset: dataset)
        bounds = Self.coreBounds(of: router.network.graph)
        var counts: [PlaceCategory: Int] = [:]
        if let places {
            do { counts = try places.countsByCategory() } catch { logger.error("places: \(error)") }
        }
        self.places = places
        placeCounts = counts
        walkingTours = places.flatMap { router.profileNames.contains(PlaceSelector.profile) ? WalkingTourPlanner(router: serving ?? router, store: $0) : nil }
    }

    /// The contents of the map file `url`, read as `sections` (whose routing data `router` was read from): its basemap
    /// section and the places database beside it, each left out, with a log line, when it is missing or cannot be read.
    init(router: Routing.Router, sections: [String: MapBytes], mapFile url: URL, servedBy serving: Routing.Router, dataset: UkraineNetwork?,
         logger: Logger) {
        var basemap: Basemap?
        do { basemap = try sections[Basemap.sectionName].map { section throws(MapFileError) in try Basemap(section: section) } } catch {
            logger.error("basemap not read: tiles and search are off", metadata: ["map": "\(url.path)", "error": "\(error)"])
        }
        var places: PlaceStore?
        let database = PlaceStore.url(forMap: url)
        do { places = try PlaceStore(url: database) } catch {
            logger.notice("no places: the places API and walking tours are off", metadata: ["database": "\(database.path)", "reason": "\(error)"])
        }
        self.init(router: router, basemap: basemap, places: places, dataset: dataset, logger: logger, servedBy: serving)
    }

    /// The box between the 0.5% and 99.5% quantiles of the graph's point latitudes and longitudes (west ≤ east: the
    /// web page draws no map across 180°, and a network there gets a box round the world).
    private static func coreBounds(of graph: RoadGraph) -> Geo.BoundingBox? {
        guard !graph.latitudeE7.isEmpty else { return nil }
        let latitudes = graph.latitudeE7.sorted(), longitudes = graph.longitudeE7.sorted()
        func quantile(_ values: [Int32], _ q: Double) -> Double { Double(values[Int(Double(values.count - 1) * q)]) / 1e7 }
        return Geo.BoundingBox(south: quantile(latitudes, 0.005), west: quantile(longitudes, 0.005),
                               north: quantile(latitudes, 0.995), east: quantile(longitudes, 0.995))
    }

    /// What the search box finds: the basemap's streets and settlements, and the built-in network's cities (in English
    /// — found by their aliases too, "Kiev", "Lvov" — and Ukrainian: oblast centres rank as cities, the others as towns).
    private static func names(basemap: Basemap?, dataset: UkraineNetwork?) -> NameIndex? {
        let mapped = basemap.map(NameIndex.init(basemap:))
        guard let dataset else { return mapped }
        let cities = dataset.cities.flatMap { city in
            Set([city.nameEn, city.nameUk]).sorted().map { name in
                NameIndex.Entry(name: name, kind: city.isOblastCentre ? "city" : "town",
                                coordinate: Coordinate(latitude: city.latitude, longitude: city.longitude), rank: city.isOblastCentre ? 1 : 2,
                                aliases: name == city.nameEn ? city.aliases : [])
            }
        }
        return NameIndex(entries: (mapped?.entries ?? []) + cities)
    }
}
