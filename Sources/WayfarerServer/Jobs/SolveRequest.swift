import Directions
import Foundation
import Geo
import Routing
import TourOptimizer
import TripPlanning

/// The body of `POST /api/v1/solve`:
/// ```json
/// {"profile":"car","stops":[[14.51,35.89],[14.49,35.91]],"barriers":{"type":"FeatureCollection","features":[…]},
///  "findBestSequence":true,"preserveFirstStop":false,"preserveLastStop":false,"roundTrip":false,
///  "metric":"time","timeLimit":3,"language":"en"}
/// ```
/// Only `stops` is required. Point barriers carry a `radius` property in metres (default 50).
struct SolveRequest: Decodable, Sendable {
    var profile: String?
    var stops: [[Double]]
    var barriers: GeoJSON?
    var findBestSequence: Bool?
    var preserveFirstStop: Bool?
    var preserveLastStop: Bool?
    var roundTrip: Bool?
    var metric: String?
    var timeLimit: Double?
    var language: String?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case profile, stops, barriers, findBestSequence, preserveFirstStop, preserveLastStop, roundTrip, metric, timeLimit, language
    }

    /// The radius of point barriers without a `radius` property, metres.
    static let defaultBarrierRadius = 50.0

    /// Decodes and checks a body.
    /// - Throws: ``APIError``: `InvalidQuery` for JSON that is not a solve request, `InvalidValue` for bad
    ///   stops, barriers, profile, metric or language, `InvalidOptions` for a member it does not have, `TooBig` beyond
    ///   the limits.
    static func decode(_ body: Data) throws(APIError) -> SolveRequest {
        try RequestValues.rejectUnknownMembers(of: body, known: CodingKeys.allCases.map(\.rawValue), what: "solve request")
        do {
            return try JSONDecoder().decode(SolveRequest.self, from: body)
        } catch let error as GeoJSONError {
            throw APIError(.invalidValue, "barriers: \(error)")
        } catch let error as DecodingError {
            throw APIError(decoding: error, what: "solve request", needs: "{\"stops\": [[lon, lat], …]}")
        } catch {
            throw APIError(.invalidQuery, "the body is not a JSON solve request: \(error)")
        }
    }

    /// The trip to plan, its instruction language, after checking every value against the map and limits.
    func tripRequest(service: WayfarerService) throws(APIError) -> (TripRequest, InstructionLanguage?) {
        let limits = service.limits
        let profile = try service.profile(self.profile ?? "car")
        guard stops.count >= 2 else { throw APIError(.invalidQuery, "a solve job needs at least two stops, got \(stops.count)") }
        guard stops.count <= limits.solveStops else { throw APIError(.tooBig, "\(stops.count) stops; a solve job takes at most \(limits.solveStops)") }
        let coordinates = try stops.enumerated().map { index, pair throws(APIError) in try RequestValues.coordinate(pair, name: "stop \(index + 1)") }
        let parsedBarriers = try RequestValues.barriers(barriers?.features ?? [], defaultRadius: Self.defaultBarrierRadius, limits: limits)
        guard let metric = Metric(rawValue: self.metric ?? "time") else {
            throw APIError(.invalidValue, "metric must be time or distance, got '\(self.metric ?? "")'")
        }
        let timeLimit = try RequestValues.timeLimit(self.timeLimit ?? 3, limits: limits)
        let language = try self.language.map { code throws(APIError) in try service.language(code) }
        let tour = TourOptions(roundTrip: roundTrip ?? false, preserveFirstStop: preserveFirstStop ?? false,
                               preserveLastStop: preserveLastStop ?? false, timeLimit: timeLimit)
        let request = TripRequest(profile: profile, stops: coordinates, metric: metric, barriers: parsedBarriers,
                                  findBestSequence: findBestSequence ?? true, tour: tour)
        return (request, language)
    }
}
