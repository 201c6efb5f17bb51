import Dispatch
import Foundation
import NIOConcurrencyHelpers

/// Runs slow synchronous work (tables, routes through many stops, encoding a planned job) on a Dispatch
/// queue instead of Swift's cooperative thread pool, so one slow request never stalls the others' `async` work.
enum Offload {
    private static let queue = DispatchQueue(label: "wayfarer.server.work", qos: .userInitiated, attributes: .concurrent)
    /// Where time limits run out: apart from the work, so that a busy work queue does not hold them up.
    private static let deadlines = DispatchQueue(label: "wayfarer.server.deadlines", qos: .userInteractive)
    /// At most twice as many works as cores run at once; the others wait their turn without holding a thread.
    /// (Dispatch widens a concurrent queue whenever its threads block — on a lock, on a page fault — and a loaded
    /// server then ran dozens of threads contending for the same locks, slower and slower, until it fell over.)
    private static let gate = Gate(width: max(2, 2 * ProcessInfo.processInfo.activeProcessorCount), queue: queue)

    /// The result of `work`, computed on the work queue.
    static func run<T: Sendable, Failure: Error>(_ work: @escaping @Sendable () throws(Failure) -> T) async throws(Failure) -> T {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, Failure>, Never>) in
            gate.submit {
                do throws(Failure) { continuation.resume(returning: .success(try work())) } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    /// The result of `work`, computed on the work queue, or `Timeout` (503) when it is not done within `seconds`
    /// (waiting for its turn included). Work that has begun runs on to its end (it cannot be interrupted); work
    /// whose time ran out before its turn does not begin.
    static func run<T: Sendable>(within seconds: Double, _ work: @escaping @Sendable () throws(APIError) -> T) async throws(APIError) -> T {
        let answered = NIOLockedValueBox(false)
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, APIError>, Never>) in
            /// Resumes the continuation with the first answer only.
            let answer: @Sendable (Result<T, APIError>) -> Void = { result in
                if answered.withLockedValue({ done in defer { done = true }; return !done }) { continuation.resume(returning: result) }
            }
            gate.submit {
                guard !answered.withLockedValue({ $0 }) else { return }
                do throws(APIError) { answer(.success(try work())) } catch { answer(.failure(error)) }
            }
            deadlines.asyncAfter(deadline: .now() + seconds) {
                answer(.failure(APIError(.timeout, "the request took longer than the server's limit of \(String(format: "%g", seconds)) s; ask for less "
                                         + "(fewer stops or cells, a smaller contour) or split it", status: .serviceUnavailable)))
            }
        }
        return try result.get()
    }

    /// Runs at most `width` submitted works at once on `queue`, the others in order as the running ones end.
    private final class Gate: Sendable {
        private struct State {
            var free: Int
            var waiting: [@Sendable () -> Void] = []
            var next = 0
        }

        private let state: NIOLockedValueBox<State>
        private let queue: DispatchQueue

        init(width: Int, queue: DispatchQueue) {
            state = NIOLockedValueBox(State(free: width))
            self.queue = queue
        }

        func submit(_ work: @escaping @Sendable () -> Void) {
            let now = state.withLockedValue { state -> Bool in
                guard state.free > 0 else {
                    state.waiting.append(work)
                    return false
                }
                state.free -= 1
                return true
            }
            if now { start(work) }
        }

        private func start(_ work: @escaping @Sendable () -> Void) {
            queue.async {
                work()
                self.finished()
            }
        }

        /// Starts the longest-waiting work in the slot that just freed, or frees it.
        private func finished() {
            let next = state.withLockedValue { state -> (@Sendable () -> Void)? in
                guard state.next < state.waiting.count else {
                    state.free += 1
                    return nil
                }
                let work = state.waiting[state.next]
                state.next += 1
                // Drop the started ones once they are half the list (amortized O(1) per work).
                if state.next * 2 >= state.waiting.count {
                    state.waiting.removeFirst(state.next)
                    state.next = 0
                }
                return work
            }
            if let next { start(next) }
        }
    }
}
