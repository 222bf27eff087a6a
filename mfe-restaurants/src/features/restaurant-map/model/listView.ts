/** How /restaurants shows the list: the spec's grid (the default) or a map. */
export type ListView = 'grid' | 'map';

/** The URL parameter holding the view: `/restaurants?view=map`. */
export const LIST_VIEW_PARAM = 'view';

export const LIST_VIEWS: readonly { value: ListView; label: string }[] = [
  { value: 'grid', label: 'Grid' },
  { value: 'map', label: 'Map' },
];

/** The view a URL asks for; anything but 'map' is the grid. */
export function readListView(searchParams: URLSearchParams): ListView {
  return searchParams.get(LIST_VIEW_PARAM) === 'map' ? 'map' : 'grid';
}

/** `current` showing `view`; the grid, being the default, leaves the parameter out. Other parameters stay. */
export function withListView(current: URLSearchParams, view: ListView): URLSearchParams {
  const next = new URLSearchParams(current);
  if (view === 'map') next.set(LIST_VIEW_PARAM, 'map');
  else next.delete(LIST_VIEW_PARAM);
  return next;
}
