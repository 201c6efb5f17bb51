import Foundation
import Geo
import Places
import RoadNetwork
import Routing
import TestSupport
import Testing
import WalkingTours

/// The whole pipeline on the Monaco extract: extraction, selection and walking tours.
@Suite("Walking tours in Monaco", .serialized)
struct MonacoTests {
    /// The extract, its street network (built once: contraction takes a while in debug builds) and its places.
    static let setUp: Result<(router: Router, store: PlaceStore, places: [Place]), any Error> = Result {
        let url = try SharedData.url("osm/monaco.osm.pbf")
        let places = try PlaceExtractor.places(in: url)
        let router = Router(network: try RoadNetwork.build(from: url, profiles: [.foot]))
        return (router, try PlaceStore(places: places), places)
    }

    /// Near the Casino; the port; the Musée Océanographique on the Rock.
    static let starts = [
        Coordinate(latitude: 43.7384, longitude: 7.4246),
        Coordinate(latitude: 43.7347, longitude: 7.4206),
        Coordinate(latitude: 43.7306, longitude: 7.4254),
    ]

    func planner() throws -> WalkingTourPlanner {
        let (router, store, _) = try Self.setUp.get()
        return WalkingTourPlanner(router: router, store: store)
    }

    @Test("the extract yields plausible places of every category, ways placed inside the country")
    func extraction() throws {
        let (_, store, places) = try Self.setUp.get()
        let counts = try store.countsByCategory()
        #expect((100...5000).contains(places.count))
        for category in PlaceCategory.allCases { #expect(counts[category, default: 0] >= 2, "\(category): \(counts)") }
        let monaco = BoundingBox(south: 43.6, west: 7.3, north: 43.9, east: 7.6)
        #expect(places.allSatisfy { monaco.contains($0.coordinate) && !$0.name.isEmpty && (0...1).contains($0.score) })
        #expect(places.contains { $0.id.type == .way })
        let museum = try #require(try store.search(name: "oceanographique").first)
        #expect(museum.category == .museum)
    }

    @Test("selection: shares, spacing, radius, reachable on foot", arguments: starts)
    func selection(start: Coordinate) throws {
        let (router, store, _) = try Self.setUp.get()
        let request = SelectionRequest(start: start, stopCount: 8, radius: 1500)
        let selection = try PlaceSelector(store: store, router: router).select(request)
        let places = selection.places
        #expect(places.count == 8)
        for (i, a) in places.enumerated() {
            #expect(a.coordinate.distance(to: start) <= 1500)
            #expect(throws: Never.self) { try router.nearest(a.coordinate, profile: "foot", radius: request.snapRadius) }
            for b in places[(i + 1)...] { #expect(a.coordinate.distance(to: b.coordinate) >= 100) }
        }
        let nearby = try store.places(within: 1500, of: start)
        for category in Set(nearby.map(\.category)) {
            #expect(places.contains { $0.category == category }, "no \(category)")
        }
        // A category with plenty of candidates gets at least its quota.
        for (category, quota) in selection.quotas where nearby.filter({ $0.category == category }).count >= 3 * quota {
            #expect(places.filter { $0.category == category }.count >= quota, "\(category): quota \(quota)")
        }
    }

    /// The last case searches far beyond what the maximum lets a walk reach: places no tour could visit
    /// must not crowd out the near ones.
    @Test("a tour never exceeds its maximum and mixes at least three categories",
          arguments: [(800.0, 3000.0), (1500, 5000), (1500, 8000), (3000, 1500)])
    func maximum(radius: Double, maxDistance: Double) async throws {
        var request = WalkingTourRequest(start: Self.starts[0], maxDistance: maxDistance, targetDistance: min(5000, maxDistance))
        request.selection.radius = radius
        let tour = try await planner().plan(request)
        #expect(tour.distance <= maxDistance)
        #expect(tour.categories.count >= 3)
        #expect(tour.places.allSatisfy { $0.coordinate.distance(to: Self.starts[0]) <= radius })
        #expect(tour.route.legs.count == tour.places.count + 1)
        #expect(tour.directions.count == tour.route.legs.count)
        #expect(tour.distance <= tour.searchOrderDistance + 1)
        #expect(tour.provenOptimal)
    }

    /// Eight places chosen over 1.5 km make a tour of about 5.7 km: to fit 3 km, the far ones are given up for nearer
    /// places not chosen (three places were left when each was only dropped).
    @Test("places given up to fit the maximum are replaced by nearer ones: the tour keeps its number of places")
    func replacement() async throws {
        var request = WalkingTourRequest(start: Self.starts[0], maxDistance: 3000, targetDistance: 3000)
        request.selection.radius = 1500
        let search = try planner().start(request)
        var events: [WalkingTourEvent] = []
        for await event in search.events { events.append(event) }
        let tour = try await search.result()
        guard case .selected(let selection) = events.first else { Issue.record("no selection"); return }
        let replacements = events.compactMap { if case .dropped(let dropped) = $0 { dropped.replacement } else { nil } }
        #expect(!replacements.isEmpty && tour.dropped.compactMap(\.replacement) == replacements)
        #expect(tour.dropped.allSatisfy { $0.tourDistance > 3000 }, "each place was given up for a tour over the maximum (the target here)")
        #expect(tour.places.count == request.selection.stopCount, "\(tour.places.map(\.name))")
        #expect(tour.distance <= 3000 && tour.categories.count >= 3)
        #expect(Set(tour.places.map(\.id)).isSubset(of: Set((selection.places + replacements).map(\.id))))
        #expect(Set(replacements.map(\.id)).isSubset(of: Set(selection.alternatives.map(\.id))))
        for (i, a) in tour.places.enumerated() {
            #expect(a.coordinate.distance(to: Self.starts[0]) <= 1500)
            for b in tour.places[(i + 1)...] { #expect(a.coordinate.distance(to: b.coordinate) >= request.selection.minimumSpacing) }
        }
    }

    @Test("the same seed gives the same tour; events end with finished")
    func deterministic() async throws {
        let planner = try planner()
        var request = WalkingTourRequest(start: Self.starts[1], seed: 7)
        request.selection.stopCount = 10
        let search = try planner.start(request)
        var events: [WalkingTourEvent] = []
        for await event in search.events { events.append(event) }
        let first = try await search.result()
        let second = try await planner.plan(request)
        #expect(first.places == second.places)
        #expect(first.route == second.route)
        guard case .selected = events.first, case .finished(let finished) = events.last else {
            Issue.record("events: \(events.count)"); return
        }
        #expect(finished == first)
        #expect(events.contains { if case .trip(.improved) = $0 { true } else { false } })
    }

    @Test("an open tour ends at its last place")
    func open() async throws {
        let tour = try await planner().plan(WalkingTourRequest(start: Self.starts[2], roundTrip: false))
        #expect(tour.route.legs.count == tour.places.count)
    }

    @Test("bad requests are clear errors")
    func badInput() async throws {
        let planner = try planner()
        let sea = Coordinate(latitude: 43.70, longitude: 7.45)
        await #expect(throws: WalkingTourError.selection(.startNotWalkable(sea, radius: 150))) {
            try await planner.plan(WalkingTourRequest(start: sea))
        }
        for radius in [0.0, -5, .nan] {
            var request = WalkingTourRequest(start: Self.starts[0])
            request.selection.radius = radius
            #expect(throws: WalkingTourError.self) { try planner.start(request) }
        }
        var tiny = WalkingTourRequest(start: Self.starts[0])
        tiny.selection.radius = 1
        await #expect(throws: WalkingTourError.selection(.noPlaces(Self.starts[0], radius: 1, categories: PlaceCategory.allCases))) {
            try await planner.plan(tiny)
        }
        // A start given latitude first says so.
        let swapped = Coordinate(latitude: Self.starts[0].longitude, longitude: Self.starts[0].latitude)
        await #expect { try await planner.plan(WalkingTourRequest(start: swapped)) } throws: { error in
            "\(error)".contains("\(Self.starts[0].longitude),\(Self.starts[0].latitude) is near one: give the longitude first")
        }
        let message = PlaceSelectionError.noPlaces(Self.starts[0], radius: 1500, categories: PlaceCategory.allCases).description
        #expect(message == "no points of interest within 1500 m of 7.4246,43.7384; try a larger search radius")
        await #expect(throws: WalkingTourError.self) {
            try await planner.plan(WalkingTourRequest(start: Self.starts[0], maxDistance: 100, targetDistance: 100))
        }
    }
}
