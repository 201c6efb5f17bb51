// The page: loads what the server has (health, countries, the dataset or the street network), builds the map
// layers bottom to top, and wires clicks, buttons and keys.

import { api } from './api.js';
import { MapView } from './map.js';
import { setOrigin, boundsOf } from './projection.js';
import { CountriesLayer } from './countries.js';
import { NetworkLayer } from './network.js';
import { Basemap } from './basemap.js';
import { TripView } from './tripView.js';
import { BarriersLayer } from './barriers.js';
import { RouteLayer } from './routeLayer.js';
import { StopsLayer } from './stops.js';
import { TimelinePanel } from './timeline.js';
import { DirectionsList } from './directions.js';
import { RoutePanel } from './routePanel.js';
import { PlacesLayer } from './placesLayer.js';
import { TourPanel } from './tourPanel.js';
import { Messages } from './messages.js';
import { TripState } from './state.js';
import { bindKeys } from './keyboard.js';
import { routeGeoJSON, routeGPX, download } from './export.js';
import { installTestHook } from './testHook.js';
import { SearchBox } from './search.js';
import { StopList } from './stopList.js';
import { setLanguage, t } from './i18n.js';
import { UrlState } from './urlState.js';
import { IsochronePanel } from './isochronePanel.js';
import { AlternativesLayer } from './alternatives.js';

const $ = (id) => document.getElementById(id);

function inside(bbox, [lon, lat]) {
  return Array.isArray(bbox) && lon >= bbox[0] && lon <= bbox[2] && lat >= bbox[1] && lat <= bbox[3];
}

