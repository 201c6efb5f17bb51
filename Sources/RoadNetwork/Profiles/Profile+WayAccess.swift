extension Profile {
    /// How this profile may travel along a way with `tags`; nil when the way is not routable for it.
    ///
    /// The rules, in order:
    /// 1. Closed outright: `impassable=yes`, a size limit the ``vehicle`` does not fit, a closed `service=*`,
    ///    a highway under `construction=*`/`proposed=*` (``obeysConstructionTags``), ``closedWhenTagged``,
    ///    a ``closedHighways`` value.
    /// 2. Riding: a ``carriers`` way (ferry, shuttle train, a train that takes bikes, a movable bridge) at its
    ///    speed — a car does not board a ferry tagged for walkers only (``ferryPassengerKeys``); else the
    ///    `highway` value's (or its ``highwayEquivalents``') table speed (``explicitAccessHighways`` only in the
    ///    directions an access tag opens); else
    ///    ``cyclewaySpeed`` on any road with a `cycleway=*` lane or track, in the directions the lanes run
    ///    (``cycleLaneDirections(_:traffic:)``; a `oneway:bicycle` tag still wins); else ``defaultSpeed`` on an
    ///    unlisted highway, only in the directions an access tag opens. Areas only if in ``areaHighways``.
    ///    Access per direction from ``accessKeys`` (most specific first, values through ``accessOverrides``);
    ///    one-way rules (``specificOnewayKeys``, ``onewayExceptions``, ``obeysGeneralOneway``; `reversible`:
    ///    closed).
    /// 3. Walking beside the vehicle where riding is not allowed in a direction (``pushingAccessKeys`` not
    ///    empty: bikes): on any way a walker may use — by ``pushingSpeeds``, a road the table lists, or any way
    ///    the walkers' own key opens (`foot=yes`) at ``dismountSpeed`` — against explicit one-way streets too
    ///    (not against roundabouts and motorways, one-way by their kind, unless ``pushingSpeeds`` lists the way),
    ///    and with `bicycle=dismount`; never where the mode's own access denies it (`bicycle=no`, `vehicle=no`:
    ///    no bikes at all) or the walkers' keys do (`foot=no`).
    /// 4. Speed per direction: riding min(speed, `maxspeed[:forward|:backward]` × ``maxSpeedFactor``) × the
    ///    lower of the ``surfaceFactors`` and ``smoothnessFactors``; walking at its table speed.
    ///
    /// Complexity: a few dozen tag lookups and hash probes; no heap allocation for ordinary values.
    public func wayAccess(_ tags: some TagLookup) -> WayAccess? {
        if tags["impassable"] == "yes" || tags["status"] == "impassable" { return nil }
        if let vehicle, !vehicle.fits(tags) { return nil }
        if let service = tags["service"], closedServices.contains(service) { return nil }
        if closedWhenTagged.contains(where: { $0.matches(tags) }) { return nil }
        if obeysConstructionTags {
            for key in ["construction", "proposed"] {
                if let value = tags[key], !["no", "minor", "widening"].contains(value) { return nil }
            }
        }
        // A ferry route wins over a highway tag; other carriers (trains, movable bridges) only where there is none.
        let carrier = carriers.first { $0.match.matches(tags) && ($0.match.key == "route" || tags["highway"] == nil) }
        let highway = carrier == nil ? routableHighway(tags) : nil
        guard carrier != nil || highway != nil else { return nil }
        if let highway, closedHighways.contains(highway) { return nil }
        let access = resolveAccess(tags, keys: accessKeys)
        let opened = access.forward.isAllowedByTag || access.backward.isAllowedByTag

        // Riding: the speed before one-ways, surface and limits; whether only tag-opened directions count.
        var ride: Double? = nil
        var onlyOpenedDirections = false
        // Where the ride is the road's cycle lanes alone, the directions they run.
        var lanes: Oneway? = nil
        if let carrier {
            let passengersOnly = carrier.roadClass == .ferry && !access.forward.isExplicitAllow && !access.backward.isExplicitAllow
                && ferryPassengerKeys.contains { tags[$0] != nil }
            ride = (carrier.needsAccessTag && !opened) || passengersOnly ? nil : carrier.speed
        } else if let highway {
            if let table = highwaySpeeds[highway], opened || !explicitAccessHighways.contains(highway) {
                ride = table
                onlyOpenedDirections = explicitAccessHighways.contains(highway)
            } else if let cyclewaySpeed, let directions = Self.cycleLaneDirections(tags, traffic: Self.trafficOneway(tags, junction: tags["junction"])) {
                let own = specificOneway(tags) ?? .both
                let forward = own.forwardOpen && directions.forwardOpen, backward = own.backwardOpen && directions.backwardOpen
                if forward || backward {
                    ride = cyclewaySpeed
                    lanes = Oneway(forward: forward, backward: backward)
                }
            } else if highwaySpeeds[highway] == nil, pushingSpeeds[highway] == nil, opened, let defaultSpeed {
                ride = defaultSpeed
                onlyOpenedDirections = true
            }
        }
        // Walking beside the vehicle: by the way's kind, or where the walkers' own key opens it.
        var walk: Double? = nil
        let walkers = pushingAccessKeys.isEmpty || highway == nil ? nil : resolveAccess(tags, keys: pushingAccessKeys)
        if let highway, let walkers {
            if let walking = pushingSpeeds[highway] {
                walk = walking
            } else if highwaySpeeds[highway] != nil, !explicitAccessHighways.contains(highway) {
                walk = dismountSpeed
            }
        }
        let walkersOpen = (walkers?.forward.isExplicitAllow ?? false) || (walkers?.backward.isExplicitAllow ?? false)
        guard ride != nil || walk != nil || walkersOpen else { return nil }
        let junction = tags["junction"]
        guard let oneway = onewayDirection(tags, junction: junction), oneway != .reversible else { return nil }
        // Roundabouts and motorways are one-way by their kind: nobody pushes against them.
        let pushedAgainstOneway = !Self.isOnewayByKind(highway: highway, junction: junction) || (highway.map { pushingSpeeds[$0] != nil } ?? false)

        let isCarried = carrier != nil
        let surface = isCarried ? 1 : surfaceFactor(tags)
        guard surface > 0 else { return nil }
        let limit = !isCarried && maxSpeedFactor != nil ? tags["maxspeed"].flatMap(SpeedLimit.init) : nil
        // One direction's speed and whether it is ridden: riding where the one-way rules open it (`open`) — or, where
        // the ride is the road's cycle lanes alone, where they run (`laneOpen`) —, else walking beside the bike.
        func speed(_ resolved: ResolvedAccess, walker: ResolvedAccess?, open: Bool, laneOpen: Bool?, limitKey: String) -> (Double, riding: Bool) {
            if let ride, laneOpen ?? open, resolved.value != .denied, resolved.value != .dismount,
               !onlyOpenedDirections || resolved.isAllowedByTag {
                let own = isCarried ? nil : directionalLimit(tags, limitKey) ?? limit
                return (limited(ride, by: own) * surface, true)
            }
            guard resolved.value != .denied, let walker, walker.value != .denied, open || pushedAgainstOneway else { return (0, false) }
            if let walk { return (walk, false) }
            return (walker.isExplicitAllow ? dismountSpeed : 0, false)
        }
        let (forward, ridesForward) = speed(access.forward, walker: walkers?.forward, open: oneway.forwardOpen, laneOpen: lanes?.forwardOpen,
                                            limitKey: "maxspeed:forward")
        let (backward, ridesBackward) = speed(access.backward, walker: walkers?.backward, open: oneway.backwardOpen, laneOpen: lanes?.backwardOpen,
                                              limitKey: "maxspeed:backward")
        guard forward > 0 || backward > 0 else { return nil }

        return WayAccess(
            forwardSpeed: forward,
            backwardSpeed: backward,
            roadClass: carrier?.roadClass ?? highway.map(RoadClass.init(highway:)) ?? .other,
            isFerry: carrier?.roadClass == .ferry,
            isRoundabout: junction == "roundabout" || junction == "circular",
            destinationOnly: (ridesForward && access.forward.value == .destinationOnly)
                || (ridesBackward && access.backward.value == .destinationOnly),
            // Nobody starts on a train (as OSRM's allowed start modes).
            isStartpoint: carrier?.roadClass != .rail && isStartpoint(highway: highway, access: access),
            isPushedForward: forward > 0 && !ridesForward,
            isPushedBackward: backward > 0 && !ridesBackward,
            ferryDuration: isCarried ? tags["duration"].flatMap(DurationTag.seconds) : nil
        )
    }

    /// The directions a road's own cycle lanes or tracks run (`cycleway`, `cycleway:both|right|left` = `lane`, `track`,
    /// `shared`, `share_busway`, `sharrow`, `opposite*`); nil when it has none. As the OSM wiki reads them: a lane's own
    /// `…:oneway` tag first (`cycleway:left:oneway=-1`, against the drawn direction); else on a road one-way for its
    /// traffic (`traffic`) with the traffic, `opposite*` against it (a contraflow lane); else on a two-way road
    /// `cycleway:right` along the drawn direction, `cycleway:left` against it, `cycleway` and `cycleway:both` both ways.
    static func cycleLaneDirections(_ tags: some TagLookup, traffic: Oneway) -> Oneway? {
        let oneway = traffic == .forward || traffic == .backward
        var forward = false, backward = false
        for (key, side) in [("cycleway", Oneway.both), ("cycleway:both", .both), ("cycleway:right", .forward), ("cycleway:left", .backward)] {
            guard let value = tags[key], cycleLaneValues.contains(value) else { continue }
            let runs: Oneway
            if let own = tags[key + ":oneway"].flatMap(Oneway.init), own != .reversible {
                runs = own
            } else if oneway {
                runs = value.hasPrefix("opposite") ? (traffic == .forward ? .backward : .forward) : traffic
            } else {
                runs = side
            }
            forward = forward || runs.forwardOpen
            backward = backward || runs.backwardOpen
        }
        return forward || backward ? Oneway(forward: forward, backward: backward) : nil
    }

    /// The `cycleway=*` values that mean a lane or track for bikes.
    private static let cycleLaneValues: Set<String> = [
        "lane", "track", "shared", "share_busway", "sharrow", "shared_lane",
        "opposite", "opposite_lane", "opposite_track", "opposite_share_busway",
    ]

    /// The access of the way in each direction, most specific key first.
    ///
    /// Per level: the directional key (`motorcar:forward`) beats the plain one (`motorcar`). The most specific key
    /// present decides, whatever its value: one that ``AccessValue`` does not understand (`foot=some_tag`,
    /// `bicycle=optional_sidepath`) allows, as in OSRM, where only listed values forbid. No tag at all: allowed.
    func resolveAccess(
        _ tags: some TagLookup, keys accessKeys: [AccessKey]
    ) -> (forward: ResolvedAccess, backward: ResolvedAccess) {
        /// What a tagged value says; nil for an empty one (as if untagged).
        func decision(_ text: String?) -> AccessValue? {
            guard let text, !text.isEmpty else { return nil }
            return accessValue(text) ?? .allowed
        }
        var forward: ResolvedAccess?
        var backward: ResolvedAccess?
        for level in accessKeys.indices.reversed() {
            let key = accessKeys[level]
            if forward == nil, let text = tags[key.forward], let value = decision(text) {
                forward = ResolvedAccess(value: value, level: level, text: text)
            }
            if backward == nil, let text = tags[key.backward], let value = decision(text) {
                backward = ResolvedAccess(value: value, level: level, text: text)
            }
            if forward == nil || backward == nil, let text = tags[key.key], let value = decision(text) {
                let resolved = ResolvedAccess(value: value, level: level, text: text)
                forward = forward ?? resolved
                backward = backward ?? resolved
            }
            if forward != nil && backward != nil { break }
        }
        return (forward ?? .unspecified, backward ?? .unspecified)
    }

    /// Whether a stop may snap onto a way of kind `highway` whose access resolved to `access` by default: not where
    /// either direction's deciding value is one of ``nonStartpointAccess`` for that kind (a car's private driveway).
    private func isStartpoint(highway: String?, access: (forward: ResolvedAccess, backward: ResolvedAccess)) -> Bool {
        guard let highway, let values = nonStartpointAccess[highway] else { return true }
        return ![access.forward.text, access.backward.text].contains { $0.map(values.contains) ?? false }
    }

    /// What an access value means for this mode: ``accessOverrides``, else ``AccessValue``.
    func accessValue(_ text: String) -> AccessValue? {
        accessOverrides[text] ?? AccessValue(text)
    }

    /// The `highway` value to route on (the way's own, or its first ``highwayEquivalents``), or nil for none or an
    /// area this profile cannot cross.
    private func routableHighway(_ tags: some TagLookup) -> String? {
        guard let highway = tags["highway"] ?? highwayEquivalents.first(where: { $0.match.matches(tags) })?.highway else { return nil }
        if tags["area"] == "yes", !areaHighways.contains(highway) { return nil }
        return highway
    }

    /// The open directions for this profile; see ``Oneway``.
    ///
    /// The mode's own keys (`oneway:bicycle`; for cars `oneway:motorcar` before `oneway:vehicle`) win; then, if general one-ways apply, a contraflow exception
    /// opens both ways, else general traffic's one-way (``trafficOneway(_:junction:)``).
    func onewayDirection(_ tags: some TagLookup, junction: String?) -> Oneway? {
        if let own = specificOneway(tags) { return own }
        guard obeysGeneralOneway else { return .both }
        if onewayExceptions.contains(where: { $0.matches(tags) }) { return .both }
        return Self.trafficOneway(tags, junction: junction)
    }

    /// The directions the mode's own one-way keys (``specificOnewayKeys``) open; nil when none is tagged.
    private func specificOneway(_ tags: some TagLookup) -> Oneway? {
        specificOnewayKeys.lazy.compactMap { tags[$0].flatMap(Oneway.init) }.first
    }

    /// The directions general traffic may take: `oneway`, else one-way by kind — `highway=motorway` and
    /// `junction=roundabout|circular` (not `motorway_link`: two-way ramps exist and are tagged when one-way).
    static func trafficOneway(_ tags: some TagLookup, junction: String?) -> Oneway {
        if let value = tags["oneway"], let general = Oneway(value) { return general }
        return isOnewayByKind(highway: tags["highway"], junction: junction) ? .forward : .both
    }

    /// Whether a way is one-way by its kind, untagged: a roundabout (`junction=roundabout|circular`) or a motorway.
    static func isOnewayByKind(highway: String?, junction: String?) -> Bool {
        junction == "roundabout" || junction == "circular" || highway == "motorway"
    }

    /// The lower of the `surface` and `smoothness` factors; 1 when neither is listed.
    private func surfaceFactor(_ tags: some TagLookup) -> Double {
        var factor = 1.0
        if !surfaceFactors.isEmpty, let value = tags["surface"], let surface = surfaceFactors[value] {
            factor = surface
        }
        if !smoothnessFactors.isEmpty, let value = tags["smoothness"], let smoothness = smoothnessFactors[value] {
            factor = min(factor, smoothness)
        }
        return factor
    }

    /// The limit under a directional key (`maxspeed:forward`), if present and understood.
    private func directionalLimit(_ tags: some TagLookup, _ key: String) -> SpeedLimit? {
        guard maxSpeedFactor != nil else { return nil }
        return tags[key].flatMap(SpeedLimit.init)
    }

    /// min(speed, limit × ``maxSpeedFactor``); the speed itself when there is no finite limit.
    private func limited(_ speed: Double, by limit: SpeedLimit?) -> Double {
        guard let factor = maxSpeedFactor, let kmh = limit?.kilometresPerHour else { return speed }
        return min(speed, kmh * factor)
    }
}

/// The access decided for one direction of a way, and whether a mode-specific key decided it.
struct ResolvedAccess: Sendable, Equatable {
    /// The decision.
    var value: AccessValue
    /// The index in the access keys of the key that decided; -1 when no key did.
    var level: Int
    /// The value of the key that decided, as tagged (nil when no key did).
    var text: String?

    /// No access tag: allowed by the road's kind.
    static let unspecified = ResolvedAccess(value: .allowed, level: -1, text: nil)

    /// Whether a key after the general `access` decided (`motorcar=yes`, not `access=yes`).
    var isModeSpecific: Bool { level > 0 }

    /// Whether some access tag, general or mode-specific, allows the mode (`access=yes`, `motorcar=designated`).
    var isAllowedByTag: Bool {
        level >= 0 && value == .allowed
    }

    /// Whether a mode-specific key allows the mode (`bicycle=yes`, `motor_vehicle=designated`, …).
    var isExplicitAllow: Bool {
        isModeSpecific && value == .allowed
    }
}
