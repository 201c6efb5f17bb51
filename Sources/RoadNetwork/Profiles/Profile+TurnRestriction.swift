extension Profile {
    /// What a relation with `tags` restricts for this profile; nil when it is not a turn restriction that
    /// applies to it.
    ///
    /// - Only `type=restriction`, and only when ``obeysTurnRestrictions`` (cars by default).
    /// - The value comes from the most specific of ``restrictionKeys`` present (`restriction:motorcar` before
    ///   `restriction`); a relation with only `restriction:hgv` does not apply to cars.
    /// - `except=*` (a `;` list) naming one of ``restrictionExceptions`` exempts this profile.
    /// - `restriction:conditional` (time-dependent) is ignored: a relation carrying only that key gives nil.
    ///
    /// Validate the members' shape separately with ``TurnRestrictionPath/init(members:)``.
    public func turnRestriction(_ tags: some TagLookup) -> TurnRestrictionKind? {
        restrictionValue(tags).flatMap(TurnRestrictionKind.init)
    }

    /// What a restriction relation with `tags` and members `path` restricts for this profile, as
    /// ``turnRestriction(_:)``, and nil also when its shape does not fit its value: several `from` ways are
    /// allowed only for `no_entry`, several `to` ways only for `no_exit` (OSM wiki).
    public func turnRestriction(_ tags: some TagLookup, path: TurnRestrictionPath) -> TurnRestrictionKind? {
        guard let value = restrictionValue(tags) else { return nil }
        if path.fromWays.count > 1 && value != "no_entry" { return nil }
        if path.toWays.count > 1 && value != "no_exit" { return nil }
        return TurnRestrictionKind(value)
    }

    /// The restriction value that applies to this profile (the most specific key), if any.
    private func restrictionValue(_ tags: some TagLookup) -> String? {
        guard obeysTurnRestrictions, tags["type"] == "restriction" else { return nil }
        if let except = tags["except"],
           TagValueList(except).contains(where: { restrictionExceptions.contains(String($0)) }) {
            return nil
        }
        for key in restrictionKeys.reversed() {
            if let value = tags[key] { return value }
        }
        return nil
    }
}
