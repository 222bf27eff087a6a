import { queryOptions } from '@tanstack/react-query';
import type {
  YelpAutocompleteResponse,
  YelpBusinessDetails,
  YelpSearchResponse,
} from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';

export type YelpSearchParams = { term: string; location: string };

export const yelpKeys = {
  all: ['yelp'] as const,
  autocomplete: (text: string) => [...yelpKeys.all, 'autocomplete', text] as const,
  search: (params: YelpSearchParams) => [...yelpKeys.all, 'search', params] as const,
  business: (id: string) => [...yelpKeys.all, 'business', id] as const,
};

/** GET /api/yelp/autocomplete?text=…: suggested businesses (id and name only). */
export function yelpAutocompleteQuery(text: string) {
  return queryOptions({
    queryKey: yelpKeys.autocomplete(text),
    queryFn: ({ signal }) =>
      apiRequest<YelpAutocompleteResponse>(
        `/api/yelp/autocomplete?${new URLSearchParams({ text })}`,
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/yelp/search?term=&location=: businesses matching a name near a place. */
export function yelpSearchQuery(params: YelpSearchParams) {
  return queryOptions({
    queryKey: yelpKeys.search(params),
    queryFn: ({ signal }) =>
      apiRequest<YelpSearchResponse>(
        `/api/yelp/search?${new URLSearchParams({ term: params.term, location: params.location })}`,
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/yelp/business/{id}: the listing's details, photos included. */
export function yelpBusinessQuery(id: string) {
  return queryOptions({
    queryKey: yelpKeys.business(id),
    queryFn: ({ signal }) =>
      apiRequest<YelpBusinessDetails>(`/api/yelp/business/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5 * 60_000,
  });
}
