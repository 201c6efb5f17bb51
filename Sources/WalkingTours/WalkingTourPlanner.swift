import Places
import Directions
import Foundation
import Geo
import Routing
import TourOptimizer
import TripPlanning

/// Makes walking tours: chooses varied places around a start (``PlaceSelector``), orders them with the
/// ``TripPlanner`` (`foot` without ferries, shortest distance, the start fixed first), gives up the least valuable stops
/// until the tour fits the maximum distance (and nears the target), and adds directions and the saving
/// against visiting the places in the order they were chosen.
///
/// The least valuable stop is the one with the lowest score per second of its detour (the walk the tour
/// saves without it), among those whose removal keeps three categories (or all of them, if fewer);
/// only when no such stop is left may a category go. A stop given up to fit the maximum is replaced, when
/// one is left, by a reachable place not chosen whose detour is at most half of it, so
/// that a tour keeps its number of places by taking nearer ones.
///
/// ```swift
/// let planner = WalkingTourPlanner(router: router, store: store)
/// let search = try planner.start(WalkingTourRequest(start: start))
/// for await event in search { … }      // selected, planning, trip…, dropped?, finished
/// let tour = try await search.result()
/// print(tour.places.map(\.name), tour.distance, tour.saving)
/// ```
public final class WalkingTourPlanner: Sendable {
    /// The street network.
    public let router: Router
    /// The points of interest.
    public let store: PlaceStore

    /// Creates a planner.
    public init(router: Router, store: PlaceStore) {
        self.router = router
        self.store = store
    }

    /// Starts making a tour and returns at once.
    /// - Throws: ``WalkingTourError/invalidRequest(_:)`` for values out of range or an unknown language;
    ///   every later failure ends the event stream with `failed` and is thrown by `result()`.
    public func start(_ request: WalkingTourRequest) throws(WalkingTourError) -> WalkingTourSearch {
        try request.validate()
        let language: InstructionLanguage
        do { language = try Instructions.language(code: request.language) } catch { throw .invalidRequest("\(error)") }
        let router = router, store = store
        return WalkingTourSearch(buffering: 1024) { emit throws(WalkingTourError) in
            try await TourWork(router: router, store: store, request: request, language: language, emit: emit).run()
        }
    }

    /// Makes a tour and returns it; cancelling the calling task stops the current ordering search early.
    public func plan(_ request: WalkingTourRequest) async throws(WalkingTourError) -> WalkingTour {
        try await start(request).result()
    }
}

/// One tour being made: selection, planning rounds, dropping, the final report.
private struct TourWork: Sendable {
    let router: Router
    let store: PlaceStore
    let request: WalkingTourRequest
    let language: InstructionLanguage
    let emit: @Sendable (WalkingTourEvent) -> Void

