import Dispatch

/// Preparing a router's searches ahead of its queries: what goal-directed routes use beyond the map file is
/// otherwise made on first use — the straight-line bounds when the first route asks, and the landmarks in the
/// background from then on (on a city of a million junctions, 7 s of two cores, during which routes are directed by
/// straight lines alone and share the cores with the measuring).
extension Router {
    /// From now on, for the data served now and for whatever new speeds or a new map file bring, starts in the
    /// background what searches need beyond the map file: each profile's straight-line bounds and the landmarks of its
    /// time metric, and the columns of its time overlay's largest cliques. A server calls it once loaded, so that a
    /// replica just started (or reloaded) answers its first routes as fast as later ones.
    public func prepareSearchesInBackground() {
        preparesSearches.withLockedValue { $0 = true }
        state.prepareSearchesInBackground()
    }

    /// Makes now, for the data served now, what ``prepareSearchesInBackground()`` starts, and returns once it is
    /// made: a benchmark times queries as a server answers them once prepared.
    public func prepareSearches() {
        state.prepareSearches()
    }
}

extension RouterState {
    /// Starts ``prepareSearches()`` on a background queue.
    func prepareSearchesInBackground() {
        DispatchQueue.global(qos: .utility).async { prepareSearches() }
    }

    /// Brings the map file's pages in, then makes every profile's time bounds, landmarks and clique columns, the
    /// landmarks on a queue of their own meanwhile (when the map file did not hold them).
    func prepareSearches() {
        file?.bringFileIn()
        for speedUp in speedUps { _ = speedUp.timeGoal.bounds }
        for speedUp in speedUps {
            for columns in speedUp.timeOverlay.columns { _ = columns?.madeNow() }
        }
        for speedUp in speedUps { _ = speedUp.timeGoal.measuredLandmarks(waiting: true) }
    }
}
