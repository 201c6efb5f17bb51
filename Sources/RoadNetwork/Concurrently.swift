import Dispatch

/// `first()` and `second()`, run at the same time on two threads (loading a large map does independent pieces of
/// work side by side this way). Each closure must touch only what it owns.
public func concurrently<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    nonisolated(unsafe) var a: A?
    nonisolated(unsafe) var b: B?
    withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            nonisolated(unsafe) let (first, second) = (first, second)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 { a = first() } else { b = second() }
            }
        }
    }
    return (a!, b!)
}

/// `body` over the first and the second half of `range`, at the same time on two threads (for loops whose
/// iterations write disjoint places). Returns both halves' results, first half first.
public func concurrently<R>(halvesOf range: Range<Int>, _ body: (Range<Int>) -> R) -> (R, R) {
    let middle = range.lowerBound + range.count / 2
    return concurrently({ body(range.lowerBound..<middle) }, { body(middle..<range.upperBound) })
}
