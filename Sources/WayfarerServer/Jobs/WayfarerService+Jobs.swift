import Foundation
import WalkingTours

extension WayfarerService {
    /// A job's work made from its kind and request body, checked as a new request is: for a job submitted here,
    /// and for one that another replica queued or left unfinished.
    /// - Throws: what reading the request throws (`NoPlaces` first for a tour on a server without places).
    func makeWork(kind: String, body: [UInt8]) throws(APIError) -> any JobWork {
        switch kind {
        case SolveWork.kind:
            let (trip, language) = try SolveRequest.decode(Data(body)).tripRequest(service: self)
            return SolveWork(planner: planner, request: trip, language: language)
        case WalkingTourWork.kind:
            let planner = try tourPlanner()
            let (tour, language) = try TourRequest.decode(Data(body)).walkingTourRequest(service: self)
            return WalkingTourWork(planner: planner, request: tour, language: language)
        default:
            throw APIError(.invalidValue, "unknown job kind '\(kind)'")
        }
    }
}
