import Datasets
import TourOptimizer

/// The look of rendered pictures: the CSS of the layers and the colour palettes (shared by the web page's
/// `style.css` in spirit: the same colours for regions, modes and phases).
public enum MapStyle {
    /// The style sheet embedded in every picture; layers refer to its classes.
    public static let css = """
        .background { fill: #f4f1ea; }
        .country { fill: #e6e1d3; stroke: #9a927f; stroke-width: 0.6; fill-rule: evenodd; }
        .country.selected { fill: #f2d98c; stroke: #7a5c00; stroke-width: 1.2; }
        .outline { fill: #ece7d8; stroke: #6f6753; stroke-width: 1.2; fill-rule: evenodd; }
        .roads path { fill: none; stroke-linecap: round; stroke-linejoin: round; }
        .road-major { stroke: #e08a3c; stroke-width: 1.6; }
        .road-main { stroke: #e8b04b; stroke-width: 1.1; }
        .road-minor { stroke: #b9b2a3; stroke-width: 0.6; }
        .road-path { stroke: #8fb08a; stroke-width: 0.4; stroke-dasharray: 1.5 1; }
        .road-rail { stroke: #5b4a8b; stroke-width: 1; stroke-dasharray: 4 2; }
        .road-ferry { stroke: #4c8cc8; stroke-width: 0.8; stroke-dasharray: 3 3; }
        .link { fill: none; }
        .link.road { stroke: #c9a66b; stroke-width: 1; }
        .link.train { stroke: #7a68b5; stroke-width: 1; stroke-dasharray: 3 2; }
        .city { stroke: #ffffff; stroke-width: 0.8; }
        .city-label { font: 9px sans-serif; fill: #3b3a36; paint-order: stroke; stroke: #f4f1ea; stroke-width: 2.5; }
        .barrier { fill: #d9342b; fill-opacity: 0.28; stroke: #b0241c; stroke-width: 1.2; fill-rule: evenodd; }
        .route path { fill: none; stroke-linecap: round; stroke-linejoin: round; stroke-width: 4; }
        .route .road, .route .route-line { stroke: #1f6fd1; }
        .route .train { stroke: #7a3fc2; stroke-dasharray: 8 4; }
        .stop circle { fill: #ffffff; stroke: #1c3d6e; stroke-width: 2; }
        .stop text { font: bold 10px sans-serif; fill: #1c3d6e; text-anchor: middle; dominant-baseline: central; }
        .timeline .axis { stroke: #5d5a52; stroke-width: 1; }
        .timeline .tick { stroke: #9c978b; stroke-width: 0.8; }
        .timeline .tick-label, .timeline .row-label { font: 10px sans-serif; fill: #3b3a36; }
        .timeline .row-line { stroke: #d8d3c6; stroke-width: 1; }
        .timeline .event { stroke: #ffffff; stroke-width: 0.8; fill-opacity: 0.9; }
        .timeline .cost { fill: none; stroke: #1f6fd1; stroke-width: 1.5; }
        """

    /// The fill colour of a city dot: a hue per part of the country, a shade per oblast within it.
    public static func color(region: String, macroRegion: MacroRegion) -> String {
        let hue: Int
        switch macroRegion {
        case .west: hue = 140
        case .north: hue = 205
        case .centre: hue = 45
        case .east: hue = 5
        case .south: hue = 275
        }
        // A stable shade per oblast (String.hashValue is seeded per process, so sum the scalars instead).
        let shade = region.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF } % 5
        return "hsl(\(hue + (shade - 2) * 6),\(55 + shade * 5)%,\(34 + shade * 6)%)"
    }

    /// The colour of an optimizer phase on timelines.
    public static func color(phase: TourPhase) -> String {
        switch phase {
        case .exact: "#2b8a3e"
        case .construction: "#868e96"
        case .localSearch: "#1f6fd1"
        case .iteratedLocalSearch: "#e8590c"
        case .genetic: "#ae3ec9"
        }
    }
}
