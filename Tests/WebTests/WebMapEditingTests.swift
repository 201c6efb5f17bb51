import Foundation
import Testing

/// Editing a trip on the web map (issue 15): search, the stops list, defaults, errors that name the stop,
/// barriers removed by mouse and polygons closed by double-click, in headless Chromium.
@Suite(.serialized, .enabled(if: WebServer.isAvailable, "needs chromedriver and a wayfarer binary with a serve command"))
struct WebMapEditingTests {
    @Test func searchAddsANamedStopAndTheListEditsTheTrip() async throws {
        try await WebPage.with(.malta) { page in
            // Type into the search box with the keyboard alone: "/" focuses it, ↓ and Enter choose. The map shows the sea
            // kilometres off the coast, close up: it moves to show the stop.
            try await page.session.execute("wayfarer.centerOn(14.62, 35.97, 17)")
            try await page.session.press("/")
            try await page.session.press("triq ir-rep")
            try await page.session.wait(for: "return document.querySelectorAll('#search-results li[role=option]').length > 0", timeout: 10)
            let first = try await page.session.execute("return document.querySelector('#search-results li[role=option]').textContent") as? String
            #expect(first?.lowercased().hasPrefix("triq ir-repubblika") == true, "first result: \(first ?? "none")")
            try await page.session.press("\u{E015}\u{E007}")   // ArrowDown, Enter
            try await page.session.wait(for: "return wayfarer.stops.length === 1", timeout: 5)
            #expect((try await page.session.execute("return wayfarer.stopNames[0]") as? String)?.lowercased().hasPrefix("triq ir-repubblika") == true)
            try await page.session.wait(for: """
                const [lon, lat] = wayfarer.stops[0], [x, y] = wayfarer.toScreen(lon, lat), r = wayfarer.mapRect();
                return x > 0 && x < r.width && y > 0 && y < r.height
                """, timeout: 5)
            try await page.session.execute("wayfarer.fitBounds([14.18, 35.78, 14.58, 36.09])")
            // A settlement centres the map instead.
            try await page.session.execute("document.getElementById('search').value = ''; document.getElementById('search').focus()")
            try await page.session.press("mdin")
            try await page.session.wait(for: "return document.querySelectorAll('#search-results li[role=option]').length > 0", timeout: 10)
            // Two clicked stops get the nearest street's name, listed in order.
            try await page.session.execute("document.getElementById('search').blur()")
            try await page.click(longitude: 14.4031, latitude: 35.8858)
            try await page.click(longitude: 14.4611, latitude: 35.8972)
            try await page.session.wait(for: "return wayfarer.stopNames.every((n) => n !== null)", timeout: 10)
            #expect(try await page.session.number("return document.querySelectorAll('#stop-list li').length") == 3)
            // ↑ on the third stop moves it second — an order set by hand, so the best sequence is turned off, and the page
            // says so (it would put the stops back at once); × on the first removes it.
            #expect(try await page.session.execute("return document.getElementById('find-best-sequence').checked") as? Bool == true)
            try await page.session.click("#stop-list li:nth-child(3) button[aria-label^='Move stop 3 up']")
            let reordered = try #require(try await page.session.execute("return wayfarer.stops") as? [[NSNumber]])
            #expect(abs(reordered[1][0].doubleValue - 14.4611) < 1e-3)
            #expect(try await page.session.execute("return document.getElementById('find-best-sequence').checked") as? Bool == false)
            try await page.session.wait(for: "return document.getElementById('message-text').textContent.includes('Find best sequence')", timeout: 5)
            try await page.session.click("#stop-list li:nth-child(1) button[aria-label^='Remove stop 1']")
            #expect(try await page.session.number("return wayfarer.stops.length") == 2)
            // Two stops route in the order given.
            let before = try #require(try await page.session.execute("return wayfarer.stops") as? [[NSNumber]])
            try await page.session.click("#route")
            try await page.session.wait(for: "return wayfarer.routeDrawn", timeout: 60)
            let route = try #require(try await page.session.execute("return wayfarer.routeCoordinates") as? [[NSNumber]])
            let start = try #require(route.first)
            #expect(abs(start[0].doubleValue - before[0][0].doubleValue) < 0.003 && abs(start[1].doubleValue - before[0][1].doubleValue) < 0.003)
            // Two stops on a street map: alternatives drawn in grey; choosing one shows it.
            try await page.session.wait(for: "return wayfarer.alternatives > 0", timeout: 10)
            let bestDistance = try await page.session.number("return wayfarer.routeDistance")
            try await page.session.execute("wayfarer.selectAlternative(1)")
            #expect(try await page.session.number("return wayfarer.routeDistance") != bestDistance)
            #expect(try await page.session.number("return document.querySelectorAll('#alternatives path.route-alternative').length") >= 1)
            try await page.session.screenshot("malta-alternatives")
            // Dragging a stop re-routes at once.
            let stop = try await page.point(longitude: before[1][0].doubleValue, latitude: before[1][1].doubleValue)
            try await page.session.pointer([(stop.x, stop.y, "down", 0), (stop.x + 40, stop.y + 30, "move", 100), (stop.x + 80, stop.y + 60, "move", 100),
                                            (stop.x + 80, stop.y + 60, "up", 0)])
            try await page.session.wait(for: "return wayfarer.busy || wayfarer.routeDrawn", timeout: 5)
            try await page.session.wait(for: "return !wayfarer.busy && wayfarer.routeDrawn", timeout: 60)
            #expect(try await page.session.consoleErrors() == [])
        }
    }

