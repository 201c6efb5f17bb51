import Routing

/// Chooses the maneuvers of one leg from its pieces: where a step starts and what it is.
///
/// Rules, at the junction where piece `i` starts (arriving on piece `i − 1`):
/// - entering a roundabout gives one `roundabout` step that covers the roundabout and the exit road; its
///   exit number counts the junctions along the roundabout with at least one other road to take, up to
///   and including the exit taken;
/// - boarding or leaving a ferry gives a `notification`;
/// - a road that becomes a motorway or a link (or stops being one) where no other road meets it: no step,
///   except onto a motorway or trunk ramp;
/// - motorway/trunk → link is an `off ramp`; link → motorway/trunk a `merge`; another road → a link that
///   leads to a motorway/trunk an `on ramp`;
/// - a fork (see ``Junction/forkModifier``) is a `fork`;
/// - straight on: `new name` where the name changes so that a driver needs telling (``NameAnnouncement``: not when
///   a ref appears or the name is dropped), nothing otherwise;
/// - a bend of the same street: nothing when there is no other road or the bend is slight and no other
///   road goes forward, `continue` otherwise; onto another street: `new name` for a slight bend with no
///   other road (when ``NameAnnouncement`` says so, else nothing), `turn` otherwise.
struct ManeuverPlanner {
    let pieces: [RoutePiece]
    /// One per piece start, then the leg's end (see ``JunctionBearings/of(pieces:path:)``).
    let junctions: [JunctionBearings]

    /// The steps, starting with `depart` (the closing `arrive` is added by the caller). Empty if there
    /// are no pieces. O(pieces + points · log points).
    func plan() -> [PlannedStep] {
        guard !pieces.isEmpty else { return [] }
        var steps = [PlannedStep(firstPiece: 0, type: .depart, modifier: nil, namePiece: 0)]
        var index = 1
        if pieces[0].isRoundabout {
            let (exitPiece, exitNumber) = roundaboutExit(after: 0)
            guard let exitPiece else { return steps }
            steps.append(PlannedStep(firstPiece: exitPiece, type: .exitRoundabout,
                                     modifier: junction(at: exitPiece).modifier, exit: exitNumber,
                                     namePiece: exitPiece))
            index = exitPiece + 1
        }
        while index < pieces.count {
            if pieces[index].isRoundabout && !pieces[index - 1].isRoundabout {
                let (exitPiece, exitNumber) = roundaboutExit(after: index)
                let outBearing = junctions[exitPiece ?? index].after
                let turn = TurnAngle.between(junctions[index].before ?? outBearing ?? 0, outBearing ?? 0)
                steps.append(PlannedStep(firstPiece: index, type: .roundabout,
                                         modifier: ManeuverModifier(turnAngle: turn),
                                         exit: exitPiece == nil ? nil : exitNumber, namePiece: exitPiece ?? index))
                guard let exitPiece else { break }
                index = exitPiece + 1
                continue
            }
            if let step = step(at: index) { steps.append(step) }
            index += 1
        }
        return steps
    }

    /// Follows the roundabout pieces after piece `entry` to the first piece off the roundabout; returns it
    /// (`nil` if the leg ends on the roundabout) and the exit number.
    private func roundaboutExit(after entry: Int) -> (exitPiece: Int?, exitNumber: Int) {
        var passed = 0
        var index = entry + 1
        while index < pieces.count {
            guard pieces[index].isRoundabout else { return (index, passed + 1) }
            if !pieces[index].otherExits.isEmpty { passed += 1 }
            index += 1
        }
        return (nil, passed)
    }

    /// The junction at the start of piece `index`, seen from the road arrived on.
    private func junction(at index: Int) -> Junction { junctions[index].turn }

    /// The maneuver where piece `index` (not the first, not entering a roundabout) starts, if any.
    private func step(at index: Int) -> PlannedStep? {
        let previous = pieces[index - 1], current = pieces[index]
        let junction = junction(at: index)
        let sameStreet = previous.name == current.name && previous.ref == current.ref
        func make(_ type: ManeuverType, _ modifier: ManeuverModifier) -> PlannedStep {
            PlannedStep(firstPiece: index, type: type, modifier: modifier, namePiece: index)
        }

        // The mode changes: onto or off a ferry or a train, or from riding a bike to walking it.
        if previous.mode != current.mode {
            return make(.notification, junction.modifier)
        }
        // A road that simply becomes a motorway or a link, or stops being one, where there is no other way to
        // go: the driver does nothing, so no step (as OSRM) — unless it is the way onto a motorway ramp.
        let motorwayChanges = previous.roadClass.isMotorwayOrLink != current.roadClass.isMotorwayOrLink
        if motorwayChanges && current.otherRoads == 0 && junction.modifier != .uturn && !current.roadClass.isFastRoadLink {
            return nil
        }
        if previous.roadClass.isFastRoad && current.roadClass.isLink {
            return make(.offRamp, junction.keepModifier)
        }
        if previous.roadClass.isLink && current.roadClass.isFastRoad {
            return make(.merge, junction.mergeModifier)
        }
        if !previous.roadClass.isLink && !previous.roadClass.isFastRoad && linkLeadsToFastRoad(from: index) {
            return make(.onRamp, junction.keepModifier)
        }
        if let fork = junction.forkModifier { return make(.fork, fork) }

        let modifier = junction.modifier
        switch modifier {
        case .straight:
            return NameAnnouncement.isNeeded(from: previous, to: current) ? make(.newName, .straight) : nil
        case .uturn:
            return make(sameStreet ? .continue : .turn, .uturn)
        case .slightLeft, .slightRight:
            if current.otherExits.isEmpty { return NameAnnouncement.isNeeded(from: previous, to: current) ? make(.newName, modifier) : nil }
            if sameStreet { return junction.hasForwardAlternative ? make(.continue, modifier) : nil }
            return make(.turn, modifier)
        case .left, .right, .sharpLeft, .sharpRight:
            if sameStreet { return current.otherExits.isEmpty ? nil : make(.continue, modifier) }
            return make(.turn, modifier)
        }
    }

    /// Whether piece `index` is a link whose run of links ends on a motorway/trunk road (or, if the leg
    /// ends on the links, is itself a motorway/trunk link).
    private func linkLeadsToFastRoad(from index: Int) -> Bool {
        guard pieces[index].roadClass.isLink else { return false }
        var next = index
        while next < pieces.count, pieces[next].roadClass.isLink { next += 1 }
        guard next < pieces.count else { return pieces[index].roadClass.isFastRoadLink }
        return pieces[next].roadClass.isFastRoad
    }
}
