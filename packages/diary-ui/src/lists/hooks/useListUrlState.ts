import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentDiary } from '@dd/shell-kit';
import { TAG_FILTER_PARAM, tagFilterFromSearchParams } from '../../tags/model/tagFilter';
import {
  listFilterOf,
  listParamsWithFilter,
  listSearchParams,
  listParamsIn,
  type DiaryListParams,
  type ListFilter,
} from '../model/listParams';

export const SEARCH_DEBOUNCE_MS = 300;

const asUrlText = (text: string) => (text.trim() === '' ? '' : text);

/** `current` with its filter and search replaced by `params`; other parameters (e.g. `tag`) stay. */
function withListParams(current: URLSearchParams, params: DiaryListParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('filter');
  next.delete('q');
  for (const [key, value] of listSearchParams(params)) next.set(key, value);
  return next;
}

/**
 * A list page's filter, search and tag kept in the URL (`?filter=&q=&tag=`),
 * so refresh and Back restore them. The search box answers every key at once;
 * the URL (and with it the query) follows 300 ms after typing stops, replacing
 * the history entry. A filter change, and clearing the tag, is a new history
 * entry. Other parameters of the URL are kept.
 */
export function useListUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { diaryId } = useCurrentDiary();
  const params = listParamsIn(searchParams, diaryId);
  const tagId = tagFilterFromSearchParams(searchParams);
  const [searchText, setSearchText] = useState(params.q);
  const [adoptedQ, setAdoptedQ] = useState(params.q);

  // Back/Forward (or a link) changed the URL: the box shows its search.
  if (params.q !== adoptedQ) {
    setAdoptedQ(params.q);
    setSearchText(params.q);
  }

  const pendingQ = asUrlText(searchText);
  const filter = listFilterOf(params);
  useEffect(() => {
    if (pendingQ === params.q) return;
    const timer = setTimeout(() => {
      setAdoptedQ(pendingQ);
      setSearchParams(
        (current) => withListParams(current, listParamsWithFilter(filter, pendingQ)),
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pendingQ, params.q, filter, setSearchParams]);

  const setFilter = (next: ListFilter) => {
    setAdoptedQ(pendingQ);
    setSearchParams((current) => withListParams(current, listParamsWithFilter(next, pendingQ)));
  };

  /** Narrows the list to a tag (null: any tag), as a new history entry. */
  const setTagFilter = (nextTagId: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (nextTagId) next.set(TAG_FILTER_PARAM, nextTagId);
      else next.delete(TAG_FILTER_PARAM);
      return next;
    });
  const clearTagFilter = () => setTagFilter(null);

  return {
    /** What the list shows: the URL's filter and search, in the current diary. */
    params: params satisfies DiaryListParams,
    /** The filter chip pressed. */
    filter,
    /** The tag the list is narrowed to (`?tag=`: a tag chip, the Tags page, the tag filter), or null. */
    tagId,
    searchText,
    setSearchText,
    setFilter,
    setTagFilter,
    clearTagFilter,
  };
}
