import { useSearchParams } from 'react-router';
import { readListView, withListView, type ListView } from '../model/listView';

/**
 * The list's view kept in the URL (`?view=map`) beside its filter, search and
 * tag, so refresh, Back and a shared link show the same view. Switching is a
 * new history entry.
 */
export function useListView(): [ListView, (view: ListView) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readListView(searchParams);
  const setView = (next: ListView) => {
    if (next !== view) setSearchParams((current) => withListView(current, next));
  };
  return [view, setView];
}
