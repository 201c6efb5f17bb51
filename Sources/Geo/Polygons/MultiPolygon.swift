/// Several polygons treated as one area, such as a country with islands or a set of barriers.
///
/// ```swift
/// let barriers = MultiPolygon([try .circle(center: a, radius: 50), park])
/// if barriers.intersects(Segment(from: u, to: v)) { /* skip this road segment */ }
/// ```
public struct MultiPolygon: Hashable, Sendable {
    /// The member polygons.
    public let polygons: [Polygon]
    /// The smallest box around all members, or nil when there are none.
    public let boundingBox: BoundingBox?

    /// Creates the area from its member polygons. O(members).
    public init(_ polygons: [Polygon]) {
        self.polygons = polygons
        self.boundingBox = polygons.dropFirst().reduce(polygons.first?.boundingBox) { box, polygon in
            box?.union(polygon.boundingBox)
        }
    }

    /// Whether any member contains `coordinate` (see `Polygon.contains`). O(total vertices) at worst.
    public func contains(_ coordinate: Coordinate) -> Bool {
        polygons.contains { $0.contains(coordinate) }
    }

    /// Whether `segment` meets any member (see `Polygon.intersects`). O(total vertices) at worst.
    public func intersects(_ segment: Segment) -> Bool {
        polygons.contains { $0.intersects(segment) }
    }
}
