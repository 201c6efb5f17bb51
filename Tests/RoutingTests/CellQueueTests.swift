import TestSupport
import Testing
@testable import Routing

@Suite struct CellQueueTests {
    /// Three cells of 3, 1 and 4 entries (ranks 0–2, 3, 4–7), their local numbers after 10 exits.
    private static let cells: [Int32] = [0, 0, 0, 1, 2, 2, 2, 2], starts: [Int32] = [0, 3, 4]
    private static let exits = 10

    /// Takes a batch of at most `limit` entries, as ranks.
    private func take(_ queue: CellQueue, limit: Int) -> [Int] {
        var taken = [Int32](repeating: -1, count: limit)
        let count = queue.take(limit: limit, into: &taken)
        return taken.prefix(count).map { Int($0) - Self.exits }
    }

    @Test("a batch is the cheapest waiting entry and others of its cell, never more than asked, never twice")
    func batchesAreCellsOfTheCheapest() {
        let queue = CellQueue(entryCells: Self.cells, cellEntryStarts: Self.starts, exitCount: Self.exits)
        #expect(queue.minKey == .infinity)
        #expect(queue.nextEntry == nil)
        for (rank, key) in [(5, 9.0), (0, 7.0), (6, 3.0), (2, 8.0), (7, 4.0), (4, 12.0), (3, 5.0)] {
            queue.queue(Self.exits + rank, at: key)
        }
        #expect(queue.minKey == 3)
        #expect(queue.nextEntry.map { $0 - Self.exits } == 5, "the first listed of the cheapest's cell")
        // Cell 2 (ranks 4–7) holds the cheapest (6 at 3): it comes first, then up to two others in the order they came.
        #expect(take(queue, limit: 3) == [6, 5, 7])
        // Rank 4 (12) still waits in cell 2, behind cell 1 (rank 3 at 5) and cell 0 (0 at 7, 2 at 8).
        #expect(queue.minKey == 5)
        #expect(take(queue, limit: 3) == [3])
        #expect(take(queue, limit: 3) == [0, 2])
        #expect(queue.minKey == 12)
        #expect(take(queue, limit: 3) == [4])
        #expect(queue.minKey == .infinity)
    }

    @Test("a key only falls while its entry waits, and an entry taken waits again when its cost falls anew")
    func keysFallAndEntriesComeBack() {
        let queue = CellQueue(entryCells: Self.cells, cellEntryStarts: Self.starts, exitCount: Self.exits)
        queue.queue(Self.exits + 1, at: 6)
        queue.queue(Self.exits + 1, at: 9)
        #expect(queue.minKey == 6, "a higher cost leaves the key as it was")
        queue.queue(Self.exits + 4, at: 7)
        queue.queue(Self.exits + 4, at: 2)
        #expect(queue.minKey == 2, "a lower one lowers it, and its cell's")
        #expect(take(queue, limit: 16) == [4])
        queue.queue(Self.exits + 4, at: 5)
        #expect(queue.minKey == 5)
        #expect(take(queue, limit: 16) == [4])
        #expect(take(queue, limit: 16) == [1])
        #expect(queue.minKey == .infinity)
    }
}