async function start() {
  const messages = new Messages();
  let health;
  try {
    health = await api.health();
  } catch (error) {
    messages.error(error.code, error.message);
    return;
  }
  const [countries, dataset] = await Promise.all([
    api.countries().catch(() => null),
    health.dataset ? api.dataset().catch((error) => { messages.error(error.code, error.message); return null; }) : null,
  ]);
  const outlineBounds = dataset?.outline ? boundsOf(dataset.outline) : null;
  const home = Array.isArray(health.bbox) && health.bbox.length === 4 ? health.bbox : outlineBounds ?? [-170, -60, 170, 80];
  setOrigin([(home[0] + home[2]) / 2, (home[1] + home[3]) / 2]);

  // Layers, bottom to top.
  const state = new TripState();
  const map = new MapView($('map'));
  const basemap = new Basemap(map, $('basemap'), health.tiles ?? null, countries);
  const countriesLayer = new CountriesLayer(map, $('hover-name'));
  // Streets come with the basemap's tiles; a map without them draws its network in the SVG instead.
  const network = dataset || health.tiles ? null : new NetworkLayer(map, api, (collection, error) => {
    if (error) messages.error(error.code, `The street network could not be loaded: ${error.message}`);
  });
  const tripView = dataset ? new TripView(map, state, dataset) : null;
  const barriers = new BarriersLayer(map, state);
  const routeLayer = new RouteLayer(map);
  const tourRouteLayer = health.places ? new RouteLayer(map, 'tour-') : null;
  const placesLayer = health.places ? new PlacesLayer(map) : null;
  // Draws and drags the stops; a click on a chosen city's stop unchooses the city.
  new StopsLayer(map, state, (index) => { const id = state.stops[index]?.cityId; if (id) tripView?.toggle(id); });
  const timeline = new TimelinePanel($('timeline'), $('timeline-summary'));
  const modeOf = (step) => (step.mode === 'train' ? 'train' : 'road');
  const directions = new DirectionsList($('directions'), map, routeLayer, modeOf);
  // Other routes between two stops, on street maps; a click on one shows it instead.
  let routePanel = null;
  const alternatives = dataset ? null : new AlternativesLayer(map, (route) => routePanel.show(route));
  routePanel = new RoutePanel({ map, state, routeLayer, timeline, directions, messages, modeOf, alternatives });
  // The walking tour card, when the server has points of interest.
  const tourPanel = health.places ? new TourPanel({
    map, placesLayer, routeLayer: tourRouteLayer, messages, enabled: health.places.tours === true,
    directions: new DirectionsList($('tour-directions'), map, tourRouteLayer, () => 'walk'),
  }) : null;

  // Reachable areas, where the map can route (not the built-in intercity network).
  const isochrones = dataset ? null : new IsochronePanel({ map, state, messages });
  if (!isochrones) $('isochrone-panel').hidden = true;
  new SearchBox($('search'), $('search-results'), { map, onStop: (stop) => state.addStop(stop) });
  new StopList($('stop-list'), $('barrier-list'), state, () => $('profile').value);
  $('language').addEventListener('change', () => setLanguage($('language').value));
  setLanguage($('language').value);

  routePanel.setProfiles(health.profiles ?? ['car']);
  if (dataset && (health.profiles ?? []).includes('any')) $('profile').value = 'any';
  countriesLayer.draw(countries, 'country');
  map.fitBounds(home, { animate: false, home: true });
  // A link's trip and view: applied once everything is drawn, then kept in the address as the user edits.
  new UrlState({ map, state, setLanguage, cityAt: (lonLat) => tripView?.cityAt(lonLat) ?? null }).apply();
  if (network) {
    network.refresh();
    map.on('viewend', () => network.refresh());
  }

  // Clicks: cities first, then barriers, stops inside the network, countries elsewhere (else a word on why no stop).
  // The word on a click off the streets goes once a stop is added, by a click or a search.
  state.addEventListener('stops', () => messages.dismiss('outside'));
  map.on('click', ({ lonLat, target }) => {
    if (tourPanel?.takeClick(lonLat)) return;
    if (isochrones?.takeClick(lonLat)) return;
    if (tripView?.click(target)) return;
    if (alternatives?.click(target)) return;
    if (state.mode === 'stops' && barriers.select(target)) return;
    if (state.mode === 'barriers') {
      if ($('barrier-shape').value === 'polygon') barriers.addVertex(lonLat);
      else barriers.addPoint(lonLat, Math.min(50000, Math.max(10, Number($('barrier-radius').value) || 150)));
      return;
    }
    if (!tripView && inside(health.bbox, lonLat)) { state.addStop({ lonLat }); return; }
    if (countriesLayer.click(target) || tripView) return;
    messages.show(t('stops.outside'), 'outside');
  });
  map.on('dblclick', () => {
    if (state.mode !== 'barriers' || !barriers.drawing) return;
    barriers.draft.pop(); // the double-click's second click added the closing point twice
    barriers.finish();
    $('finish-polygon').hidden = true;
  });

  // Toolbar.
  const setMode = (mode) => {
    state.setMode(mode);
    $('mode-stops').setAttribute('aria-checked', String(mode === 'stops'));
    $('mode-barriers').setAttribute('aria-checked', String(mode === 'barriers'));
    $('barrier-tools').hidden = mode !== 'barriers';
    if (mode !== 'barriers') barriers.cancelDraft();
  };
  $('mode-stops').addEventListener('click', () => setMode('stops'));
  $('mode-barriers').addEventListener('click', () => setMode('barriers'));
  const shapeChanged = () => {
    const polygon = $('barrier-shape').value === 'polygon';
    $('radius-label').hidden = polygon;
    $('finish-polygon').hidden = !polygon;
    if (!polygon) barriers.cancelDraft();
  };
  $('barrier-shape').addEventListener('change', shapeChanged);
  $('finish-polygon').addEventListener('click', () => {
    if (!barriers.finish()) messages.show(t('polygon.short'));
  });
  // Route with a polygon half drawn: close it first (or say why it cannot be), never ignore it.
  const closeDraft = () => {
    if (!barriers.drawing || barriers.finish()) return true;
    messages.show(t('polygon.short'));
    return false;
  };
  $('route').addEventListener('click', (event) => { if (!closeDraft()) event.stopImmediatePropagation(); }, true);
  $('clear-stops').addEventListener('click', () => state.clearStops());
  $('clear-barriers').addEventListener('click', () => { barriers.cancelDraft(); state.clearBarriers(); });
  $('zoom-in').addEventListener('click', () => map.zoomBy(2));
  $('zoom-out').addEventListener('click', () => map.zoomBy(0.5));
  $('zoom-fit').addEventListener('click', () => map.home());
  $('export-geojson').addEventListener('click', () => {
    if (routePanel.result) download('wayfarer-route.geojson', routeGeoJSON(routePanel.result.route, routePanel.result.stops), 'application/geo+json');
  });
  $('export-gpx').addEventListener('click', () => {
    if (routePanel.result) download('wayfarer-route.gpx', routeGPX(routePanel.result.route, routePanel.result.stops), 'application/gpx+xml');
  });
  const openPanel = (open) => {
    $('panel').classList.toggle('open', open);
    $('panel-toggle').setAttribute('aria-expanded', String(open));
  };
  $('panel-toggle').addEventListener('click', () => openPanel(!$('panel').classList.contains('open')));
  $('result-chip').addEventListener('click', () => {
    openPanel(true);
    $('result').scrollIntoView({ block: 'start' });
  });
  const toggleHelp = (show = $('help').hidden) => {
    $('help').hidden = !show;
    $('help-button').setAttribute('aria-expanded', String(show));
  };
  $('help-button').addEventListener('click', () => toggleHelp());
  if (dataset) {
    $('stop-summary').textContent = t('ui.cities');
    $('time-limit').value = '5';
  }

  bindKeys({
    route: () => { if (closeDraft()) routePanel.solve(); },
    remove: () => barriers.removeSelected(),
    search: () => $('search').focus(),
    stops: () => setMode('stops'),
    barriers: () => setMode('barriers'),
    escape: () => {
      if (tourPanel?.picking) tourPanel.setPicking(false);
      else if (isochrones?.picking) isochrones.setPicking(false);
      else if (tourPanel?.busy) tourPanel.cancel();
      else if (routePanel.busy) routePanel.cancel();
      else if (messages.visible) messages.dismiss();
      else if (barriers.drawing) barriers.cancelDraft();
      else toggleHelp(false);
    },
    zoomIn: () => map.zoomBy(2),
    zoomOut: () => map.zoomBy(0.5),
    fit: () => map.home(),
    help: () => toggleHelp(),
  });
  installTestHook({ map, basemap, routePanel, timeline, network, state, tourPanel, placesLayer, tripView, isochrones, alternatives });
}

start();
