import Foundation
import TestSupport

/// A small W3C WebDriver client for `chromedriver`: sessions, navigation, scripts, pointer actions, keys,
/// screenshots and the browser console.
///
/// ```swift
/// let driver = try await ChromeDriver.start()
/// let session = try await driver.newSession(width: 1280, height: 800)
/// try await session.navigate(to: url)
/// let title = try await session.execute("return document.title") as? String
/// ```
final class ChromeDriver: Sendable {
    let process: Process
    let base: URL

    private init(process: Process, base: URL) {
        self.process = process
        self.base = base
    }

    /// Whether chromedriver and chromium are installed.
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver") }

    /// Starts chromedriver on a free loopback port and waits until it answers.
    static func start() async throws -> ChromeDriver {
        let port = try FreePort.find()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chromedriver")
        process.arguments = ["--port=\(port)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let driver = ChromeDriver(process: process, base: URL(string: "http://127.0.0.1:\(port)")!)
        try await HTTP.waitUntilAnswering(driver.base.appendingPathComponent("status"))
        return driver
    }

    /// A headless Chromium window of `width` × `height` CSS pixels, logging the console.
    func newSession(width: Int, height: Int, mobile: Bool = false) async throws -> WebSession {
        var arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=\(width),\(height)"]
        if mobile { arguments.append("--touch-events") }
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": ["binary": "/usr/bin/chromium", "args": arguments],
            "goog:loggingPrefs": ["browser": "ALL"],
        ]]]
        let value = try await HTTP.call(base.appendingPathComponent("session"), method: "POST", body: capabilities)
        guard let object = value as? [String: Any], let id = object["sessionId"] as? String else {
            throw WebDriverError.unexpected("no session id in \(String(describing: value))")
        }
        return WebSession(url: base.appendingPathComponent("session/\(id)"))
    }

    /// Stops chromedriver (which does not always exit on SIGTERM).
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

/// One browser session.
struct WebSession: Sendable {
    let url: URL

    func navigate(to page: URL) async throws {
        _ = try await HTTP.call(url.appendingPathComponent("url"), method: "POST", body: ["url": page.absoluteString])
    }

    /// Runs `script` (a function body; `arguments` are its `arguments`) and returns its JSON result.
    @discardableResult
    func execute(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await HTTP.call(url.appendingPathComponent("execute/sync"), method: "POST", body: ["script": script, "args": arguments])
    }

    /// A number the page returns.
    func number(_ script: String) async throws -> Double {
        guard let value = try await execute(script) as? NSNumber else { throw WebDriverError.unexpected("\(script) is not a number") }
        return value.doubleValue
    }

    /// Polls `script` until it returns true, or fails after `timeout` seconds.
    func wait(for script: String, timeout: Double = 10) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try await execute(script) as? Bool == true { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw WebDriverError.timeout(script)
    }

    /// Pointer actions: a sequence of (x, y, kind) in viewport pixels, kind "move", "down" or "up".
    /// Performs pointer `steps` (moves, with a button `down` or `up` at a step); unless `release` is false,
    /// every button still pressed is released at the end.
    func pointer(_ steps: [(x: Double, y: Double, kind: String, duration: Int)], type: String = "mouse", release: Bool = true) async throws {
        let actions: [[String: Any]] = steps.flatMap { step -> [[String: Any]] in
            var list: [[String: Any]] = [["type": "pointerMove", "x": Int(step.x.rounded()), "y": Int(step.y.rounded()),
                                          "duration": step.duration, "origin": "viewport"]]
            if step.kind == "down" { list.append(["type": "pointerDown", "button": 0]) }
            if step.kind == "up" { list.append(["type": "pointerUp", "button": 0]) }
            return list
        }
        let body: [String: Any] = ["actions": [["type": "pointer", "id": "p1", "parameters": ["pointerType": type], "actions": actions]]]
        _ = try await HTTP.call(url.appendingPathComponent("actions"), method: "POST", body: body)
        if release { _ = try await HTTP.call(url.appendingPathComponent("actions"), method: "DELETE", body: nil) }
    }

    /// Clicks at viewport pixel (x, y).
    func click(x: Double, y: Double) async throws {
        try await pointer([(x, y, "down", 0), (x, y, "up", 0)])
    }

    /// Clicks the element matching `selector`.
    func click(_ selector: String) async throws {
        guard try await execute("const e = document.querySelector(arguments[0]); if (!e) return false; e.click(); return true;",
                                [selector]) as? Bool == true else { throw WebDriverError.unexpected("no element \(selector)") }
    }

    /// Types keys into the focused page.
    func press(_ keys: String) async throws {
        let actions = keys.flatMap { [["type": "keyDown", "value": String($0)], ["type": "keyUp", "value": String($0)]] }
        _ = try await HTTP.call(url.appendingPathComponent("actions"), method: "POST",
                                body: ["actions": [["type": "key", "id": "k1", "actions": actions]]])
    }

    /// Saves a PNG screenshot as `artifacts/NAME.png` in the package.
    func screenshot(_ name: String) async throws {
        guard let base64 = try await HTTP.call(url.appendingPathComponent("screenshot"), method: "GET", body: nil) as? String,
              let data = Data(base64Encoded: base64) else { throw WebDriverError.unexpected("no screenshot") }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent("\(name).png"))
    }

    /// Console messages at level SEVERE since the last call.
    func consoleErrors() async throws -> [String] {
        let value = try await HTTP.call(url.appendingPathComponent("se/log"), method: "POST", body: ["type": "browser"])
        return (value as? [[String: Any]] ?? []).filter { $0["level"] as? String == "SEVERE" }.compactMap { $0["message"] as? String }
    }

    func close() async {
        _ = try? await HTTP.call(url, method: "DELETE", body: nil)
    }
}

enum WebDriverError: Error, CustomStringConvertible {
    case unexpected(String)
    case timeout(String)
    case server(String)

    var description: String {
        switch self {
        case .unexpected(let what): "WebDriver: \(what)"
        case .timeout(let script): "timed out waiting for: \(script)"
        case .server(let message): "server: \(message)"
        }
    }
}
