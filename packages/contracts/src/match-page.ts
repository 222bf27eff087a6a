/**
 * Matches a page's path against a route pattern such as `/meals/:id`, the way
 * the router does (a trailing slash allowed, parameters decoded), without the
 * router's code, which a remote's first-requests script must not carry and
 * the web tier does not have. Null when the path is not that page or a
 * parameter is malformed.
 */
export function matchPage(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return params;
}
