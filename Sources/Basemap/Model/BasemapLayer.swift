/// The layers of a basemap, bottom to top as a map draws them; each is one layer of a vector tile, named by
/// its ``name``.
public enum BasemapLayer: UInt8, CaseIterable, Sendable {
    /// Land: the coastline's land polygons, or the map's whole area when it has no coastline.
    case earth
    /// Sea (`ocean`: the map's area outside the land), lakes, reservoirs and riverbanks.
    case water
    /// Parks, forests, grass, farmland, sand, cemeteries, residential and industrial areas.
    case landcover
    /// Rivers, canals and streams as lines.
    case waterway
    /// Building outlines.
    case building
    /// Roads by class, with their names.
    case road
    /// Settlements and neighbourhoods as points, with a rank (1 = city … 6 = neighbourhood).
    case place

    /// The layer's name in a vector tile.
    public var name: String {
        switch self {
        case .earth: "earth"
        case .water: "water"
        case .landcover: "landcover"
        case .waterway: "waterway"
        case .building: "building"
        case .road: "road"
        case .place: "place"
        }
    }
}

/// The shape of a basemap feature.
public enum BasemapGeometry: UInt8, Sendable {
    case point = 1
    case line = 2
    case polygon = 3
}
