import Dispatch

/// One blob on its way from the file to the decoder: its bytes are read on the calling thread, then
/// decompressed on a worker thread while earlier blobs are being decoded.
///
/// `@unchecked Sendable`: the worker mutates the job only between `start()` and the semaphore signal, and the
/// reading thread touches it only before `start()` and after `wait()`, so access never overlaps.
final class BlobJob: @unchecked Sendable {
    /// The byte offset of the blob's length prefix in the file, for error messages.
    var offset = 0
    /// Whether the blob is `OSMData` (else `OSMHeader`).
    var isData = true
    /// The Blob message's bytes (the first `size` of them).
    var message: [UInt8] = []
    /// How many bytes of `message` belong to this blob.
    var size = 0
    private var output: [UInt8] = []
    private var result: Result<Blob.Content, Blob.Failure> = .success(.raw(0..<0))
    private let done = DispatchSemaphore(value: 0)

    /// Decompresses on a worker thread — of the pool for user-initiated work, not of the default one: a reader running
    /// beside work that fills the default pool (a map's contraction, on every core) would wait for it to finish.
    func start() {
        DispatchQueue.global(qos: .userInitiated).async { self.run() }
    }

    /// Decompresses on the calling thread.
    func run() {
        result = message.withUnsafeBytes { all in
            Result { () throws(Blob.Failure) in
                try Blob.content(of: UnsafeRawBufferPointer(rebasing: all[0..<size]), output: &output)
            }
        }
        done.signal()
    }

    /// Waits for `run()` to finish, then calls `body` with the uncompressed content.
    func withContent<T>(_ body: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        done.wait()
        switch try result.get() {
        case .raw(let range):
            return try message.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[range])) }
        case .inflated(let count):
            return try output.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
    }
}
