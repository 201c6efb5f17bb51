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

    @Test("the row scan for processors without AVX2 finds the same weights, from any start")
    func baselineScanAgrees() {
        for (cost, row, costs) in rows() {
            row.withUnsafeBufferPointer { row in
                costs.withUnsafeBufferPointer { costs in
                    let weights = row.baseAddress ?? UnsafePointer(bitPattern: 8)!, before = costs.baseAddress ?? UnsafePointer(bitPattern: 8)!
                    for start in 0 ... row.count {
                        let expected = (start ..< row.count).first { cost + Double(row[$0]) < costs[$0] } ?? row.count
                        #expect(wayfarer_row_first_lower(weights, start, row.count, cost, before) == expected)
                        #expect(wayfarer_row_first_lower_baseline(weights, start, row.count, cost, before) == expected)
                    }
                }
            }
        }
    }
}
