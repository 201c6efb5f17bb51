/// An immutable array of plain values in memory of its own or in a memory-mapped map file (no copy: loading
/// costs nothing until the values are read, and processes mapping the same file share the pages). Hot loops
/// read ``buffer``, valid as long as the array lives.
public struct MappedArray<Element: BitwiseCopyable>: @unchecked Sendable {
    /// What keeps ``buffer`` alive: the mapping, or memory of its own (one reference: an array is three words).
    private let owner: MapBytes.Storage
    /// The values.
    public let buffer: UnsafeBufferPointer<Element>

    /// A copy of `array`.
    public init(_ array: [Element]) {
        self.init(viewing: array.withUnsafeBytes { MapBytes(copying: $0) }, count: array.count)
    }

    /// The values of `array` in a scratch file (see ``MapBytes/init(spilling:)``), so that building a large map keeps
    /// what it has finished out of its own memory; a copy in memory when no scratch file can be written.
    public init(spilling array: [Element]) {
        self.init(viewing: array.withUnsafeBytes { MapBytes(spilling: $0) ?? MapBytes(copying: $0) }, count: array.count)
    }

    /// `count` values in memory of their own, starting at a multiple of `alignment` bytes (a power of two), written
    /// by `fill`, which must write every one.
    public init(count: Int, alignment: Int, fill: (UnsafeMutableBufferPointer<Element>) -> Void) {
        let byteCount = count * MemoryLayout<Element>.stride
        owner = MapBytes.Storage(byteCount: byteCount, alignment: Swift.max(alignment, MemoryLayout<Element>.alignment)) { raw in
            fill(raw.bindMemory(to: Element.self))
        }
        buffer = UnsafeBufferPointer(start: owner.base.assumingMemoryBound(to: Element.self), count: count)
    }

    /// These values where they start at a multiple of `alignment` bytes (a power of two), else a copy that does.
    public func aligned(to alignment: Int) -> MappedArray {
        guard Int(bitPattern: buffer.baseAddress) % alignment != 0 else { return self }
        return MappedArray(count: count, alignment: alignment) { _ = $0.initialize(fromContentsOf: buffer) }
    }

    /// The values stored in `bytes`, viewed in place when aligned for `Element`, else copied.
    init(viewing bytes: MapBytes, count: Int) {
        let aligned = Int(bitPattern: bytes.buffer.baseAddress) % MemoryLayout<Element>.alignment == 0 ? bytes : MapBytes(copying: bytes.buffer)
        owner = aligned.storage
        buffer = UnsafeBufferPointer(start: aligned.buffer.baseAddress?.assumingMemoryBound(to: Element.self), count: count)
    }

    /// The number of values.
    @inlinable public var count: Int { buffer.count }

    /// Lets the pages of values `range` leave the process's memory where the values are a mapped file (see
    /// ``MapBytes/releasePages(_:)``); read from the file again if touched.
    public func releasePages(bytes range: Range<Int>) {
        guard let start = buffer.baseAddress else { return }
        let offset = UnsafeRawPointer(start) - owner.base
        owner.releasePages((offset + range.lowerBound)..<(offset + range.upperBound))
    }

    /// Lets all the values' pages leave the process's memory where they are a mapped file.
    public func releasePages() { releasePages(bytes: 0..<count * MemoryLayout<Element>.stride) }

    /// The values as an ordinary array (a copy).
    public var array: [Element] { Array(buffer) }
}

/// A mapped array reads like an array: indices from 0, checked.
extension MappedArray: RandomAccessCollection {
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { buffer.count }

    /// The value at `index`, which must be in `0 ..< count`.
    @inlinable public subscript(index: Int) -> Element {
        precondition(index >= 0 && index < buffer.count, "index out of range")
        return buffer[index]
    }

    /// Calls `body` with the values' memory, as `Array.withUnsafeBufferPointer` does.
    @inlinable public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(buffer)
    }
}

extension MappedArray: Equatable where Element: Equatable {
    public static func == (a: MappedArray, b: MappedArray) -> Bool { a.elementsEqual(b) }
}

extension MappedArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for value in self { hasher.combine(value) }
    }
}