    @Test func aStopInTheSeaIsNamedAndMarkedAndBarriersAreEditedByMouse() async throws {
        try await WebPage.with(.malta) { page in
            try await page.click(longitude: 14.5146, latitude: 35.8989)
            try await page.click(longitude: 14.30, latitude: 35.95)     // out at sea, kilometres from any road
            try await page.session.click("#route")
            try await page.session.wait(for: "return !document.getElementById('message').hidden", timeout: 60)
            let message = try await page.session.execute("return document.getElementById('message-text').textContent") as? String ?? ""
            #expect(message.contains("stop 2"), "message: \(message)")
            #expect(try await page.session.execute("return wayfarer.problems") as? [NSNumber] == [1])
            #expect(try await page.session.number("return document.querySelectorAll('#stops .stop.problem').length") == 1)
            try await page.session.screenshot("stop-in-the-sea")
            // A polygon closed by a double-click, then removed with the list's × button.
            try await page.session.execute("document.getElementById('message-close').click()")
            try await page.session.press("b")
            try await page.session.execute("const s = document.getElementById('barrier-shape'); s.value = 'polygon'; s.dispatchEvent(new Event('change'))")
            for (longitude, latitude) in [(14.48, 35.88), (14.50, 35.88), (14.50, 35.90)] { try await page.click(longitude: longitude, latitude: latitude) }
            let last = try await page.point(longitude: 14.48, latitude: 35.90)
            try await page.session.pointer([(last.x, last.y, "down", 0), (last.x, last.y, "up", 0), (last.x, last.y, "down", 0), (last.x, last.y, "up", 0)])
            try await page.session.wait(for: "return wayfarer.barrierCount === 1", timeout: 5)
            #expect(try await page.session.number("return document.querySelector('#barriers path.barrier') ? 1 : 0") == 1)
            // A second polygon closed by clicking its first vertex; Escape drops a third one half drawn.
            for (longitude, latitude) in [(14.42, 35.86), (14.43, 35.86), (14.43, 35.87), (14.42, 35.86)] { try await page.click(longitude: longitude, latitude: latitude) }
            try await page.session.wait(for: "return wayfarer.barrierCount === 2", timeout: 5)
            try await page.click(longitude: 14.40, latitude: 35.85)
            try await page.session.press("\u{E00C}")   // Escape
            #expect(try await page.session.number("return document.querySelectorAll('#barrier-draft circle').length") == 0)
            try await page.session.click("#barrier-list li:nth-child(1) button")
            #expect(try await page.session.number("return wayfarer.barrierCount") == 1)
            // In Stops mode a click selects a barrier and Delete removes it.
            try await page.session.press("s")
            try await page.click(longitude: 14.427, latitude: 35.863)
            try await page.session.press("\u{E017}")   // Delete
            #expect(try await page.session.number("return wayfarer.barrierCount") == 0)
            // The reachable area from Birkirkara: two contours drawn under the routes.
            try await page.session.execute("document.getElementById('isochrone-panel').open = true; document.getElementById('isochrone-minutes').value = '3,6'")
            try await page.session.click("#isochrone-pick")
            try await page.click(longitude: 14.4611, latitude: 35.8972)
            try await page.session.wait(for: "return wayfarer.isochrones === 2", timeout: 20)
            #expect(try await page.session.number("return document.querySelectorAll('#isochrones path.isochrone').length") == 2)
            #expect(try await page.session.number("return wayfarer.stops.length") == 2)   // the click picked the start, no stop added
            try await page.session.screenshot("malta-isochrone")
            let errors = try await page.session.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }
}

/// The address holds the trip (issue 15): a link reproduces it, back and forward step through edits; countries zoom
/// to their main body and back to the view before; chosen cities can be unchosen; the timeline fits the run.
@Suite(.serialized, .enabled(if: WebServer.isAvailable, "needs chromedriver and a wayfarer binary with a serve command"))
struct WebMapLinkTests {
    @Test func aLinkReproducesTheTripAndBackStepsThroughEdits() async throws {
        try await WebPage.with(.malta) { page in
            try await page.session.execute("const l = document.getElementById('language'); l.value = 'uk'; l.dispatchEvent(new Event('change'))")
            try await page.click(longitude: 14.5146, latitude: 35.8989)
            try await page.click(longitude: 14.4031, latitude: 35.8858)
            try await page.session.press("b")
            try await page.click(longitude: 14.4611, latitude: 35.8972)
            try await page.session.press("s")
            try await Task.sleep(for: .milliseconds(400))   // the view's last move is written after it settles
            let hash = try #require(try await page.session.execute("return location.hash") as? String)
            #expect(hash.contains("stops=14.") && hash.contains("barriers=c:") && hash.contains("lang=uk"), "hash: \(hash)")
            #expect(try await page.session.execute("return document.getElementById('route').textContent.trim()") as? String == "Маршрут")
            #expect(try await page.session.execute("return document.getElementById('help-title').textContent.trim()") as? String == "Як користуватися мапою")
            let view = try #require(try await page.session.execute("return wayfarer.view()") as? [String: NSNumber])
            // Opened anew, the link shows the same trip, view and language.
            try await page.session.execute("location.reload()")
            try await page.session.wait(for: "return window.wayfarer?.ready === true && wayfarer.stops.length === 2", timeout: 30)
            #expect(try await page.session.number("return wayfarer.barrierCount") == 1)
            let reopened = try #require(try await page.session.execute("return wayfarer.view()") as? [String: NSNumber])
            #expect(abs(reopened["k"]!.doubleValue / view["k"]!.doubleValue - 1) < 0.01)
            #expect(try await page.session.execute("return document.documentElement.lang") as? String == "uk")
            // Back: before the barrier; forward: with it again.
            try await page.session.execute("history.back()")
            try await page.session.wait(for: "return wayfarer.barrierCount === 0", timeout: 5)
            #expect(try await page.session.number("return wayfarer.stops.length") == 2)
            try await page.session.execute("history.forward()")
            try await page.session.wait(for: "return wayfarer.barrierCount === 1", timeout: 5)
        }
    }

