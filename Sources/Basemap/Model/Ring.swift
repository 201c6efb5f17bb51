/// Plane geometry of rings of world points (closed: the last point repeats the first).
enum Ring {
    /// Twice the signed area by the shoelace formula: positive when the ring turns clockwise on the map
    /// (y grows southwards), as vector tiles want outer rings.
    static func doubleSignedArea(_ ring: [WorldPoint]) -> Double {
        guard ring.count > 2 else { return 0 }
        var sum = 0.0
        for i in 0..<(ring.count - 1) {
            sum += Double(ring[i].x) * Double(ring[i + 1].y) - Double(ring[i + 1].x) * Double(ring[i].y)
        }
        return sum
    }

    /// Whether `point` lies inside `ring` (even–odd rule).
    static func contains(_ ring: [WorldPoint], _ point: WorldPoint) -> Bool {
        var inside = false
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[i], b = ring[j]
            if (a.y > point.y) != (b.y > point.y) {
                let x = Double(b.x - a.x) * Double(point.y - a.y) / Double(b.y - a.y) + Double(a.x)
                if Double(point.x) < x { inside.toggle() }
            }
            j = i
        }
        return inside
    }
}
