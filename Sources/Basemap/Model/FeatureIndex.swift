/// A static packed R-tree over feature boxes (Hilbert-sorted leaves, 16 children per node): the features whose
/// boxes touch a tile in O(log n + found).
public struct FeatureIndex: Sendable {
    static let nodeSize = 16
    /// Node boxes, leaves first then each level above; the last is the root.
    var boxes: [WorldBox]
    /// Per node: a leaf's feature, or the first child of an inner node.
    var references: [UInt32]
    /// Where each level ends in ``boxes`` (level 0: the leaves).
    var levelEnds: [Int]

    /// An index of `boxes`, feature `i` having `boxes[i]`.
    public init(boxes features: [WorldBox]) {
        guard let whole = features.first.map({ first in features.reduce(first) { var box = $0; box.include($1); return box } }) else {
            boxes = []; references = []; levelEnds = []
            return
        }
        let order = features.indices.sorted { a, b in
            (Self.hilbert(features[a], in: whole), a) < (Self.hilbert(features[b], in: whole), b)
        }
        boxes = order.map { features[$0] }
        references = order.map(UInt32.init)
        levelEnds = [boxes.count]
        var start = 0
        while levelEnds.last! - start > 1 {
            let end = levelEnds.last!
            for first in stride(from: start, to: end, by: Self.nodeSize) {
                var box = boxes[first]
                for child in first..<min(first + Self.nodeSize, end) { box.include(boxes[child]) }
                boxes.append(box)
                references.append(UInt32(first))
            }
            start = end
            levelEnds.append(boxes.count)
        }
    }

    /// An index read back from its parts (``Basemap/mapSection()``).
    init(boxes: [WorldBox], references: [UInt32], levelEnds: [Int]) {
        self.boxes = boxes
        self.references = references
        self.levelEnds = levelEnds
    }

    /// The box of every feature, or nil when there are none.
    public var bounds: WorldBox? { boxes.last }

    /// Calls `visit` with each feature whose box intersects `box`, in no particular order.
    public func search(_ box: WorldBox, _ visit: (Int) -> Void) {
        guard let root = boxes.indices.last else { return }
        var stack: [(node: Int, level: Int)] = [(root, levelEnds.count - 1)]
        while let (node, level) = stack.popLast() {
            guard boxes[node].intersects(box) else { continue }
            if level == 0 { visit(Int(references[node])); continue }
            let first = Int(references[node])
            for child in first..<min(first + Self.nodeSize, levelEnds[level - 1]) { stack.append((child, level - 1)) }
        }
    }

    /// The position of the box's centre along a Hilbert curve over `whole` (16 bits a side).
    private static func hilbert(_ box: WorldBox, in whole: WorldBox) -> UInt32 {
        func scaled(_ value: Int64, _ low: Int32, _ high: Int32) -> UInt32 {
            let span = max(Int64(high) - Int64(low), 1)
            return UInt32((value - 2 * Int64(low)) * 65535 / (2 * span))
        }
        var x = scaled(Int64(box.minX) + Int64(box.maxX), whole.minX, whole.maxX)
        var y = scaled(Int64(box.minY) + Int64(box.maxY), whole.minY, whole.maxY)
        var d: UInt32 = 0
        var s: UInt32 = 1 << 15
        while s > 0 {
            let rx: UInt32 = (x & s) > 0 ? 1 : 0
            let ry: UInt32 = (y & s) > 0 ? 1 : 0
            d &+= s &* s &* ((3 * rx) ^ ry)
            if ry == 0 {
                if rx == 1 { x = 65535 - x; y = 65535 - y }
                swap(&x, &y)
            }
            s >>= 1
        }
        return d
    }
}
