import Foundation
import HummingbirdCore

/// The server's readers of outside input, callable on their own — what the fuzz targets drive: an OSRM URL, an
/// OSRM JSON body, a solve body, a walking-tour body, each read and checked exactly as a request would be
/// (against the service's map, limits and languages), without routing anything.
///
/// ```swift
/// let readers = RequestReaders(service: service)
/// try readers.osrm("/route/v1/car/14.51,35.89;14.40,35.88?steps=true")   // throws APIError for a bad request
/// ```
public struct RequestReaders: Sendable {
    let service: WayfarerService

    /// Readers checking against `service`.
    public init(service: WayfarerService) {
        self.service = service
    }

    /// Reads an OSRM URL, `/{service}/v1/{profile}/{coordinates}?{options}`.
    public func osrm(_ url: String) throws(APIError) {
        let uri = URI(url)
        let parts = uri.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard parts.count == 4 else { throw APIError(.invalidUrl, "not an OSRM URL: \(uri.path)") }
        let segments = parts.map(String.init)
        let options = uri.formParameters.map { ($0.name, $0.value) }
        try check(service: segments[0], version: segments[1], profile: segments[2], coordinates: segments[3], options: options)
    }

    /// Reads an OSRM JSON body sent to `POST /{service}/v1/{profile}`.
    public func osrmBody(_ body: Data, service name: String = "route", profile: String = "car") throws(APIError) {
        let (coordinates, options) = try OSRMBody.parameters(of: body)
        try check(service: name, version: "v1", profile: profile, coordinates: coordinates, options: options)
    }

    /// Reads a `POST /api/v1/solve` body.
    public func solveBody(_ body: Data) throws(APIError) {
        _ = try SolveRequest.decode(body).tripRequest(service: service)
    }

    /// Reads a `POST /api/v1/tours` body.
    public func tourBody(_ body: Data) throws(APIError) {
        _ = try TourRequest.decode(body).walkingTourRequest(service: service)
    }

    private func check(service name: String, version: String, profile: String, coordinates: String, options: [(String, String)]) throws(APIError) {
        let query = try OSRMQuery(service: name, version: version, profile: profile, coordinates: coordinates, parameters: options,
                                  limits: service.limits, languages: service.languages)
        _ = try service.profile(query.profile)
    }
}
