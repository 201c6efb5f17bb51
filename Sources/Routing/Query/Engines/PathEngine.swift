import RoadNetwork

/// A shortest-path method over one profile's turn graph: the contraction hierarchy for plain time queries,
/// the exact search on the plain graph (with blocked segments, or another metric) otherwise.
protocol PathEngine: Sendable {
    /// The cheapest path from any source to any target (costs include the endpoints' offsets), with the
    /// graph nodes it visits; nil when none exists.
    func path(from sources: [SearchEndpoint], to targets: [SearchEndpoint]) -> EnginePath?
    /// The cheapest costs from each source set to each target set, row-major, `.infinity` if unreachable.
    func costs(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]]) -> [Double]
    /// The same costs and, along the same best paths, the other measure (`other`); nil once past `deadline`.
    func costs(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]], carrying other: OtherMeasure,
               deadline: ContinuousClock.Instant?) -> MeasuredCosts?
}

/// A path found by a ``PathEngine``.
struct EnginePath {
    /// Total cost, endpoint offsets included.
    var cost: Double
    /// The visited nodes (directed segments), first to last.
    var nodes: [UInt32]
    /// Which source and target endpoint the path joins.
    var sourceIndex: Int
    var targetIndex: Int
}
