import { normalizeUrlPath } from '../url-path';

/** A scheme at the start of a URL (`javascript:`, `data:`, `https:`), but not `host:port`. */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d+(?:[/?#]|$))/i;
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const UPLOADS_PATH = /^\/api\/uploads\/images\/[^/?#\\]+$/;
const UPLOADS_PREFIX = '/api/uploads/images/';
const UPLOADS_ROOT = '/api/uploads';
/** Where a relative reference is resolved to read its path: any http origin would do. */
const RELATIVE_BASE = 'http://relative.invalid';
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
  if (isRelativePath(text)) return UPLOADS_PATH.test(normalizedPathOf(text) ?? '');
  try {
    const parsed = new URL(text);
    if (parsed.protocol === 'https:') return parsed.hostname !== '';
    return parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * Whether a URL points under our uploads (`/api/uploads/...`), judged by its
 * normalised path (`/api//%75ploads/./images/x` included) on any host: a
 * service cannot know every public host name of the app, and a proxy in
 * front of it may merge slashes or decode the path. Such a URL must name one
 * of the writer's own uploads.
 */
export function pointsAtOurUploads(url: string): boolean {
  const path = normalizedPathOf(url);
  return path !== undefined && (path === UPLOADS_ROOT || path.startsWith(`${UPLOADS_ROOT}/`));
}

/**
 * The file name of one of our uploads, from its relative URL
 * (`/api/uploads/images/<file>`) or any absolute http(s) URL with that path
 * once normalised; undefined for any other URL, including a path under our
 * uploads that names no single file.
 */
export function uploadedFileOf(url: string): string | undefined {
  const path = normalizedPathOf(url);
  if (path === undefined || !UPLOADS_PATH.test(path)) return undefined;
  try {
    return decodeURIComponent(path.slice(UPLOADS_PREFIX.length));
  } catch {
    return undefined;
  }
}

/** A path of this origin (`/x`), not a network-path reference (`//host/x`). */
function isRelativePath(text: string): boolean {
  return text.startsWith('/') && !text.startsWith('//');
}

/**
 * The normalised path of an http(s) URL, or of a reference resolved as a
 * browser resolves it on our origin (`/x`, `//host/x`, `/a\b`), without its
 * query (`?w=640`, a variant) or fragment; undefined for other schemes.
 */
function normalizedPathOf(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim(), RELATIVE_BASE);
    return WEB_PROTOCOLS.has(parsed.protocol) ? normalizeUrlPath(parsed.pathname) : undefined;
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
