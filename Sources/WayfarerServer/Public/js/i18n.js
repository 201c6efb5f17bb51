// The interface's words in English and Ukrainian: `t(key, values)` gives the current language's text, with
// {name} placeholders filled; `setLanguage` switches it and rewrites the page's fixed labels. The directions'
// language (the Language setting) is the interface's.

const TEXT = {
  en: {
    'unit.m': 'm', 'unit.km': 'km', 'unit.s': 's', 'unit.min': 'min', 'unit.h': 'h',
    'search.placeholder': 'Search places and streets', 'search.none': 'Nothing found',
    'kind.city': 'city', 'kind.town': 'town', 'kind.village': 'village', 'kind.suburb': 'suburb', 'kind.hamlet': 'hamlet',
    'kind.neighbourhood': 'neighbourhood', 'kind.street': 'street',
    'stops.empty': 'Click the map or search to add stops.', 'stops.count': '{n} stops.', 'stops.one': '1 stop — add at least one more to route.',
    'stop.label': 'Stop {n}', 'stop.remove': 'Remove stop {n}', 'stop.up': 'Move stop {n} up', 'stop.down': 'Move stop {n} down',
    'stop.unnamed': 'unnamed road', 'stop.noRoad': 'no road nearby',
    'barrier.point': 'Barrier {n}: circle of {radius}', 'barrier.polygon': 'Barrier {n}: polygon of {count} points', 'barrier.remove': 'Remove barrier {n}',
    'route.summary': '{distance} · {duration} · {n} stops', 'routing.of': '{elapsed} of {budget}', 'routing.best': 'best {cost}', 'routing.stopping': 'stopping…',
    'phase.matrix': 'measuring travel times', 'phase.exact': 'exact search', 'phase.construction': 'first tour', 'phase.localSearch': 'improving the tour',
    'phase.iteratedLocalSearch': 'trying bigger changes', 'phase.genetic': 'combining tours', 'phase.done': 'done',
    'timeline.workers': 'all workers', 'timeline.worker': 'worker {n}', 'timeline.summary': '· {n} improvements · best {cost}',
    'timeline.hover': '{time} · {cost} · {phase}', 'timeline.best': 'best cost', 'polygon.short': 'A polygon barrier needs at least three points: click the map to add them, then Finish.',
    // Fixed labels (the selectors are in LABELS).
    'ui.stops': 'Stops', 'ui.barriers': 'Barriers', 'ui.route': 'Route', 'ui.trip': 'Trip', 'ui.settings': 'Settings', 'ui.profile': 'Profile',
    'ui.best': 'Find best sequence', 'ui.first': 'Preserve first stop', 'ui.last': 'Preserve last stop', 'ui.round': 'Round trip',
    'ui.metric': 'Optimize for', 'ui.time': 'Time', 'ui.distance': 'Distance', 'ui.limit': 'Time limit (s)', 'ui.language': 'Language',
    'ui.clearStops': 'Clear stops', 'ui.clearBarriers': 'Clear barriers', 'ui.routeTitle': 'Route', 'ui.timeline': 'Search timeline',
    'ui.shape': 'Shape', 'ui.pointShape': 'Point with radius', 'ui.polygonShape': 'Polygon', 'ui.radius': 'Radius (m)', 'ui.finish': 'Finish polygon',
    'ui.dismiss': 'Dismiss', 'ui.stop': 'Stop', 'ui.routing': 'Routing…', 'ui.tour': 'Walking tour',
    'ui.isochrone': 'Reachable area', 'ui.minutes': 'Minutes', 'ui.pick': 'Pick start', 'ui.clear': 'Clear',
    'isochrone.pick': 'Click the map where to start.', 'isochrone.shown': 'Reachable within {minutes} min.', 'isochrone.title': 'Within {minutes} min',
  },
  uk: {
    'unit.m': 'м', 'unit.km': 'км', 'unit.s': 'с', 'unit.min': 'хв', 'unit.h': 'год',
    'search.placeholder': 'Пошук місць і вулиць', 'search.none': 'Нічого не знайдено',
    'kind.city': 'місто', 'kind.town': 'містечко', 'kind.village': 'село', 'kind.suburb': 'район', 'kind.hamlet': 'хутір',
    'kind.neighbourhood': 'квартал', 'kind.street': 'вулиця',
    'stops.empty': 'Клацніть на мапі або знайдіть місце, щоб додати зупинки.', 'stops.count': 'Зупинок: {n}.', 'stops.one': '1 зупинка — додайте ще хоча б одну.',
    'stop.label': 'Зупинка {n}', 'stop.remove': 'Вилучити зупинку {n}', 'stop.up': 'Зупинку {n} вище', 'stop.down': 'Зупинку {n} нижче',
    'stop.unnamed': 'дорога без назви', 'stop.noRoad': 'поруч немає дороги',
    'barrier.point': 'Перешкода {n}: коло {radius}', 'barrier.polygon': 'Перешкода {n}: багатокутник з {count} точок', 'barrier.remove': 'Вилучити перешкоду {n}',
    'route.summary': '{distance} · {duration} · зупинок: {n}', 'routing.of': '{elapsed} з {budget}', 'routing.best': 'найкраще {cost}', 'routing.stopping': 'зупиняю…',
    'phase.matrix': 'вимірюю час у дорозі', 'phase.exact': 'точний пошук', 'phase.construction': 'перший маршрут', 'phase.localSearch': 'покращую маршрут',
    'phase.iteratedLocalSearch': 'пробую більші зміни', 'phase.genetic': 'поєдную маршрути', 'phase.done': 'готово',
    'timeline.workers': 'усі потоки', 'timeline.worker': 'потік {n}', 'timeline.summary': '· покращень: {n} · найкраще {cost}',
    'timeline.hover': '{time} · {cost} · {phase}', 'timeline.best': 'найкраща вартість', 'polygon.short': 'Багатокутна перешкода потребує щонайменше трьох точок: клацніть на мапі, тоді «Завершити».',
    'ui.stops': 'Зупинки', 'ui.barriers': 'Перешкоди', 'ui.route': 'Маршрут', 'ui.trip': 'Поїздка', 'ui.settings': 'Налаштування', 'ui.profile': 'Профіль',
    'ui.best': 'Найкращий порядок', 'ui.first': 'Перша зупинка на місці', 'ui.last': 'Остання зупинка на місці', 'ui.round': 'Повернутися на початок',
    'ui.metric': 'Оптимізувати', 'ui.time': 'Час', 'ui.distance': 'Відстань', 'ui.limit': 'Ліміт часу (с)', 'ui.language': 'Мова',
    'ui.clearStops': 'Прибрати зупинки', 'ui.clearBarriers': 'Прибрати перешкоди', 'ui.routeTitle': 'Маршрут', 'ui.timeline': 'Хронологія пошуку',
    'ui.shape': 'Форма', 'ui.pointShape': 'Точка з радіусом', 'ui.polygonShape': 'Багатокутник', 'ui.radius': 'Радіус (м)', 'ui.finish': 'Завершити',
    'ui.dismiss': 'Закрити', 'ui.stop': 'Зупинити', 'ui.routing': 'Прокладаю маршрут…', 'ui.tour': 'Пішохідна екскурсія',
    'ui.isochrone': 'Зона досяжності', 'ui.minutes': 'Хвилини', 'ui.pick': 'Обрати початок', 'ui.clear': 'Прибрати',
    'isochrone.pick': 'Клацніть на мапі, звідки почати.', 'isochrone.shown': 'Досяжно за {minutes} хв.', 'isochrone.title': 'За {minutes} хв',
  },
};

