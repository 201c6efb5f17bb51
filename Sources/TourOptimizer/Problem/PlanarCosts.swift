/// Costs that are distances between points in the plane, computed when asked: a cycle problem of a million
/// points takes 16 bytes per point instead of a matrix.
final class PlanarCosts: CycleCosts, @unchecked Sendable {
    let size: Int
    let rounding: PlanarRounding
    /// x and y of each point, interleaved.
    private let coordinates: UnsafeMutablePointer<Double>

    init(_ instance: PlanarInstance) {
        size = instance.count
        rounding = instance.rounding
        coordinates = .allocate(capacity: max(1, 2 * size))
        for index in 0..<size {
            coordinates[2 * index] = instance.x[index]
            coordinates[2 * index + 1] = instance.y[index]
        }
    }

    deinit { coordinates.deallocate() }

    @inline(__always) subscript(_ i: Int, _ j: Int) -> Double {
        let dx = coordinates[2 &* i] - coordinates[2 &* j]
        let dy = coordinates[2 &* i &+ 1] - coordinates[2 &* j &+ 1]
        return rounding.apply((dx * dx + dy * dy).squareRoot())
    }

    /// The x coordinate of point `i`.
    @inline(__always) func x(_ i: Int) -> Double { coordinates[2 &* i] }
    /// The y coordinate of point `i`.
    @inline(__always) func y(_ i: Int) -> Double { coordinates[2 &* i &+ 1] }
}
