/** A scheme at the start of a URL (`javascript:`, `data:`, `https:`), but not `host:port`. */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d+(?:[/?#]|$))/i;
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const UPLOADS_PATH = /^\/api\/uploads\/images\/[^/?#\\]+$/;
const UPLOADS_PREFIX = '/api/uploads/images/';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The link a restaurant's website opens (product spec §2: `https://` added when
 * missing), or null when the text is not a web address: any scheme other
 * than http(s) (`javascript:`, `data:`, `mailto:` …) is refused, so user
 * data never becomes an executable or non-web link.
 */
export function websiteHref(website: string | null | undefined): string | null {
  const text = (website ?? '').trim();
  if (!text) return null;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return null;
  try {
    const url = new URL(scheme ? text : `https://${text.replace(/^\/+/, '')}`);
    return WEB_PROTOCOLS.has(url.protocol) && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Where a diary image may live: one of our uploads (`/api/uploads/images/<file>`)
 * or an https host (Yelp photos, the storage bucket). Plain http is accepted
 * only from a loopback host, which is where the offline sandbox serves its
 * stand-in Yelp photos in development.
 */
export function isAllowedImageUrl(url: string): boolean {
  const text = url.trim();
  if (UPLOADS_PATH.test(text)) return true;
  try {
    const parsed = new URL(text);
    if (parsed.protocol === 'https:') return parsed.hostname !== '';
    return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * The file name of one of our uploads, from its relative URL
 * (`/api/uploads/images/<file>`) or any absolute http(s) URL with that path
 * (a service cannot know every public host name of the app, so each such
 * URL counts as ours); undefined for any other URL.
 */
export function uploadedFileOf(url: string): string | undefined {
  const text = url.trim();
  let path = text;
  if (!text.startsWith('/')) {
    try {
      const parsed = new URL(text);
      // A query (`?w=640`, a variant) or fragment still names the same file.
      if (!WEB_PROTOCOLS.has(parsed.protocol)) return undefined;
      path = parsed.pathname;
    } catch {
      return undefined;
    }
  }
  if (!UPLOADS_PATH.test(path)) return undefined;
  try {
    return decodeURIComponent(path.slice(UPLOADS_PREFIX.length));
  } catch {
    return undefined;
  }
}

/** The relative URL an upload is stored under. */
export function uploadUrlOf(file: string): string {
  return UPLOADS_PREFIX + file;
}

/** Google Maps' search for an address (the restaurant page's and the share page's maps link). */
export function googleMapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}

/** Apple Maps' search for an address. */
export function appleMapsUrl(address: string): string {
  return `https://maps.apple.com/?q=${encodeURIComponent(address.trim())}`;
}
