/// Arithmetic on bearings and turn angles (degrees).
enum TurnAngle {
    /// `angle` wrapped into −180…180 (exclusive of −180). Non-finite input gives 0.
    static func normalized(_ angle: Double) -> Double {
        guard angle.isFinite else { return 0 }
        var a = angle.truncatingRemainder(dividingBy: 360)
        if a > 180 { a -= 360 }
        if a <= -180 { a += 360 }
        return a
    }

    /// The turn from travelling on bearing `before` to travelling on bearing `after`: positive to the right.
    static func between(_ before: Double, _ after: Double) -> Double {
        normalized(after - before)
    }

    /// A bearing as OSRM writes it: a whole number of degrees, 0…359.
    static func wholeBearing(_ bearing: Double) -> Int {
        guard bearing.isFinite else { return 0 }
        let rounded = Int(bearing.rounded()) % 360
        return rounded < 0 ? rounded + 360 : rounded
    }
}
