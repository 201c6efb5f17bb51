import Foundation

/// The threads CPU-bound searches run on (the optimizer's workers, a trip's matrix and legs), so that a search
/// of several seconds never occupies Swift's cooperative thread pool, where a server's requests run.
///
/// A task prefers it with `Task(executorPreference: SearchExecutor.shared)` or
/// `withTaskExecutorPreference(SearchExecutor.shared) { … }`; child tasks inherit the preference. Threads are
/// started when work waits and none is idle, up to ``maximumThreads``; beyond that, work queues.
public final class SearchExecutor: TaskExecutor, @unchecked Sendable {
    /// The executor every search shares: at most 4 threads per core, and at least 16.
    public static let shared = SearchExecutor(maximumThreads: max(16, 4 * ProcessInfo.processInfo.activeProcessorCount))

    /// The most threads this executor starts.
    public let maximumThreads: Int
    // All state below is guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [UnownedJob] = []
    private var head = 0
    private var idle = 0
    private var threads = 0

    /// An executor that starts at most `maximumThreads` threads.
    public init(maximumThreads: Int) {
        self.maximumThreads = max(1, maximumThreads)
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        queue.append(job)
        let startThread = queue.count - head > idle && threads < maximumThreads
        if startThread { threads += 1 }
        condition.signal()
        condition.unlock()
        if startThread { Thread.detachNewThread { [self] in serve() } }
    }

    /// A thread's life: run queued jobs, sleep when there are none.
    private func serve() {
        while true {
            condition.lock()
            while head == queue.count {
                idle += 1
                condition.wait()
                idle -= 1
            }
            let job = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
