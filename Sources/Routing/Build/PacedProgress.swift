import Synchronization

/// A long stage's progress as lines of text — "level 2: 40 %, about 12 s left" — at most one every few seconds,
/// each with the time left at the pace so far; none for a stage shorter than that. Safe to use from any thread.
final class PacedProgress: Sendable {
    private let stage: String
    private let interval: Duration
    private let started = ContinuousClock.now
    private let reported: Mutex<ContinuousClock.Instant>

    /// Paces the lines of `stage`, one at most every `interval`.
    init(_ stage: String, every interval: Duration = .seconds(5)) {
        self.stage = stage
        self.interval = interval
        reported = Mutex(started)
    }

    /// The line to show now that `fraction` (0…1) of the stage is done: nil while the last line is not `interval` old,
    /// and once the stage is over.
    func line(after fraction: Double) -> String? {
        guard fraction > 0, fraction < 1 else { return nil }
        let now = ContinuousClock.now
        let due = reported.withLock { last in
            guard now - last > interval else { return false }
            last = now
            return true
        }
        guard due else { return nil }
        let left = (now - started) * ((1 - fraction) / fraction)
        return "\(stage): \(Int(fraction * 100)) %, about \(left.components.seconds) s left"
    }
}
