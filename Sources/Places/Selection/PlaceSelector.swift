import Geo
import Routing

/// Chooses a tour's places around a start: candidates within the radius from the store, those reachable
/// on foot, then a varied, spread-out choice (``DiverseSelection``).
///
/// A place is reachable when it lies within `snapRadius` of a way the `foot` profile can use, the walk
/// there from the start is at most `detourFactor × radius` (and `maximumWalk`), and the streets lead back
/// (one matrix row and one column on the router), all without ferries (``exclude``).
/// ```swift
/// let selector = PlaceSelector(store: store, router: router)
/// let selection = try selector.select(SelectionRequest(start: start, stopCount: 10, radius: 1500))
/// ```
public struct PlaceSelector: Sendable {
    /// The travel profile places must be reachable with.
    public static let profile = "foot"
    /// What a walk never takes: ferries (and trains), whose metres are not walked.
    public static let exclude: RoadExclusions = .ferry
    /// How many reachable places not chosen a selection offers as alternatives (the nearest the start): each round of a
    /// tour that must give up a place routes to and from all of them.
    public static let alternativeCount = 100
    /// Where the places come from.
    public let store: PlaceStore
    /// The street network.
    public let router: Router

    /// Creates a selector.
    public init(store: PlaceStore, router: Router) {
        self.store = store
        self.router = router
    }

    /// The places for `request`. Deterministic: the same request and data give the same places.
    /// - Throws: ``PlaceSelectionError`` for an invalid request, a start far from any walkable way, no
    ///   places within the radius, or none reachable.
    public func select(_ request: SelectionRequest) throws(PlaceSelectionError) -> PlaceSelection {
        try request.validate()
        let candidates: [Place]
        do { candidates = try store.places(within: request.radius, of: request.start, categories: request.categories) } catch {
            throw .places(error)
        }
        let reachable = try reachablePlaces(candidates, from: request.start, snapRadius: request.snapRadius,
                                            maximumWalk: min(request.radius * request.detourFactor, request.maximumWalk ?? .infinity))
        guard !candidates.isEmpty else { throw .noPlaces(request.start, radius: request.radius, categories: request.categories) }
        guard !reachable.isEmpty else { throw .noReachablePlaces(request.start, radius: request.radius, found: candidates.count) }
        let quotas = CategoryQuota.targets(count: request.stopCount, categories: request.categories, present: Set(reachable.map(\.category)))
        let chosen = DiverseSelection.choose(from: reachable, count: request.stopCount, quotas: quotas, minimumSpacing: request.minimumSpacing)
        let chosenIDs = Set(chosen.map(\.id))
        let nearest = reachable.filter { !chosenIDs.contains($0.id) }
            .sorted { $0.coordinate.distance(to: request.start) < $1.coordinate.distance(to: request.start) }.prefix(Self.alternativeCount)
        return PlaceSelection(places: chosen, candidates: candidates.count, reachable: reachable.count, quotas: quotas,
                              alternatives: nearest.sorted(by: Place.isBetter))
    }

    /// The places of `candidates` that snap to a walkable way within `snapRadius`, that the start reaches
    /// within `maximumWalk` metres, and that lead back to the start, in input order.
    /// - Throws: ``PlaceSelectionError/startNotWalkable(_:radius:nearWhenSwapped:)`` when the start itself does not snap.
    func reachablePlaces(_ candidates: [Place], from start: Coordinate, snapRadius: Double,
                         maximumWalk: Double) throws(PlaceSelectionError) -> [Place] {
        do {
            _ = try router.nearest(start, profile: Self.profile, radius: snapRadius)
        } catch .noSegment(_, _, _, let nearWhenSwapped) {
            throw .startNotWalkable(start, radius: snapRadius, nearWhenSwapped: nearWhenSwapped)
        } catch {
            throw .routing(error)
        }
        let snapped = candidates.filter { (try? router.nearest($0.coordinate, profile: Self.profile, radius: snapRadius)) != nil }
        guard !snapped.isEmpty else { return [] }
        let coordinates = [start] + snapped.map(\.coordinate)
        let outward: Table, back: Table
        do {
            outward = try router.table(TableRequest(profile: Self.profile, stops: coordinates, sources: [0], metric: .distance,
                                                    snapRadius: [snapRadius], annotations: [.distances], exclude: Self.exclude))
            back = try router.table(TableRequest(profile: Self.profile, stops: coordinates, destinations: [0], snapRadius: [snapRadius],
                                                 exclude: Self.exclude))
        } catch {
            throw .routing(error)
        }
        return snapped.indices.filter { index in
            (outward.distances?[0][index + 1] ?? .infinity) <= maximumWalk && back.durations?[index + 1][0] != nil
        }.map { snapped[$0] }
    }
}
