import Foundation

/// How the server keeps glibc's allocator from holding memory it does not use.
///
/// glibc's `malloc` keeps freed memory in its arenas for reuse, and it raises its threshold for serving a large
/// block with its own `mmap` each time such a block is freed — after which large blocks come from the arenas
/// too, between small ones that live on, and the arenas fragment. A server whose requests allocate and free
/// hundreds of megabytes an hour on many threads then grows without leaking: in a soak, resident memory grew
/// 1–3 MB a minute while heaptrack found less than 4 MB allocated and not freed over ten minutes. The server
/// fixes the threshold (blocks of 128 KiB and more are mapped alone and unmapped when freed; the hot paths
/// borrow their large scratch arrays from pools instead) and returns the arenas' free pages periodically.
/// Where the C library is not glibc, nothing changes.
enum Allocator {
    private typealias Trim = @convention(c) (Int) -> Int32
    private typealias Option = @convention(c) (Int32, Int32) -> Int32

    /// glibc's `malloc_trim` and `mallopt`, looked up at run time (they are not in Swift's view of the C library).
    private static let trim: Trim? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim").map { unsafeBitCast($0, to: Trim.self) }
    private static let option: Option? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt").map { unsafeBitCast($0, to: Option.self) }
    /// `M_MMAP_THRESHOLD` in glibc's `malloc.h`.
    private static let mmapThreshold: Int32 = -3

    /// Serves blocks of `bytes` and more with a mapping of their own, always (glibc's own starting value, which
    /// it would otherwise raise as large blocks are freed), unless `MALLOC_MMAP_THRESHOLD_` in the environment
    /// says otherwise.
    static func mapLargeBlocks(from bytes: Int32 = 128 * 1024) {
        guard let option, ProcessInfo.processInfo.environment["MALLOC_MMAP_THRESHOLD_"] == nil else { return }
        _ = option(mmapThreshold, bytes)
    }

    /// Starts returning free memory every `interval`; cancel the task to stop.
    static func startReturningFreeMemory(every interval: Duration = .seconds(30)) -> Task<Void, Never>? {
        guard let trim else { return nil }
        return Task.detached(priority: .background) {
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                _ = trim(0)
            }
        }
    }
}
