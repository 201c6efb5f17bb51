import Geo

/// Draws a ``SolverTimeline`` (seed 003): a time axis with a tick each second, one row per worker and a
/// merged row of all workers, one circle per improvement coloured by phase, and the best cost over time as a
/// line above the rows. Every circle has a tooltip with its time and cost.
///
/// ```swift
/// let drawing = TimelineDrawing(timeline: timeline, width: 900)
/// document.append(drawing.draw(top: mapHeight))
/// ```
public struct TimelineDrawing: Sendable {
    /// The events.
    public var timeline: SolverTimeline
    /// Width in pixels.
    public var width: Double

    /// Space for row labels on the left, and the right margin.
    static let labelWidth = 76.0, rightMargin = 16.0
    /// Heights of the cost plot, of each row, and of the axis with its labels.
    static let costHeight = 70.0, rowHeight = 22.0, axisHeight = 30.0, padding = 12.0

    /// Creates the drawing.
    public init(timeline: SolverTimeline, width: Double) {
        self.timeline = timeline
        self.width = width
    }

    /// The rows: each worker, then the merged row (nil).
    var rows: [Int?] { timeline.workers.map { Optional($0) } + [nil] }

    /// Height in pixels of the whole drawing.
    public var height: Double {
        Self.padding * 2 + Self.costHeight + Double(rows.count) * Self.rowHeight + Self.axisHeight
    }

    /// The seconds the axis shows: the duration rounded up to a whole second (at least one).
    var span: Double { max(timeline.duration.rounded(.up), 1) }

    /// The x of a time in seconds.
    func x(_ seconds: Double) -> Double {
        Self.labelWidth + seconds / span * (width - Self.labelWidth - Self.rightMargin)
    }

    /// The drawing as one group, its top edge at `top` pixels.
    public func draw(top: Double) -> SVGElement {
        let rowsTop = top + Self.padding + Self.costHeight
        var children: [SVGElement] = [costLine(top: top + Self.padding)]
        for (index, worker) in rows.enumerated() {
            children.append(row(worker, centre: rowsTop + (Double(index) + 0.5) * Self.rowHeight))
        }
        children.append(axis(y: rowsTop + Double(rows.count) * Self.rowHeight + 4))
        return .group(id: "timeline", class: "timeline", children)
    }

    /// The best cost over time as a step line.
    private func costLine(top: Double) -> SVGElement {
        let costs = timeline.improvements.map(\.bestCost)
        guard let low = costs.min(), let high = costs.max() else { return .group(class: "cost-plot", []) }
        let range = max(high - low, 1e-9)
        func y(_ cost: Double) -> Double { top + 4 + (1 - (cost - low) / range) * (Self.costHeight - 12) }
        var d = PathData()
        var best = Double.infinity
        for improvement in timeline.improvements.sorted(by: { $0.elapsed < $1.elapsed }) where improvement.bestCost < best {
            let point = ProjectedPoint(x: x(improvement.elapsed), y: y(improvement.bestCost))
            if d.isEmpty { d.move(to: point) } else {
                d.line(to: ProjectedPoint(x: point.x, y: y(best)))
                d.line(to: point)
            }
            best = improvement.bestCost
        }
        d.line(to: ProjectedPoint(x: x(span), y: y(best)))
        let label = "best " + timeline.format(cost: best)
        return .group(class: "cost-plot", [
            SVGElement("path", [("class", "cost"), ("d", d.text)], children: [.title("Best cost over time")]),
            SVGElement("text", [("class", "row-label"), ("x", "4"), ("y", SVGNumber.format(top + 12))], text: label),
        ])
    }

    /// One row: a guide line, its label and its circles (`event` in a worker's row, `merged-event` in the
    /// merged row).
    private func row(_ worker: Int?, centre: Double) -> SVGElement {
        let y = SVGNumber.format(centre)
        let events = timeline.improvements.filter { worker == nil || $0.worker == worker }
        let circles = events.map { event -> SVGElement in
            let tip = "worker \(event.worker) · \(SVGNumber.format(event.elapsed)) s · cost \(timeline.format(cost: event.cost))"
                + " · best \(timeline.format(cost: event.bestCost)) · \(event.phase.rawValue)"
            return SVGElement("circle", [("class", worker == nil ? "merged-event" : "event"), ("cx", SVGNumber.format(x(event.elapsed))),
                                         ("cy", y), ("r", "4.5"), ("fill", MapStyle.color(phase: event.phase))],
                              children: [.title(tip)])
        }
        return .group(class: "row", [
            SVGElement("line", [("class", "row-line"), ("x1", SVGNumber.format(x(0))), ("x2", SVGNumber.format(x(span))),
                                ("y1", y), ("y2", y)]),
            SVGElement("text", [("class", "row-label"), ("x", "4"), ("y", SVGNumber.format(centre + 3))],
                       text: worker.map { "worker \($0)" } ?? "all workers"),
        ] + circles)
    }

    /// The time axis: a tick each second, labelled often enough not to crowd.
    private func axis(y: Double) -> SVGElement {
        let seconds = Int(span)
        let labelEvery = max(1, Int((Double(seconds) * 40 / max(width - Self.labelWidth, 1)).rounded(.up)))
        var children = [SVGElement("line", [("class", "axis"), ("x1", SVGNumber.format(x(0))), ("x2", SVGNumber.format(x(span))),
                                            ("y1", SVGNumber.format(y)), ("y2", SVGNumber.format(y))])]
        for second in 0...seconds {
            let tx = SVGNumber.format(x(Double(second)))
            children.append(SVGElement("line", [("class", "tick"), ("x1", tx), ("x2", tx), ("y1", SVGNumber.format(y)),
                                                ("y2", SVGNumber.format(y + 5))]))
            if second % labelEvery == 0 {
                children.append(SVGElement("text", [("class", "tick-label"), ("x", tx), ("y", SVGNumber.format(y + 16)),
                                                    ("text-anchor", "middle")], text: "\(second) s"))
            }
        }
        return .group(class: "axis", children)
    }
}
