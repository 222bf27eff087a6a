import { useQuery } from '@tanstack/react-query';
import { nearbyQuery } from '../api/listingsApi';
import type { NearbyCause } from '../model/nearbyMessages';
import type { Coordinates } from '../model/places';
import type { NearbyFilters } from '../model/queries';
import { nearbyResultsView, type ResultsView } from '../model/results';

const NOWHERE: Coordinates = { latitude: 0, longitude: 0 };

/** The nearby listings around `centre` with the applied filters, as a results view (product spec §4). */
export function useNearbyResults(
  centre: Coordinates | null,
  filters: NearbyFilters,
  { enabled, cause }: { enabled: boolean; cause: NearbyCause },
): { view: ResultsView; refetch: () => void } {
  const query = useQuery({
    ...nearbyQuery(centre ?? NOWHERE, filters),
    enabled: enabled && centre !== null,
  });
  return {
    view: nearbyResultsView(
      // A retry after an error shows as loading again, not as the old error.
      query.status === 'error' && query.isFetching ? { ...query, status: 'pending' } : query,
      cause,
    ),
    refetch: () => void query.refetch(),
  };
}
