import RoadNetwork

/// Time queries with barriers. Paths use the exact search. Tables first take the hierarchy's plain costs
/// and certify the cells no barrier can change — when the plain cost from `s` to `t` is below the cheapest
/// way from `s` to any blocked node plus from there to `t`, no shortest path touches a barrier — and run the
/// exact search only for the rows and targets left uncertain.
struct BarrierEngine: PathEngine {
    let hierarchy: ContractionHierarchy
    let exact: ExactEngine
    let reverse: GraphSearch
    let blockedNodes: [UInt32]

    func path(from sources: [SearchEndpoint], to targets: [SearchEndpoint]) -> EnginePath? {
        exact.path(from: sources, to: targets)
    }

    func costs(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]]) -> [Double] {
        var values = hierarchy.table(sources: sources, targets: targets)
        let barrier = blockedNodes.map { SearchEndpoint(node: $0, offset: 0) }
        // Cheapest costs from the blocked nodes to each target, and from each source to them.
        let fromBarrier = exact.search.costs(from: barrier, to: targets)
        let toBarrier = reverse.costs(from: barrier, to: sources)
        let columns = targets.count
        let uncertainRows: [(row: Int, columns: [Int])] = (0..<sources.count).compactMap { i in
            let open = (0..<columns).filter { j in
                let plain = values[i * columns + j]
                return plain.isFinite && plain >= toBarrier[i] + fromBarrier[j] - 1e-6
            }
            return open.isEmpty ? nil : (i, open)
        }
        let rows = ParallelRows.map(count: uncertainRows.count) { k in
            let (i, open) = uncertainRows[k]
            return exact.search.costs(from: sources[i], to: open.map { targets[$0] }, avoiding: exact.blocked)
        }
        for (k, row) in rows.enumerated() {
            let (i, open) = uncertainRows[k]
            for (index, j) in open.enumerated() { values[i * columns + j] = row[index] }
        }
        return values
    }
}
