/// One Server-Sent Event (`text/event-stream`): a name and one line of JSON data.
struct ServerSentEvent: Sendable, Hashable {
    /// `matrix`, `improved`, `phase` (and a tour's `selected`, `planning`, `dropped`), `finished` or `failed`.
    var name: String
    /// JSON text (one line: the writer never emits newlines).
    var data: [UInt8]
    /// The event's number among the job's for good (jobs in PostgreSQL), sent as its `id`; nil: counted per connection.
    var number: Int? = nil

    /// `event: NAME\ndata: JSON\n\n`.
    var encoded: [UInt8] {
        Array("event: \(name)\ndata: ".utf8) + data + Array("\n\n".utf8)
    }

    /// Whether this event ends the stream.
    var isFinal: Bool { name == "finished" || name == "failed" }
}
