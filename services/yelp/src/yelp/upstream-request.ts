/** A validated request to the Yelp Fusion API: a fixed path and whitelisted query values. */
export interface UpstreamRequest {
  /** Path under the API base, e.g. `/v3/businesses/search`; ids in it are already URI-encoded. */
  path: string;
  query: Record<string, string | number | boolean | undefined>;
}

/**
 * The request in a canonical form (parameters sorted, empty ones dropped), so
 * the same question asked with its parameters in another order shares one
 * cache entry and one in-flight upstream call.
 */
export function normalisedKey({ path, query }: UpstreamRequest): string {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]): [string, string] => [name, String(value)]),
  );
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
