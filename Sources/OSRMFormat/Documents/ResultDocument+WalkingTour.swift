import Places
import WalkingTours

extension ResultDocument {
    /// A walking tour's members: `places` (a FeatureCollection in visiting order, each with its `order`
    /// from 1 and the `walk` to it in metres), `route` and `directions` as a solve has them, `summary`
    /// (`distance`, `duration`, `searchOrderDistance`, `saving` as a fraction, `provenOptimal`,
    /// `categories`, `candidates`, `reachable`, `seconds`) and `dropped` (the places given up to fit the
    /// distance limits, as Features whose `tourDistance` is the length of the round's tour it was given up in and
    /// `replacedBy` the id of the place visited instead, when one was).
    public init(tour: WalkingTour, encoder: OSRMEncoder) {
        var places = JSONWriter(capacity: 256 + tour.places.count * 256)
        PlaceFeature.writeCollection(tour.places, into: &places, properties: { index, json in
            json.member("order", index + 1)
            if index < tour.route.legs.count { json.member("walk", OSRMEncoder.rounded(tour.route.legs[index].distance)) }
        })
        var summary = JSONWriter()
        summary.object { json in
            json.member("distance", OSRMEncoder.rounded(tour.distance))
            json.member("duration", OSRMEncoder.rounded(tour.duration))
            json.member("searchOrderDistance", OSRMEncoder.rounded(tour.searchOrderDistance))
            json.member("saving", (tour.saving * 1000).rounded() / 1000)
            json.member("provenOptimal", tour.provenOptimal)
            json.key("categories")
            json.array { json in for category in tour.categories.sorted() { json.value(category.rawValue) } }
            json.member("candidates", tour.candidates)
            json.member("reachable", tour.reachable)
            json.member("seconds", (tour.seconds * 1000).rounded() / 1000)
        }
        var dropped = JSONWriter()
        dropped.array { json in
            for given in tour.dropped {
                PlaceFeature.write(given.place, into: &json) { json in
                    json.member("tourDistance", OSRMEncoder.rounded(given.tourDistance))
                    if let replacement = given.replacement { json.member("replacedBy", replacement.id.description) }
                }
            }
        }
        self.init(members: [Member(name: "places", json: places.bytes)]
            + Self.routeMembers(tour.route, steps: tour.directions, metric: .distance, profile: PlaceSelector.profile, encoder: encoder)
            + [Member(name: "summary", json: summary.bytes), Member(name: "dropped", json: dropped.bytes)])
    }
}
