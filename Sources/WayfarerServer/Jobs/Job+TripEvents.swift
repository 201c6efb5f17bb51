import OSRMFormat
import TourOptimizer
import TripPlanning

extension Job {
    /// The trip planner's events a late subscriber is sent first, in this order.
    static let tripEvents = ["matrix", "phase", "improved"]

    /// Publishes a trip planner's progress — `matrix`, `phase`, and `improved` with the candidate order's
    /// straight-line geometry — and records the overall best candidate as the document's `best`. Returns
    /// the outcome when `event` is the planner's last (`finished` or `failed`), else nil.
    func report(_ event: TripEvent) -> Result<TripPlan, TripError>? {
        switch event {
        case .matrixReady(let stopCount, let seconds):
            publish(ServerSentEvent(name: "matrix", data: Self.object { json in
                json.member("stopCount", stopCount)
                json.member("seconds", (seconds * 1000).rounded() / 1000)
            }))
        case .improved(let progress, let geometry):
            // A worker's own improvement may still be worse than another worker's best: only the overall
            // best is remembered for late subscribers and the job document.
            let isBest = progress.cost <= progress.bestCost
            if isBest { recordBest(Self.object { json in Self.writeCandidate(progress, into: &json) }) }
            publish(ServerSentEvent(name: "improved", data: Self.object { json in
                Self.writeCandidate(progress, into: &json)
                json.member("bestCost", OSRMEncoder.rounded(progress.bestCost))
                json.member("worker", progress.worker)
                json.key("geometry")
                GeometryFormat.writeLineString(geometry, into: &json)
            }), remembered: isBest)
        case .phaseChanged(let worker, let phase, let elapsed):
            publish(ServerSentEvent(name: "phase", data: Self.object { json in
                json.member("worker", worker)
                json.member("phase", phase.rawValue)
                json.member("elapsed", (elapsed * 1000).rounded() / 1000)
            }))
        case .finished(let plan):
            return .success(plan)
        case .failed(let error):
            return .failure(error)
        }
        return nil
    }

    /// A candidate's `order`, `cost`, `elapsed` and `phase` members.
    private static func writeCandidate(_ progress: TourImprovement, into json: inout JSONWriter) {
        json.key("order")
        json.array { json in for stop in progress.order { json.value(stop) } }
        json.member("cost", OSRMEncoder.rounded(progress.cost))
        json.member("elapsed", (progress.elapsed * 1000).rounded() / 1000)
        json.member("phase", progress.phase.rawValue)
    }

    /// One JSON object's text.
    static func object(_ body: (inout JSONWriter) -> Void) -> [UInt8] {
        var json = JSONWriter(capacity: 512)
        json.object(body)
        return json.bytes
    }
}
