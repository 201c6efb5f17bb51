import CRowScan
import TestSupport
import Testing
@testable import Routing

@Suite struct CompactSearchTests {
    /// Rows of every length around the vector widths (2, 4, 8) and long ones, with gaps (infinity) and ties, and
    /// costs before: unreached, tied with what the row gives, or anything.
    private func rows() -> [(cost: Double, row: [Float], costs: [Double])] {
        var random = SeededGenerator(seed: 27)
        return (Array(0 ... 19) + [63, 64, 65, 1000]).map { length in
            let cost = Double.random(in: 0 ..< 50, using: &random)
            let row: [Float] = (0 ..< length).map { _ in
                Int.random(in: 0 ..< 4, using: &random) == 0 ? .infinity : Float(Int.random(in: 0 ..< 40, using: &random))
            }
            let costs: [Double] = (0 ..< length).map { k in
                switch Int.random(in: 0 ..< 4, using: &random) {
                case 0: return .infinity
                case 1: return cost + Double(row[k])
                default: return Double(Int.random(in: 0 ..< 90, using: &random))
                }
            }
            return (cost, row, costs)
        }
    }

    @Test("relaxing a clique row lowers exactly the costs a weight beats, each once, to what the weight gives")
    func rowRelaxationMatchesOneByOne() {
        for (cost, row, before) in rows() {
            let first = 7
            var costs = before
            var reached: [(node: Int, total: Double)] = []
            row.withUnsafeBufferPointer { row in
                costs.withUnsafeMutableBufferPointer { costs in
                    CompactSearch.relax(row: row.baseAddress ?? UnsafePointer(bitPattern: 8)!, length: row.count, from: cost,
                                        costs: costs.baseAddress ?? UnsafeMutablePointer(bitPattern: 8)!, first: first) { node, total in
                        reached.append((node, total))
                        costs[node - first] = total
                    }
                }
            }
            let expected = row.indices.filter { cost + Double(row[$0]) < before[$0] }
            #expect(reached.map(\.node) == expected.map { $0 + first }, "length \(row.count)")
            #expect(reached.allSatisfy { $0.total == cost + Double(row[$0.node - first]) })
            #expect(costs == row.indices.map { min(before[$0], cost + Double(row[$0])) })
        }
    }

    /// The kernels' vector versions this processor can run (each is tested; the others run elsewhere).
    private static let vectors = [wayfarer_vectors_baseline, wayfarer_vectors_avx2, wayfarer_vectors_avx512].filter { wayfarer_vectors_supported($0) != 0 }

    @Test("every version of the row scan this processor has finds the same weights, from any start", arguments: vectors)
    func everyScanAgrees(vectors: wayfarer_vectors) {
        for (cost, row, costs) in rows() {
            row.withUnsafeBufferPointer { row in
                costs.withUnsafeBufferPointer { costs in
                    let weights = row.baseAddress ?? UnsafePointer(bitPattern: 8)!, before = costs.baseAddress ?? UnsafePointer(bitPattern: 8)!
                    for start in 0 ... row.count {
                        let expected = (start ..< row.count).first { cost + Double(row[$0]) < costs[$0] } ?? row.count
                        #expect(wayfarer_row_first_lower(weights, start, row.count, cost, before) == expected)
                        #expect(wayfarer_row_first_lower_using(vectors, weights, start, row.count, cost, before) == expected)
                    }
                }
            }
        }
    }

    /// What relaxing a row in a bundled search must do, lane by lane in plain Swift: the costs after, and each `k`
    /// where some lane fell with the lowest cost that fell there.
    private func lanesReference<Cost: BinaryFloatingPoint>(row: [Float], from: [Cost], costs before: [Cost])
        -> (costs: [Cost], fell: [(k: Int, lowest: Cost, lanes: UInt8)]) {
        let lanes = CompactSearch.lanes
        var costs = before, fell: [(Int, Cost, UInt8)] = []
        for k in row.indices {
            var lowest = Cost.infinity, mask: UInt8 = 0
            for lane in 0 ..< lanes where from[lane] + Cost(row[k]) < costs[k * lanes + lane] {
                costs[k * lanes + lane] = from[lane] + Cost(row[k])
                lowest = min(lowest, costs[k * lanes + lane])
                mask |= 1 << lane
            }
            if lowest < .infinity { fell.append((k, lowest, mask)) }
        }
        return (costs, fell)
    }

