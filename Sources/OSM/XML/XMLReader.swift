/// Streams the entities of an OSM XML file (`<osm>` with `<node>`, `<way>`/`<nd>`, `<relation>`/`<member>`
/// and `<tag>`), chunk by chunk. Unknown elements are skipped; nesting is checked.
struct XMLReader {
    /// The file's path.
    let path: String

    /// Calls `visitor` with every entity of `kinds` in file order.
    func read(_ kinds: OSMEntityKinds, visitor: (OSMEntity) throws -> Void) throws {
        var state = XMLReaderState(kinds: kinds, tokenizer: XMLTokenizer(file: try FileInput(path: path)))
        while let token = try state.tokenizer.next() {
            switch token.kind {
            case .start: try state.start(token, visitor: visitor)
            case .end: try state.end(token, visitor: visitor)
            }
        }
        try state.finish()
    }
}
