/// How a search reached a node, kept in ``SearchSpace/parentArc``: by a plain arc, or by a cell's clique
/// (an overlay arc standing for a path inside the cell, unpacked when the path is needed).
enum OverlayStep {
    private static let cliqueFlag: UInt32 = 0x8000_0000

    /// A plain arc of the graph.
    static let plain: UInt32 = 0

    /// A clique of a cell of `level`.
    @inline(__always) static func clique(level: Int) -> UInt32 { cliqueFlag | UInt32(level) }

    /// The level of the clique a step used, or nil for a plain arc (or a start).
    @inline(__always) static func cliqueLevel(_ step: UInt32) -> Int? {
        step != SearchSpace.none && step & cliqueFlag != 0 ? Int(step & ~cliqueFlag) : nil
    }
}

/// One step across a cell by its clique: the level and the ends (an entry and an exit of the same cell).
struct CliqueStep: Hashable {
    let entry: UInt32
    let exit: UInt32
    let level: Int
}
