extension Profile {
    /// Whether a node with `tags` stops this profile (the graph splits the road there).
    ///
    /// - Access tags on the node (``accessKeys``, most specific first) decide when present: `access=no`
    ///   blocks, `access=no` + `foot=yes` lets walkers through, a bollard with `motorcar=yes` lets cars through.
    ///   `destination` and `customers` pass; `private` blocks. Not on a crossing (`highway=crossing`): there they say
    ///   who may cross the road (`bicycle=no`: cyclists walk across), not who may travel along it (as OSRM).
    /// - Otherwise a `barrier=*` value is judged by ``barrierPolicy``: bollards, blocks, chains, jersey barriers
    ///   and cycle barriers stop cars; walls and fences stop everyone; gates, lift gates and kerbs stop no one.
    /// - `locked=yes` on a barrier blocks every mode; a height (width, …) limit the ``vehicle`` does not fit
    ///   blocks it (a `height_restrictor` with `maxheight=1.9`).
    /// - ``barrierExceptions`` let the mode through particular barriers (a lowered kerb).
    /// - `ford=yes` is not a barrier (fords are usually passable; a router may penalise them later).
    ///
    /// Complexity: a handful of tag lookups, no allocation.
    public func nodeBarrier(_ tags: some TagLookup) -> Bool {
        let access = tags["highway"] == "crossing" ? nil : resolveAccess(tags, keys: accessKeys).forward
        if let vehicle, !vehicle.fits(tags) { return true }
        guard let barrier = tags["barrier"] else { return access?.value == .denied }
        if tags["locked"] == "yes" { return true }
        if let access, access.level >= 0 { return access.value == .denied }
        if barrierExceptions[barrier]?.contains(where: { $0.matches(tags) }) == true { return false }
        return barrierPolicy.blocks(barrier)
    }
}
