/**
 * The import of Google Maps saved places (a Takeout CSV of one saved list):
 * its limits, its answers, and the Google Maps link rule. Plain code without
 * zod, so browser chunks can read it through `@dd/contracts/rules`.
 */

/** The largest CSV an import takes (the gateway's cap on any non-upload /api body). */
export const GOOGLE_MAPS_IMPORT_MAX_BYTES = 1024 * 1024;

/** The most places (data rows) one CSV may hold. */
export const GOOGLE_MAPS_IMPORT_MAX_PLACES = 5000;

/**
 * What becomes of one row: `new` is imported; `exists` names a restaurant
 * already in the diary; `duplicate` repeats a name earlier in the file;
 * `invalid` cannot be imported (no name, a name or note too long).
 */
export const GOOGLE_MAPS_PLACE_STATUSES = ['new', 'exists', 'duplicate', 'invalid'] as const;
export type GoogleMapsPlaceStatus = (typeof GOOGLE_MAPS_PLACE_STATUSES)[number];

/** The saved list whose places come in as saved for later (`wantToGo`): Takeout's `Want to go.csv`. */
export const WANT_TO_GO_LIST_NAME = 'Want to go';

/**
 * Whether a saved list's file name (the import's `?fileName=`) is the "Want to go"
 * list: its name without `.csv` or a folder, ignoring case and extra spaces.
 */
export function isWantToGoList(fileName: string | undefined): boolean {
  if (!fileName) return false;
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const listName = base
    .replace(/\.csv$/i, '')
    .trim()
    .replace(/\s+/g, ' ');
  return listName.toLowerCase() === WANT_TO_GO_LIST_NAME.toLowerCase();
}

/** One data row of the CSV as the import reads it. */
export interface GoogleMapsPlaceRow {
  /** The row's number as a spreadsheet shows the file (1 = the header, blank lines counted). */
  line: number;
  name: string;
  note: string;
  /** The row's Google Maps link, or '' when it had none or one that is not a Google Maps link. */
  mapsUrl: string;
  status: GoogleMapsPlaceStatus;
  /** Why the row is skipped, or (on a `new` row) what was left out of it. */
  reason?: string;
}

/** POST /api/imports/google-maps/preview: every row and how many of each status. */
export interface GoogleMapsImportPreview {
  rows: GoogleMapsPlaceRow[];
  counts: Record<GoogleMapsPlaceStatus, number>;
}

/** POST /api/imports/google-maps: what was written and what was not. */
export interface GoogleMapsImportResult {
  created: number;
  skipped: { line: number; name: string; reason: string }[];
  /** The new restaurants, in the order of the file. */
  restaurantIds: string[];
}

/** An imported place not linked to Yelp yet. */
export interface UnlinkedPlace {
  _id: string;
  name: string;
  notes: string;
  mapsUrl: string;
}

/** GET /api/imports/google-maps/unlinked: newest import first, one page at a time. */
export interface UnlinkedPlacesPage {
  /** Every imported place of the user still without a Yelp link. */
  total: number;
  places: UnlinkedPlace[];
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/** Unlinked places per page: at most this many, 20 unless `limit` says otherwise. */
export const UNLINKED_PLACES_MAX_LIMIT = 100;
export const UNLINKED_PLACES_DEFAULT_LIMIT = 20;

// google.com, google.co.uk, google.com.au …: Google's own hosts, optionally `www.` or `maps.`.
const GOOGLE_HOST = /^(?:(?:www|maps)\.)?google\.(?:[a-z]{2,3})(?:\.[a-z]{2})?$/;

/**
 * The link when `url` is an http(s) Google Maps address (google.<tld>/maps…,
 * maps.google.<tld>, maps.app.goo.gl, goo.gl/maps), else null: anything else
 * (another site, `javascript:`, a relative path) is never kept as a Maps link.
 */
export function googleMapsHref(url: string | null | undefined): string | null {
  const text = (url ?? '').trim();
  if (!text) return null;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password) return null;
  const host = parsed.hostname.toLowerCase();
  const path = parsed.pathname;
  const isMaps =
    (GOOGLE_HOST.test(host) && (host.startsWith('maps.') || /^\/maps(?:\/|$)/.test(path))) ||
    host === 'maps.app.goo.gl' ||
    (host === 'goo.gl' && /^\/maps(?:\/|$)/.test(path));
  return isMaps ? parsed.href : null;
}
