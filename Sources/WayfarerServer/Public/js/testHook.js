// window.wayfarer: a small hook for browser tests to measure the page (and to set the view).

export function installTestHook({ map, basemap, routePanel, timeline, network, state, tourPanel, placesLayer, tripView, isochrones, alternatives }) {
  const frames = { running: false, last: 0, max: 0, count: 0, intervals: [] };
  const probe = (now) => {
    if (!frames.running) return;
    if (frames.last) {
      frames.max = Math.max(frames.max, now - frames.last);
      frames.intervals.push(now - frames.last);
    }
    frames.last = now;
    frames.count += 1;
    requestAnimationFrame(probe);
  };
  window.wayfarer = Object.freeze({
    ready: true,
    /** Live redraws drawn and improvements received in the current or last search. */
    get redraws() { return routePanel.live.redraws; },
    get improvements() { return routePanel.live.received; },
    get timelineCircles() { return timeline.circleCount; },
    /** The seconds the timeline's axis spans; when the last search ended as the timeline was told (0 before), and its latest event. */
    get timelineSpan() { return timeline.span ?? null; },
    get searchEnded() { return timeline.ended; },
    get lastEventSeconds() { return timeline.events.reduce((m, e) => Math.max(m, e.elapsed ?? 0), 0); },
    get networkRequests() { return network?.requests ?? 0; },
    get stops() { return state.stops.map((s) => s.lonLat); },
    /** The stops' names as listed (null while the nearest street is asked for). */
    get stopNames() { return state.stops.map((s) => s.name ?? null); },
    get barrierCount() { return state.barriers.length; },
    /** Alternative routes drawn besides the route shown. */
    get alternatives() { return alternatives?.count ?? 0; },
    /** Shows alternative `index` (0: the best route) as a click on it does. */
    selectAlternative: (index) => alternatives?.select(index),
    /** The distance of the route shown, metres. */
    get routeDistance() { return routePanel.result?.route.distance ?? null; },
    /** Reachable-area contours drawn. */
    get isochrones() { return isochrones?.count ?? 0; },
    /** The stops the last failure was about (0-based), marked on the map and in the list. */
    get problems() { return [...state.problems]; },
    get busy() { return routePanel.busy; },
    get routeDrawn() { return routePanel.result !== null; },
    /** The finished route's [lon, lat] positions. */
    get routeCoordinates() { return routePanel.result?.route.geometry?.coordinates ?? []; },
    /** Milliseconds from navigation start to the first frame showing the map's streets: basemap tiles, or the
     *  network layer on a map without them (null until then). */
    get firstPaint() { return basemap.firstPaintAt ?? network?.firstPaintAt ?? null; },
    /** The basemap's colour at [lon, lat] (#rrggbb), and the distinct colours on a 24 × 24 grid over a box. */
    pixel: (lon, lat) => basemap.colorAt([lon, lat]),
    pixels: ([w, s, e, n]) => {
      const colors = new Set();
      for (let i = 0; i < 24; i += 1) for (let j = 0; j < 24; j += 1) colors.add(basemap.colorAt([w + ((e - w) * i) / 23, s + ((n - s) * j) / 23]));
      return [...colors];
    },
    /** The basemap: the tile zoom drawn, tiles painted, waiting and failed. */
    get basemap() { return { zoom: basemap.zoom, ...basemap.counts }; },
    /** The walking tour card (null without places): its state and what it drew. */
    get tour() {
      if (!tourPanel) return null;
      return {
        open: tourPanel.open,
        busy: tourPanel.busy,
        start: tourPanel.start,
        /** The search radius the next tour will ask for, metres. */
        radius: tourPanel.radius,
        placesDrawn: placesLayer.count,
        categoriesDrawn: placesLayer.categories,
        tourDrawn: tourPanel.result !== null,
        tourCoordinates: tourPanel.result?.route.geometry?.coordinates ?? [],
        distance: tourPanel.result?.summary?.distance ?? null,
        /** Candidate orders received while the tour was planned, and those drawn (at most one per frame). */
        liveReceived: tourPanel.live.received,
        liveRedraws: tourPanel.live.redraws,
        listed: document.querySelectorAll('#tour-places li').length,
      };
    },
    /** Whether the map is moving (an animation or a gesture under way). */
    get moving() { return map.isMoving; },
    /** The current view transform: scale k and translation x, y in pixels. */
    view: () => ({ ...map.view }),
    /** The visible [west, south, east, north]. */
    visibleBounds: () => map.visibleBounds(),
    /** Chooses (or unchooses) a built-in city by id, as a click on it does. */
    chooseCity: (id) => tripView?.toggle(id),
    /** Centres [lon, lat] at web-map zoom `zoom`, at once. */
    centerOn: (lon, lat, zoom) => map.centerOn([lon, lat], zoom),
    /** Shows [west, south, east, north] at once. */
    fitBounds: (bounds) => map.fitBounds(bounds, { animate: false }),
    /** Screen position (relative to the map's SVG) of [lon, lat], for clicking places. */
    toScreen: (lon, lat) => map.toScreen([lon, lat]),
    mapRect: () => { const r = map.svg.getBoundingClientRect(); return { left: r.left, top: r.top, width: r.width, height: r.height }; },
    /** Measures animation frames: start, then stop returns { count, maxMs } (the longest frame interval). */
    startFrameProbe() { Object.assign(frames, { running: true, last: 0, max: 0, count: 0, intervals: [] }); requestAnimationFrame(probe); },
    stopFrameProbe() {
      frames.running = false;
      const sorted = [...frames.intervals].sort((a, b) => a - b);
      return { count: frames.count, maxMs: frames.max, medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0, p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? 0 };
    },
  });
}
