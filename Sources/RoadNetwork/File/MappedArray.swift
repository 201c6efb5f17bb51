/// An immutable array of plain values in memory of its own or in a memory-mapped map file (no copy: loading
/// costs nothing until the values are read, and processes mapping the same file share the pages). Hot loops
/// read ``buffer``, valid as long as the array lives.
public struct MappedArray<Element: BitwiseCopyable>: @unchecked Sendable {
    /// What keeps ``buffer`` alive.
    private let owner: MapBytes
    /// The values.
    public let buffer: UnsafeBufferPointer<Element>

    /// A copy of `array`.
    public init(_ array: [Element]) {
        owner = array.withUnsafeBytes { MapBytes(copying: $0) }
        buffer = UnsafeBufferPointer(start: owner.buffer.baseAddress?.assumingMemoryBound(to: Element.self), count: array.count)
    }

    /// The values stored in `bytes`, viewed in place when aligned for `Element`, else copied.
    init(viewing bytes: MapBytes, count: Int) {
        owner = Int(bitPattern: bytes.buffer.baseAddress) % MemoryLayout<Element>.alignment == 0 ? bytes : MapBytes(copying: bytes.buffer)
        buffer = UnsafeBufferPointer(start: owner.buffer.baseAddress?.assumingMemoryBound(to: Element.self), count: count)
    }

    /// The number of values.
    public var count: Int { buffer.count }

    /// The values as an ordinary array (a copy).
    public var array: [Element] { Array(buffer) }
}