    func run() async throws(WalkingTourError) -> WalkingTour {
        let started = ProcessInfo.processInfo.systemUptime
        // A place farther than this walk from the start fits no tour within the maximum length.
        var wanted = request.selection
        wanted.maximumWalk = min(wanted.maximumWalk ?? .infinity, request.roundTrip ? request.maxDistance / 2 : request.maxDistance)
        let selection: PlaceSelection
        do throws(PlaceSelectionError) { selection = try PlaceSelector(store: store, router: router).select(wanted) } catch { throw .selection(error) }
        emit(.selected(selection))
        // Every place is snapped once, with the start as stop 0; each round plans on a selection of these snaps.
        // The alternatives too: a stop given up to fit the maximum may be replaced by one of them.
        let snapped = try snap([request.start] + (selection.places + selection.alternatives).map(\.coordinate))
        let stopNumber = Dictionary((selection.places + selection.alternatives).enumerated().map { ($1.id, $0 + 1) },
                                    uniquingKeysWith: { first, _ in first })
        func stops(_ places: [Place]) -> SnappedStops { snapped.selecting([0] + places.compactMap { stopNumber[$0.id] }) }
        var places = selection.places
        var alternatives = selection.alternatives
        var dropped: [DroppedPlace] = []
        var replacementsLeft = selection.places.count
        let minimumCategories = min(3, Set(places.map(\.category)).count)
        var round = 1
        var plan = try await planRound(places, on: stops(places), round: round)
        // The maximum is a hard limit: give up the least valuable stop until the tour fits, for a nearer place when
        // there is one (its detour at most half the one it ends). Each round takes a place away or uses up one of
        // at most as many replacements as places chosen, so the loop ends.
        while plan.route.distance > request.maxDistance {
            let costs = try RoundCosts(placeCount: places.count, alternativeCount: replacementsLeft > 0 ? alternatives.count : 0,
                                       on: stops(places + alternatives), router: router)
            let savings = detourSavings(of: plan, costs: costs)
            let victim = Self.leastValuable(places, savings: savings, minimumCategories: minimumCategories)
                ?? Self.leastValuable(places, savings: savings, minimumCategories: 0) ?? 0
            let replacement = replacement(for: victim, in: places, plan: plan, savings: savings, costs: costs, alternatives: alternatives,
                                          quotas: selection.quotas)
            guard places.count > 1 || replacement != nil else { throw .tooLong(shortest: plan.route.distance, maximum: request.maxDistance) }
            dropped.append(DroppedPlace(place: places[victim], tourDistance: plan.route.distance, replacement: replacement.map { alternatives[$0] }))
            emit(.dropped(dropped[dropped.count - 1]))
            if let replacement {
                places[victim] = alternatives.remove(at: replacement)
                replacementsLeft -= 1
            } else {
                places.remove(at: victim)
            }
            round += 1
            plan = try await planRound(places, on: stops(places), round: round)
        }
        // The target is a wish: drop stops while that brings the tour closer to it, at most a quarter of them.
        let keep = max(3, selection.places.count - selection.places.count / 4)
        while plan.route.distance > request.targetDistance, places.count > keep,
              let victim = Self.leastValuable(places, savings: detourSavings(of: plan, costs: try RoundCosts(placeCount: places.count, on: stops(places),
                                                                                                             router: router)),
                                              minimumCategories: minimumCategories) {
            var fewer = places
            let removed = fewer.remove(at: victim)
            round += 1
            let shorter = try await planRound(fewer, on: stops(fewer), round: round)
            guard abs(shorter.route.distance - request.targetDistance) < abs(plan.route.distance - request.targetDistance) else { break }
            dropped.append(DroppedPlace(place: removed, tourDistance: plan.route.distance))
            emit(.dropped(dropped[dropped.count - 1]))
            places = fewer
            plan = shorter
        }
        let visiting = plan.order.filter { $0 > 0 }.map { places[$0 - 1] }
        return WalkingTour(
            start: request.start, places: visiting, route: plan.route, searchOrderDistance: try searchOrderDistance(stops(places)),
            directions: Directions.steps(for: plan.route, language: language), dropped: dropped,
            candidates: selection.candidates, reachable: selection.reachable, provenOptimal: plan.tour?.provenOptimal ?? false,
            seconds: ProcessInfo.processInfo.systemUptime - started)
    }

    /// The best tour from the start (fixed first) through `places` (snapped as `stops`), forwarding the planner's events.
    /// `coordinates` snapped for walking.
    ///
    /// A function of its own, not a `let` assigned in a `do` block of the async `run()`: debug builds (Swift 6.3)
    /// miscompiled that pattern for a value this large, and crashed reading it.
    private func snap(_ coordinates: [Coordinate]) throws(WalkingTourError) -> SnappedStops {
        do throws(RoutingError) {
            return try router.snap(coordinates, profile: PlaceSelector.profile, metric: .distance, exclude: PlaceSelector.exclude,
                                   radius: [request.selection.snapRadius])
        } catch {
            throw .trip(.routing(error))
        }
    }

    private func planRound(_ places: [Place], on stops: SnappedStops, round: Int) async throws(WalkingTourError) -> TripPlan {
        emit(.planning(round: round, stopCount: places.count))
        let options = TourOptions(roundTrip: request.roundTrip, preserveFirstStop: true, timeLimit: request.timeLimit, seed: request.seed,
                                  stopWhenStalled: true)
        let trip = TripRequest(profile: PlaceSelector.profile, stops: [request.start] + places.map(\.coordinate), metric: .distance,
                               snapRadius: [request.selection.snapRadius], tour: options)
        let search: TripSearch
        do { search = try TripPlanner(router: router).start(trip, on: stops) } catch { throw .trip(error) }
        let emit = emit
        await withTaskCancellationHandler {
            for await event in search { emit(.trip(event)) }
        } onCancel: {
            search.cancel()
        }
        do { return try await search.result() } catch { throw .trip(error) }
    }

