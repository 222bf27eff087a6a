const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const PERCENT_ENCODED = /%([0-9A-Fa-f]{2})/g;
const REPEATED_SLASHES = /\/{2,}/g;

/**
 * The one spelling of a URL path that every decision about it uses, so that
 * `/%61pi//uploads/./%69mages/x` and `/api/uploads/images/x` are the same
 * path to the gateway's budgets, its routing and the upload-ownership rule
 * (RFC 3986 §6.2.2):
 * - percent-encoded unreserved characters are decoded, and the hex digits of
 *   the other percent-encodings upper-cased (`%2f` → `%2F`, which stays
 *   encoded: an encoded slash is data, not a separator);
 * - repeated slashes are merged, as a proxy in front of us (nginx) would;
 * - dot segments are removed (RFC 3986 §5.2.4), never above the root.
 * A path that does not start with `/` (`*`, an absolute-form target) and a
 * malformed percent-encoding (`%zz`) are left as they are.
 */
export function normalizeUrlPath(path: string): string {
  if (!path.startsWith('/')) return path;
  const decoded = path.replace(PERCENT_ENCODED, (_match, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
  return withoutDotSegments(decoded.replace(REPEATED_SLASHES, '/'));
}

/** A request target (`/path?query`) with its path normalised and its query untouched. */
export function normalizeRequestTarget(target: string): string {
  const queryAt = target.indexOf('?');
  if (queryAt === -1) return normalizeUrlPath(target);
  return normalizeUrlPath(target.slice(0, queryAt)) + target.slice(queryAt);
}

function withoutDotSegments(path: string): string {
  const segments = path.slice(1).split('/');
  const kept: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') kept.pop();
      // `/a/b/..` is the directory `/a/`: the trailing slash stays.
      if (last) kept.push('');
      return;
    }
    kept.push(segment);
  });
  return `/${kept.join('/')}`;
}
