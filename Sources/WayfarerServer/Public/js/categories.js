// The six kinds of place a walking tour mixes (seed 002), in the server's order, each with its colour on the
// map and in the legend.

export const CATEGORIES = [
  { id: 'attraction', label: 'Attraction', colour: '#e03131' },
  { id: 'museum', label: 'Museum', colour: '#7048e8' },
  { id: 'park', label: 'Park', colour: '#2b8a3e' },
  { id: 'restaurant', label: 'Restaurant', colour: '#c2255c' },
  { id: 'cultural', label: 'Cultural', colour: '#1971c2' },
  { id: 'shopping', label: 'Shopping', colour: '#f08c00' },
];

const BY_ID = new Map(CATEGORIES.map((c) => [c.id, c]));

/** The colour of a category ('#868e96' for one this page does not know). */
export function colourOf(category) {
  return BY_ID.get(category)?.colour ?? '#868e96';
}

/** The label of a category. */
export function labelOf(category) {
  return BY_ID.get(category)?.label ?? category;
}