    /// The length of the route from the start through the places of `stops` in the order they were chosen (and back).
    private func searchOrderDistance(_ stops: SnappedStops) throws(WalkingTourError) -> Double {
        let order = Array(0..<stops.count) + (request.roundTrip ? [0] : [])
        do throws(RoutingError) { return try router.route(through: stops, visiting: order).distance } catch { throw .trip(.routing(error)) }
    }

    /// For each place (input order), the walking seconds the tour of `plan` saves without it: the walk
    /// into and out of it less the walk joining its neighbours directly.
    private func detourSavings(of plan: TripPlan, costs: RoundCosts) -> [Double] {
        var savings = [Double](repeating: 0, count: costs.placeCount)
        for (position, stop) in plan.order.enumerated() where stop > 0 {
            let previous = plan.order[position - 1]
            let next = position + 1 < plan.order.count ? plan.order[position + 1] : (request.roundTrip ? plan.order[0] : nil)
            savings[stop - 1] = costs.detour(from: previous, through: stop, to: next)
        }
        return savings
    }

    /// The index in `alternatives` of the place to visit instead of `places[victim]`: one at least the minimum spacing
    /// from the other places whose cheapest detour into the tour without the victim is at most half the victim's saving
    /// — of a category the tour would lack first, then of one below its quota, then the most score per second of
    /// detour (ties: the earlier alternative, the better place); nil when none qualifies.
    private func replacement(for victim: Int, in places: [Place], plan: TripPlan, savings: [Double], costs: RoundCosts,
                             alternatives: [Place], quotas: [PlaceCategory: Int]) -> Int? {
        let kept = places.indices.filter { $0 != victim }
        var counts: [PlaceCategory: Int] = [:]
        for index in kept { counts[places[index].category, default: 0] += 1 }
        func need(_ category: PlaceCategory) -> Int {
            let count = counts[category, default: 0]
            return count == 0 ? 2 : count < quotas[category, default: 0] ? 1 : 0
        }
        // The tour's legs without the victim (stops numbered as in `costs`: 0 the start, i + 1 place i).
        let order = plan.order.filter { $0 != victim + 1 }
        var legs = zip(order, order.dropFirst()).map { ($0, Optional($1)) }
        legs.append((order[order.count - 1], request.roundTrip ? order[0] : nil))
        var best: (index: Int, need: Int, value: Double)?
        for (index, place) in alternatives.enumerated() where index < costs.alternativeCount {
            guard kept.allSatisfy({ places[$0].coordinate.distance(to: place.coordinate) >= request.selection.minimumSpacing }) else { continue }
            let detour = legs.map { costs.detour(from: $0, throughAlternative: index, to: $1) }.min() ?? .infinity
            guard detour <= savings[victim] / 2 else { continue }
            let need = need(place.category), value = place.score / max(1, detour)
            if best.map({ need != $0.need ? need > $0.need : value > $0.value }) ?? true { best = (index, need, value) }
        }
        return best?.index
    }

    /// The index of the place with the lowest score per second its detour costs (ties: the larger id)
    /// whose removal leaves at least `minimumCategories` categories; nil if every removal would leave
    /// fewer.
    static func leastValuable(_ places: [Place], savings: [Double], minimumCategories: Int) -> Int? {
        var counts: [PlaceCategory: Int] = [:]
        for place in places { counts[place.category, default: 0] += 1 }
        func value(_ i: Int) -> Double { places[i].score / max(1, savings[i]) }
        return places.indices
            .filter { counts.count - (counts[places[$0].category] == 1 ? 1 : 0) >= minimumCategories }
            .min { value($0) != value($1) ? value($0) < value($1) : places[$1].id < places[$0].id }
    }
}
