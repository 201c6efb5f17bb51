import Foundation
import TestSupport

/// The server the browser tests talk to: `wayfarer serve` from `.build/debug/wayfarer` on a free loopback
/// port, or an already running one named by `WAYFARER_WEB_URL_MALTA` / `WAYFARER_WEB_URL_UKRAINE`.
final class WebServer: Sendable {
    /// What the server serves.
    enum Content: String, Sendable {
        case malta, ukraine

        var arguments: [String] {
            switch self {
            case .malta: ["--map", WebServer.maltaMap]
            case .ukraine: ["--dataset", "ukraine"]
            }
        }

        var environmentKey: String { "WAYFARER_WEB_URL_\(rawValue.uppercased())" }
    }

    let url: URL
    private let process: Process?

    private init(url: URL, process: Process?) {
        self.url = url
        self.process = process
    }

    /// Malta imported once per test run into a map file (each server then loads it in a moment instead of
    /// importing the extract again); the extract itself if the import fails.
    static let maltaMap: String = {
        let extract = (try? SharedData.url("osm/malta.osm.pbf").path) ?? "malta.osm.pbf"
        let map = packageRoot.appendingPathComponent(".build/web-tests-malta.wayfarer")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["import", extract, "-o", map.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return extract }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? map.path : extract
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let binary = packageRoot.appendingPathComponent(".build/debug/wayfarer")

    /// Whether the tests can run: chromedriver is installed, and `wayfarer` has a `serve` command (or a
    /// running server is named in the environment).
    static let isAvailable: Bool = {
        guard ChromeDriver.isInstalled else { return false }
        let environment = ProcessInfo.processInfo.environment
        if environment[Content.malta.environmentKey] != nil || environment[Content.ukraine.environmentKey] != nil { return true }
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { return false }
        let process = Process()
        let pipe = Pipe()
        process.executableURL = binary
        process.arguments = ["--help"]
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let help = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return help.split(whereSeparator: \.isNewline).contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("serve") }
    }()

    /// Starts the server for `content` (or uses the one named in the environment) and waits for its health.
    static func start(_ content: Content) async throws -> WebServer {
        if let named = ProcessInfo.processInfo.environment[content.environmentKey], let url = URL(string: named) {
            return WebServer(url: url, process: nil)
        }
        let port = try FreePort.find()
        let process = Process()
        process.executableURL = binary
        let countries = (try? SharedData.url("world/ne_110m_admin_0_countries.geojson").path).map { ["--countries", $0] } ?? []
        process.arguments = ["serve", "--host", "127.0.0.1", "--port", String(port)] + content.arguments + countries
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let server = WebServer(url: URL(string: "http://127.0.0.1:\(port)/")!, process: process)
        do {
            try await HTTP.waitUntilAnswering(server.url.appendingPathComponent("api/v1/health"), timeout: 180)
        } catch {
            server.stop()
            throw error
        }
        return server
    }

    func stop() {
        guard let process, process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}

/// A browser on a server for one test; everything is stopped by `close()`.
struct WebPage {
    let server: WebServer
    let driver: ChromeDriver
    let session: WebSession

    /// Opens the page on a server for `content`, runs `body`, and stops the browser and the server even when
    /// `body` throws.
    static func with(_ content: WebServer.Content, width: Int = 1280, height: Int = 800,
                     _ body: (WebPage) async throws -> Void) async throws {
        let page = try await open(content, width: width, height: height)
        do {
            try await body(page)
        } catch {
            await page.close()
            throw error
        }
        await page.close()
    }

    /// Starts the server and a browser of `width` × `height` and opens the page, waiting for the test hook.
    static func open(_ content: WebServer.Content, width: Int = 1280, height: Int = 800) async throws -> WebPage {
        let server = try await WebServer.start(content)
        let driver = try await ChromeDriver.start()
        let session = try await driver.newSession(width: width, height: height)
        try await session.navigate(to: server.url)
        try await session.wait(for: "return window.wayfarer?.ready === true", timeout: 30)
        return WebPage(server: server, driver: driver, session: session)
    }

    /// The viewport point of [lon, lat] on the map, once the map is still (a point taken during a move is left behind).
    func point(longitude: Double, latitude: Double) async throws -> (x: Double, y: Double) {
        try await session.wait(for: "return !wayfarer.moving", timeout: 5)
        guard let p = try await session.execute(
            "const r = wayfarer.mapRect(); const [x, y] = wayfarer.toScreen(arguments[0], arguments[1]); return [r.left + x, r.top + y];",
            [longitude, latitude]) as? [NSNumber], p.count == 2 else { throw WebDriverError.unexpected("no map point") }
        return (p[0].doubleValue, p[1].doubleValue)
    }

    /// Clicks the map at [lon, lat].
    func click(longitude: Double, latitude: Double) async throws {
        let p = try await point(longitude: longitude, latitude: latitude)
        try await session.click(x: p.x, y: p.y)
    }

    /// The current view transform's scale.
    /// The basemap's colour (`#rrggbb`) at a place.
    func pixel(longitude: Double, latitude: Double) async throws -> String {
        try await session.execute("return wayfarer.pixel(arguments[0], arguments[1])", [longitude, latitude]) as? String ?? ""
    }

    /// The distinct basemap colours on a grid over a box.
    func pixels(west: Double, south: Double, east: Double, north: Double) async throws -> [String] {
        try await session.execute("return wayfarer.pixels(arguments[0])", [[west, south, east, north]]) as? [String] ?? []
    }

    func scale() async throws -> Double { try await session.number("return wayfarer.view().k") }

    func close() async {
        await session.close()
        driver.stop()
        server.stop()
    }
}
