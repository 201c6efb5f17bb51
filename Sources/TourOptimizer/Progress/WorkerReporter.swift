/// One worker's throttle in front of the ``ProgressHub``: the first improvement goes out at once, later ones
/// at most once per `interval`, and one held back is sent as soon as the interval has passed (or when the
/// worker ends), so a slow consumer never slows the solver and the last best is never lost.
struct WorkerReporter: ImprovementReporting {
    let hub: ProgressHub
    let worker: Int
    let interval: Duration
    private var lastSent: ContinuousClock.Instant?
    private var pendingPhase: TourPhase?

    init(hub: ProgressHub, worker: Int, interval: Duration) {
        self.hub = hub
        self.worker = worker
        self.interval = interval
    }

    /// Notes a better tour; `cycle` is read only if it is sent now.
    mutating func improved(phase: TourPhase, cycle: () -> [Int32]) {
        pendingPhase = phase
        flush(cycle: cycle)
    }

    /// Sends the held-back improvement if the interval has passed. Cheap when nothing is pending.
    @inline(__always) mutating func flush(cycle: () -> [Int32]) {
        guard let phase = pendingPhase else { return }
        let now = ContinuousClock.now
        if let lastSent, now - lastSent < interval { return }
        send(phase: phase, cycle: cycle(), at: now)
    }

    /// Sends the held-back improvement now, whatever the interval (the worker is ending).
    mutating func finish(cycle: () -> [Int32]) {
        guard let phase = pendingPhase else { return }
        send(phase: phase, cycle: cycle(), at: .now)
    }

    /// Publishes a change of phase.
    func entered(_ phase: TourPhase) { hub.phaseChanged(worker: worker, phase: phase) }

    private mutating func send(phase: TourPhase, cycle: [Int32], at now: ContinuousClock.Instant) {
        hub.improved(worker: worker, cycle: cycle, phase: phase)
        lastSent = now
        pendingPhase = nil
    }
}

/// Where a search loop reports its better tours: a ``WorkerReporter`` publishing them, or nowhere.
protocol ImprovementReporting {
    /// Notes a better tour; `cycle` is read only if it is sent.
    mutating func improved(phase: TourPhase, cycle: () -> [Int32])
    /// Sends a held-back improvement if it is time.
    mutating func flush(cycle: () -> [Int32])
}

/// Reports nothing: for searches on parts of a tour, published as a whole by their caller.
struct SilentProgress: ImprovementReporting {
    /// Gives the type storage. An empty type's `inout` accesses get an address that threads share, and
    /// ThreadSanitizer reports two searches passing their own empty reporters at once as a race on it.
    private var storage: UInt8 = 0

    func improved(phase: TourPhase, cycle: () -> [Int32]) {}
    func flush(cycle: () -> [Int32]) {}
}
