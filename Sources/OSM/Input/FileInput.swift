#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file opened for sequential reading with POSIX calls, closed when released.
///
/// Not `Sendable`: one reader owns it for the duration of one pass.
final class FileInput {
    /// The path, for error messages.
    let path: String
    /// The size in bytes when opened.
    let size: Int
    /// How many bytes have been read or skipped so far.
    private(set) var offset = 0
    private let descriptor: Int32

    /// Opens `path`; throws `fileNotFound` or `unreadable`.
    init(path: String) throws(OSMError) {
        self.path = path
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(code)))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .unreadable(path: path, reason: reason)
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw .unreadable(path: path, reason: "it is a folder; give the extract's file (.osm.pbf or .osm)")
        }
        descriptor = fd
        size = Int(info.st_size)
    }

    deinit { close(descriptor) }

    /// Reads up to `count` bytes into `buffer` starting at `index`, growing the array if needed.
    /// Returns how many bytes were read: fewer than `count` only at the end of the file.
    func read(_ count: Int, into buffer: inout [UInt8], at index: Int = 0) throws(OSMError) -> Int {
        if buffer.count < index + count { buffer.append(contentsOf: repeatElement(0, count: index + count - buffer.count)) }
        var total = 0
        let failure: Int32? = buffer.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return nil }
            while total < count {
                let got = posixRead(descriptor, base + index + total, count - total)
                if got == 0 { break }
                if got < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                total += got
            }
            return nil
        }
        if let failure {
            throw .unreadable(path: path, reason: String(cString: strerror(failure)))
        }
        offset += total
        return total
    }

    /// Skips `count` bytes without reading them.
    func skip(_ count: Int) throws(OSMError) {
        guard lseek(descriptor, off_t(offset + count), SEEK_SET) >= 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        offset += count
    }
}

/// The POSIX `read`, under a name that does not clash with `FileInput.read`.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
