import { isThumbsFilter, type ThumbsFilter } from '@dd/contracts/rules';
import { companionFromSearchParams } from '../../companions/model/companionFilter';

export type DiaryResource = 'restaurants' | 'meals';

/**
 * What a list page shows: a thumbs filter and the search text as typed; on
 * the restaurants list, `wantToGo` keeps only the places saved for later
 * (issue 45: not a thumbs filter, the API's `?wantToGo=true`); on the meals
 * list, `companion` keeps only the meals shared with one person (`?companion=`).
 */
export type DiaryListParams = {
  filter: ThumbsFilter;
  q: string;
  wantToGo?: true;
  companion?: string;
  /**
   * The diary listed (the current diary, issue 46 §4; never in the page's
   * URL); left out for the personal diary, so its requests and keys stay
   * as they were before diaries.
   */
  diaryId?: string;
};

/** The restaurants list's chip after the spec's four: places saved for later. */
export const WANT_TO_GO_FILTER = 'wantToGo';

/** What a list's filter chips choose between: a thumbs filter, or the places saved for later. */
export type ListFilter = ThumbsFilter | typeof WANT_TO_GO_FILTER;

export const DEFAULT_LIST_PARAMS: DiaryListParams = { filter: 'all', q: '' };

/** The params of a list showing `filter`, with search text `q`. */
export function listParamsWithFilter(filter: ListFilter, q: string): DiaryListParams {
  return filter === WANT_TO_GO_FILTER ? { filter: 'all', q, wantToGo: true } : { filter, q };
}

/** The chip a list's params press. */
export function listFilterOf(params: DiaryListParams): ListFilter {
  return params.wantToGo ? WANT_TO_GO_FILTER : params.filter;
}

/**
 * Reads `?filter=&q=&companion=` of a list page; an unknown filter reads as
 * 'all', a blank or too long name as none.
 */
export function parseListSearchParams(searchParams: URLSearchParams): DiaryListParams {
  const filter = searchParams.get('filter');
  const q = searchParams.get('q') ?? '';
  const companion = companionFromSearchParams(searchParams);
  const params: DiaryListParams =
    filter === WANT_TO_GO_FILTER
      ? listParamsWithFilter(filter, q)
      : { filter: isThumbsFilter(filter) ? filter : 'all', q };
  return companion ? { ...params, companion } : params;
}

/** `params` in diary `diaryId` (null: the personal diary). */
export function inDiary(params: DiaryListParams, diaryId: string | null): DiaryListParams {
  const { diaryId: _personal, ...rest } = params;
  return diaryId ? { ...rest, diaryId } : rest;
}

/** What a list page at `searchParams` shows in diary `diaryId`: its hook and its server prefetch read the same. */
export function listParamsIn(
  searchParams: URLSearchParams,
  diaryId: string | null,
): DiaryListParams {
  return inDiary(parseListSearchParams(searchParams), diaryId);
}

/** The URL form of a list page's params, with the defaults (all, blank search) left out. */
export function listSearchParams(params: DiaryListParams): URLSearchParams {
  const searchParams = new URLSearchParams();
  const filter = listFilterOf(params);
  if (filter !== 'all') searchParams.set('filter', filter);
  if (params.q.trim() !== '') searchParams.set('q', params.q);
  if (params.companion) searchParams.set('companion', params.companion);
  return searchParams;
}

/** The params as a query and its cache key read them: the search trimmed, nothing else. */
export function normalisedListParams(params: DiaryListParams): DiaryListParams {
  return {
    filter: params.filter,
    q: params.q.trim(),
    ...(params.wantToGo && { wantToGo: true }),
    ...(params.companion && { companion: params.companion }),
    ...(params.diaryId && { diaryId: params.diaryId }),
  };
}

/** Whether a search narrows the list (blank text does not). */
export function isSearchActive(params: DiaryListParams): boolean {
  return params.q.trim() !== '';
}

/** The want-to-go chip's empty text, with where places are saved from. */
export const WANT_TO_GO_EMPTY_MESSAGE =
  'No places saved for later yet. Use "Save for later" on Nearby to keep places you want to try.';

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

/** The meal list's empty text when narrowed to one person and nothing else. */
export function companionEmptyMessage(name: string): string {
  return `No meals with ${name} yet. Add ${name} under "Who you were with" when you log a meal.`;
}

/**
 * The spec's empty text of a list (product spec §2): an active search wins over the
 * filter, and a tag filter (`?tag=`) narrows the list as a search does; a
 * list of the meals with one person says how to name them on a meal.
 */
export function emptyListMessage(
  resource: DiaryResource,
  params: DiaryListParams,
  tagId: string | null = null,
): string {
  const messages = EMPTY_MESSAGES[resource];
  if (isSearchActive(params) || tagId !== null) return messages.search;
  if (params.companion)
    return params.filter === 'all' ? companionEmptyMessage(params.companion) : messages.search;
  return params.wantToGo ? WANT_TO_GO_EMPTY_MESSAGE : messages[params.filter];
}

export type ListFilterOption = { value: ListFilter; label: string };

export const LIST_FILTERS: Record<DiaryResource, ListFilterOption[]> = {
  restaurants: [
    { value: 'all', label: 'All Restaurants' },
    { value: 'thumbsUp', label: 'Thumbs Up' },
    { value: 'thumbsDown', label: 'Thumbs Down' },
    { value: 'unrated', label: 'Unrated' },
    { value: WANT_TO_GO_FILTER, label: 'Want to go' },
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
