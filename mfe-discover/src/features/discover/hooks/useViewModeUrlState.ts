import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ViewMode } from '../components/ResultsSection';

/**
 * Grid or map, kept in the address (`?view=map`; the grid has none), so Back
 * from a restaurant opened from the map returns to the map. A switch replaces
 * the history entry rather than adding one.
 */
export function useViewModeUrlState(): [ViewMode, (mode: ViewMode) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: ViewMode = searchParams.get('view') === 'map' ? 'map' : 'grid';
  const setMode = useCallback(
    (next: ViewMode) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'map') params.set('view', 'map');
          else params.delete('view');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [mode, setMode];
}
