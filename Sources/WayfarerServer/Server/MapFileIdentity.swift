import Foundation

/// Which file a map was read from, and its size and modification time then. The server maps the file's pages: a
/// new map renamed over the path is another file (the old pages stay valid until released), but one copied onto the
/// path (`cp`) changes the very file the server maps — the same device and inode with another size or time — and the
/// map it serves is then damaged.
struct MapFileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    /// The identity of the file at `url` now; nil when it cannot be read.
    init?(_ url: URL) {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if os(Linux)
        modifiedSeconds = status.st_mtim.tv_sec
        modifiedNanoseconds = status.st_mtim.tv_nsec
        #else
        modifiedSeconds = status.st_mtimespec.tv_sec
        modifiedNanoseconds = status.st_mtimespec.tv_nsec
        #endif
    }

    /// Whether `other` is this file changed in place: the same file (device and inode), other contents.
    func isChangedInPlace(_ other: MapFileIdentity) -> Bool {
        device == other.device && inode == other.inode && self != other
    }
}
