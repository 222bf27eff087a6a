import {
  GOOGLE_MAPS_PLACE_STATUSES,
  googleMapsHref,
  GoogleMapsPlaceRow,
  GoogleMapsPlaceStatus,
  hasControlCharacters,
  MAPS_URL_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  RESTAURANT_NAME_MAX_LENGTH,
} from '@dd/contracts';
import { nameKeyOf } from '../../common/name-key';
import type { SavedPlaceCells } from '../csv/saved-places-csv';

export const ROW_REASONS = {
  noName: 'No name: the Title is empty',
  nameTooLong: `The name is longer than ${RESTAURANT_NAME_MAX_LENGTH} characters`,
  noteTooLong: `The note is longer than ${NOTES_MAX_LENGTH.toLocaleString('en-US')} characters`,
  exists: 'Already in your diary',
  duplicate: (row: number) => `Same name as row ${row}`,
  linkLeftOut: 'Its link was left out: it is not a Google Maps link',
} as const;

/** A row with its cleaned fields and, for the rows to classify by name, its name key. */
export interface CleanPlace extends Omit<GoogleMapsPlaceRow, 'status' | 'reason'> {
  nameKey: string;
  /** Set when the row cannot be imported whatever the diary holds. */
  invalid?: string;
  /** Whether the row had a link that is not a Google Maps one (dropped). */
  linkLeftOut: boolean;
}

/** `text` with each control character the diary refuses replaced by a space (as the schemas judge them). */
function spacedControls(text: string, allowLineBreaks: boolean): string {
  if (!hasControlCharacters(text, { allowLineBreaks })) return text;
  return Array.from(text, (char) =>
    hasControlCharacters(char, { allowLineBreaks }) ? ' ' : char,
  ).join('');
}

/**
 * A name on one line: control characters (a line break inside quotes, a
 * leading tab) become spaces, runs of spaces one. Anything else, `=cmd|…`
 * included, is kept as written: it is text in the diary, and the export
 * neutralises it for spreadsheets.
 */
export function cleanName(title: string): string {
  return spacedControls(title, false).replace(/\s+/g, ' ').trim();
}

/** A note as written, without control characters other than line breaks and tabs, CRLF as LF. */
export function cleanNote(note: string): string {
  return spacedControls(note.replace(/\r\n?/g, '\n'), true).trim();
}

/** The cleaned fields of one row and why it cannot be imported, if it cannot. */
export function cleanPlace(cells: SavedPlaceCells): CleanPlace {
  const name = cleanName(cells.title);
  const note = cleanNote(cells.note);
  const url = cells.url.trim();
  const href = url.length <= MAPS_URL_MAX_LENGTH ? googleMapsHref(url) : null;
  const invalid = !name
    ? ROW_REASONS.noName
    : name.length > RESTAURANT_NAME_MAX_LENGTH
      ? ROW_REASONS.nameTooLong
      : note.length > NOTES_MAX_LENGTH
        ? ROW_REASONS.noteTooLong
        : undefined;
  return {
    line: cells.line,
    name,
    note,
    mapsUrl: href ?? '',
    nameKey: nameKeyOf(name),
    linkLeftOut: url !== '' && href === null,
    ...(invalid ? { invalid } : {}),
  };
}

/**
 * Each row's status, in file order: invalid rows first by their own fault,
 * then a name already in the diary (`existingKeys`, compared as nameKeyOf
 * does: trimmed, lower case) is `exists`, a name met earlier in the file is
 * `duplicate`, and the rest is `new`. A `new` row whose link was dropped
 * says so in `reason`.
 */
export function classifyPlaces(
  places: readonly CleanPlace[],
  existingKeys: ReadonlySet<string>,
): GoogleMapsPlaceRow[] {
  const firstLineOf = new Map<string, number>();
  return places.map((place) => {
    const { line, name, note, mapsUrl } = place;
    const row = { line, name, note, mapsUrl };
    if (place.invalid) return { ...row, status: 'invalid', reason: place.invalid };
    if (existingKeys.has(place.nameKey))
      return { ...row, status: 'exists', reason: ROW_REASONS.exists };
    const first = firstLineOf.get(place.nameKey);
    if (first !== undefined)
      return { ...row, status: 'duplicate', reason: ROW_REASONS.duplicate(first) };
    firstLineOf.set(place.nameKey, line);
    return place.linkLeftOut
      ? { ...row, status: 'new', reason: ROW_REASONS.linkLeftOut }
      : { ...row, status: 'new' };
  });
}

/** How many rows have each status (every status present, 0 when none). */
export function countStatuses(
  rows: readonly GoogleMapsPlaceRow[],
): Record<GoogleMapsPlaceStatus, number> {
  const counts = Object.fromEntries(
    GOOGLE_MAPS_PLACE_STATUSES.map((status) => [status, 0]),
  ) as Record<GoogleMapsPlaceStatus, number>;
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
