import Directions
import OSRMFormat
import TripPlanning

/// A solve job's work: plan a trip through the stops with the ``TripPlanner``, streaming its progress
/// (`matrix`, `phase`, `improved`), then encode the route, order, directions and summary. Stopped early,
/// it routes the best order found so far.
struct SolveWork: JobWork {
    /// Plans the trip.
    let planner: TripPlanner
    /// What to plan.
    let request: TripRequest
    /// The instruction language (English when nil).
    let language: InstructionLanguage?

    /// The kind of job this work does.
    static let kind = "solve"
    var kind: String { Self.kind }
    var replayed: [String] { Job.tripEvents }

    /// `profile` and the number of `stops`.
    func describe(into json: inout JSONWriter) {
        json.member("profile", request.profile)
        json.member("stopCount", request.stops.count)
    }

    /// The search starts from `order` instead of building a tour.
    func resumed(from order: [Int]) -> any JobWork {
        var request = request
        request.tour.startingOrder = order
        return SolveWork(planner: planner, request: request, language: language)
    }

    func start(reporting job: Job) -> @Sendable () -> Void {
        let search: TripSearch
        do { search = try planner.start(request) } catch {
            job.fail(APIError(error))
            return {}
        }
        let (request, language) = (request, language)
        Task {
            var outcome: Result<TripPlan, TripError>?
            for await event in search {
                if let last = job.report(event) { outcome = last }
            }
            await job.conclude(outcome, describing: APIError.init) { ResultDocument(plan: $0, request: request, language: language) }
        }
        return { search.cancel() }
    }
}
