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
        guard obeysTurnRestrictions, tags["type"] == "restriction" else { return nil }
        if let except = tags["except"],
           TagValueList(except).contains(where: { restrictionExceptions.contains(String($0)) }) {
            return nil
        }
        for key in restrictionKeys.reversed() {
            if let value = tags[key] { return TurnRestrictionKind(value) }
        }
        return nil
    }
}
