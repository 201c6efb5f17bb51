import Directions
import Foundation
import Places
import WalkingTours

/// The body of `POST /api/v1/tours`:
/// ```json
/// {"start":[14.5146,35.8989],"stopCount":8,"radius":1500,"maxDistance":8000,"targetDistance":5000,
///  "categories":["attraction","museum","park"],"roundTrip":true,"timeLimit":1,"seed":1,"language":"en"}
/// ```
/// Only `start` is required; the others default as shown (every category; `targetDistance` at most
/// `maxDistance`). `timeLimit` is the ordering search's budget per planning round, seconds.
struct TourRequest: Decodable, Sendable {
    var start: [Double]
    var stopCount: Int?
    var radius: Double?
    var maxDistance: Double?
    var targetDistance: Double?
    var categories: [String]?
    var roundTrip: Bool?
    var timeLimit: Double?
    var seed: UInt64?
    var language: String?

    /// Decodes a body.
    /// - Throws: ``APIError``: `InvalidQuery` for JSON that is not a tour request.
    static func decode(_ body: Data) throws(APIError) -> TourRequest {
        do {
            return try JSONDecoder().decode(TourRequest.self, from: body)
        } catch let error as DecodingError {
            throw APIError(decoding: error, what: "tour request", needs: "{\"start\": [lon, lat]}")
        } catch {
            throw APIError(.invalidQuery, "the body is not a JSON tour request: \(error)")
        }
    }

    /// The tour to make and the language of its directions, after checking every value.
    /// - Throws: `InvalidValue` for a value out of range, an unknown category or language; `TooBig` for a
    ///   time limit beyond the server's.
    func walkingTourRequest(service: WayfarerService) throws(APIError) -> (WalkingTourRequest, InstructionLanguage) {
        let origin = try RequestValues.coordinate(start, name: "start")
        var chosen = PlaceCategory.allCases
        if let categories {
            guard !categories.isEmpty else {
                throw APIError(.invalidValue, "categories is empty; leave it out for every category, or name some of "
                               + PlaceCategory.allCases.map(\.rawValue).joined(separator: ", "))
            }
            do { chosen = try PlaceCategory.parseList(categories.joined(separator: ",")) } catch { throw APIError(error) }
        }
        let language = try service.language(self.language ?? "en")
        let maxDistance = self.maxDistance ?? 8000
        let selection = SelectionRequest(start: origin, stopCount: stopCount ?? 8, radius: radius ?? 1500, categories: chosen)
        let request = WalkingTourRequest(start: origin, selection: selection, maxDistance: maxDistance,
                                         targetDistance: targetDistance ?? min(5000, maxDistance), roundTrip: roundTrip ?? true,
                                         timeLimit: try RequestValues.timeLimit(timeLimit ?? 1, limits: service.limits),
                                         seed: seed ?? 1, language: language.code)
        do { try request.validate() } catch { throw APIError(.invalidValue, error.description) }
        return (request, language)
    }
}
