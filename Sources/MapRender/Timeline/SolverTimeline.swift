import Routing
import TourOptimizer
import TripPlanning

/// The optimizer's event stream of one search, kept for drawing: every improvement (when, which worker,
/// which phase, its cost and the best cost so far) and how long the search ran.
///
/// ```swift
/// var events: [TripEvent] = []
/// for await event in search { events.append(event) }
/// let timeline = SolverTimeline(events: events, metric: .time)
/// ```
public struct SolverTimeline: Sendable, Hashable {
    /// One better tour found by a worker.
    public struct Improvement: Sendable, Hashable {
        /// The worker that found it.
        public var worker: Int
        /// Seconds since the search started.
        public var elapsed: Double
        /// The tour's cost (seconds or metres).
        public var cost: Double
        /// The best cost over all workers at that moment.
        public var bestCost: Double
        /// The phase that found it.
        public var phase: TourPhase

        /// Creates an improvement.
        public init(worker: Int, elapsed: Double, cost: Double, bestCost: Double, phase: TourPhase) {
            self.worker = worker
            self.elapsed = elapsed
            self.cost = cost
            self.bestCost = bestCost
            self.phase = phase
        }
    }

    /// The improvements in the order received.
    public var improvements: [Improvement]
    /// Seconds the search ran (at least the last improvement's time).
    public var duration: Double
    /// What the costs measure.
    public var metric: Metric

    /// Creates a timeline from improvements.
    public init(improvements: [Improvement], duration: Double, metric: Metric = .time) {
        self.improvements = improvements
        self.duration = max(duration, improvements.map(\.elapsed).max() ?? 0)
        self.metric = metric
    }

    /// Collects the improvements of a trip search's events; the duration is the finished plan's time, else
    /// the last event's.
    public init(events: [TripEvent], metric: Metric = .time) {
        var improvements: [Improvement] = []
        var duration = 0.0
        for event in events {
            switch event {
            case .improved(let progress, _):
                improvements.append(Improvement(worker: progress.worker, elapsed: progress.elapsed, cost: progress.cost,
                                                bestCost: progress.bestCost, phase: progress.phase))
                duration = max(duration, progress.elapsed)
            case .phaseChanged(_, _, let elapsed):
                duration = max(duration, elapsed)
            case .finished(let plan):
                duration = max(duration, plan.seconds)
            case .matrixReady(_, let seconds):
                duration = max(duration, seconds)
            case .failed:
                break
            }
        }
        self.init(improvements: improvements, duration: duration, metric: metric)
    }

    /// The workers that reported improvements, in ascending order.
    public var workers: [Int] { Array(Set(improvements.map(\.worker))).sorted() }

    /// A cost as people read it: hours and minutes for time, kilometres for distance.
    public func format(cost: Double) -> String {
        switch metric {
        case .time:
            let minutes = Int((cost / 60).rounded())
            return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
        case .distance:
            return SVGNumber.format(cost / 1000, digits: 1) + " km"
        }
    }
}
