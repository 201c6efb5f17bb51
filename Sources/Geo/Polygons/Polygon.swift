/// An area: an outer ring with optional holes, as a barrier or a country.
///
/// Rings are given closed or open; they are stored open (without a repeated first vertex). Edges are
/// straight in longitude/latitude, as in RFC 7946. A polygon crossing the 180° meridian is written with
/// continuous longitudes (e.g. 179 → 181), as `circle` and `corridor` produce; queries shift a point's
/// longitude by 360° to the polygon's side, so both forms of the point are found.
///
/// The bounding box is cached and the rings are kept in flat arrays, so `contains` and `intersects`
/// reject far-away queries in O(1) and otherwise cost O(vertices) with no allocation.
/// ```swift
/// let park = try Polygon(outer: [a, b, c, d], holes: [[e, f, g]])
/// park.contains(here)                               // even-odd, holes respected, boundary inside
/// park.intersects(Segment(from: u, to: v))          // a road that enters, crosses or runs inside
/// ```
public struct Polygon: Sendable {
    /// The outer ring, open (its first vertex is not repeated at the end).
    public let outer: [Coordinate]
    /// The holes, each an open ring.
    public let holes: [[Coordinate]]
    /// The smallest box around the outer ring (west > east when the polygon crosses 180°).
    public let boundingBox: BoundingBox

    /// All rings' longitudes, each ring closed by repeating its first vertex; rings follow `ringEnds`.
    @usableFromInline let xs: [Double]
    /// All rings' latitudes, parallel to `xs`.
    @usableFromInline let ys: [Double]
    /// One past the last index of each ring in `xs`/`ys`.
    @usableFromInline let ringEnds: [Int]
    /// Raw extent of the outer ring in the polygon's own (possibly continuous) longitudes.
    @usableFromInline let minX: Double, maxX: Double, minY: Double, maxY: Double
    /// The longitude near which queries are unwrapped: the middle of the raw extent.
    @usableFromInline let referenceX: Double

    /// Creates a polygon from an outer ring and holes, each closed or not. O(vertices).
    ///
    /// - Throws: `GeometryError.ringTooShort` for a ring with fewer than 3 vertices,
    ///   `GeometryError.invalidCoordinate` for a non-finite value or a latitude beyond ±90°.
    public init(outer: [Coordinate], holes: [[Coordinate]] = []) throws(GeometryError) {
        let rings = try ([outer] + holes).enumerated().map { (index, ring) throws(GeometryError) in
            try Polygon.openRing(ring, index: index)
        }
        self.outer = rings[0]
        self.holes = Array(rings.dropFirst())
        var xs: [Double] = [], ys: [Double] = [], ends: [Int] = []
        xs.reserveCapacity(rings.reduce(0) { $0 + $1.count + 1 })
        ys.reserveCapacity(xs.capacity)
        for ring in rings {
            for c in ring + [ring[0]] {
                xs.append(c.longitude)
                ys.append(c.latitude)
            }
            ends.append(xs.count)
        }
        let outerEnd = ends[0]
        let minX = xs[..<outerEnd].min() ?? 0, maxX = xs[..<outerEnd].max() ?? 0
        let minY = ys[..<outerEnd].min() ?? 0, maxY = ys[..<outerEnd].max() ?? 0
        (self.xs, self.ys, self.ringEnds) = (xs, ys, ends)
        (self.minX, self.maxX, self.minY, self.maxY) = (minX, maxX, minY, maxY)
        self.referenceX = (minX + maxX) / 2
        self.boundingBox = BoundingBox(
            south: minY, west: minX, north: maxY, east: maxX, normalizingLongitudes: ())
    }

    /// The polygon with every edge taken the short way round the Earth: a ring given across the 180° meridian
    /// with its longitudes wrapped (179.9° then -179.9°, as GeoJSON writers give them) made continuous (179.9°
    /// then 180.1°), each hole placed beside the outer ring. Read as given, such a ring spans the long way round,
    /// most of the world. Not for rings with an edge wider than 180° of longitude (a continent's outline along ±180°).
    public func withShortEdges() throws(GeometryError) -> Polygon {
        /// `ring` from its first vertex placed near `reference`, each next one near the one before (as buffers are built).
        func continuous(_ ring: [Coordinate], near reference: Double) -> [Coordinate] {
            var builder = RingBuilder()
            builder.append(Coordinate(latitude: ring[0].latitude, longitude: Coordinate.unwrappedLongitude(ring[0].longitude, near: reference)))
            for vertex in ring.dropFirst() { builder.append(vertex) }
            return builder.vertices
        }
        let outer = continuous(outer, near: outer[0].longitude)
        let longitudes = outer.map(\.longitude)
        let middle = ((longitudes.min() ?? 0) + (longitudes.max() ?? 0)) / 2
        return try Polygon(outer: outer, holes: holes.map { continuous($0, near: middle) })
    }

    /// All rings, outer first, each closed (first vertex repeated at the end), as GeoJSON writes them.
    public var closedRings: [[Coordinate]] {
        ([outer] + holes).map { $0 + [$0[0]] }
    }

    /// `ring` without a repeated closing vertex, checked for length and validity.
    private static func openRing(_ ring: [Coordinate], index: Int) throws(GeometryError) -> [Coordinate] {
        for c in ring where !c.latitude.isFinite || !c.longitude.isFinite || abs(c.latitude) > 90 {
            throw .invalidCoordinate(c)
        }
        var open = ring
        if open.count > 1, open.first == open.last { open.removeLast() }
        guard open.count >= 3 else { throw .ringTooShort(ring: index, vertexCount: open.count) }
        return open
    }
}

extension Polygon: Hashable {
    /// Polygons are equal when their rings are, vertex for vertex.
    public static func == (lhs: Polygon, rhs: Polygon) -> Bool {
        lhs.outer == rhs.outer && lhs.holes == rhs.holes
    }

    /// Hashes the rings.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(outer)
        hasher.combine(holes)
    }
}
