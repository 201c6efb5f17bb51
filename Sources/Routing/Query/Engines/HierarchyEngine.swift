import RoadNetwork

/// Plain time queries on the contraction hierarchy.
struct HierarchyEngine: PathEngine {
    let hierarchy: ContractionHierarchy

    func path(from sources: [SearchEndpoint], to targets: [SearchEndpoint]) -> EnginePath? {
        hierarchy.route(from: sources, to: targets).map {
            EnginePath(cost: $0.cost, nodes: $0.nodes, sourceIndex: $0.sourceIndex, targetIndex: $0.targetIndex)
        }
    }

    func costs(from sources: [[SearchEndpoint]], to targets: [[SearchEndpoint]]) -> [Double] {
        hierarchy.table(sources: sources, targets: targets)
    }
}
