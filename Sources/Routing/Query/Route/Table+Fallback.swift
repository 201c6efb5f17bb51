/// OSRM's table post-processing: estimates for pairs the roads do not connect, and scaled durations.
extension Table {
    /// Which point a fallback estimate measures from: the coordinate given, or where it snapped.
    public enum FallbackCoordinate: String, Sendable, Hashable, CaseIterable {
        case input, snapped
    }

    /// The table with each empty cell filled with a straight-line estimate (OSRM's `fallback_speed`): the
    /// great-circle distance between the two points and, for durations, that distance at `speed` metres per
    /// second. The filled cells are listed in ``fallbackCells``.
    public func fillingGaps(speed: Double, from coordinate: FallbackCoordinate = .input) -> Table {
        var filled = self
        let reference = durations ?? distances ?? []
        for (i, row) in reference.enumerated() {
            for (j, cell) in row.enumerated() where cell == nil {
                let a = coordinate == .input ? sources[i].input : sources[i].location
                let b = coordinate == .input ? destinations[j].input : destinations[j].location
                let metres = a.distance(to: b)
                filled.durations?[i][j] = metres / speed
                filled.distances?[i][j] = metres
                filled.fallbackCells.append([i, j])
            }
        }
        return filled
    }

    /// The table with every duration multiplied by `factor` (OSRM's `scale_factor`); distances stay.
    public func scalingDurations(by factor: Double) -> Table {
        var scaled = self
        scaled.durations = durations?.map { row in row.map { $0.map { $0 * factor } } }
        return scaled
    }
}
