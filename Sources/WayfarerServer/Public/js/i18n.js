// The interface's words in English and Ukrainian: `t(key, values)` gives the current language's text, with
// {name} placeholders filled; `setLanguage` switches it and rewrites the page's fixed labels. The directions'
// language (the Language setting) is the interface's.

const TEXT = {
  en: {
    'unit.m': 'm', 'unit.km': 'km', 'unit.s': 's', 'unit.min': 'min', 'unit.h': 'h',
    'search.placeholder': 'Search places and streets', 'search.none': 'Nothing found',
    'kind.city': 'city', 'kind.town': 'town', 'kind.village': 'village', 'kind.suburb': 'suburb', 'kind.hamlet': 'hamlet',
    'kind.neighbourhood': 'neighbourhood', 'kind.street': 'street',
    'stops.empty': 'Click the map or search to add stops.', 'stops.count': '{n} stops.', 'stops.single': '1 stop — add at least one more to route.',
    'stop.label': 'Stop {n}', 'stop.remove': 'Remove stop {n}', 'stop.up': 'Move stop {n} up', 'stop.down': 'Move stop {n} down',
    'stop.unnamed': 'unnamed road', 'stop.noRoad': 'no road nearby',
    'barrier.point': 'Barrier {n}: circle of {radius}', 'barrier.polygon': 'Barrier {n}: polygon of {count} points', 'barrier.remove': 'Remove barrier {n}',
    'route.summary': '{distance} · {duration} · {n} stops', 'routing.of': '{elapsed} of {budget}', 'routing.best': 'best {cost}', 'routing.stopping': 'stopping…',
    'job.queued': 'in the queue: waiting for other searches to end…',
    'phase.matrix': 'measuring travel times', 'phase.exact': 'exact search', 'phase.construction': 'first tour', 'phase.localSearch': 'improving the tour',
    'phase.iteratedLocalSearch': 'trying bigger changes', 'phase.genetic': 'combining tours', 'phase.done': 'done',
    'timeline.workers': 'all workers', 'timeline.worker': 'worker {n}', 'timeline.summary': '· {n} improvements · best {cost}',
    'timeline.summary.one': '· 1 improvement · best {cost}', 'count.places': '{n} places', 'count.places.one': '1 place',
    'count.categories': '{n} categories', 'count.categories.one': '1 category',
    'timeline.hover': '{time} · {cost} · {phase}', 'timeline.best': 'best cost', 'polygon.short': 'A polygon barrier needs at least three points: click the map to add them, then Finish.',
    'stops.outside': 'No stop here: it is outside this map’s streets (⤢ shows the area they cover).',
    // Fixed labels (the selectors are in LABELS).
    'ui.stops': 'Stops', 'ui.barriers': 'Barriers', 'ui.route': 'Route', 'ui.trip': 'Trip', 'ui.settings': 'Settings', 'ui.profile': 'Profile',
    'ui.best': 'Find best sequence', 'ui.first': 'Preserve first stop', 'ui.last': 'Preserve last stop', 'ui.round': 'Round trip',
    'ui.metric': 'Optimize for', 'ui.time': 'Time', 'ui.distance': 'Distance', 'ui.limit': 'Time limit (s)', 'ui.language': 'Language',
    'ui.clearStops': 'Clear stops', 'ui.clearBarriers': 'Clear barriers', 'ui.routeTitle': 'Route', 'ui.timeline': 'Search timeline',
    'ui.shape': 'Shape', 'ui.pointShape': 'Point with radius', 'ui.polygonShape': 'Polygon', 'ui.radius': 'Radius (m)', 'ui.finish': 'Finish polygon',
    'ui.dismiss': 'Dismiss', 'ui.stop': 'Stop', 'ui.routing': 'Routing…', 'ui.tour': 'Walking tour',
    'alternative.title': 'Alternative: {distance} · {duration} — click to take it',
    'route.none': 'The search ended without a route.', 'route.cancelled': 'Routing was cancelled.',
    'route.changed': 'The trip changed while routing, so that search was stopped. Press Route to plan the trip as it is now.',
    'route.orderKept': '“Find best sequence” is off: the stops go in the order you set.',
    'help.title': 'Using the map', 'help.text': 'Drag to pan; wheel, pinch or the + / − buttons to zoom. Search or click to add a stop (drag it to move it; the Trip card reorders and removes stops) or, in Barriers mode, a point barrier with the radius set or a polygon, point by point (double-click or a click on its first point closes it). On the Ukraine map, click cities to choose the trip. Click a country outside the street network to zoom to it; click it again to zoom back. The address keeps the trip: share it.',
    'help.keys': 'Keys', 'key.search': 'Search', 'key.route': 'Route', 'key.mode': 'Stops / Barriers mode', 'key.delete': 'Remove the selected barrier',
    'key.escape': 'Cancel routing, close a message, drop an unfinished polygon', 'key.zoom': 'Zoom in / out', 'key.fit': 'Fit everything', 'key.help': 'This help',
    'ui.panel': 'Panel', 'ui.exportGeoJSON': 'Export GeoJSON', 'ui.exportGPX': 'Export GPX', 'ui.tourStart': 'Pick a start, then plan a walk through varied places nearby.',
    'ui.planTour': 'Plan tour', 'ui.tourStops': 'Stops', 'ui.tourRadius': 'Radius (m)', 'ui.tourMax': 'Max distance (m)', 'ui.tourTarget': 'Target distance (m)',
    'ui.categories': 'Categories', 'ui.showPlaces': 'Show the places in view', 'ui.cities': 'Click cities to choose the trip.',
    'tour.noFoot': 'This map has points of interest but no foot profile: walking tours cannot be planned.', 'tour.picking': 'Click the map…',
    'tour.start': 'Start: {lon}, {lat}', 'tour.noCategory': 'Choose at least one category of places.', 'tour.choosing': 'Choosing places…',
    'tour.round': 'Round {round}: ordering {count} places…', 'tour.best': 'Best walk so far {distance} · {phase}', 'tour.dropping': '{distance} is too long: dropping {name}', 'tour.replacing': '{distance} is too long: {replacement} instead of {name}',
    'tour.chose': 'Chose {count} of {reachable} reachable places…',
    'tour.fewer': 'Only {count} of the {asked} places asked: {candidates} in these categories within the radius, {reachable} of them within walking reach. Try a larger radius or more categories.', 'tour.noRoute': 'The tour ended without a route.', 'tour.cancelled': 'Planning was cancelled.', 'tour.stoppedBest': 'Stopped: the best tour found until then.',
    'tour.place': '{category} · score {score} · {distance} walk', 'tour.saving': ' · {percent} % shorter than the order chosen', 'tour.proven': ' (proven best order)',
    'tour.summary': '{distance} · {duration} · {places}, {categories}', 'directions.leg': 'leg {n}', 'directions.train': 'train', 'directions.pushing': 'walk the bike',
    'advice.NoSegment': 'A stop is too far from any road. Move it closer to a street.',
    'advice.NoRoute': 'Some stops cannot be reached from the others (a barrier or one-way streets may cut them off). Move the stop or remove a barrier.',
    'advice.NoTrips': 'No trip connects all the stops. Move or remove the stop that is cut off, or remove a barrier.',
    'advice.InvalidQuery': 'The request was not accepted. Check the settings and the stops.', 'advice.InvalidOptions': 'An option is out of range. Check the settings.',
    'advice.TooBig': 'This is over a limit of the server: use fewer stops or barriers, or a shorter time limit.',
    'advice.Network': 'Cannot reach the Wayfarer server. Check that `wayfarer serve` is still running, then try again.',
    'advice.NotFound': 'The job is no longer known to the server. Press Route again.',
    'advice.NoPlaces': 'No points of interest fit. Try a larger radius, more categories, or another start.', 'advice.unknown': 'Something went wrong.',
    'ui.isochrone': 'Reachable area', 'ui.minutes': 'Minutes', 'ui.pick': 'Pick start', 'ui.clear': 'Clear',
    'isochrone.pick': 'Click the map where to start.', 'isochrone.shown': 'Reachable within {minutes} min.', 'isochrone.title': 'Within {minutes} min',
  },
  uk: {
    'unit.m': 'м', 'unit.km': 'км', 'unit.s': 'с', 'unit.min': 'хв', 'unit.h': 'год',
    'search.placeholder': 'Пошук місць і вулиць', 'search.none': 'Нічого не знайдено',
    'kind.city': 'місто', 'kind.town': 'містечко', 'kind.village': 'село', 'kind.suburb': 'район', 'kind.hamlet': 'хутір',
    'kind.neighbourhood': 'квартал', 'kind.street': 'вулиця',
    'stops.empty': 'Клацніть на мапі або знайдіть місце, щоб додати зупинки.', 'stops.count': 'Зупинок: {n}.', 'stops.single': '1 зупинка — додайте ще хоча б одну.',
    'stop.label': 'Зупинка {n}', 'stop.remove': 'Вилучити зупинку {n}', 'stop.up': 'Зупинку {n} вище', 'stop.down': 'Зупинку {n} нижче',
    'stop.unnamed': 'дорога без назви', 'stop.noRoad': 'поруч немає дороги',
    'barrier.point': 'Перешкода {n}: коло {radius}', 'barrier.polygon': 'Перешкода {n}: багатокутник з {count} точок', 'barrier.remove': 'Вилучити перешкоду {n}',
    'route.summary': '{distance} · {duration} · зупинок: {n}', 'routing.of': '{elapsed} з {budget}', 'routing.best': 'найкраще {cost}', 'routing.stopping': 'зупиняю…',
    'job.queued': 'у черзі: чекаю, доки завершаться інші пошуки…',
    'phase.matrix': 'вимірюю час у дорозі', 'phase.exact': 'точний пошук', 'phase.construction': 'перший маршрут', 'phase.localSearch': 'покращую маршрут',
    'phase.iteratedLocalSearch': 'пробую більші зміни', 'phase.genetic': 'поєдную маршрути', 'phase.done': 'готово',
    'timeline.workers': 'усі потоки', 'timeline.worker': 'потік {n}', 'timeline.summary': '· покращень: {n} · найкраще {cost}',
    'count.places': 'місць: {n}', 'count.categories': 'категорій: {n}',
    'timeline.hover': '{time} · {cost} · {phase}', 'timeline.best': 'найкраща вартість', 'polygon.short': 'Багатокутна перешкода потребує щонайменше трьох точок: клацніть на мапі, тоді «Завершити».',
    'stops.outside': 'Тут зупинки немає: місце поза вулицями цієї мапи (⤢ показує область, яку вони вкривають).',
    'ui.stops': 'Зупинки', 'ui.barriers': 'Перешкоди', 'ui.route': 'Маршрут', 'ui.trip': 'Поїздка', 'ui.settings': 'Налаштування', 'ui.profile': 'Профіль',
    'ui.best': 'Найкращий порядок', 'ui.first': 'Перша зупинка на місці', 'ui.last': 'Остання зупинка на місці', 'ui.round': 'Повернутися на початок',
    'ui.metric': 'Оптимізувати', 'ui.time': 'Час', 'ui.distance': 'Відстань', 'ui.limit': 'Ліміт часу (с)', 'ui.language': 'Мова',
    'ui.clearStops': 'Прибрати зупинки', 'ui.clearBarriers': 'Прибрати перешкоди', 'ui.routeTitle': 'Маршрут', 'ui.timeline': 'Хронологія пошуку',
    'ui.shape': 'Форма', 'ui.pointShape': 'Точка з радіусом', 'ui.polygonShape': 'Багатокутник', 'ui.radius': 'Радіус (м)', 'ui.finish': 'Завершити',
    'ui.dismiss': 'Закрити', 'ui.stop': 'Зупинити', 'ui.routing': 'Прокладаю маршрут…', 'ui.tour': 'Пішохідна екскурсія',
    'alternative.title': 'Інший маршрут: {distance} · {duration} — клацніть, щоб обрати',
    'route.none': 'Пошук завершився без маршруту.', 'route.cancelled': 'Пошук маршруту скасовано.',
    'route.changed': 'Поїздка змінилася під час пошуку, тож його зупинено. Натисніть «Маршрут», щоб спланувати поїздку такою, як вона є зараз.',
    'route.orderKept': '«Найкращий порядок» вимкнено: зупинки йдуть у заданому вами порядку.',
    'help.title': 'Як користуватися мапою', 'help.text': 'Тягніть, щоб пересунути мапу; колесо, щипок або кнопки + / − змінюють масштаб. Знайдіть місце або клацніть, щоб додати зупинку (її можна перетягнути; у картці «Поїздка» зупинки переставляють і вилучають), а в режимі «Перешкоди» — перешкоду-точку заданого радіуса або багатокутник, точка за точкою (подвійне клацання або клацання на першій точці його замикає). На мапі України клацайте міста, щоб скласти поїздку. Клацніть країну поза мережею доріг, щоб наблизити її; ще одне клацання повертає назад. Адреса сторінки зберігає поїздку: нею можна поділитися.',
    'help.keys': 'Клавіші', 'key.search': 'Пошук', 'key.route': 'Маршрут', 'key.mode': 'Режим зупинок / перешкод', 'key.delete': 'Вилучити вибрану перешкоду',
    'key.escape': 'Скасувати пошук, закрити повідомлення, відкинути незавершений багатокутник', 'key.zoom': 'Наблизити / віддалити', 'key.fit': 'Показати все', 'key.help': 'Ця довідка',
    'ui.panel': 'Панель', 'ui.exportGeoJSON': 'Експорт GeoJSON', 'ui.exportGPX': 'Експорт GPX', 'ui.tourStart': 'Оберіть початок, тоді сплануйте прогулянку різними місцями поблизу.',
    'ui.planTour': 'Спланувати', 'ui.tourStops': 'Зупинки', 'ui.tourRadius': 'Радіус (м)', 'ui.tourMax': 'Найбільша відстань (м)', 'ui.tourTarget': 'Бажана відстань (м)',
    'ui.categories': 'Категорії', 'ui.showPlaces': 'Показувати місця в полі зору', 'ui.cities': 'Клацайте міста, щоб скласти поїздку.',
    'tour.noFoot': 'На цій мапі є цікаві місця, але немає пішохідного профілю: екскурсії спланувати не можна.', 'tour.picking': 'Клацніть на мапі…',
    'tour.start': 'Початок: {lon}, {lat}', 'tour.noCategory': 'Оберіть хоча б одну категорію місць.', 'tour.choosing': 'Обираю місця…',
    'tour.round': 'Раунд {round}: упорядковую місць: {count}…', 'tour.best': 'Найкоротша прогулянка досі {distance} · {phase}', 'tour.dropping': '{distance} задовго: вилучаю {name}', 'tour.replacing': '{distance} задовго: {replacement} замість {name}',
    'tour.chose': 'Обрано {count} з {reachable} досяжних місць…',
    'tour.fewer': 'Лише {count} з {asked} бажаних місць: у цих категоріях у межах радіуса їх {candidates}, пішки досяжних — {reachable}. Збільште радіус або додайте категорії.', 'tour.noRoute': 'Екскурсія завершилася без маршруту.', 'tour.cancelled': 'Планування скасовано.', 'tour.stoppedBest': 'Зупинено: найкраща екскурсія, знайдена досі.',
    'tour.place': '{category} · оцінка {score} · {distance} пішки', 'tour.saving': ' · на {percent} % коротше за порядок вибору', 'tour.proven': ' (доведено найкращий порядок)',
    'tour.summary': '{distance} · {duration} · {places}, {categories}', 'directions.leg': 'відрізок {n}', 'directions.train': 'потяг', 'directions.pushing': 'ведіть велосипед',
    'advice.NoSegment': 'Зупинка надто далеко від доріг. Перемістіть її ближче до вулиці.',
    'advice.NoRoute': 'До деяких зупинок неможливо дістатися від інших (їх можуть відрізати перешкода або односторонні вулиці). Перемістіть зупинку або приберіть перешкоду.',
    'advice.NoTrips': 'Жодна поїздка не поєднує всі зупинки. Перемістіть або вилучіть відрізану зупинку чи приберіть перешкоду.',
    'advice.InvalidQuery': 'Запит не прийнято. Перевірте налаштування та зупинки.', 'advice.InvalidOptions': 'Параметр поза межами. Перевірте налаштування.',
    'advice.TooBig': 'Це більше, ніж дозволяє сервер: менше зупинок чи перешкод або коротший час пошуку.',
    'advice.Network': 'Сервер Wayfarer недоступний. Перевірте, чи працює `wayfarer serve`, і спробуйте ще раз.',
    'advice.NotFound': 'Сервер уже не знає цього завдання. Натисніть «Маршрут» ще раз.',
    'advice.NoPlaces': 'Жодне цікаве місце не підходить. Збільште радіус, додайте категорії або оберіть інший початок.', 'advice.unknown': 'Щось пішло не так.',
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
  '#help-title': 'help.title', '#help-text': 'help.text', '#keys-title': 'help.keys', '#key-search': 'key.search', '#key-route': 'key.route',
  '#key-mode': 'key.mode', '#key-delete': 'key.delete', '#key-escape': 'key.escape', '#key-zoom': 'key.zoom', '#key-fit': 'key.fit', '#key-help': 'key.help',
  '#panel-toggle': 'ui.panel', '#export-geojson': 'ui.exportGeoJSON', '#export-gpx': 'ui.exportGPX', '#tour-plan': 'ui.planTour',
  '#tour-stops-label': 'ui.tourStops', '#tour-radius-label': 'ui.tourRadius', '#tour-max-label': 'ui.tourMax', '#tour-target-label': 'ui.tourTarget',
  '#tour-round-label': 'ui.round', '#tour-categories-title': 'ui.categories', '#tour-show-label': 'ui.showPlaces',
  '#isochrone-title': 'ui.isochrone', '#isochrone-minutes-label': 'ui.minutes', '#isochrone-pick': 'ui.pick', '#isochrone-clear': 'ui.clear',
};

let language = 'en';
const listeners = [];

/** The current language's text for `key`, with `{name}` replaced from `values` — its `.one` form, where the language
 *  has one, when `values.n` is 1 ('1 place', not '1 places'). */
export function t(key, values = {}) {
  const table = TEXT[language][key] !== undefined ? TEXT[language] : TEXT.en;
  const text = (values.n === 1 ? table[`${key}.one`] : undefined) ?? table[key] ?? key;
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