// The page's fixed labels: selector → key (the text node right inside the element is replaced, inputs keep theirs).
const LABELS = {
  '#mode-stops': 'ui.stops', '#mode-barriers': 'ui.barriers', '#route': 'ui.route', '#trip-title': 'ui.trip', '#settings-title': 'ui.settings',
  '#profile-label': 'ui.profile', '#best-label': 'ui.best', '#first-label': 'ui.first', '#last-label': 'ui.last', '#round-label': 'ui.round',
  '#metric-label': 'ui.metric', '#metric option[value="time"]': 'ui.time', '#metric option[value="distance"]': 'ui.distance',
  '#limit-label': 'ui.limit', '#language-label': 'ui.language', '#clear-stops': 'ui.clearStops', '#clear-barriers': 'ui.clearBarriers',
  '#result-title': 'ui.routeTitle', '#timeline-title': 'ui.timeline', '#shape-label': 'ui.shape', '#barrier-shape option[value="point"]': 'ui.pointShape',
  '#barrier-shape option[value="polygon"]': 'ui.polygonShape', '#radius-label': 'ui.radius', '#finish-polygon': 'ui.finish',
  '#message-close': 'ui.dismiss', '#routing-cancel': 'ui.stop', '#routing-title': 'ui.routing', '#tour-title': 'ui.tour',
  '#isochrone-title': 'ui.isochrone', '#isochrone-minutes-label': 'ui.minutes', '#isochrone-pick': 'ui.pick', '#isochrone-clear': 'ui.clear',
};

let language = 'en';
const listeners = [];

/** The current language's text for `key`, with `{name}` replaced from `values`. */
export function t(key, values = {}) {
  const text = TEXT[language][key] ?? TEXT.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
}

/** A settlement kind or `street` in the current language (other kinds, i.e. place categories, as they are). */
export function kindName(kind) {
  return TEXT[language][`kind.${kind}`] ?? TEXT.en[`kind.${kind}`] ?? kind;
}

export function currentLanguage() { return language; }

/** Calls `listener` after every language change. */
export function onLanguageChange(listener) { listeners.push(listener); }

/** Switches the interface to `code` ('en' or 'uk') and rewrites the fixed labels. */
export function setLanguage(code) {
  language = TEXT[code] ? code : 'en';
  document.documentElement.lang = language;
  for (const [selector, key] of Object.entries(LABELS)) {
    const element = document.querySelector(selector);
    if (!element) continue;
    const node = [...element.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    if (node) node.textContent = `${t(key)} `; else element.textContent = t(key);
  }
  const search = document.getElementById('search');
  if (search) search.placeholder = t('search.placeholder');
  for (const listener of listeners) listener(language);
}
