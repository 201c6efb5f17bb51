import Dispatch
import Foundation
import Synchronization

/// Runs slow synchronous work (tables, routes through many stops, encoding a planned job) on a Dispatch
/// queue instead of Swift's cooperative thread pool, so one slow request never stalls the others' `async` work.
enum Offload {
    private static let queue = DispatchQueue(label: "wayfarer.server.work", qos: .userInitiated, attributes: .concurrent)
    /// Where time limits run out: apart from the work, so that a busy work queue does not hold them up.
    private static let deadlines = DispatchQueue(label: "wayfarer.server.deadlines", qos: .userInteractive)

    /// The result of `work`, computed on the work queue.
    static func run<T: Sendable, Failure: Error>(_ work: @escaping @Sendable () throws(Failure) -> T) async throws(Failure) -> T {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, Failure>, Never>) in
            queue.async {
                do throws(Failure) { continuation.resume(returning: .success(try work())) } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    /// The result of `work`, computed on the work queue, or `Timeout` (503) when it is not done within `seconds`.
    /// The work itself runs on to its end (it cannot be interrupted); only the client stops waiting.
    static func run<T: Sendable>(within seconds: Double, _ work: @escaping @Sendable () throws(APIError) -> T) async throws(APIError) -> T {
        let answered = Mutex(false)
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, APIError>, Never>) in
            /// Resumes the continuation with the first answer only.
            let answer: @Sendable (Result<T, APIError>) -> Void = { result in
                if answered.withLock({ done in defer { done = true }; return !done }) { continuation.resume(returning: result) }
            }
            queue.async {
                do throws(APIError) { answer(.success(try work())) } catch { answer(.failure(error)) }
            }
            deadlines.asyncAfter(deadline: .now() + seconds) {
                answer(.failure(APIError(.timeout, "the request took longer than the server's limit of \(String(format: "%g", seconds)) s; ask for less "
                                         + "(fewer stops or cells, a smaller contour) or split it", status: .serviceUnavailable)))
            }
        }
        return try result.get()
    }
}
