import NIOConcurrencyHelpers

/// A long stage's progress as lines of text — "level 2: 40 %, about 12 s left" — at most one every few seconds,
/// each with the time left at the pace since the first fraction heard (work before it, such as sorting ahead of the
/// splits it counts, does not skew the pace); none for a stage shorter than that. Safe to use from any thread.
final class PacedProgress: Sendable {
    private let stage: String
    private let interval: Duration
    /// The first fraction heard and when; when the last line was made.
    private let state: NIOLockedValueBox<(first: (fraction: Double, time: ContinuousClock.Instant)?, reported: ContinuousClock.Instant)>

    /// Paces the lines of `stage`, one at most every `interval`.
    init(_ stage: String, every interval: Duration = .seconds(5)) {
        self.stage = stage
        self.interval = interval
        state = NIOLockedValueBox((nil, .now))
    }

    /// The line to show now that `fraction` (0…1) of the stage is done: nil while the last line is not `interval` old,
    /// for the first fraction heard (the pace starts there), and for a stage over or not begun.
    func line(after fraction: Double) -> String? {
        guard fraction > 0, fraction < 1 else { return nil }
        let now = ContinuousClock.now
        let first = state.withLockedValue { state -> (fraction: Double, time: ContinuousClock.Instant)? in
            guard let first = state.first else {
                state.first = (fraction, now)
                return nil
            }
            guard now - state.reported > interval, fraction > first.fraction else { return nil }
            state.reported = now
            return first
        }
        guard let first else { return nil }
        let left = (now - first.time) * ((1 - fraction) / (fraction - first.fraction))
        return "\(stage): \(Int(fraction * 100)) %, about \(left.components.seconds) s left"
    }
}
