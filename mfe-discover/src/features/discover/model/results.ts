import type { Listing } from './listing';
import {
  NEARBY_EMPTY_MESSAGE,
  nearbyErrorMessage,
  RESULTS_EMPTY_MESSAGE,
  type NearbyCause,
} from './nearbyMessages';

/** product spec §4 Results: loading, loaded, empty (message), or error (message, list cleared). */
export type ResultsView =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'empty'; message: string }
  | { status: 'loaded'; listings: Listing[] };

/** The results of the nearby query, as its status, data and error read. */
export function nearbyResultsView(
  query: { status: 'pending' | 'error' | 'success'; data?: Listing[]; error: unknown },
  cause: NearbyCause,
): ResultsView {
  if (query.status === 'pending') return { status: 'loading' };
  if (query.status === 'error')
    return { status: 'error', message: nearbyErrorMessage(query.error, cause) };
  const listings = query.data ?? [];
  return listings.length
    ? { status: 'loaded', listings }
    : { status: 'empty', message: NEARBY_EMPTY_MESSAGE };
}

/** The results of a text search or a picked suggestion. */
export function listResultsView(listings: readonly Listing[]): ResultsView {
  return listings.length
    ? { status: 'loaded', listings: [...listings] }
    : { status: 'empty', message: RESULTS_EMPTY_MESSAGE };
}
