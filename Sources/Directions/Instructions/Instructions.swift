import Foundation
import NIOConcurrencyHelpers

/// The instruction languages shipped with the package: one JSON file per language in
/// `Sources/Directions/Languages/`, so adding a language is adding a file.
///
/// ```swift
/// Instructions.availableLanguages                      // ["en", "uk"]
/// let english = try Instructions.language(code: "en")
/// try Instructions.language(code: "xx")                // throws .unknownLanguage("xx", available: ["en", "uk"])
/// ```
public enum Instructions {
    /// The codes of the languages shipped, sorted.
    public static var availableLanguages: [String] {
        languageFiles().keys.sorted()
    }

    /// The language with this code (e.g. "en", "uk"). Each file is parsed once (about a millisecond) and
    /// kept: later calls are a dictionary lookup.
    /// - Throws: ``InstructionsError/unknownLanguage(_:available:)`` if there is no such file,
    ///   ``InstructionsError/invalidLanguageFile(code:reason:)`` if it cannot be used.
    public static func language(code: String) throws(InstructionsError) -> InstructionLanguage {
        if let loaded = loaded.withLockedValue({ $0[code] }) { return loaded }
        let language = try load(code: code)
        loaded.withLockedValue { $0[code] = language }
        return language
    }

    /// The languages parsed so far, by code.
    private static let loaded = NIOLockedValueBox<[String: InstructionLanguage]>([:])

    /// Reads and checks the language file for `code`.
    private static func load(code: String) throws(InstructionsError) -> InstructionLanguage {
        let files = languageFiles()
        guard let url = files[code] else {
            throw .unknownLanguage(code, available: files.keys.sorted())
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .invalidLanguageFile(code: code, reason: "cannot read \(url.lastPathComponent): \(error)")
        }
        return try InstructionLanguage(code: code, json: data)
    }

    /// The language files in the resource bundle, by code (file name without `.json`).
    private static func languageFiles() -> [String: URL] {
        guard let root = Bundle.module.resourceURL else { return [:] }
        var files: [String: URL] = [:]
        for folder in [root, root.appendingPathComponent("Languages")] {
            let contents = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for url in contents where url.pathExtension == "json" {
                files[url.deletingPathExtension().lastPathComponent] = url
            }
        }
        return files
    }
}
