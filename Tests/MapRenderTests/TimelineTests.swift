import Datasets
import Geo
import MapRender
import Routing
import TourOptimizer
import TripPlanning
import Testing

@Suite struct TimelineTests {
    private let improvements = [
        SolverTimeline.Improvement(worker: 0, elapsed: 0.05, cost: 900, bestCost: 900, phase: .construction),
        SolverTimeline.Improvement(worker: 1, elapsed: 0.07, cost: 950, bestCost: 900, phase: .construction),
        SolverTimeline.Improvement(worker: 0, elapsed: 0.4, cost: 800, bestCost: 800, phase: .localSearch),
        SolverTimeline.Improvement(worker: 1, elapsed: 1.9, cost: 780, bestCost: 780, phase: .iteratedLocalSearch),
        SolverTimeline.Improvement(worker: 0, elapsed: 3.1, cost: 770, bestCost: 770, phase: .genetic),
    ]

    @Test func oneCirclePerImprovementPerRowAndATickEachSecond() throws {
        let timeline = SolverTimeline(improvements: improvements, duration: 3.2)
        var document = SVGDocument(width: 800, height: 300)
        document.append(TimelineDrawing(timeline: timeline, width: 800).draw(top: 0))
        let parsed = try ParsedSVG(document.xml())
        #expect(parsed.count("circle", class: "event") == improvements.count)
        #expect(parsed.count("circle", class: "merged-event") == improvements.count)
        #expect(parsed.count("line", class: "tick") == 5)                  // 0, 1, 2, 3, 4 s
        #expect(parsed.count("g", class: "row") == 3)                      // two workers and the merged row
        #expect(parsed.count("path", class: "cost") == 1)
        let tip = try #require(parsed.elements("title", within: "timeline").first { $0.text.contains("0.4 s") })
        #expect(tip.text.contains("cost 13 min") && tip.text.contains("localSearch"))
        let colours = Set(parsed.elements("circle", class: "event").compactMap { $0.attributes["fill"] })
        #expect(colours.count == 4)                                         // one per phase
    }

    @Test func aPlannedTripsEventsBecomeTheTimelineBelowTheMap() async throws {
        let network = try UkraineNetwork.load()
        let names = ["Lviv", "Kyiv", "Odesa", "Kharkiv", "Dnipro", "Chernivtsi", "Uzhhorod", "Poltava", "Sumy", "Rivne", "Lutsk",
                     "Mariupol", "Zaporizhzhia", "Kherson", "Mykolaiv", "Uman", "Vinnytsia", "Zhytomyr", "Chernihiv", "Kovel"]
        let stops = try names.map { name in
            let city = try network.city(named: name)
            return Coordinate(latitude: city.latitude, longitude: city.longitude)
        }
        let router = Router(network: network.roadNetwork())
        var request = TripRequest(profile: "any", stops: stops)
        request.tour.timeLimit = 0.5
        let search = try TripPlanner(router: router).start(request)
        var events: [TripEvent] = []
        for await event in search.events { events.append(event) }
        let plan = try await search.result()
        let improved = events.filter { if case .improved = $0 { true } else { false } }.count
        #expect(improved > 0)

        var picture = MapPicture(width: 900, height: 600)
        picture.add(RouteLayer(route: plan.route))
        picture.add(StopsLayer(stops: plan.order.map { stops[$0] }))
        picture.timeline = SolverTimeline(events: events)
        let parsed = try ParsedSVG(picture.svg())
        #expect(parsed.count("circle", class: "event") == improved)
        #expect(parsed.count("g", class: "stop") == names.count)
        #expect(parsed.count("path", within: "route") >= 1)
        let height = try #require(parsed.elements("svg").first?.attributes["height"].flatMap(Double.init))
        #expect(height > 600)
    }
}
