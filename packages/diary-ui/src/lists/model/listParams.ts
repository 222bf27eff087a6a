import { isThumbsFilter, type ThumbsFilter } from '@dd/contracts/rules';

export type DiaryResource = 'restaurants' | 'meals';

/** What a list page shows: a thumbs filter and the search text as typed. */
export type DiaryListParams = { filter: ThumbsFilter; q: string };

export const DEFAULT_LIST_PARAMS: DiaryListParams = { filter: 'all', q: '' };

/** Reads `?filter=&q=` of a list page; an unknown filter reads as 'all'. */
export function parseListSearchParams(searchParams: URLSearchParams): DiaryListParams {
  const filter = searchParams.get('filter');
  return { filter: isThumbsFilter(filter) ? filter : 'all', q: searchParams.get('q') ?? '' };
}

/** The URL form of a list page's params, with the defaults (all, blank search) left out. */
export function listSearchParams({ filter, q }: DiaryListParams): URLSearchParams {
  const searchParams = new URLSearchParams();
  if (filter !== 'all') searchParams.set('filter', filter);
  if (q.trim() !== '') searchParams.set('q', q);
  return searchParams;
}

/** Whether a search narrows the list (blank text does not). */
export function isSearchActive(params: DiaryListParams): boolean {
  return params.q.trim() !== '';
}

const EMPTY_MESSAGES: Record<DiaryResource, Record<ThumbsFilter | 'search', string>> = {
  restaurants: {
    search: 'No restaurants match your search.',
    thumbsUp: 'No "would visit again" restaurants yet. Give some restaurants a thumbs up!',
    thumbsDown: 'No "would not visit again" restaurants yet. Give some restaurants a thumbs down!',
    unrated: 'No unrated restaurants. All your restaurants have been rated!',
    all: 'No restaurants added yet. Add your first restaurant!',
  },
  meals: {
    search: 'No meals match your search.',
    thumbsUp: 'No "would order again" meals yet. Give some meals a thumbs up!',
    thumbsDown: 'No "would not order again" meals yet. Give some meals a thumbs down!',
    unrated: 'No unrated meals. All your meals have been rated!',
    all: 'No meals added yet. Add your first meal!',
  },
};

/**
 * The spec's empty text of a list (product spec §2): an active search wins over the
 * filter, and a tag filter (`?tag=`) narrows the list as a search does.
 */
export function emptyListMessage(
  resource: DiaryResource,
  params: DiaryListParams,
  tagId: string | null = null,
): string {
  const messages = EMPTY_MESSAGES[resource];
  return isSearchActive(params) || tagId !== null ? messages.search : messages[params.filter];
}

export type ListFilterOption = { value: ThumbsFilter; label: string };

export const LIST_FILTERS: Record<DiaryResource, ListFilterOption[]> = {
  restaurants: [
    { value: 'all', label: 'All Restaurants' },
    { value: 'thumbsUp', label: 'Thumbs Up' },
    { value: 'thumbsDown', label: 'Thumbs Down' },
    { value: 'unrated', label: 'Unrated' },
  ],
  meals: [
    { value: 'all', label: 'All Meals' },
    { value: 'thumbsUp', label: 'Thumbs Up' },
    { value: 'thumbsDown', label: 'Thumbs Down' },
    { value: 'unrated', label: 'No Rating' },
  ],
};

/** A list page's own texts (product spec §2, §8). */
export type ListTexts = {
  loading: string;
  loadError: string;
  searchPlaceholder: string;
  searchLabel: string;
  add: string;
  addPath: string;
};

export const LIST_TEXTS: Record<DiaryResource, ListTexts> = {
  restaurants: {
    loading: 'Loading restaurants...',
    loadError: 'Failed to load restaurants',
    searchPlaceholder: 'Search restaurants...',
    searchLabel: 'Search restaurants',
    add: 'Add Restaurant',
    addPath: '/restaurants/new',
  },
  meals: {
    loading: 'Loading meals...',
    loadError: 'Failed to load meals',
    searchPlaceholder: 'Search meals...',
    searchLabel: 'Search meals',
    add: 'Add Meal',
    addPath: '/meals/new',
  },
};
