import Foundation

/// The file a command writes (`-o`, or the map a customization replaces), checked before the command's work.
enum OutputFile {
    /// Fails at once, not after the work (an import, a customization, a drawing), when `output` cannot be written:
    /// a folder (the message suggests `example` in it), or in a folder that does not exist or cannot be written to.
    static func checkWritable(_ output: String, example: String) throws {
        let url = URL(fileURLWithPath: output)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue {
            throw CLIError("cannot write \(output): it is a folder; give the file's name (e.g. \(url.appendingPathComponent(example).path))")
        }
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError("cannot write \(output): the folder \(folder) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else { throw CLIError("cannot write \(output): the folder \(folder) cannot be written to") }
    }
}
