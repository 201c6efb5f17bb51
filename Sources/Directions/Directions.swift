/// Maneuvers and instruction text from a route (being built).
enum DirectionsPlaceholder {}
