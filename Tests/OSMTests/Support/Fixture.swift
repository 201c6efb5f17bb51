@testable import OSM

/// A small hand-made data set: negative coordinates and ids, large id gaps (for delta coding), tags that
/// need escaping in XML, every member type.
enum Fixture {
    static let nodes: [OSMNode] = [
        OSMNode(id: 1, latitudeE7: 437_384_176, longitudeE7: 74_246_017, tags: ["highway": "traffic_signals"]),
        OSMNode(id: 2, latitudeE7: -337_000_001, longitudeE7: -707_000_009),
        OSMNode(id: 5_000_000_000, latitudeE7: -900_000_000, longitudeE7: -1_800_000_000),
        OSMNode(id: 7, latitudeE7: 900_000_000, longitudeE7: 1_800_000_000, tags: ["name": "A & B <\"quoted\"> 'x'"]),
        OSMNode(id: -3, latitudeE7: -1, longitudeE7: 1, tags: ["note": "line\nbreak", "name:ru": "Улица"]),
    ]
    static let ways: [OSMWay] = [
        OSMWay(id: 10, nodeIDs: [1, 2, 5_000_000_000, 1], tags: ["highway": "residential", "name": "Rue Grimaldi"]),
        OSMWay(id: 9, nodeIDs: [7, -3]),
        OSMWay(id: 4_000_000_000, nodeIDs: [2, 7], tags: ["oneway": "yes"]),
    ]
    static let relations: [OSMRelation] = [
        OSMRelation(
            id: 100,
            members: [
                OSMMember(type: .way, ref: 10, role: "from"), OSMMember(type: .node, ref: 2, role: "via"),
                OSMMember(type: .way, ref: 9, role: "to"),
            ],
            tags: ["type": "restriction", "restriction": "no_left_turn"]),
        OSMRelation(id: 3, members: [OSMMember(type: .relation, ref: 100)], tags: ["type": "collection"]),
    ]
    static var entities: [OSMEntity] {
        nodes.map(OSMEntity.node) + ways.map(OSMEntity.way) + relations.map(OSMEntity.relation)
    }

    /// The same content as hand-written XML: attributes in varied order and quotes, comments, bounds,
    /// unknown elements, entity references.
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a hand-made file -->
        <osm version="0.6" generator='hand'>
          <bounds minlat="-90" minlon="-180" maxlat="90" maxlon="180"/>
          <node id="1" lat="43.7384176" lon="7.4246017" version="3"><tag k="highway" v="traffic_signals"/></node>
          <node lon='-70.7000009' lat='-33.7000001' id='2'/>
          <node id="5000000000" lat="-90.0000000" lon="-180"/>
          <node id="7" lat="90" lon="180.0">
            <tag v="A &amp; B &lt;&quot;quoted&quot;&gt; &apos;x&apos;" k="name"/>
          </node>
          <?processing instruction?>
          <node id="-3" lat="-0.0000001" lon="0.0000001">
            <tag k="note" v="line&#10;break"/>
            <tag k="name:ru" v="&#x423;&#1083;ица"/>
          </node>
          <way id="10">
            <nd ref="1"/><nd ref="2"/><nd ref="5000000000"/><nd ref="1"/>
            <tag k="highway" v="residential"/>
            <tag k="name" v="Rue Grimaldi"/>
          </way>
          <way id="9"><nd ref="7"/><nd ref="-3"/></way>
          <way id="4000000000"><nd ref="2" /><nd ref = "7"/><tag k="oneway" v="yes"></tag></way>
          <unknown a="b"><tag k="ignored" v="outside entities"/></unknown>
          <relation id="100">
            <member type="way" ref="10" role="from"/>
            <member type="node" ref="2" role="via"/>
            <member type="way" ref="9" role="to"/>
            <tag k="type" v="restriction"/>
            <tag k="restriction" v="no_left_turn"/>
          </relation>
          <relation id="3"><member type="relation" ref="100"/><tag k="type" v="collection"/></relation>
          <changeset id="1"><tag k="comment" v="not an entity"/></changeset>
        </osm>
        """
}
