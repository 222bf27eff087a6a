import { Injectable } from '@nestjs/common';
import type {
  YelpAutocompleteQuery,
  YelpAutocompleteResponse,
  YelpBusinessDetails,
  YelpNearbyQuery,
  YelpReviewsResponse,
  YelpSearchQuery,
  YelpSearchResponse,
} from '@dd/contracts';
import { RateLimitedUpstream } from './rate-limited-upstream';
import { CACHE_TTL_MS } from './yelp.constants';

/**
 * The business-listing proxy: turns each validated question into one Yelp
 * Fusion request. Callers pass only schema-checked values, and ids only reach
 * the path URI-encoded, so a user cannot steer the upstream host or path.
 */
@Injectable()
export class YelpService {
  constructor(private readonly upstream: RateLimitedUpstream) {}

  search(userId: string, query: YelpSearchQuery): Promise<YelpSearchResponse> {
    return this.upstream.get(userId, { path: '/v3/businesses/search', query }, CACHE_TTL_MS.search);
  }

  nearby(userId: string, query: YelpNearbyQuery): Promise<YelpSearchResponse> {
    return this.upstream.get(userId, { path: '/v3/businesses/search', query }, CACHE_TTL_MS.search);
  }

  autocomplete(userId: string, query: YelpAutocompleteQuery): Promise<YelpAutocompleteResponse> {
    return this.upstream.get(
      userId,
      { path: '/v3/autocomplete', query },
      CACHE_TTL_MS.autocomplete,
    );
  }

  business(userId: string, id: string): Promise<YelpBusinessDetails> {
    const path = `/v3/businesses/${encodeURIComponent(id)}`;
    return this.upstream.get(userId, { path, query: {} }, CACHE_TTL_MS.business);
  }

  reviews(userId: string, id: string): Promise<YelpReviewsResponse> {
    const path = `/v3/businesses/${encodeURIComponent(id)}/reviews`;
    return this.upstream.get(userId, { path, query: {} }, CACHE_TTL_MS.reviews);
  }
}
