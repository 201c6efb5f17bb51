import Foundation

/// Read-only bytes a ``BinaryReader`` reads: a region of a memory-mapped map file (its pages shared by every
/// process that maps the file, and read from disk only when touched), or bytes of its own.
public struct MapBytes: Sendable {
    /// What keeps the bytes alive: the mapping, or an owned copy.
    final class Storage: @unchecked Sendable {
        let base: UnsafeRawPointer
        let size: Int
        private let unmap: Bool

        /// Maps the whole file at `descriptor` (`size` bytes, more than 0) read-only.
        init?(mapping descriptor: Int32, size: Int) {
            guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
                return nil
            }
            base = UnsafeRawPointer(address)
            self.size = size
            unmap = true
        }

        /// A copy of `bytes`.
        convenience init(copying bytes: UnsafeRawBufferPointer) {
            self.init(byteCount: bytes.count, alignment: 16) { $0.copyMemory(from: bytes) }
        }

        /// `byteCount` bytes of its own, starting at a multiple of `alignment` (a power of two), written by `fill`.
        init(byteCount: Int, alignment: Int, fill: (UnsafeMutableRawBufferPointer) -> Void) {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(byteCount, 1), alignment: alignment)
            fill(UnsafeMutableRawBufferPointer(rebasing: buffer[0..<byteCount]))
            base = UnsafeRawPointer(buffer.baseAddress!)
            size = byteCount
            unmap = false
        }

        /// Lets the pages wholly inside `range` leave the process's memory, when the bytes are a mapped file (read
        /// from the file again if touched); nothing for a copy of its own.
        func releasePages(_ range: Range<Int>) {
            guard unmap else { return }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            let start = (range.lowerBound + page - 1) / page * page, end = range.upperBound / page * page
            guard start < end else { return }
            madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, MADV_DONTNEED)
        }

        /// Maps every page of the file into the process (reading from disk those not cached), so that queries do not
        /// each stop at the pages they are the first to touch (on a map of a million junctions, the slowest routes of a
        /// server just started took twice as long: p95 10.5 ms against 5.6; bringing its 570 MB in takes a tenth of a
        /// second when the system has them cached). Nothing for a copy of its own, or for a file
        /// larger than half the machine's memory (whose pages the system would only push out again).
        func bringIn() {
            let page = Int(sysconf(Int32(_SC_PAGESIZE))), memory = Int(sysconf(Int32(_SC_PHYS_PAGES))) * page
            guard unmap, size <= memory / 2 else { return }
            // MADV_POPULATE_READ (Linux 5.14); a kernel without it (EINVAL), a read of each page. Any other failure (a
            // page that cannot be read: the file cut short in place) leaves the pages to the queries, which report it.
            guard madvise(UnsafeMutableRawPointer(mutating: base), size, 22) != 0, errno == EINVAL else { return }
            var sum: UInt8 = 0
            for offset in stride(from: 0, to: size, by: page) { sum &+= base.load(fromByteOffset: offset, as: UInt8.self) }
            withExtendedLifetime(sum) {}
        }

        deinit {
            if unmap { munmap(UnsafeMutableRawPointer(mutating: base), size) } else { base.deallocate() }
        }
    }

    let storage: Storage
    /// The bytes' range within the storage.
    let range: Range<Int>

    init(storage: Storage, range: Range<Int>) {
        self.storage = storage
        self.range = range
    }

    /// A copy of `bytes`.
    public init(_ bytes: some Collection<UInt8>) {
        self = Array(bytes).withUnsafeBytes { MapBytes(copying: $0) }
    }

    /// A copy of the bytes at `raw`.
    init(copying raw: UnsafeRawBufferPointer) {
        let storage = Storage(copying: raw)
        self.init(storage: storage, range: 0..<storage.size)
    }

    /// `bytes` in an unnamed scratch file in the temporary folder (`TMPDIR`), mapped read-only: their pages are the
    /// file's, which the system may drop from memory and read again, not the process's own. Nil when the file cannot
    /// be written (no room) or `bytes` is empty.
    init?(spilling bytes: UnsafeRawBufferPointer) {
        var template = Array((FileManager.default.temporaryDirectory.path + "/wayfarer-scratch-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        defer { close(descriptor) }
        guard !bytes.isEmpty, writeFully(descriptor, bytes) == 0, let storage = Storage(mapping: descriptor, size: bytes.count) else { return nil }
        self.init(storage: storage, range: 0..<bytes.count)
    }

    /// The number of bytes.
    public var count: Int { range.count }

    /// Lets the mapped pages of bytes `range` (relative to these bytes) leave the process's memory: see
    /// ``Storage/releasePages(_:)``.
    func releasePages(_ range: Range<Int>) {
        storage.releasePages((self.range.lowerBound + range.lowerBound)..<(self.range.lowerBound + range.upperBound))
    }

    /// Maps every page of the file these bytes lie in into the process now: see ``Storage/bringIn()``.
    public func bringFileIn() {
        storage.bringIn()
    }

    /// A copy of the bytes (to write a section on unchanged).
    public var bytes: [UInt8] { Array(buffer) }

    /// The bytes.
    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage.base + range.lowerBound, count: range.count) }

    /// The bytes `offset ..< offset + count` (within range: checked by the caller).
    func slice(_ offset: Int, count: Int) -> MapBytes {
        MapBytes(storage: storage, range: (range.lowerBound + offset)..<(range.lowerBound + offset + count))
    }
}
