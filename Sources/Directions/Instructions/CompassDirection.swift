/// The eight compass directions, named as in the language files' `directions`.
enum CompassDirection: String, CaseIterable {
    case north, northeast, east, southeast, south, southwest, west, northwest

    /// The direction nearest to `bearing` (degrees clockwise from north).
    init(bearing: Double) {
        let sector = bearing.isFinite ? Int(((bearing + 22.5) / 45).rounded(.down)) : 0
        self = Self.allCases[((sector % 8) + 8) % 8]
    }
}