    /// Per row of ``rows()``: costs for the lanes to relax from and costs before, lane by lane (the first lane's are
    /// the row's own; the others unreached, or anything).
    private func laneRows() -> [(row: [Float], from: [Double], before: [Double])] {
        let lanes = CompactSearch.lanes
        var random = SeededGenerator(seed: 31)
        return rows().map { cost, row, single in
            let from: [Double] = (0 ..< lanes).map { lane in
                lane == 0 ? cost : Int.random(in: 0 ..< 5, using: &random) == 0 ? .infinity : Double.random(in: 0 ..< 50, using: &random)
            }
            let before: [Double] = single.flatMap { value in
                (0 ..< lanes).map { lane in lane == 0 ? value : Int.random(in: 0 ..< 3, using: &random) == 0 ? .infinity : Double(Int.random(in: 0 ..< 90, using: &random)) }
            }
            return (row, from, before)
        }
    }

    /// Relaxes each of ``laneRows()`` (in `Cost`'s precision) with `relax(row, length, from, costs, lowered, fallen)`
    /// and checks it against ``lanesReference(row:from:costs:)``.
    private func expectLanesRelaxation<Cost: BinaryFloatingPoint>(
        _: Cost.Type, _ relax: (UnsafePointer<Float>, Int, [Cost], inout [Cost], inout [UInt32], inout [Cost]) -> Int
    ) {
        for (row, from, before) in laneRows() {
            let from = from.map { Cost($0) }, before = before.map { Cost($0) }
            let expected = lanesReference(row: row, from: from, costs: before)
            var costs = before
            var lowered = [UInt32](repeating: 0, count: row.count), fallen = [Cost](repeating: 0, count: row.count)
            let count = row.withUnsafeBufferPointer { row in
                relax(row.baseAddress ?? UnsafePointer(bitPattern: 8)!, row.count, from, &costs, &lowered, &fallen)
            }
            #expect(costs == expected.costs, "length \(row.count)")
            #expect(Array(lowered.prefix(count)).map(Int.init) == expected.fell.map(\.k), "length \(row.count)")
            #expect(Array(fallen.prefix(count)) == expected.fell.map(\.lowest), "length \(row.count)")
        }
    }

    @Test("a bundled search's row relaxation lowers each lane as a search of its own would, and says where and how low",
          arguments: vectors.map(Optional.some) + [nil])
    func lanesRowRelaxationMatchesLaneByLane(vectors: wayfarer_vectors?) {
        // nil: the version chosen for this processor.
        expectLanesRelaxation(Double.self) { row, length, from, costs, lowered, fallen in
            vectors.map { wayfarer_lanes_relax_row_using($0, row, length, from, &costs, &lowered, &fallen) }
                ?? wayfarer_lanes_relax_row(row, length, from, &costs, &lowered, &fallen)
        }
    }

