import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ThumbsFilter } from '@dd/contracts';
import { listSearchParams, parseListSearchParams, type DiaryListParams } from '@dd/diary-ui';

export const SEARCH_DEBOUNCE_MS = 300;

const asUrlText = (text: string) => (text.trim() === '' ? '' : text);

/**
 * A list page's filter and search kept in the URL (`?filter=&q=`), so refresh
 * and Back restore them. The search box answers every key at once; the URL
 * (and with it the query) follows 300 ms after typing stops, replacing the
 * history entry. A filter change is a new history entry.
 */
export function useListUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseListSearchParams(searchParams);
  const [searchText, setSearchText] = useState(params.q);
  const [adoptedQ, setAdoptedQ] = useState(params.q);

  // Back/Forward (or a link) changed the URL: the box shows its search.
  if (params.q !== adoptedQ) {
    setAdoptedQ(params.q);
    setSearchText(params.q);
  }

  const pendingQ = asUrlText(searchText);
  useEffect(() => {
    if (pendingQ === params.q) return;
    const timer = setTimeout(() => {
      setAdoptedQ(pendingQ);
      setSearchParams(listSearchParams({ filter: params.filter, q: pendingQ }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pendingQ, params.q, params.filter, setSearchParams]);

  const setFilter = (filter: ThumbsFilter) => {
    setAdoptedQ(pendingQ);
    setSearchParams(listSearchParams({ filter, q: pendingQ }));
  };

  return {
    /** What the list shows: the URL's filter and search. */
    params: params satisfies DiaryListParams,
    searchText,
    setSearchText,
    setFilter,
  };
}
