extension Route {
    /// The same route with only the stops at `indices` (ascending, first and last included) as leg ends — the
    /// others become via points it passes through without a leg of their own (OSRM's `waypoints=`).
    /// - Precondition: `indices` are valid, ascending and start at 0 and end at the last stop.
    public func keepingLegEnds(at indices: [Int]) -> Route {
        var legs: [RouteLeg] = []
        for (start, end) in zip(indices, indices.dropFirst()) {
            let merged = self.legs[start..<end]
            legs.append(RouteLeg(distance: merged.reduce(0) { $0 + $1.distance }, duration: merged.reduce(0) { $0 + $1.duration },
                                 geometry: merged.joinedGeometry, pieces: merged.flatMap(\.pieces)))
        }
        return Route(distance: distance, duration: duration, geometry: geometry, legs: legs, waypoints: indices.map { waypoints[$0] })
    }
}
