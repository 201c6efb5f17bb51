import Directions
import OSRMFormat
import Places
import TripPlanning
import WalkingTours

/// A walking tour job's work: the ``WalkingTourPlanner`` chooses places around the start and orders them,
/// dropping stops until the tour fits. Its events: `selected` (the chosen places), then per planning round
/// `planning` and the trip planner's `matrix`, `phase` and `improved`, `dropped` for each stop given up,
/// and the tour (``ResultDocument/init(tour:encoder:)``). Stopped early, every remaining round keeps the best
/// order found so far.
struct WalkingTourWork: JobWork {
    /// Makes the tour.
    let planner: WalkingTourPlanner
    /// What tour to make.
    let request: WalkingTourRequest
    /// The language of the directions (the request's `language`).
    let language: InstructionLanguage

    /// The kind of job this work does.
    static let kind = "tour"
    var kind: String { Self.kind }
    var replayed: [String] { ["selected", "planning"] + Job.tripEvents }

    /// `profile` (foot), the number of places asked for (`stopCount`), `start`, `radius`, `maxDistance`, `targetDistance`
    /// and `roundTrip`.
    func describe(into json: inout JSONWriter) {
        json.member("profile", PlaceSelector.profile)
        json.member("stopCount", request.selection.stopCount)
        json.key("start")
        json.coordinate(longitude: request.start.longitude, latitude: request.start.latitude)
        json.member("radius", request.selection.radius)
        json.member("maxDistance", request.maxDistance)
        json.member("targetDistance", request.targetDistance)
        json.member("roundTrip", request.roundTrip)
    }

    func start(reporting job: Job) -> @Sendable () -> Void {
        let search: WalkingTourSearch
        do { search = try planner.start(request) } catch {
            job.fail(APIError(error))
            return {}
        }
        let encoder = OSRMEncoder(options: ResultDocument.routeOptions(language: language))
        Task {
            var outcome: Result<WalkingTour, WalkingTourError>?
            for await event in search {
                switch event {
                case .selected(let selection):
                    job.publish(ServerSentEvent(name: "selected", data: Self.selected(selection)))
                case .planning(let round, let stopCount):
                    job.forgetProgress(Job.tripEvents)
                    job.publish(ServerSentEvent(name: "planning", data: Job.object { json in
                        json.member("round", round)
                        json.member("stopCount", stopCount)
                    }))
                case .trip(let event):
                    _ = job.report(event)   // a round's own plan or failure is the tour's to report
                case .dropped(let dropped):
                    job.publish(ServerSentEvent(name: "dropped", data: Job.object { json in
                        json.member("distance", OSRMEncoder.rounded(dropped.tourDistance))
                        json.key("place")
                        PlaceFeature.write(dropped.place, into: &json)
                        if let replacement = dropped.replacement {
                            json.key("replacement")
                            PlaceFeature.write(replacement, into: &json)
                        }
                    }), remembered: false)
                case .finished(let tour):
                    outcome = .success(tour)
                case .failed(let error):
                    outcome = .failure(error)
                }
            }
            await job.conclude(outcome, describing: APIError.init) { ResultDocument(tour: $0, encoder: encoder) }
        }
        return { search.cancel() }
    }

    /// The `selected` event: a FeatureCollection of the chosen places in the order chosen, with how many
    /// `candidates` lay within the radius, how many were `reachable`, and each category's `quotas`.
    private static func selected(_ selection: PlaceSelection) -> [UInt8] {
        var json = JSONWriter(capacity: 256 + selection.places.count * 256)
        PlaceFeature.writeCollection(selection.places, into: &json, members: { json in
            json.member("candidates", selection.candidates)
            json.member("reachable", selection.reachable)
            json.key("quotas")
            json.object { json in
                for (category, quota) in selection.quotas.sorted(by: { $0.key < $1.key }) { json.member(category.rawValue, quota) }
            }
        })
        return json.bytes
    }
}
