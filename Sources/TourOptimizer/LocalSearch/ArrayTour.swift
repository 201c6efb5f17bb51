/// A cyclic tour stored as an array of nodes plus each node's position: O(1) successor, predecessor and
/// "is b between a and c", O(length) reversals and segment swaps. The hot-loop structure of local search.
final class ArrayTour {
    /// The number of nodes.
    let count: Int
    private let order: UnsafeMutablePointer<Int32>
    private let position: UnsafeMutablePointer<Int32>
    private let scratch: UnsafeMutablePointer<Int32>
    /// The range of positions written since the last ``markClean()`` (empty when low > high).
    private var dirtyLow = 0, dirtyHigh = -1

    /// Creates a tour visiting `nodes` (a permutation of `0..<nodes.count`) in order.
    init(_ nodes: [Int32]) {
        count = nodes.count
        order = .allocate(capacity: max(count, 1))
        position = .allocate(capacity: max(count, 1))
        scratch = .allocate(capacity: max(count, 1))
        load(nodes)
    }

    deinit {
        order.deallocate()
        position.deallocate()
        scratch.deallocate()
    }

    /// Replaces the tour by `nodes`, which must have the same count.
    func load(_ nodes: [Int32]) {
        for (index, node) in nodes.enumerated() {
            order[index] = node
            position[Int(node)] = Int32(index)
        }
    }

    /// Starts recording which positions change (see ``save(into:)`` and ``restore(from:)``).
    func markClean() {
        dirtyLow = count
        dirtyHigh = -1
    }

    /// Makes `other` — equal to this tour when it was last marked clean — equal to it again, copying only
    /// the positions changed since; then marks this tour clean. O(changed range).
    func save(into other: ArrayTour) {
        copyChangedRange(from: self, to: other)
    }

    /// Undoes the changes since this tour was last marked clean, from `other` — equal to this tour then.
    /// O(changed range).
    func restore(from other: ArrayTour) {
        copyChangedRange(from: other, to: self)
    }

    private func copyChangedRange(from source: ArrayTour, to target: ArrayTour) {
        if dirtyLow <= dirtyHigh {
            // The nodes at these positions are the same set in both tours: only their order differs.
            for index in dirtyLow...dirtyHigh {
                let node = source.order[index]
                target.order[index] = node
                target.position[Int(node)] = Int32(index)
            }
        }
        markClean()
    }

    @inline(__always) private func touch(start: Int, length: Int) {
        if start + length > count {
            dirtyLow = 0
            dirtyHigh = count - 1
        } else {
            dirtyLow = min(dirtyLow, start)
            dirtyHigh = max(dirtyHigh, start + length - 1)
        }
    }

    /// Copies another tour of the same size into this one. O(n).
    func copy(from other: ArrayTour) {
        order.update(from: other.order, count: count)
        position.update(from: other.position, count: count)
    }

    /// The nodes in tour order, starting at position 0.
    var nodes: [Int32] { Array(UnsafeBufferPointer(start: order, count: count)) }

    /// The node at `index` (taken modulo the count).
    @inline(__always) func node(at index: Int) -> Int { Int(order[wrap(index)]) }

    /// The position of `node`.
    @inline(__always) func position(of node: Int) -> Int { Int(position[node]) }

    /// The node after `node`.
    @inline(__always) func next(_ node: Int) -> Int {
        let p = Int(position[node]) &+ 1
        return Int(order[p == count ? 0 : p])
    }

    /// The node before `node`.
    @inline(__always) func previous(_ node: Int) -> Int {
        let p = Int(position[node])
        return Int(order[p == 0 ? count &- 1 : p &- 1])
    }

    /// Whether `b` lies on the forward path from `a` to `c`, ends included.
    @inline(__always) func isBetween(_ a: Int, _ b: Int, _ c: Int) -> Bool {
        let pa = position[a], pb = position[b], pc = position[c]
        return pa <= pc ? (pa <= pb && pb <= pc) : (pb >= pa || pb <= pc)
    }

    /// The number of nodes on the forward path from `a` to `b`, ends included.
    @inline(__always) func pathLength(_ a: Int, _ b: Int) -> Int {
        let d = Int(position[b]) - Int(position[a])
        return (d < 0 ? d + count : d) + 1
    }

    /// Reverses the forward path from `a` to `b` — or, when that path is longer than half the tour, the
    /// rest of the tour instead, which gives the same cycle read the other way (symmetric costs only).
    /// Returns the reversed range as (start position, length), which ``reverse(start:length:)`` undoes.
    @discardableResult
    func reversePath(_ a: Int, _ b: Int) -> (start: Int, length: Int) {
        var start = Int(position[a])
        var length = pathLength(a, b)
        if length * 2 > count {
            start = wrap(Int(position[b]) + 1)
            length = count - length
        }
        reverse(start: start, length: length)
        return (start, length)
    }

    /// Reverses exactly the forward path from `a` to `b`, keeping the orientation of the rest.
    func reversePathExactly(_ a: Int, _ b: Int) {
        reverse(start: Int(position[a]), length: pathLength(a, b))
    }

    /// Reverses the `length` nodes from position `start` (cyclically). Applying it twice restores the tour.
    func reverse(start: Int, length: Int) {
        touch(start: start, length: length)
        var i = start, j = wrap(start + length - 1)
        for _ in 0..<(length / 2) {
            let u = order[i], v = order[j]
            order[i] = v
            position[Int(v)] = Int32(i)
            order[j] = u
            position[Int(u)] = Int32(j)
            i = i &+ 1 == count ? 0 : i &+ 1
            j = j == 0 ? count &- 1 : j &- 1
        }
    }

    /// Exchanges the consecutive segments `a…b` and `next(b)…c` (forward paths), keeping every node's
    /// orientation: `… a…b next(b)…c …` becomes `… next(b)…c a…b …`. Valid for asymmetric costs.
    /// O(total length minus the longest of the three segments the cycle splits into).
    func swapSegments(_ a: Int, _ b: Int, _ c: Int) {
        let first = pathLength(a, b)
        let second = pathLength(next(b), c)
        let rest = count - first - second
        let startFirst = Int(position[a])
        let startSecond = wrap(startFirst + first)
        let startRest = wrap(startSecond + second)
        // The cycle is S U V; swapping any two neighbouring segments gives the same new cycle: pick the
        // cheapest pair to move.
        if rest >= first && rest >= second {
            rotate(start: startFirst, firstLength: first, secondLength: second)
        } else if first >= second {
            rotate(start: startSecond, firstLength: second, secondLength: rest)
        } else {
            rotate(start: startRest, firstLength: rest, secondLength: first)
        }
    }

    /// Turns the consecutive runs X (length `firstLength` from `start`) and Y into Y X.
    private func rotate(start: Int, firstLength: Int, secondLength: Int) {
        let total = firstLength + secondLength
        touch(start: start, length: total)
        for k in 0..<secondLength { scratch[k] = order[wrap(start + firstLength + k)] }
        for k in 0..<firstLength { scratch[secondLength + k] = order[wrap(start + k)] }
        for k in 0..<total {
            let index = wrap(start + k)
            let node = scratch[k]
            order[index] = node
            position[Int(node)] = Int32(index)
        }
    }

    @inline(__always) private func wrap(_ index: Int) -> Int {
        index >= count ? index - count : (index < 0 ? index + count : index)
    }
}
