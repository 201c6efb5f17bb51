extension Collection where Element == Coordinate {
    /// The great-circle length in metres of each stretch of the line through these points (a stretch: two consecutive
    /// points), in order — one fewer than the points, none for fewer than two.
    public var stretchLengths: [Double] {
        zip(self, dropFirst()).map { $0.distance(to: $1) }
    }
}
