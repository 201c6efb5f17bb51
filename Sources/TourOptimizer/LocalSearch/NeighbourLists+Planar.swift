extension NeighbourLists {
    /// Quadrant neighbours of points in the plane (Johnson and McGeoch): each point's `perQuadrant` nearest
    /// points in each of the four quadrants around it, then its nearest others up to `k`, sorted by cost — so
    /// that points at a cluster's edge keep candidates toward the next cluster. Found on a uniform grid of
    /// about two points per cell, searched ring by ring: O(n·k) for points spread evenly, O(n) memory.
    init(points: PlanarCosts, k requested: Int, perQuadrant: Int = 2) {
        let n = points.size
        let k = max(1, min(requested, n - 1))
        let grid = PointGrid(points)
        var lists = [Int32](repeating: 0, count: n * k)
        // Per point: the k nearest overall and the `perQuadrant` nearest per quadrant, by squared distance.
        var nearest = BoundedList(capacity: k)
        var quadrants = (0..<4).map { _ in BoundedList(capacity: perQuadrant) }
        for p in 0..<n {
            nearest.removeAll()
            for q in 0..<4 { quadrants[q].removeAll() }
            let px = points.x(p), py = points.y(p)
            let (column, gridRow) = grid.cell(x: px, y: py)
            var ring = 0, fullAt: Int?
            while true {
                grid.forEachPoint(ring: ring, column: column, row: gridRow) { q in
                    guard q != p else { return }
                    let dx = points.x(q) - px, dy = points.y(q) - py
                    let distance = dx * dx + dy * dy
                    nearest.offer(q, distance)
                    quadrants[(dx >= 0 ? 0 : 1) + (dy >= 0 ? 0 : 2)].offer(q, distance)
                }
                // Points beyond this ring are at least `ring` cells away.
                let reach = Double(ring) * grid.cellSize, reachSquared = reach * reach
                if fullAt == nil && nearest.isFull && nearest.worst <= reachSquared { fullAt = ring }
                let quadrantsDone = quadrants.allSatisfy { $0.isFull && $0.worst <= reachSquared }
                if let fullAt, quadrantsDone || ring >= 2 * fullAt + 4 { break }
                if ring > grid.side { break }
                ring += 1
            }
            var row: [(cost: Double, node: Int32)] = []
            for quadrant in quadrants {
                for node in quadrant.nodes { row.append((points[p, Int(node)], node)) }
            }
            for node in nearest.nodes where row.count < k && !row.contains(where: { $0.node == node }) {
                row.append((points[p, Int(node)], node))
            }
            row.sort { $0.cost < $1.cost }
            for (r, entry) in row.prefix(k).enumerated() { lists[p * k + r] = entry.node }
            // Fewer than k distinct points found (tiny inputs): repeat the nearest.
            for r in min(row.count, k)..<k { lists[p * k + r] = row.first?.node ?? Int32((p + 1) % n) }
        }
        self.init(k: k, outgoing: lists, incoming: lists)
    }
}

/// The points sorted into a square grid of cells over their bounding box.
private struct PointGrid {
    /// Cells per side.
    let side: Int
    let cellSize: Double
    private let minX: Double, minY: Double
    /// `points[start[c]..<start[c + 1]]` lie in cell c (row-major).
    private let start: [Int32]
    private let points: [Int32]

    init(_ costs: PlanarCosts) {
        let n = costs.size
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for i in 0..<n {
            minX = min(minX, costs.x(i)); maxX = max(maxX, costs.x(i))
            minY = min(minY, costs.y(i)); maxY = max(maxY, costs.y(i))
        }
        side = max(1, Int((Double(n) / 2).squareRoot().rounded(.up)))
        cellSize = max(maxX - minX, maxY - minY, 1e-9) / Double(side) * (1 + 1e-9)
        self.minX = minX
        self.minY = minY
        var counts = [Int32](repeating: 0, count: side * side + 1)
        var cellOf = [Int32](repeating: 0, count: n)
        for i in 0..<n {
            let cell = Self.index(x: costs.x(i), y: costs.y(i), minX: minX, minY: minY, cellSize: cellSize, side: side)
            cellOf[i] = Int32(cell)
            counts[cell + 1] += 1
        }
        for c in 0..<(side * side) { counts[c + 1] += counts[c] }
        var fill = counts
        var points = [Int32](repeating: 0, count: n)
        for i in 0..<n {
            let cell = Int(cellOf[i])
            points[Int(fill[cell])] = Int32(i)
            fill[cell] += 1
        }
        start = counts
        self.points = points
    }

    private static func index(x: Double, y: Double, minX: Double, minY: Double, cellSize: Double, side: Int) -> Int {
        let column = min(side - 1, Int((x - minX) / cellSize)), row = min(side - 1, Int((y - minY) / cellSize))
        return row * side + column
    }

    /// The column and row of the cell holding (x, y).
    func cell(x: Double, y: Double) -> (column: Int, row: Int) {
        let index = Self.index(x: x, y: y, minX: minX, minY: minY, cellSize: cellSize, side: side)
        return (index % side, index / side)
    }

    /// Calls `body` with every point in the cells at Chebyshev distance `ring` from (column, row).
    func forEachPoint(ring: Int, column: Int, row: Int, _ body: (Int) -> Void) {
        func visit(_ c: Int, _ r: Int) {
            guard c >= 0, c < side, r >= 0, r < side else { return }
            let cell = r * side + c
            for index in Int(start[cell])..<Int(start[cell + 1]) { body(Int(points[index])) }
        }
        if ring == 0 { return visit(column, row) }
        for c in (column - ring)...(column + ring) {
            visit(c, row - ring)
            visit(c, row + ring)
        }
        for r in (row - ring + 1)..<(row + ring) {
            visit(column - ring, r)
            visit(column + ring, r)
        }
    }
}

/// The `capacity` smallest (distance, node) pairs offered, ascending.
private struct BoundedList {
    let capacity: Int
    private(set) var nodes: [Int32] = []
    private var distances: [Double] = []

    init(capacity: Int) { self.capacity = capacity }

    var isFull: Bool { nodes.count == capacity }
    /// The largest distance kept (infinity while not full).
    var worst: Double { isFull ? distances[capacity - 1] : .infinity }

    mutating func removeAll() {
        nodes.removeAll(keepingCapacity: true)
        distances.removeAll(keepingCapacity: true)
    }

    mutating func offer(_ node: Int, _ distance: Double) {
        if isFull && distance >= distances[capacity - 1] { return }
        var slot = distances.count
        while slot > 0 && distances[slot - 1] > distance { slot -= 1 }
        nodes.insert(Int32(node), at: slot)
        distances.insert(distance, at: slot)
        if nodes.count > capacity {
            nodes.removeLast()
            distances.removeLast()
        }
    }
}
