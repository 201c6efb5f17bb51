/// A local search that improves an ``ArrayTour`` in place, starting from the nodes it was told about.
protocol LocalSearch: AnyObject {
    /// The costs it reads.
    associatedtype Costs: CycleCosts
    /// The tour being improved.
    var tour: ArrayTour { get }
    /// The costs of the tour's edges.
    var costs: Costs { get }
    /// Marks `node` as worth looking at again (one of its tour edges changed).
    func activate(_ node: Int)
    /// The next node worth looking at, or nil when none is left.
    func nextActive() -> Int?
    /// Applies an improving move that starts at `node`, if there is one, and returns its gain.
    func improve(from node: Int) -> Double?
}

extension LocalSearch {
    /// Marks every node as worth looking at (before the first descent).
    func activateAll() {
        for node in 0..<tour.count { activate(tour.node(at: node)) }
    }

    /// Applies improving moves until none is left or `stop` says so; returns the total gain (cost decrease).
    /// A node that gave a move is looked at again; the clock is read every 128 nodes. Stopped early, it can
    /// be called again to go on.
    func descend(until stop: StopCondition) -> Double {
        var gain = 0.0
        var visits = 0
        while let node = nextActive() {
            visits &+= 1
            if visits & 127 == 0 && stop.shouldStop() {
                activate(node)
                break
            }
            if let improvement = improve(from: node) {
                gain += improvement
                activate(node)
            }
        }
        return gain
    }
}
