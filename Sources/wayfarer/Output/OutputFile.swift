import Foundation

/// The file a command writes (`-o`, or the map a customization replaces), checked before the command's work.
enum OutputFile {
    /// Fails at once, not after the work (an import, a customization, a drawing), when `output` cannot be written:
    /// no name, a folder (the message suggests `example` in it), something other than a file (a device, a pipe), one
    /// of the command's `inputs` (it would be lost), or in a folder that does not exist or cannot be written to.
    static func checkWritable(_ output: String, example: String, inputs: [String] = []) throws {
        guard !output.isEmpty else { throw CLIError("the file to write has an empty name; give one (e.g. \(example))") }
        let url = URL(fileURLWithPath: output)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) {
            if isFolder.boolValue {
                throw CLIError("cannot write \(output): it is a folder; give the file's name (e.g. \(url.appendingPathComponent(example).path))")
            }
            let type = (try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path))?[.type] as? FileAttributeType
            guard type == .typeRegular else {
                throw CLIError("cannot write \(output): it is not a regular file (a device, a pipe or a socket); give a file's name")
            }
            if let input = inputs.first(where: { isSameFile($0, output) }) {
                throw CLIError("cannot write \(output): it is the input \(input), which would be lost; give another file's name")
            }
        }
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError("cannot write \(output): the folder \(folder) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else { throw CLIError("cannot write \(output): the folder \(folder) cannot be written to") }
    }

    /// Whether two paths name one file (the same device and inode: links and other spellings included).
    private static func isSameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
