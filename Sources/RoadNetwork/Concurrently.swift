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
