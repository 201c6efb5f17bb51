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

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case start, stopCount, radius, maxDistance, targetDistance, categories, roundTrip, timeLimit, seed, language
    }

    init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        start = try values.decode([Double].self, forKey: .start)
        stopCount = try values.decodeWholeNumber(Int.self, forKey: .stopCount)
        radius = try values.decodeIfPresent(Double.self, forKey: .radius)
        maxDistance = try values.decodeIfPresent(Double.self, forKey: .maxDistance)
        targetDistance = try values.decodeIfPresent(Double.self, forKey: .targetDistance)
        categories = try values.decodeIfPresent([String].self, forKey: .categories)
        roundTrip = try values.decodeIfPresent(Bool.self, forKey: .roundTrip)
        timeLimit = try values.decodeIfPresent(Double.self, forKey: .timeLimit)
        seed = try values.decodeWholeNumber(UInt64.self, forKey: .seed)
        language = try values.decodeIfPresent(String.self, forKey: .language)
    }

    /// Decodes a body.
    /// - Throws: ``APIError``: `InvalidQuery` for JSON that is not a tour request, `InvalidOptions` for a member it
    ///   does not have.
    static func decode(_ body: Data) throws(APIError) -> TourRequest {
        try RequestValues.rejectUnknownMembers(of: body, known: CodingKeys.allCases.map(\.rawValue), what: "tour request")
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
            // Each item is one category's exact name (the document's enum); a comma list is the query form, not this.
            do { chosen = try Set(categories.map(PlaceCategory.named)).sorted() } catch {
                throw APIError(error)
            }
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

extension KeyedDecodingContainer {
    /// An integer member that JSON may write with a fraction of zero (`7.0` is the integer 7, as JSON Schema has
    /// it); `nil` when absent or null. - Throws: `DecodingError.typeMismatch` for a fraction or a number out of
    /// `T`'s range.
    func decodeWholeNumber<T: FixedWidthInteger & Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        if let value = try? decodeIfPresent(T.self, forKey: key) { return value }
        guard let number = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard let value = T(exactly: number) else {
            let reason = number.rounded() == number ? "is outside \(T.min)…\(T.max)" : "is not a whole number"
            throw DecodingError.typeMismatch(T.self, .init(codingPath: codingPath + [key], debugDescription: "\(number) \(reason)"))
        }
        return value
    }
}
