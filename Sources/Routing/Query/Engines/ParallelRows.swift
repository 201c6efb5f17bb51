import Dispatch
import Foundation
import NIOConcurrencyHelpers

/// Computes independent rows on every core.
enum ParallelRows {
    /// `[row(0), row(1), …]`, computed in parallel chunks.
    static func map<Row: Sendable>(count: Int, _ row: @Sendable (Int) -> Row) -> [Row] {
        let results = NIOLockedValueBox<[Int: Row]>([:])
        let workers = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var local: [(Int, Row)] = []
            for index in stride(from: worker, to: count, by: workers) { local.append((index, row(index))) }
            results.withLockedValue { table in for (index, value) in local { table[index] = value } }
        }
        return results.withLockedValue { table in (0..<count).compactMap { table[$0] } }
    }
}
