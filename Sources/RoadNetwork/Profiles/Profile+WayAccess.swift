extension Profile {
    /// How this profile may travel along a way with `tags`; nil when the way is not routable for it.
    ///
    /// The rules, in order:
    /// 1. `impassable=yes` or `status=impassable`: not routable.
    /// 2. Access per direction from ``accessKeys`` (values read through ``accessOverrides``), most specific first (`motorcar:forward`, `motorcar`,
    ///    `motor_vehicle:forward`, …); denied both ways: not routable, except that a cyclist not told
    ///    `bicycle=no` walks the bike where ``pushingSpeeds`` lists the way and ``pushingAccessKeys`` allow it.
    /// 3. `route=ferry` (``ferrySpeed``) and `route=shuttle_train` (``shuttleTrainSpeed``, nil: not boarded):
    ///    `duration` parsed into ``WayAccess/ferryDuration``; a car does not board a ferry tagged for
    ///    walkers without a vehicle key of its own (``ferryPassengerKeys``).
    ///    Otherwise `highway` (or `place=square`, as a pedestrian area): areas only if in ``areaHighways``;
    ///    the speed from ``highwaySpeeds`` (``explicitAccessHighways`` need a mode-specific access key), else
    ///    pushing from ``pushingSpeeds``, else not routable. `bicycle=dismount` pushes at walking speed.
    /// 4. One-way (see ``specificOnewayKey``, ``onewayExceptions``, ``obeysGeneralOneway``); `reversible`:
    ///    not routable.
    /// 5. Speed per direction: min(table speed, `maxspeed[:forward|:backward]` × ``maxSpeedFactor``) ×
    ///    the lower of the ``surfaceFactors`` and ``smoothnessFactors`` (pushing and ferries: table speed only).
    ///
    /// Complexity: a few dozen tag lookups and hash probes; no heap allocation for ordinary values.
    public func wayAccess(_ tags: some TagLookup) -> WayAccess? {
        if tags["impassable"] == "yes" || tags["status"] == "impassable" { return nil }
        if let vehicle, !vehicle.fits(tags) { return nil }
        if let service = tags["service"], closedServices.contains(service) { return nil }
        // A road being built or only planned (`construction=yes` on a highway) is not open yet.
        for key in ["construction", "proposed"] {
            if let value = tags[key], !["no", "minor", "widening"].contains(value) { return nil }
        }
        let route = tags["route"]
        let routeSpeed = route == "ferry" ? ferrySpeed : (route == "shuttle_train" ? shuttleTrainSpeed : nil)
        let isFerry = routeSpeed != nil
        let highway = isFerry ? nil : routableHighway(tags)
        guard isFerry || highway != nil else { return nil }
        var access = resolveAccess(tags, keys: accessKeys)
        let explicitlyAllowed = access.forward.isExplicitAllow || access.backward.isExplicitAllow
        if let highway, closedHighways.contains(highway) { return nil }
        // A highway the tables do not list opens only in the directions an access tag allows.
        let unlisted = highway.map { highwaySpeeds[$0] == nil && pushingSpeeds[$0] == nil } ?? false
        if unlisted {
            guard defaultSpeed != nil, access.forward.isAllowedByTag || access.backward.isAllowedByTag else { return nil }
            if !access.forward.isAllowedByTag { access.forward.value = .denied }
            if !access.backward.isAllowedByTag { access.backward.value = .denied }
        }
        var speed: Double
        var isPushing = false
        if access.forward.value == .denied && access.backward.value == .denied {
            // A cyclist barred from riding may still walk the bike where walkers may go (not `bicycle=no`).
            guard let highway, let walking = pushingSpeeds[highway],
                  access.forward.level < accessKeys.count - 1, access.backward.level < accessKeys.count - 1
            else { return nil }
            access = resolveAccess(tags, keys: pushingAccessKeys)
            guard access.forward.value != .denied || access.backward.value != .denied else { return nil }
            speed = walking
            isPushing = true
        } else if let highway {
            if unlisted, let defaultSpeed {
                speed = defaultSpeed
            } else if let tableSpeed = highwaySpeeds[highway],
               explicitlyAllowed || !explicitAccessHighways.contains(highway) {
                speed = tableSpeed
            } else if let walking = pushingSpeeds[highway] {
                speed = walking
                isPushing = true
            } else {
                return nil
            }
            if access.forward.value == .dismount || access.backward.value == .dismount {
                speed = pushingSpeeds[highway] ?? dismountSpeed
                isPushing = true
            }
        } else {
            if !explicitlyAllowed, ferryPassengerKeys.contains(where: { tags[$0] != nil }) { return nil }
            speed = routeSpeed ?? ferrySpeed
        }

        let junction = tags["junction"]
        guard let oneway = onewayDirection(tags, junction: junction), oneway != .reversible else { return nil }
        let slowsDown = !isPushing && !isFerry
        let surface = slowsDown ? surfaceFactor(tags) : 1
        guard surface > 0 else { return nil }
        let limit = slowsDown && maxSpeedFactor != nil ? tags["maxspeed"].flatMap(SpeedLimit.init) : nil

        var forward = 0.0
        var backward = 0.0
        if oneway.forwardOpen, access.forward.value != .denied {
            let own = slowsDown ? directionalLimit(tags, "maxspeed:forward") ?? limit : nil
            forward = limited(speed, by: own) * surface
        }
        if oneway.backwardOpen, access.backward.value != .denied {
            let own = slowsDown ? directionalLimit(tags, "maxspeed:backward") ?? limit : nil
            backward = limited(speed, by: own) * surface
        }
        guard forward > 0 || backward > 0 else { return nil }

        return WayAccess(
            forwardSpeed: forward,
            backwardSpeed: backward,
            roadClass: highway.map(RoadClass.init(highway:)) ?? .ferry,
            isFerry: isFerry,
            isRoundabout: junction == "roundabout" || junction == "circular",
            destinationOnly: (forward > 0 && access.forward.value == .destinationOnly)
                || (backward > 0 && access.backward.value == .destinationOnly),
            isPushing: isPushing,
            ferryDuration: isFerry ? tags["duration"].flatMap(DurationTag.seconds) : nil
        )
    }

    /// The access of the way in each direction, most specific key first.
    ///
    /// Per level: the directional key (`motorcar:forward`) beats the plain one (`motorcar`); a value that
    /// ``AccessValue`` does not understand is skipped. No tag at all: allowed.
    func resolveAccess(
        _ tags: some TagLookup, keys accessKeys: [AccessKey]
    ) -> (forward: ResolvedAccess, backward: ResolvedAccess) {
        var forward: ResolvedAccess?
        var backward: ResolvedAccess?
        let highway = tags["highway"]
        for level in accessKeys.indices.reversed() {
            let key = accessKeys[level]
            if forward == nil, let value = tags[key.forward].flatMap({ accessValue($0, highway: highway) }) {
                forward = ResolvedAccess(value: value, level: level)
            }
            if backward == nil, let value = tags[key.backward].flatMap({ accessValue($0, highway: highway) }) {
                backward = ResolvedAccess(value: value, level: level)
            }
            if forward == nil || backward == nil, let value = tags[key.key].flatMap({ accessValue($0, highway: highway) }) {
                let resolved = ResolvedAccess(value: value, level: level)
                forward = forward ?? resolved
                backward = backward ?? resolved
            }
            if forward != nil && backward != nil { break }
        }
        return (forward ?? .unspecified, backward ?? .unspecified)
    }

    /// What an access value means for this mode: ``accessOverrides``, else ``AccessValue``.
    func accessValue(_ text: String, highway: String?) -> AccessValue? {
        highway.flatMap { highwayAccessOverrides[$0]?[text] } ?? accessOverrides[text] ?? AccessValue(text)
    }

    /// The `highway` value to route on, or nil for a missing highway or an area this profile cannot cross.
    private func routableHighway(_ tags: some TagLookup) -> String? {
        guard let highway = tags["highway"] else {
            return tags["place"] == "square" && areaHighways.contains("pedestrian") ? "pedestrian" : nil
        }
        if tags["area"] == "yes", !areaHighways.contains(highway) { return nil }
        return highway
    }

    /// The open directions for this profile; see ``Oneway``.
    ///
    /// The mode's own keys (`oneway:bicycle`; for cars `oneway:motorcar` before `oneway:vehicle`) win; then, if general one-ways apply, a contraflow exception
    /// opens both ways, else `oneway`, else the implied one-ways: `highway=motorway` and
    /// `junction=roundabout|circular` (not `motorway_link`: two-way ramps exist and are tagged when one-way).
    func onewayDirection(_ tags: some TagLookup, junction: String?) -> Oneway? {
        for key in specificOnewayKeys {
            if let own = tags[key].flatMap(Oneway.init) { return own }
        }
        guard obeysGeneralOneway else { return .both }
        if onewayExceptions.contains(where: { $0.matches(tags) }) { return .both }
        if let value = tags["oneway"] {
            if let general = Oneway(value) { return general }
        }
        if junction == "roundabout" || junction == "circular" || tags["highway"] == "motorway" {
            return .forward
        }
        return .both
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

    /// No access tag: allowed by the road's kind.
    static let unspecified = ResolvedAccess(value: .allowed, level: -1)

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
