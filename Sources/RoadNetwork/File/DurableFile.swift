import Foundation

/// Replaces a file so that a crash or power loss at any moment leaves either the old file or the complete new
/// one, never a torn one: the new bytes go to a temporary file in the same folder, are flushed to the disk
/// (`fsync`), the temporary file is renamed over the target (atomic in POSIX), and the folder is flushed so the
/// rename itself survives.
///
/// ```swift
/// try DurableFile.replace(url) { file in try file.write(header); try file.write(body) }
/// ```
public struct DurableFile: ~Copyable {
    private let descriptor: Int32
    private let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// Writes the new content of `url` with `body`, then moves it into place.
    /// - Throws: ``Failure`` naming the step that failed; the target is then untouched and no temporary file stays.
    public static func replace(_ url: URL, writing body: (borrowing DurableFile) throws(Failure) -> Void) throws(Failure) {
        let temporary = temporaryURL(for: url)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: url.path, step: "create a temporary file", errno: errno) }
        let file = DurableFile(descriptor: descriptor, path: url.path)
        do throws(Failure) {
            try body(file)
            guard fsync(descriptor) == 0 else { throw Failure(path: url.path, step: "flush", errno: errno) }
        } catch {
            close(descriptor)
            unlink(temporary.path)
            throw error
        }
        close(descriptor)
        try commit(temporary, to: url)
    }

    /// Moves a complete file written by someone else (e.g. SQLite) over `url`: flushes it, renames it, and flushes
    /// the folder. On failure the temporary file is removed.
    public static func commit(_ temporary: URL, to url: URL) throws(Failure) {
        let descriptor = open(temporary.path, O_RDONLY | O_CLOEXEC)
        let flushed = descriptor >= 0 && fsync(descriptor) == 0
        let flushError = errno
        if descriptor >= 0 { close(descriptor) }
        guard flushed else {
            unlink(temporary.path)
            throw Failure(path: url.path, step: "flush", errno: flushError)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let renameError = errno
            unlink(temporary.path)
            throw Failure(path: url.path, step: "move the new file into place", errno: renameError)
        }
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// A temporary file beside `url`, unique to this process and call.
    public static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp")
    }

    /// Appends `bytes` to the new file.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        let code = writeFully(descriptor, bytes)
        guard code == 0 else { throw Failure(path: path, step: "write", errno: code) }
    }

    /// Appends `bytes` to the new file.
    public func write(_ bytes: [UInt8]) throws(Failure) {
        let written = bytes.withUnsafeBytes { buffer in Result { () throws(Failure) in try write(buffer) } }
        try written.get()
    }

    /// Why a file could not be replaced: the path, the step, and the system's reason.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file being replaced.
        public var path: String
        /// What was being done.
        public var step: String
        /// The system's reason.
        public var reason: String

        init(path: String, step: String, errno code: Int32) {
            self.path = path
            self.step = step
            reason = String(cString: strerror(code))
        }

        public var description: String { "cannot \(step) for \(path): \(reason)" }
    }
}

/// Writes all of `bytes` to `descriptor` (again after a partial write or an interruption): 0, or the system's error.
func writeFully(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
    var offset = 0
    while offset < bytes.count, let base = bytes.baseAddress {
        let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return 0
}
