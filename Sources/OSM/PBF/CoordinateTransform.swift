/// A PrimitiveBlock's mapping from stored integers to nanodegrees: `offset + granularity × value`.
struct CoordinateTransform {
    /// Nanodegrees per stored unit (default 100, i.e. 1e-7 degrees).
    var granularity: Int64 = 100
    /// Added to every latitude, in nanodegrees.
    var latitudeOffset: Int64 = 0
    /// Added to every longitude, in nanodegrees.
    var longitudeOffset: Int64 = 0

    /// A node from stored values (wrapping arithmetic: a corrupt file gives odd coordinates, not a crash).
    @inline(__always)
    func node(id: Int64, latitude: Int64, longitude: Int64, tags: OSMTags) -> OSMNode {
        OSMNode(
            id: id,
            latitudeNano: latitudeOffset &+ granularity &* latitude,
            longitudeNano: longitudeOffset &+ granularity &* longitude,
            tags: tags)
    }
}
