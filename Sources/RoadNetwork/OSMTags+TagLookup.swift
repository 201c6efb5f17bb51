import OSM

/// OSM tags answer the profiles' tag lookups directly.
extension OSMTags: TagLookup {}
