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
        init(copying bytes: UnsafeRawBufferPointer) {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
            buffer.copyMemory(from: bytes)
            base = UnsafeRawPointer(buffer.baseAddress!)
            size = bytes.count
            unmap = false
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

    /// The number of bytes.
    public var count: Int { range.count }

    /// A copy of the bytes (to write a section on unchanged).
    public var bytes: [UInt8] { Array(buffer) }

    /// The bytes.
    var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage.base + range.lowerBound, count: range.count) }

    /// The bytes `offset ..< offset + count` (within range: checked by the caller).
    func slice(_ offset: Int, count: Int) -> MapBytes {
        MapBytes(storage: storage, range: (range.lowerBound + offset)..<(range.lowerBound + offset + count))
    }
}
