import Datasets
import Geo
import Routing
import TourOptimizer
import TripPlanning
import Testing

@Suite("Trips on the built-in Ukraine network", .serialized)
struct UkraineTripTests {
    static let network = try? UkraineNetwork.load()
    static let router = network.map { Router(network: $0.roadNetwork()) }

    func setUp() throws -> (UkraineNetwork, Router) {
        guard let network = Self.network, let router = Self.router else { throw DatasetError.resourceMissing(name: UkraineNetwork.resourceName) }
        return (network, router)
    }

    func coordinates(_ network: UkraineNetwork, _ names: [String]) throws -> [Coordinate] {
        try names.map { name in
            let city = try network.city(named: name)
            return Coordinate(latitude: city.latitude, longitude: city.longitude)
        }
    }

    static let options: [TourOptions] = [false, true].flatMap { roundTrip in
        [false, true].flatMap { first in
            [false, true].map { last in TourOptions(roundTrip: roundTrip, preserveFirstStop: first, preserveLastStop: last, timeLimit: 2) }
        }
    }

    @Test("trips of up to 8 cities are proven optimal and equal brute force", arguments: options)
    func provenOptimal(options: TourOptions) async throws {
        let (network, router) = try setUp()
        let names = ["Lviv", "Kyiv", "Odesa", "Kharkiv", "Uzhhorod", "Dnipro", "Chernivtsi", "Poltava"]
        let stops = try coordinates(network, names)
        let plan = try await TripPlanner(router: router).plan(TripRequest(profile: "any", stops: stops, tour: options))
        #expect(plan.tour?.provenOptimal == true)
        // Brute force over every order honouring the options, on the same matrix.
        let table = try router.table(TableRequest(profile: "any", stops: stops))
        let matrix = try CostMatrix(count: stops.count) { table.durations?[$0][$1] ?? .infinity }
        var best = Double.infinity
        var order = Array(0..<stops.count)
        func permute(_ k: Int) {
            if k == order.count {
                if options.preserveFirstStop && order[0] != 0 { return }
                if options.preserveLastStop && order[order.count - 1] != order.count - 1 { return }
                best = min(best, matrix.cost(of: order, roundTrip: options.roundTrip))
                return
            }
            for i in k..<order.count { order.swapAt(k, i); permute(k + 1); order.swapAt(k, i) }
        }
        permute(0)
        #expect(abs((plan.tour?.cost ?? 0) - best) < 1e-6)
        #expect(abs(plan.route.duration - best) < 1)
    }

    @Test("any mode is never slower than roads or rail alone")
    func anyIsFastest() async throws {
        let (network, router) = try setUp()
        let names = ["Lviv", "Kyiv", "Kharkiv", "Odesa", "Ternopil", "Vinnytsia"]
        let stops = try coordinates(network, names)
        let planner = TripPlanner(router: router)
        var durations: [String: Double] = [:]
        for mode in UkraineNetwork.profiles {
            durations[mode] = try await planner.plan(TripRequest(profile: mode, stops: stops, tour: TourOptions(roundTrip: true))).route.duration
        }
        #expect(durations["any"]! <= durations["car"]! + 1e-6)
        #expect(durations["any"]! <= durations["train"]! + 1e-6)
        // Pairwise too: every any-mode route is at most the faster single-mode route.
        for (a, b) in [("Lviv", "Kharkiv"), ("Odesa", "Kyiv"), ("Uzhhorod", "Poltava")] {
            let pair = try coordinates(network, [a, b])
            let times = try UkraineNetwork.profiles.map { try router.route(RouteRequest(profile: $0, stops: pair)).duration }
            #expect(times[2] <= min(times[0], times[1]) + 1e-6, "\(a)–\(b): \(times)")
        }
    }

    @Test("a trip through every city is planned in well under a second")
    func allCities() async throws {
        let (network, router) = try setUp()
        let stops = network.cities.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
        let plan = try await TripPlanner(router: router).plan(TripRequest(profile: "any", stops: stops, tour: TourOptions(roundTrip: false)))
        #expect(plan.order.sorted() == Array(0..<stops.count))
        #expect(plan.route.legs.count == stops.count - 1)
    }

    @Test("the network is routable with the same types as an OSM map")
    func sameTypes() throws {
        let (network, router) = try setUp()
        #expect(router.profileNames == UkraineNetwork.profiles)
        let snappable = router.network.profiles.map { Int($0.componentSize.max() ?? 0) }
        #expect(snappable.allSatisfy { $0 > 0 })
        // Every city is reachable by road from Kyiv.
        let kyiv = try coordinates(network, ["Kyiv"])[0]
        let all = network.cities.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
        let table = try router.table(TableRequest(profile: "car", stops: [kyiv] + all, sources: [0]))
        #expect(table.durations?[0].allSatisfy { $0 != nil } == true)
    }
}
