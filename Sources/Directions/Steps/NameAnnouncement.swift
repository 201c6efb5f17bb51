import Routing

/// Whether a road going on under another name needs a step to say so (OSRM's rule, without its table of street-type
/// suffixes): not when one name begins with the other ("Main" → "Main Street") and the refs are empty or one holds
/// the other ("A1" → "A1;E40"), nor when the name or the ref is dropped while the other stays; always when an unnamed,
/// unnumbered road gets a name or a ref, when a road known only by its ref gets a name instead (or the reverse), and
/// when two unnamed roads' refs differ.
enum NameAnnouncement {
    /// Whether going from `from` onto `to` straight on (or bending with no other road) is a `new name` step.
    static func isNeeded(from: RoutePiece, to: RoutePiece) -> Bool {
        if from.name.isEmpty && from.ref.isEmpty { return !(to.name.isEmpty && to.ref.isEmpty) }
        // An empty name begins every name, an empty ref is held by every ref: a name or ref dropped counts as kept (OSRM's
        // other cases — both empty, a ref dropped, a name dropped — are these).
        let namesEqual = from.name.hasPrefix(to.name) || to.name.hasPrefix(from.name)
        let refContained = from.ref.isEmpty || to.ref.isEmpty || from.ref.contains(to.ref) || to.ref.contains(from.ref)
        let swapped = (from.name.isEmpty && !from.ref.isEmpty && !to.name.isEmpty && to.ref.isEmpty)
            || (!from.name.isEmpty && from.ref.isEmpty && to.name.isEmpty && !to.ref.isEmpty)
        return !(namesEqual && refContained) || swapped
    }
}
