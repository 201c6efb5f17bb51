import Foundation

/// The threads CPU-bound searches run on (the optimizer's workers, a trip's matrix and legs), so that a search
/// of several seconds never occupies Swift's cooperative thread pool, where a server's requests run.
///
/// A task prefers it with `Task(executorPreference: SearchExecutor.shared)` or
/// `withTaskExecutorPreference(SearchExecutor.shared) { … }`; child tasks inherit the preference. Threads are
/// started when work waits and none is idle, up to ``maximumThreads``; beyond that, work queues. They run at a
/// lower scheduling priority (nice +``niceness``): a search that uses its whole budget takes the cores only when
/// requests leave them idle.
public final class SearchExecutor: TaskExecutor, @unchecked Sendable {
    /// The executor every search shares: at most 4 threads per core, and at least 16.
    public static let shared = SearchExecutor(maximumThreads: max(16, 4 * ProcessInfo.processInfo.activeProcessorCount))

    /// The most threads this executor starts.
    public let maximumThreads: Int
    /// How much lower than the process its threads are scheduled (Linux nice levels).
    public static let niceness: Int32 = 10
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
        #if os(Linux)
        // On Linux, the nice value of "this process" (who = 0) is the calling thread's alone; the process id
        // names the main thread, whose priority is the base (a thread started by a search thread inherits its).
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        _ = setpriority(which, 0, getpriority(which, id_t(getpid())) + Self.niceness)
        #endif
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
            } else if head >= 1024 && 2 * head >= queue.count {
                // Under steady load the queue never empties: drop the run part so it does not grow forever.
                queue.removeFirst(head)
                head = 0
            }
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
