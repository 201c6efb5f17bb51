import Foundation

/// The web page's files: the module's `Public` resources, served at `/` (content types by extension).
enum StaticFiles {
    /// The folder holding `index.html` and its assets, if the resource bundle has it.
    static var folder: String? {
        Bundle.module.url(forResource: "Public", withExtension: nil)?.path
    }
}
