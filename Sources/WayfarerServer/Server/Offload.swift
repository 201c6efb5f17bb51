import Dispatch

/// Runs slow synchronous work (tables, routes through many stops, encoding a planned job) on a Dispatch
/// queue instead of Swift's cooperative thread pool, so one slow request never stalls the others' `async` work.
enum Offload {
    private static let queue = DispatchQueue(label: "wayfarer.server.work", qos: .userInitiated, attributes: .concurrent)

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
}
