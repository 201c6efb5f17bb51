import Foundation
import Testing

/// The walking tour card of the web map (issue 7), in headless Chromium on Malta (`serve --map malta.osm.pbf`
/// extracts its points of interest in memory).
@Suite(.serialized, .enabled(if: WebServer.isAvailable, "needs chromedriver and a wayfarer binary with a serve command"))
struct WalkingTourPanelTests {
    /// Valletta, by the City Gate.
    static let start = (longitude: 14.5130, latitude: 35.8965)

    @Test func pickAStartPlanAndSeeThePlacesByCategoryAndTheTour() async throws {
        try await WebPage.with(.malta) { page in
            #expect(try await page.session.execute("return document.getElementById('tour-panel').hidden") as? Bool == false,
                    "the card shows when the server has places")
            try await page.session.execute("document.querySelector('#tour-panel summary').click()")
            try await page.session.wait(for: "return wayfarer.tour.open", timeout: 5)
            // Zoom to Valletta: the places in view appear, coloured by category.
            try await page.session.execute("wayfarer.fitBounds(arguments[0])", [[14.49, 35.885, 14.53, 35.905]])
            try await page.session.wait(for: "return wayfarer.tour.placesDrawn > 20", timeout: 15)

            try await page.session.click("#tour-pick")
            try await page.click(longitude: Self.start.longitude, latitude: Self.start.latitude)
            let start = try #require(try await page.session.execute("return wayfarer.tour.start") as? [NSNumber])
            #expect(abs(start[0].doubleValue - Self.start.longitude) < 0.001 && abs(start[1].doubleValue - Self.start.latitude) < 0.001)
            #expect(try await page.session.number("return wayfarer.stops.length") == 0, "the pick is the tour's, not a trip stop")

            // The radius field is the one the request reads (an SVG layer once shared its id, so the field was ignored).
            try await page.session.execute("document.getElementById('tour-radius').value = '1200'")
            #expect(try await page.session.number("return wayfarer.tour.radius") == 1200)
            #expect(try await page.session.number("return document.querySelectorAll('[id=\"tour-radius\"]').length") == 1)
            try await page.session.execute("document.getElementById('tour-stop-count').value = '8'; document.getElementById('tour-max').value = '6000'")
            try await page.session.click("#tour-plan")
            try await page.session.wait(for: "return wayfarer.tour.busy", timeout: 5)
            try await page.session.wait(for: "return !wayfarer.tour.busy", timeout: 90)
            try await page.session.execute("document.getElementById('tour-result').scrollIntoView()")
            try await Task.sleep(for: .seconds(1))   // the map's move to the tour
            try await page.session.screenshot("tour-malta")
            #expect(try await page.session.execute("return document.querySelector('#tour-candidate path').getAttribute('d')") as? String == "",
                    "the live candidate gives way to the walk")
            // Improving orders reach the panel while planning; they are drawn at most once per animation frame (the
            // mechanism WebMapTests measures over a long solve), so a round that ends within one frame may draw none.
            let received = try await page.session.number("return wayfarer.tour.liveReceived")
            #expect(received >= 1, "the improving order streams to the panel while planning")
            #expect(try await page.session.number("return wayfarer.tour.liveRedraws") <= received)
            let message = try await page.session.execute("return document.getElementById('message').hidden ? '' : document.getElementById('message-text').textContent") as? String
            #expect(message == "", "no error message")
            #expect(try await page.session.execute("return wayfarer.tour.tourDrawn") as? Bool == true)

            // The tour line, drawn on the map, a round trip of at most 6 km from the start.
            let line = try #require(try await page.session.execute("return wayfarer.tour.tourCoordinates") as? [[NSNumber]])
            #expect(line.count >= 10)
            let distance = try await page.session.number("return wayfarer.tour.distance")
            #expect(distance > 0 && distance <= 6000)
            let path = try #require(try await page.session.execute(
                "return document.querySelector('#tour-route .route-line')?.getAttribute('d') ?? ''") as? String)
            #expect(path.count > 100, "the walk is drawn")

            // The visited places: numbered markers, listed in order, at least three categories, each colour its category's.
            let listed = try await page.session.number("return wayfarer.tour.listed")
            #expect(listed >= 3)
            let numbered = try #require(try await page.session.execute(
                "return [...document.querySelectorAll('.place.chosen[data-order]')].map(g => [g.dataset.category, g.querySelector('circle').getAttribute('fill')])")
                as? [[String]])
            #expect(Double(numbered.count) == listed)
            #expect(Set(numbered.map { $0[0] }).count >= 3, "\(numbered)")
            let colours = Dictionary(numbered.map { ($0[0], [$0[1]]) }, uniquingKeysWith: +)
            #expect(colours.values.allSatisfy { Set($0).count == 1 }, "one colour per category: \(colours)")
            #expect(Set(colours.values.map { $0[0] }).count == colours.count, "different categories, different colours")
            let categories = try #require(try await page.session.execute("return wayfarer.tour.categoriesDrawn") as? [String])
            #expect(Set(categories).isSuperset(of: Set(numbered.map { $0[0] })))
            let items = try #require(try await page.session.execute(
                "return [...document.querySelectorAll('#tour-places li')].map(li => li.textContent)") as? [String])
            #expect(items.allSatisfy { $0.contains("score") && $0.contains("walk") })
            let summary = try #require(try await page.session.execute("return document.getElementById('tour-summary').textContent") as? String)
            #expect(summary.contains("km") && summary.contains("shorter"), "\(summary)")
            #expect(try await page.session.number("return document.querySelectorAll('#tour-directions button').length") > 3)
            #expect(try await page.session.consoleErrors() == [])
        }
    }
}