    @Test("relaxing several rows of one cell at once leaves each lane where the rows one after another would, and says where, how low, and which row each lane took",
          arguments: vectors.map(Optional.some) + [nil])
    func lanesRowsRelaxationMatchesRowByRow(vectors: wayfarer_vectors?) {
        let lanes = CompactSearch.lanes
        var random = SeededGenerator(seed: 47)
        // Whole numbers: every order of adding and taking the least gives the same, so the results must be equal.
        func cost(unreachedOneIn odds: Int, below bound: Int) -> Float {
            Int.random(in: 0 ..< odds, using: &random) == 0 ? .infinity : Float(Int.random(in: 0 ..< bound, using: &random))
        }
        // Lengths around the eight (or four) exits taken at a time; from one row up to the most at once.
        for length in [1, 3, 4, 7, 8, 9, 17, 64, 301] {
            for count in [1, 2, 5, Int(WAYFARER_ROWS)] {
                let rows = (0 ..< count).map { _ in (0 ..< length).map { _ in cost(unreachedOneIn: 6, below: 60) } }
                // Some sources' costs below zero (a source's own start, before the end of its segment) at odd lengths: the
                // kernels then take the least totals as floats, not as their bits.
                let shift: Float = length % 2 == 1 ? 20 : 0
                var from = (0 ..< count).map { _ in (0 ..< lanes).map { _ in cost(unreachedOneIn: 4, below: 40) - shift } }
                let before = (0 ..< length * lanes).map { _ in cost(unreachedOneIn: 3, below: 90) }
                // The last row's costs are those of an exit of the cell (an entry that is one shares them): it relaxes
                // from them as they were.
                let inside = count > 1 ? Int.random(in: 0 ..< length, using: &random) : nil
                if let inside { from[count - 1] = Array(before[(inside * lanes) ..< ((inside + 1) * lanes)]) }
                // The rows one after another; the row that last lowered each lane of each exit.
                var expected = before, took = [Int](repeating: -1, count: length * lanes)
                for r in 0 ..< count {
                    let step = lanesReference(row: rows[r], from: from[r], costs: expected)
                    for (k, _, mask) in step.fell {
                        for lane in 0 ..< lanes where mask >> lane & 1 == 1 { took[k * lanes + lane] = r }
                    }
                    expected = step.costs
                }
                let fell = (0 ..< length).compactMap { k -> (k: Int, lowest: Float, lanes: UInt8)? in
                    let lanesFell = (0 ..< lanes).filter { expected[k * lanes + $0] < before[k * lanes + $0] }
                    guard let lowest = lanesFell.map({ expected[k * lanes + $0] }).min() else { return nil }
                    return (k, lowest, lanesFell.reduce(0) { $0 | 1 << $1 })
                }
                let rowBuffers = rows.map { row in
                    let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: length)
                    _ = buffer.initialize(from: row)
                    return buffer
                }
                let fromBuffers = from.map { costs in
                    let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: lanes)
                    _ = buffer.initialize(from: costs)
                    return buffer
                }
                defer { (rowBuffers + fromBuffers).forEach { $0.deallocate() } }
                // Without parents, then with.
                for keepingParents in [false, true] {
                    var costs = before
                    var lowered = [UInt32](repeating: 0, count: length), fallen = [Float](repeating: 0, count: length)
                    var lanesFell = [UInt8](repeating: 0, count: length), rowsOf = [UInt8](repeating: 0, count: length * lanes)
                    let found = costs.withUnsafeMutableBufferPointer { costs in
                        var rowPointers = rowBuffers.map { UnsafePointer($0.baseAddress) }
                        var fromPointers = fromBuffers.map { UnsafePointer($0.baseAddress) }
                        if let inside { fromPointers[count - 1] = UnsafePointer(costs.baseAddress! + inside * lanes) }
                        return lanesFell.withUnsafeMutableBufferPointer { lanesFell in
                            let lanes = keepingParents ? lanesFell.baseAddress : nil
                            return vectors.map {
                                wayfarer_lanes_relax_rows_single_using($0, &rowPointers, &fromPointers, count, length, costs.baseAddress!, &lowered, &fallen,
                                                                       lanes, &rowsOf)
                            } ?? wayfarer_lanes_relax_rows_single(&rowPointers, &fromPointers, count, length, costs.baseAddress!, &lowered, &fallen,
                                                                  lanes, &rowsOf)
                        }
                    }
                    let label = "\(count) rows of \(length)\(keepingParents ? ", keeping parents" : "")"
                    #expect(costs == expected, "\(label)")
                    #expect(Array(lowered.prefix(found)).map(Int.init) == fell.map(\.k), "\(label)")
                    #expect(Array(fallen.prefix(found)) == fell.map(\.lowest), "\(label)")
                    guard keepingParents, found == fell.count else { continue }
                    #expect(Array(lanesFell.prefix(found)) == fell.map(\.lanes), "\(label)")
                    for (index, exit) in fell.enumerated() {
                        for lane in 0 ..< lanes where exit.lanes >> lane & 1 == 1 {
                            #expect(Int(rowsOf[index * lanes + lane]) == took[exit.k * lanes + lane], "\(label): exit \(exit.k), lane \(lane)")
                        }
                    }
                }
            }
        }
    }

    @Test("a node whose row holds itself relaxes from its costs as they were (the source lies in the costs it lowers)",
          arguments: vectors)
    func lanesRowRelaxationFromInsideItsCosts(vectors: wayfarer_vectors) {
        let lanes = CompactSearch.lanes
        // Three exits; the node is the second, with a zero weight to itself and costs 10, 20, … per lane.
        let row: [Float] = [1, 0, 2]
        var costs = [Double](repeating: .infinity, count: 3 * lanes)
        for lane in 0 ..< lanes { costs[lanes + lane] = Double(10 * (lane + 1)) }
        let expected = lanesReference(row: row, from: Array(costs[lanes ..< 2 * lanes]), costs: costs)
        var lowered = [UInt32](repeating: 0, count: 3), fallen = [Double](repeating: 0, count: 3)
        let count = costs.withUnsafeMutableBufferPointer { costs in
            wayfarer_lanes_relax_row_using(vectors, row, 3, costs.baseAddress! + lanes, costs.baseAddress!, &lowered, &fallen)
        }
        #expect(costs == expected.costs)
        #expect(Array(lowered.prefix(count)) == [0, 2])
        #expect(Array(fallen.prefix(count)) == [11, 12])
    }

    @Test("relaxing one arc in a bundled search lowers the lanes it beats and returns the lowest that fell")
    func lanesArcRelaxation() {
        let lanes = CompactSearch.lanes
        let from: [Double] = (0 ..< lanes).map { $0 == 3 ? .infinity : Double($0) }
        var to: [Double] = (0 ..< lanes).map { $0 % 2 == 0 ? .infinity : 4 }
        let lowest = wayfarer_lanes_relax(from, 2.5, &to)
        // Lanes 0, 2, 4 and 6 were unreached; lane 1 falls to 3.5; lanes 3, 5 and 7 stay at 4 (∞, 7.5 and 9.5 are not lower).
        #expect(to == [2.5, 3.5, 4.5, 4, 6.5, 4, 8.5, 4])
        #expect(lowest == 2.5)
        var unchanged = to
        #expect(wayfarer_lanes_relax(from, 2.5, &unchanged) == .infinity)
        #expect(unchanged == to)
        // The same in single precision.
        var single: [Float] = (0 ..< lanes).map { $0 % 2 == 0 ? .infinity : 4 }
        #expect(wayfarer_lanes_relax_single(from.map(Float.init), 2.5, &single) == 2.5)
        #expect(single == to.map(Float.init))
    }

    @Test("lowering a bundle's costs to a target lowers the lanes that beat it, and names them and those reached for the first time")
    func lanesLowerToTarget() {
        let lanes = CompactSearch.lanes
        let from: [Float] = (0 ..< lanes).map { $0 == 3 ? .infinity : Float($0) }
        var to: [Double] = (0 ..< lanes).map { $0 % 2 == 0 ? .infinity : 4 }
        // Lanes 0, 2, 4 and 6 were unreached (their bits come back twice: fallen, and reached first); lane 1 falls to
        // 2.5; lane 3 has no cost; lanes 5 and 7 stay at 4 (6.5 and 8.5 are not lower).
        #expect(wayfarer_lanes_lower(from, 1.5, &to) == 0b0101_0101 << 8 | 0b0101_0111)
        #expect(to == [1.5, 2.5, 3.5, 4, 5.5, 4, 7.5, 4])
        var again = to
        #expect(wayfarer_lanes_lower(from, 1.5, &again) == 0)
        #expect(again == to)
        // A lower rest lowers every lane with a cost, none for the first time.
        #expect(wayfarer_lanes_lower(from, 0.5, &again) == 0b0101_0111)
        #expect(again == [0.5, 1.5, 2.5, 4, 4.5, 4, 6.5, 4])
    }
}
