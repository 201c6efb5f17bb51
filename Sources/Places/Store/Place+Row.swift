import GRDB
import Geo
import OSM

extension Place {
    /// The columns ``init(row:)`` reads, in the `place` table's names.
    static let columns = "place.osmType, place.osmId, place.name, place.latitude, place.longitude, place.category, "
        + "place.kind, place.phone, place.website, place.openingHours, place.score"

    /// A place from a row of ``columns``; nil when the row names a type or category this version does
    /// not know.
    init?(row: Row) {
        guard let type = OSMEntityType(rawValue: row["osmType"] ?? ""),
              let category = PlaceCategory(rawValue: row["category"] ?? "") else { return nil }
        self.init(id: PlaceID(type: type, id: row["osmId"] ?? 0), name: row["name"] ?? "",
                  coordinate: Coordinate(latitude: row["latitude"] ?? 0, longitude: row["longitude"] ?? 0),
                  category: category, kind: row["kind"] ?? "", phone: row["phone"], website: row["website"],
                  openingHours: row["openingHours"], score: row["score"] ?? 0)
    }
}
