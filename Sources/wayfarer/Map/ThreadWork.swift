import Foundation

/// Work run on a thread of its own — outside the dispatch pool, which a map's routing build fills with its own work —
/// whose result is waited for later: both go on side by side, the system sharing the cores between them.
final class ThreadWork<Value: Sendable>: @unchecked Sendable {
    /// Written once by the thread, before `done` is signalled; read after waiting for it.
    private var result: Result<Value, any Error>?
    private let done = DispatchSemaphore(value: 0)

    /// Starts `body` now.
    init(_ body: @escaping @Sendable () throws -> Value) {
        let thread = Thread { [self] in
            result = Result { try body() }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// What `body` returned, once it has (or the error it threw).
    func value() throws -> Value {
        done.wait()
        return try result!.get()
    }
}
