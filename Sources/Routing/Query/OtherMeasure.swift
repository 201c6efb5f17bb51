import RoadNetwork

/// What a table carries along its best paths besides the cost it minimises — metres along the fastest paths, seconds
/// along the shortest — so that a table of both comes from one search, not a path per pair: the measure's value at
/// each source's and target's endpoints, parallel to them (a target's counted back from its node's end, as its offset
/// is), to which a search adds each node's it enters.
struct OtherMeasure: Sendable {
    let sources: [[Double]]
    let targets: [[Double]]
    /// The measure of entering a node (travelling its directed segment whole).
    let entering: @Sendable (UInt32) -> Double
}

/// A table's costs and the other measure along the same best paths (row-major, `.infinity` where unreachable).
struct MeasuredCosts {
    var costs: [Double]
    var other: [Double]
}
