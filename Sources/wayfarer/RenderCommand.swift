import ArgumentParser
import Datasets
import Foundation
import Geo
import MapRender
import Routing
import TourOptimizer
import TripPlanning

/// `wayfarer render`: an SVG picture of a map, a route or a planned trip, with the solver's timeline.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a map, a route or a planned trip (and the optimizer's timeline) as a standalone SVG picture.",
        discussion: """
            wayfarer render --dataset ukraine --cities "Lviv,Kyiv,Odesa,Kharkiv" --timeline -o trip.svg
            wayfarer render --map malta.wayfarer --route route.geojson -o route.svg
            wayfarer render --map malta.wayfarer --stops "14.51,35.89;14.49,35.91;14.40,35.95" --timeline -o malta.svg
            wayfarer render --dataset ukraine --countries ne_110m_admin_0_countries.geojson -o ukraine.svg
            """
    )

    @OptionGroup var source: TripSetupOptions

    @Option(help: "A route to draw: the GeoJSON or JSON output of 'wayfarer route', or the GeoJSON of 'wayfarer trip'.")
    var route: String?

    @Option(help: "A GeoJSON file of country polygons (e.g. Natural Earth) drawn under the map.")
    var countries: String?

    @Flag(help: "With --cities or --stops: draw the optimizer's improvements below the map.")
    var timeline = false

    @OptionGroup(title: "With --cities or --stops") var ordering: OrderingOptions

    @Option(help: "The projection: mercator or equirectangular.")
    var projection: String = "mercator"

    @Option(parsing: .unconditional, help: "Picture width in pixels.")
    var width: Double = 1000

    @Option(parsing: .unconditional, help: "Map height in pixels (the timeline adds its own).")
    var height: Double = 700

    @Option(name: [.customShort("o"), .customLong("output")], help: "The SVG file to write.")
    var output: String

    func validate() throws {
        try source.validateSource()
        guard projectionKind != nil else { throw ValidationError("--projection must be mercator or equirectangular") }
        guard (100...20_000).contains(width), (100...20_000).contains(height) else {
            throw ValidationError("--width and --height must be between 100 and 20000 pixels")
        }
        guard !(route != nil && (source.cities != nil || source.stops != nil)) else {
            throw ValidationError("give --route, or --cities/--stops to plan a trip, not both")
        }
    }

    private var projectionKind: MapFrame.Kind? {
        switch projection {
        case "mercator", "webMercator", "web-mercator": .webMercator
        case "equirectangular": .equirectangular
        default: nil
        }
    }

    func run() async throws {
        try OutputFile.checkWritable(output, example: "map.svg", inputs: [source.map, source.barriers, route, countries].compactMap { $0 })
        var picture = MapPicture(width: width, height: height, projection: projectionKind ?? .webMercator)
        let network = try source.datasetNetwork()
        if let countries { picture.add(CountriesLayer(features: try Self.features(in: countries))) }
        let router = try source.router(dataset: network)
        if let network {
            let outline = Feature(geometry: .polygon([network.outline.compactMap { $0.count == 2 ? Position(longitude: $0[0], latitude: $0[1]) : nil }]),
                                  properties: ["name": "Ukraine"])
            picture.add(CountriesLayer(features: [outline], className: "outline"))
            picture.bounds = CountriesLayer(features: [outline]).bounds
            picture.add(LinksLayer(network: network))
        } else {
            picture.add(RoadNetworkLayer(graph: router.network.graph))
        }
        var focus: [any MapLayer] = [], stops: StopsLayer?
        if let route {
            let document: RouteDocument
            do { document = try RouteDocument(data: try Self.read(route)) } catch let error as RouteDocumentError { throw CLIError("\(route): \(error)") }
            focus = [RouteLayer(lines: document.lines)]
            stops = StopsLayer(stops: document.stops)
        } else if let (request, names) = try source.request(ordering: ordering, dataset: network) {
            let (plan, events) = try await Self.plan(request, router: router)
            if timeline { picture.timeline = SolverTimeline(events: events, metric: request.metric) }
            focus = [BarriersLayer(polygons: request.barriers.polygons), RouteLayer(route: plan.route)]
            stops = StopsLayer(stops: plan.order.map { request.stops[$0] }, names: plan.order.map { names[$0] })
        }
        if network == nil, !focus.isEmpty {
            // On a street map, fit the route and its stops (with some room around), not the whole island.
            picture.bounds = (focus + [stops].compactMap { $0 }).compactMap(\.bounds).reduce(nil) { $0?.union($1) ?? $1 }?
                .expanded(byMetres: 300)
        }
        for layer in focus { picture.add(layer) }
        if let network { picture.add(CitiesLayer(cities: network.cities)) }
        if let stops { picture.add(stops) }
        do {
            try picture.svg(title: "Wayfarer").write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            throw CLIError("cannot write \(output): \((error as NSError).localizedDescription)")
        }
    }

    /// Plans the trip, keeping every event for the timeline.
    private static func plan(_ request: TripRequest, router: Router) async throws -> (TripPlan, [TripEvent]) {
        let search: TripSearch
        do { search = try TripPlanner(router: router).start(request) } catch { throw CLIError("\(error)") }
        var events: [TripEvent] = []
        for await event in search { events.append(event) }
        do { return (try await search.result(), events) } catch { throw CLIError("\(error)") }
    }

    /// The features of a GeoJSON file.
    private static func features(in path: String) throws -> [Feature] {
        do { return try GeoJSON(data: try read(path)).features } catch let error as GeoJSONError { throw CLIError("\(path): \(error)") }
    }

    /// A file's bytes, with a message a user can act on when it cannot be read.
    private static func read(_ path: String) throws -> Data {
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw CLIError("cannot read \(path): \((error as NSError).localizedDescription)")
        }
    }
}
