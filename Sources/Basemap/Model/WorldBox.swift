/// An axis-aligned box in world units (``WorldPoint``), edges included.
public struct WorldBox: Hashable, Sendable {
    public var minX: Int32
    public var minY: Int32
    public var maxX: Int32
    public var maxY: Int32

    public init(minX: Int32, minY: Int32, maxX: Int32, maxY: Int32) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The smallest box holding `points`, or nil when there are none.
    public init?(enclosing points: some Sequence<WorldPoint>) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        self.init(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        while let point = iterator.next() { include(point) }
    }

    /// Grows the box to hold `point`.
    public mutating func include(_ point: WorldPoint) {
        minX = min(minX, point.x); maxX = max(maxX, point.x)
        minY = min(minY, point.y); maxY = max(maxY, point.y)
    }

    /// Grows the box to hold `other`.
    public mutating func include(_ other: WorldBox) {
        minX = min(minX, other.minX); maxX = max(maxX, other.maxX)
        minY = min(minY, other.minY); maxY = max(maxY, other.maxY)
    }

    /// Whether the two boxes share a point.
    public func intersects(_ other: WorldBox) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// The box's corners counter-clockwise on the map (south-west, south-east, north-east, north-west; y grows
    /// southwards).
    public var corners: [WorldPoint] {
        [WorldPoint(x: minX, y: maxY), WorldPoint(x: maxX, y: maxY), WorldPoint(x: maxX, y: minY), WorldPoint(x: minX, y: minY)]
    }
}
