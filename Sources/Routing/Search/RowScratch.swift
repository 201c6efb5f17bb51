import CRowScan

/// A bundled search's scratch for relaxing up to ``WAYFARER_ROWS`` clique rows of one cell at once
/// (``TopLevelGraph/relaxRows(lanesOfEntries:count:weights:patches:costs:scratch:heap:parents:waiting:)``): the rows and
/// the costs they start from, and for each exit where some lane fell, its number and the lowest cost that fell —
/// and, for a search keeping parents, which lanes fell and the row each took.
final class RowScratch {
    let rows = UnsafeMutableBufferPointer<UnsafePointer<Float>?>.allocate(capacity: Int(WAYFARER_ROWS))
    let from = UnsafeMutableBufferPointer<UnsafePointer<Float>?>.allocate(capacity: Int(WAYFARER_ROWS))
    let lowered: UnsafeMutableBufferPointer<UInt32>
    let fallen: UnsafeMutableBufferPointer<Float>
    let lanes: UnsafeMutableBufferPointer<UInt8>?
    let rowsOf: UnsafeMutableBufferPointer<UInt8>?

    /// Scratch for rows of up to `longestRow` exits, with room for parents when `keepingParents`.
    init(longestRow: Int, keepingParents: Bool) {
        lowered = .allocate(capacity: longestRow)
        fallen = .allocate(capacity: longestRow)
        lanes = keepingParents ? .allocate(capacity: longestRow) : nil
        rowsOf = keepingParents ? .allocate(capacity: longestRow * CompactSearch.lanes) : nil
    }

    deinit {
        rows.deallocate()
        from.deallocate()
        lowered.deallocate()
        fallen.deallocate()
        lanes?.deallocate()
        rowsOf?.deallocate()
    }
}
