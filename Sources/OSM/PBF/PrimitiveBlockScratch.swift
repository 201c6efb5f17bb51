/// Arrays reused from block to block while decoding, so decoding allocates only what it returns.
struct PrimitiveBlockScratch {
    var ids: [UInt64] = []
    var latitudes: [UInt64] = []
    var longitudes: [UInt64] = []
    var keysVals: [UInt64] = []
    var keys: [UInt64] = []
    var values: [UInt64] = []
    /// Fields 8, 9, 10 of Node (lat, lon), Way (refs) and Relation (roles_sid, memids, types).
    var field8: [UInt64] = []
    var field9: [UInt64] = []
    var field10: [UInt64] = []

    /// Empties the per-entity arrays, keeping their capacity.
    mutating func resetEntity() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        field8.removeAll(keepingCapacity: true)
        field9.removeAll(keepingCapacity: true)
        field10.removeAll(keepingCapacity: true)
    }
}