    @Test func countriesCitiesAndTheTimelineOnTheBuiltInNetwork() async throws {
        try await WebPage.with(.ukraine) { page in
            // From a view of our own, France zooms to mainland France (not French Guiana) and back to that view.
            try await page.session.execute("wayfarer.fitBounds([-12, 35, 45, 60])")
            let before = try await page.scale()
            try await page.click(longitude: 2.5, latitude: 46.5)
            try await Task.sleep(for: .seconds(1))
            let bounds = try #require(try await page.session.execute("return wayfarer.visibleBounds()") as? [NSNumber]).map(\.doubleValue)
            #expect(bounds[0] > -20 && bounds[2] < 25 && bounds[1] > 30, "France's view: \(bounds)")
            try await page.session.screenshot("world-france")
            try await page.click(longitude: 2.5, latitude: 46.5)
            try await Task.sleep(for: .seconds(1))
            #expect(abs(try await page.scale() / before - 1) < 0.01)
            // Russia: its main body, not the whole world's width.
            try await page.click(longitude: 45, latitude: 58)
            try await Task.sleep(for: .seconds(1))
            let russia = try #require(try await page.session.execute("return wayfarer.visibleBounds()") as? [NSNumber]).map(\.doubleValue)
            #expect(russia[2] - russia[0] < 250 && russia[2] > 120, "Russia's view: \(russia)")
            try await page.click(longitude: 45, latitude: 58)
            try await Task.sleep(for: .seconds(1))
            try await page.session.execute("wayfarer.fitBounds([22, 44, 40, 52.5])")
            // A chosen city is unchosen by a second click on it.
            let city = try #require(try await page.session.execute(
                "const r = document.querySelector('[data-city] circle').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];") as? [NSNumber])
            try await page.session.click(x: city[0].doubleValue, y: city[1].doubleValue)
            #expect(try await page.session.number("return wayfarer.stops.length") == 1)
            try await page.session.click(x: city[0].doubleValue, y: city[1].doubleValue)
            #expect(try await page.session.number("return wayfarer.stops.length") == 0)
            // Three cities solved in a fraction of a second: the axis is in milliseconds and the phases are in words.
            for id in ["kyiv", "lviv", "odesa"] {
                try await page.session.execute("wayfarer.chooseCity(arguments[0])", [id])
            }
            try await page.session.execute("document.getElementById('time-limit').value = '0.5'")
            try await page.session.press("r")
            try await page.session.wait(for: "return wayfarer.routeDrawn && !wayfarer.busy", timeout: 60)
            let labels = try #require(try await page.session.execute(
                "return [...document.querySelectorAll('#timeline text.tl-label')].map((t) => t.textContent)") as? [String])
            #expect(labels.contains { $0.hasSuffix(" ms") }, "axis labels: \(labels)")
            let tips = try #require(try await page.session.execute("return [...document.querySelectorAll('#timeline circle title')].map((t) => t.textContent)") as? [String])
            #expect(!tips.isEmpty && tips.allSatisfy { !$0.contains("localSearch") && !$0.contains("construction") }, "tips: \(tips.prefix(3))")
        }
    }
}
