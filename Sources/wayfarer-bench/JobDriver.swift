import Foundation
import Geo
import NIOConcurrencyHelpers

/// The soak's job load: every few seconds a solve job of 10–30 random stops; its event stream is read for a few
/// events and then cut; one job in five is cancelled and one in five deleted while it runs. Each job kept is
/// looked at again once it should have ended (well within the server's retention of finished jobs), and at the
/// end ``check(timeout:)`` looks at the rest: a job not found though never deleted is lost, one not ended stuck.
final class JobDriver: Sendable {
    let base: String
    let stops: [Coordinate]
    let profile: String
    let every: Double
    private let state = NIOLockedValueBox(State())

    private struct State {
        var kept: [(id: String, started: Date)] = []
        var started = 0, cancelled = 0, deleted = 0, streamsCut = 0, lost = 0, stuck = 0
        var stopping = false, stopped = false
    }

    init(base: String, stops: [Coordinate], profile: String, every: Double) {
        self.base = base
        self.stops = stops
        self.profile = profile
        self.every = every
    }

    var started: Int { state.withLockedValue { $0.started } }
    var cancelled: Int { state.withLockedValue { $0.cancelled } }
    var deleted: Int { state.withLockedValue { $0.deleted } }
    var streamsCut: Int { state.withLockedValue { $0.streamsCut } }
    var lost: Int { state.withLockedValue { $0.lost } }
    var stuck: Int { state.withLockedValue { $0.stuck } }
    var isStopped: Bool { state.withLockedValue { $0.stopped } }

    /// Asks ``drive()`` to stop after the job under way.
    func stop() { state.withLockedValue { $0.stopping = true } }

    /// Starts jobs until ``stop()``.
    func drive() {
        var random = SeededRandom(seed: 3)
        while !state.withLockedValue({ $0.stopping }) {
            let count = 10 + random.next(21)
            let chosen = (0..<count).map { _ in stops[random.next(stops.count)] }
            let body = "{\"profile\":\"\(profile)\",\"timeLimit\":2,\"stops\":[\(chosen.map { "[\($0.longitude),\($0.latitude)]" }.joined(separator: ","))]}"
            if let id = Loopback.submitJob("\(base)/api/v1/solve", body: body) {
                state.withLockedValue { $0.started += 1 }
                // Read a few events, then hang up mid-stream.
                var lines = 0
                try? Subprocess.lines(["curl", "-sN", "\(base)/api/v1/jobs/\(id)/events"]) { _ in
                    lines += 1
                    return lines < 6
                }
                state.withLockedValue { $0.streamsCut += 1 }
                switch random.next(5) {
                case 0:
                    _ = try? Subprocess.output(["curl", "-s", "-X", "POST", "\(base)/api/v1/jobs/\(id)/cancel"])
                    state.withLockedValue { $0.cancelled += 1; $0.kept.append((id, Date())) }
                case 1:
                    _ = try? Subprocess.output(["curl", "-s", "-X", "DELETE", "\(base)/api/v1/jobs/\(id)"])
                    state.withLockedValue { $0.deleted += 1 }
                default:
                    state.withLockedValue { $0.kept.append((id, Date())) }
                }
            }
            look(atJobsOlderThan: 30, stuckAfter: 120)
            let next = Date().addingTimeInterval(every)
            while Date() < next, !state.withLockedValue({ $0.stopping }) { Thread.sleep(forTimeInterval: 0.2) }
        }
        state.withLockedValue { $0.stopped = true }
    }

    /// Looks at the kept jobs started more than `age` seconds ago: ended ones are done with, missing ones
    /// lost, and ones still not ended `stuckAfter` seconds after they started stuck.
    private func look(atJobsOlderThan age: Double, stuckAfter: Double) {
        let due = state.withLockedValue { state in state.kept.filter { -$0.started.timeIntervalSinceNow > age } }
        for job in due {
            let status = self.status(of: job.id)
            let ended = status.map { ["finished", "failed", "cancelled"].contains($0) } ?? false
            let late = -job.started.timeIntervalSinceNow > stuckAfter
            guard status == nil || ended || late else { continue }
            state.withLockedValue { state in
                state.kept.removeAll { $0.id == job.id }
                if status == nil { state.lost += 1 } else if !ended { state.stuck += 1 }
            }
        }
    }

    /// A job's status, or nil when the server does not know it.
    private func status(of id: String) -> String? {
        let answer = (try? Subprocess.output(["curl", "-s", "\(base)/api/v1/jobs/\(id)"])) ?? ""
        return (try? JSONSerialization.jsonObject(with: Data(answer.utf8))).flatMap { ($0 as? [String: Any])?["status"] as? String }
    }

    /// Waits up to `timeout` seconds for the jobs still kept to end, then counts them in ``lost`` and ``stuck``.
    func check(timeout: Double) {
        let deadline = Date().addingTimeInterval(timeout)
        while state.withLockedValue({ !$0.kept.isEmpty }), Date() < deadline {
            look(atJobsOlderThan: 0, stuckAfter: .infinity)
            Thread.sleep(forTimeInterval: 0.5)
        }
        state.withLockedValue { state in
            state.stuck += state.kept.count
            state.kept = []
        }
    }
}
