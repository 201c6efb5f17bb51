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
