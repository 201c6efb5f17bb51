import Dispatch
import Foundation
import NIOConcurrencyHelpers
import Synchronization

/// Computes independent rows on every core.
enum ParallelRows {
    /// `[row(0), row(1), …]`, computed in parallel: each core takes the next row not yet taken, so that a few slow
    /// rows (a table's bundles differ by half) do not leave a core idle while another works through its share.
    static func map<Row: Sendable>(count: Int, _ row: @Sendable (Int) -> Row) -> [Row] {
        let results = NIOLockedValueBox<[Int: Row]>([:])
        let next = Atomic<Int>(0)
        let workers = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var local: [(Int, Row)] = []
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { break }
                local.append((index, row(index)))
            }
            results.withLockedValue { table in for (index, value) in local { table[index] = value } }
        }
        return results.withLockedValue { table in (0..<count).compactMap { table[$0] } }
    }
}
