/// Placeholder until the optimizer lands.
public struct TourOptions: Sendable { public init() {} }
