import Directions
import Routing

extension StepIntersection {
    /// Writes OSRM's intersection object (`in`/`out` only where they exist, `classes` only when the road left on has some).
    func write(into json: inout JSONWriter) {
        json.object { json in
            json.key("location")
            json.coordinate(longitude: location.longitude, latitude: location.latitude)
            json.key("bearings")
            json.array { json in for bearing in bearings { json.value(bearing) } }
            json.key("entry")
            json.array { json in for flag in entry { json.value(flag) } }
            if let inIndex { json.member("in", inIndex) }
            if let outIndex { json.member("out", outIndex) }
            if !classes.isEmpty {
                json.key("classes")
                json.array { json in for name in classes.memberNames { json.value(name) } }
            }
        }
    }
}
