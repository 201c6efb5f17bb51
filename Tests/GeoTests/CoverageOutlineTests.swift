import Foundation
import Testing
@testable import Geo

/// Outlines of marked grid cells and of lines.
@Suite struct CoverageOutlineTests {
    /// A grid from rows of text, top row first ("#" marked).
    static func grid(_ rows: [String]) -> GridOutline {
        let height = rows.count, width = rows[0].count
        var marked = [Bool](repeating: false, count: width * height)
        for (r, row) in rows.enumerated() {
            for (x, c) in row.enumerated() where c == "#" { marked[(height - 1 - r) * width + x] = true }
        }
        return GridOutline(width: width, height: height, marked: marked)
    }

    @Test func aFrameIsOnePolygonWithAHoleAndCornersStayApart() {
        let frame = Self.grid(["####", "#..#", "####"]).rings()
        #expect(frame.count == 1)
        #expect(frame[0].holes.count == 1)
        #expect(frame[0].outer.count == 4 && frame[0].holes[0].count == 4)
        #expect(GridOutline.doubleArea(frame[0].outer) == 24 && GridOutline.doubleArea(frame[0].holes[0]) == -4)
        let diagonal = Self.grid(["#.", ".#"]).rings()
        #expect(diagonal.count == 2 && diagonal.allSatisfy { $0.holes.isEmpty && $0.outer.count == 4 })
    }

    @Test("a ring through a corner twice is split there: rings that only touch, each passing a vertex once (OGC-valid)")
    func pinchedCornersSplitTheRing() {
        // The centre cell reaches the outside only through the top right corner, which the ring passed twice.
        let rings = Self.grid(["##.", "#.#", "###"]).rings()
        #expect(rings.count == 1 && rings[0].holes.count == 1, "\(rings)")
        for ring in rings.flatMap({ [$0.outer] + $0.holes }) {
            #expect(Set(ring.map { $0.y * 10 + $0.x }).count == ring.count, "\(ring)")
        }
        #expect(rings.first.map { GridOutline.doubleArea($0.outer) + $0.holes.map(GridOutline.doubleArea).reduce(0, +) } == 14)
    }

    @Test("areas around growing sets of lines share one grid: each holds the one before")
    func nestedSetsGiveNestedAreas() {
        // A spiral of streets, cut at three lengths.
        var spiral: [Coordinate] = []
        for i in 0..<400 {
            let angle = Double(i) * 0.05, radius = 0.0002 * Double(i)
            spiral.append(Coordinate(latitude: 45 + radius * sin(angle), longitude: 7 + radius * cos(angle) / 0.7))
        }
        // Each drawn from its far end, as a reach lists its roads: the sets start at different points.
        let sets = [130, 260, 400].map { [Array(spiral.prefix($0).reversed())] }
        let areas = CoverageOutline.polygons(aroundEach: sets, cellSize: 60).map(MultiPolygon.init)
        var outside = 0, inside = 0
        for y in stride(from: 44.9, through: 45.1, by: 0.0013) {
            for x in stride(from: 6.85, through: 7.15, by: 0.0017) {
                let point = Coordinate(latitude: y, longitude: x)
                for k in 0..<2 where areas[k].contains(point) {
                    inside += 1
                    if !areas[k + 1].contains(point) { outside += 1 }
                }
            }
        }
        #expect(inside > 200 && outside <= inside / 100, "\(outside) of \(inside) points of a smaller area outside the larger")
        // The largest area is the same asked alone (an isochrone's 15 minutes with or without its 10).
        let alone = CoverageOutline.polygons(around: sets[2], cellSize: 60)
        #expect(alone.map(\.outer) == areas[2].polygons.map(\.outer) && alone.map(\.holes) == areas[2].polygons.map(\.holes))
    }

    @Test func linesAcrossTheAntimeridianStayOneAreaAndHoldTheirPoints() throws {
        let line = [Coordinate(latitude: -17.8, longitude: 179.9), Coordinate(latitude: -17.8, longitude: -179.9)]
        let polygons = CoverageOutline.polygons(around: [line], cellSize: 60)
        #expect(polygons.count == 1)
        let area = MultiPolygon(polygons)
        #expect(area.contains(line[0]) && area.contains(line[1]) && area.contains(Coordinate(latitude: -17.8, longitude: 180)))
        #expect(!area.contains(Coordinate(latitude: -17.81, longitude: 179.95)))   // about 1 km off the line
        #expect(CoverageOutline.polygons(around: [], cellSize: 60).isEmpty)
    }
}
