/// A local search that improves an ``ArrayTour`` in place, starting from the nodes it was told about.
protocol LocalSearch: AnyObject {
    /// The tour being improved.
    var tour: ArrayTour { get }
    /// Marks `node` as worth looking at again (one of its tour edges changed).
    func activate(_ node: Int)
    /// Applies improving moves until none is left or `stop` says so; returns the total gain (cost decrease).
    func descend(until stop: StopCondition) -> Double
}

extension LocalSearch {
    /// Marks every node as worth looking at (before the first descent).
    func activateAll() {
        for node in 0..<tour.count { activate(tour.node(at: node)) }
    }
}
