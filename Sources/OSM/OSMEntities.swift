/// Placeholder until the readers land (issue 3).
public enum OSMFormat: Sendable { case pbf, xml }
