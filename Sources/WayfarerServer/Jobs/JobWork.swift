import OSRMFormat
import WalkingTours

/// What a ``Job`` does — plan a trip through stops (``SolveWork``) or make a walking tour
/// (``WalkingTourWork``) — while the job provides what every kind shares: status, the event streams with
/// their replay for late subscribers, cancellation, and the job document.
///
/// A work reports to its job as it goes: ``Job/publish(_:remembered:)`` for progress events,
/// ``Job/recordBest(_:)`` for the best candidate so far, and exactly one of ``Job/finish(_:)`` or
/// ``Job/fail(_:)`` at the end.
protocol JobWork: Sendable {
    /// `solve` or `tour`: the document's `kind`.
    var kind: String { get }
    /// The event names a late subscriber is sent first (the latest of each), in this order.
    var replayed: [String] { get }
    /// Writes the document members that describe the request (e.g. `profile`, `stops`).
    func describe(into json: inout JSONWriter)
    /// Starts working on the work's own threads, reporting to `job`, and returns at once with a function
    /// that stops the work early (it then still ends the job, with the best it has).
    func start(reporting job: Job) -> @Sendable () -> Void
    /// The same work going on from `order`, the best candidate's order of an earlier run of it (a job another
    /// replica left unfinished); by default the work begins again.
    func resumed(from order: [Int]) -> any JobWork
}

extension JobWork {
    func resumed(from order: [Int]) -> any JobWork { self }
}
